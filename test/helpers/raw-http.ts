import net from 'node:net';

/**
 * HTTP on a bare socket (node:net) for what fetch cannot send or wait for: malformed requests,
 * headers or bodies that stop halfway, a connection that is refused.
 */
export interface RawReply {
  /** 0 when no response head arrived. */
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The server closed the connection (or reset it) before the wait ended. */
  closed: boolean;
  /** Milliseconds from connecting to the end of the wait. */
  elapsedMs: number;
}

export interface RawOptions {
  /** Give up after this long (the reply is whatever arrived); default 5 s. */
  waitMs?: number;
  /** Written after the first chunk, one by one, with this pause in between. */
  trickle?: { chunks: Array<string | Buffer>; everyMs: number };
  /** Stop waiting once a complete response head and its Content-Length body are in. */
  untilResponse?: boolean;
}

function parse(raw: Buffer): Pick<RawReply, 'status' | 'headers' | 'body'> & { complete: boolean } {
  const text = raw.toString('latin1');
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) return { status: 0, headers: {}, body: '', complete: false };
  const [statusLine, ...lines] = text.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const l of lines) {
    const i = l.indexOf(':');
    if (i > 0) headers[l.slice(0, i).trim().toLowerCase()] = l.slice(i + 1).trim();
  }
  const bodyBytes = raw.subarray(Buffer.byteLength(text.slice(0, end + 4), 'latin1'));
  const length = headers['content-length'] === undefined ? undefined : Number(headers['content-length']);
  return {
    status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? '')?.[1] ?? 0),
    headers,
    body: bodyBytes.toString('utf8'),
    complete: length !== undefined && bodyBytes.length >= length,
  };
}

/** Connects to the daemon at `url`, writes `first`, then waits for the reply or the close. */
export function rawHttp(url: string, first: string | Buffer, opts: RawOptions = {}): Promise<RawReply> {
  const { hostname, port } = new URL(url);
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    const timers: NodeJS.Timeout[] = [];
    let done = false;
    const finish = (closed: boolean) => {
      if (done) return;
      done = true;
      for (const t of timers) clearTimeout(t);
      socket.destroy();
      resolve({ ...parse(Buffer.concat(chunks)), closed, elapsedMs: Date.now() - started });
    };
    socket.on('data', (b) => {
      chunks.push(b);
      if (opts.untilResponse && parse(Buffer.concat(chunks)).complete) finish(false);
    });
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
    socket.on('connect', () => {
      socket.write(first);
      (opts.trickle?.chunks ?? []).forEach((c, i) => {
        timers.push(setTimeout(() => !done && socket.write(c), (i + 1) * opts.trickle!.everyMs));
      });
    });
    timers.push(setTimeout(() => finish(false), opts.waitMs ?? 5_000));
  });
}

/** A connection that is kept open (idle) until closed by the test. */
export function openIdle(url: string): Promise<{ socket: net.Socket; closedByServer: Promise<boolean> }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    const closedByServer = new Promise<boolean>((r) => {
      socket.on('close', () => r(true));
      socket.on('error', () => r(true));
    });
    socket.once('connect', () => resolve({ socket, closedByServer }));
    socket.once('error', reject);
  });
}

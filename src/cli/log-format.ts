const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

interface LogRecord {
  level?: number;
  time?: string;
  msg?: string;
  reqId?: string;
  method?: string;
  path?: string;
  status?: number;
  ms?: number;
  err?: { stack?: string; message?: string };
}

/**
 * One line of daemon.log for people: the daemon writes JSON lines (pino); a request reads
 * `TIME INFO <request id> GET /file/list 200 3.1 ms`, an error is followed by its stack. Lines
 * that are not JSON (what a crash printed) pass unchanged.
 */
export function formatLogLine(line: string): string {
  if (!line.startsWith('{')) return line;
  let r: LogRecord;
  try {
    r = JSON.parse(line) as LogRecord;
  } catch {
    return line;
  }
  const head = [r.time ?? '', (LEVELS[r.level ?? 30] ?? String(r.level)).padEnd(5), r.reqId ?? ''].filter(Boolean).join(' ');
  const text =
    r.msg === 'request' && r.method
      ? `${r.method} ${r.path ?? ''} ${r.status ?? ''} ${r.ms ?? ''} ms`
      : [r.msg, r.method && r.path ? `(${r.method} ${r.path}${r.status ? ` ${r.status}` : ''})` : ''].filter(Boolean).join(' ');
  const stack = r.err?.stack ? `\n    ${r.err.stack.split('\n').join('\n    ')}` : '';
  return `${head} ${text}${stack}`;
}

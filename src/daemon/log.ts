import { closeSync, openSync, writeSync } from 'node:fs';
import { pino, stdTimeFunctions, type Logger } from 'pino';
import { PRIVATE_FILE_MODE } from '../core/data-dir.js';

export type { Logger } from 'pino';

/**
 * Appends whole lines to the log file with one write(2) each. A failed write (a full disk, a
 * file removed under us) drops the line: logging must never be the reason the daemon dies, and
 * sonic-boom, pino's own destination, turns such failures into an 'error' event or a throw.
 */
class AppendOnlyFile {
  private fd: number | undefined;
  dropped = 0;

  constructor(path: string) {
    try {
      this.fd = openSync(path, 'a', PRIVATE_FILE_MODE);
    } catch {
      this.fd = undefined;
    }
  }

  write(line: string): boolean {
    if (this.fd === undefined) return true;
    try {
      writeSync(this.fd, line);
    } catch {
      this.dropped++;
    }
    return true;
  }

  close(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
  }
}

export interface DaemonLogger {
  logger: Logger;
  close(): void;
}

/**
 * The daemon's log: JSON lines (pino) in `<data dir>/daemon.log`, written by the daemon itself
 * whether it runs in the foreground or was started with `ctx daemon start`. Errors carry their
 * stack (pino's `err` serializer).
 */
export function createDaemonLogger(path: string): DaemonLogger {
  const file = new AppendOnlyFile(path);
  const logger = pino(
    {
      level: 'info',
      base: { pid: process.pid },
      timestamp: stdTimeFunctions.isoTime,
    },
    file,
  );
  return { logger, close: () => file.close() };
}

import { closeSync, openSync, readFileSync, readSync, statSync, watch } from 'node:fs';
import type { Command } from 'commander';
import { defaultDataDir, DEFAULT_PORT } from '../../core/config.js';
import { initDataDir } from '../init.js';
import { CliError, EXIT } from '../exit.js';
import { healthy, logExists, logPath, readPid, removePid, startBackground, stdoutIsLog, stopBackground, writePid } from '../daemon-control.js';
import { printInit } from './init.js';
import { formatLogLine } from '../log-format.js';
import type { Output } from '../output.js';

interface DaemonOpts {
  dataDir?: string;
  host?: string;
  port?: string;
  init?: boolean;
  databaseUrl?: string;
}

function portOf(v: string | undefined): number | undefined {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new CliError(`invalid port "${v}"`, EXIT.USAGE);
  return n;
}

export function registerDaemonCommands(program: Command, out: () => Output): void {
  const daemon = program.command('daemon').description('run and control the ctx daemon');

  const common = (c: Command) =>
    c
      .option('--data-dir <dir>', 'data directory (env CTX_DATA_DIR)')
      .option('--host <host>', 'address to listen on (env CTX_HOST)', process.env.CTX_HOST)
      .option('--port <port>', `port to listen on, 0 for any free port (env CTX_PORT, default ${DEFAULT_PORT})`, process.env.CTX_PORT)
      .option('--database-url <url>', 'keep all shared state in this PostgreSQL database (env CTX_DATABASE_URL)');

  common(daemon.command('run'))
    .description('serve in the foreground until SIGINT/SIGTERM')
    .option('--init', 'initialise the data dir first if needed (prints a new key once)')
    .addHelpText('after', '\nExamples:\n  ctx daemon run\n  ctx daemon run --data-dir /srv/ctx --port 9000\n')
    .action(async (o: DaemonOpts) => {
      const dataDir = o.dataDir ?? defaultDataDir();
      const port = portOf(o.port);
      if (o.init) {
        const r = await initDataDir({ dataDir, host: o.host, port, databaseUrl: o.databaseUrl });
        if (r.created) printInit(out(), r);
      }
      const other = readPid(dataDir);
      if (other && other.pid !== process.pid) throw new CliError(`another daemon is already serving this data dir (pid ${other.pid}, ${other.url})`);
      // The server stack loads only for `daemon run`, keeping every other command light.
      const { startDaemon } = await import('../../daemon/daemon.js');
      // The daemon writes its own log; a background daemon's stdout is that same file, so it
      // only prints its lines when run in the foreground.
      const echo = stdoutIsLog(dataDir) ? undefined : (m: string) => console.log(m);
      const d = await startDaemon({ dataDir, host: o.host, port, log: echo, databaseUrl: o.databaseUrl });
      let stopping = false;
      const shutdown = (sig: string) => {
        if (stopping) return;
        stopping = true;
        d.log(`received ${sig}, shutting down`);
        d.stop()
          .then(() => {
            removePid(dataDir);
            process.exit(0);
          })
          .catch((err) => {
            console.error(`shutdown failed: ${(err as Error).message}`);
            removePid(dataDir);
            process.exit(1);
          });
      };
      // Handlers first, announcement second: whoever reads "listening" may signal at once, and
      // a signal that finds no handler kills the process instead of shutting it down cleanly.
      process.on('SIGINT', () => shutdown('SIGINT'));
      process.on('SIGTERM', () => shutdown('SIGTERM'));
      // A log line that cannot be written (the log's disk is full) is lost, never fatal.
      process.stdout.on('error', () => {});
      process.stderr.on('error', () => {});
      process.on('unhandledRejection', (err) => console.error(`unhandled rejection (the daemon keeps serving): ${(err as Error)?.stack ?? String(err)}`));
      try {
        writePid(dataDir, { pid: process.pid, url: d.url });
      } catch (err) {
        console.error(`could not write the pid file: ${(err as Error).message}`);
      }
      d.log(`ctx daemon listening on ${d.url}`);
      if (o.init) console.log(`API key: in ${process.env.XDG_CONFIG_HOME ? '$XDG_CONFIG_HOME' : '~/.config'}/ctx/config.json (used by the ctx command)`);
    });

  common(daemon.command('start'))
    .description('start the daemon in the background (pid and log files in the data dir)')
    .action(async (o: DaemonOpts) => {
      const dataDir = o.dataDir ?? defaultDataDir();
      portOf(o.port); // a bad port is a usage error here, not a daemon that "did not start"
      const args = [...(o.host ? ['--host', o.host] : []), ...(o.port ? ['--port', o.port] : [])];
      // Through the environment, not the command line (ps shows arguments, and a URL may hold a password).
      if (o.databaseUrl) process.env.CTX_DATABASE_URL = o.databaseUrl;
      const info = await startBackground(dataDir, args);
      out().result({ running: true, pid: info.pid, url: info.url, log: logPath(dataDir) }, `ctx daemon started (pid ${info.pid}) on ${info.url}\nlog: ${logPath(dataDir)}`);
    });

  daemon
    .command('stop')
    .description('stop the background daemon')
    .option('--data-dir <dir>', 'data directory (env CTX_DATA_DIR)')
    .action(async (o: DaemonOpts) => {
      const dataDir = o.dataDir ?? defaultDataDir();
      const info = await stopBackground(dataDir);
      out().result({ stopped: !!info, pid: info?.pid ?? null }, info ? `ctx daemon stopped (pid ${info.pid})` : 'ctx daemon is not running');
    });

  daemon
    .command('status')
    .description('show whether the daemon runs and answers')
    .option('--data-dir <dir>', 'data directory (env CTX_DATA_DIR)')
    .action(async (o: DaemonOpts) => {
      const dataDir = o.dataDir ?? defaultDataDir();
      const info = readPid(dataDir);
      const ok = info ? await healthy(info.url) : false;
      out().result(
        { running: !!info, healthy: ok, pid: info?.pid ?? null, url: info?.url ?? null, data_dir: dataDir },
        info ? `ctx daemon running (pid ${info.pid}) on ${info.url}${ok ? '' : ' but not answering /health'}` : 'ctx daemon is not running',
      );
      if (!info) process.exitCode = EXIT.UNREACHABLE;
    });

  daemon
    .command('logs')
    .description('print the daemon log (one line per request, errors with their stack; --json: the raw JSON lines)')
    .option('--data-dir <dir>', 'data directory (env CTX_DATA_DIR)')
    .option('-n, --lines <n>', 'last N lines', '50')
    .option('-f, --follow', 'keep printing new lines')
    .action(async (o: DaemonOpts & { lines: string; follow?: boolean }) => {
      const dataDir = o.dataDir ?? defaultDataDir();
      const file = logPath(dataDir);
      if (!logExists(dataDir)) throw new CliError(`no log at ${file}; the daemon writes it once it runs (ctx daemon start, or ctx daemon run)`, EXIT.NOT_FOUND);
      const show = (lines: string[]) => {
        for (const l of lines) if (l) process.stdout.write(`${out().json ? l : formatLogLine(l)}\n`);
      };
      const n = Math.max(0, Number(o.lines) || 50);
      const lines = readFileSync(file, 'utf8').split('\n');
      if (lines.at(-1) === '') lines.pop();
      show(n === 0 ? [] : lines.slice(-n));
      if (!o.follow) return;
      let pos = statSync(file).size;
      let partial = '';
      watch(file, () => {
        const size = statSync(file).size;
        if (size <= pos) return;
        const buf = Buffer.alloc(size - pos);
        const fd = openSync(file, 'r');
        try {
          readSync(fd, buf, 0, buf.length, pos);
        } finally {
          closeSync(fd);
        }
        const chunk = buf.toString('utf8');
        pos = size;
        const parts = (partial + chunk).split('\n');
        partial = parts.pop() ?? '';
        show(parts);
      });
      await new Promise(() => {});
    });
}

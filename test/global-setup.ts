/**
 * Before any test file: when no CTX_TEST_DATABASE_URL is given and PostgreSQL 15 is installed
 * (scripts/setup-postgres.sh), a throwaway local cluster is started for the PostgreSQL suites,
 * as CI starts one, so that a local `npm test` runs what CI runs. Test workers inherit the URL
 * through the environment. Without PostgreSQL installed, those suites run on SQLite only (CI
 * refuses that: test/helpers/pg.ts).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const INITDB = '/usr/lib/postgresql/15/bin/initdb';
const SCRIPT = join(import.meta.dirname, '..', 'scripts', 'dev-postgres.sh');
let started: string | undefined;

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

export async function setup(): Promise<void> {
  if (process.env.CTX_TEST_DATABASE_URL || !existsSync(INITDB)) return;
  const dir = mkdtempSync(join(tmpdir(), 'ctx-test-postgres-'));
  const url = execFileSync('bash', [SCRIPT, 'start', dir, String(await freePort())], { encoding: 'utf8' }).trim();
  started = dir;
  process.env.CTX_TEST_DATABASE_URL = url;
}

export async function teardown(): Promise<void> {
  if (!started) return;
  execFileSync('bash', [SCRIPT, 'stop', started], { stdio: 'ignore' });
  rmSync(started, { recursive: true, force: true });
}

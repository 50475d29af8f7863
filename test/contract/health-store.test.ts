import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDaemon, testBackend, type TestDaemon } from '../helpers/daemon.js';
import { freshDatabase, testDatabaseUrl } from '../helpers/pg.js';

/** GET /health names the store backend, and never the database URL or its password. */

async function health(d: TestDaemon): Promise<{ text: string; body: { store: { backend: string } } }> {
  const res = await fetch(new URL('/health', d.url));
  expect(res.status).toBe(200);
  const text = await res.text();
  return { text, body: JSON.parse(text) as { store: { backend: string } } };
}

describe(`/health on the test backend (${testBackend()})`, () => {
  let d: TestDaemon;
  beforeAll(async () => {
    d = await startDaemon();
  });
  afterAll(async () => d?.cleanup());

  it('names the backend the daemon keeps its state in', async () => {
    expect((await health(d)).body.store).toEqual({ backend: testBackend() });
  });
});

const base = testDatabaseUrl();

describe.skipIf(!base)('/health on PostgreSQL with a password in the URL', () => {
  const password = 'hunter2-sekrit-9f3a';
  let db: { url: string; drop(): void };
  let d: TestDaemon;
  beforeAll(async () => {
    db = freshDatabase(base!);
    // The test server trusts loopback connections, so any password is accepted, and never sent.
    const u = new URL(db.url);
    u.password = password;
    d = await startDaemon({ databaseUrl: u.toString() });
  }, 60_000);
  afterAll(async () => {
    await d?.cleanup();
    db?.drop();
  });

  it('says postgres and prints neither the URL nor its password, in /health or the log', async () => {
    const { text, body } = await health(d);
    expect(body.store).toEqual({ backend: 'postgres' });
    expect(text).not.toContain(password);
    expect(text).not.toContain(new URL(db.url).pathname.slice(1));
    expect(d.output()).not.toContain(password);
    expect(readFileSync(join(d.dataDir, 'daemon.log'), 'utf8')).not.toContain(password);
  });
});

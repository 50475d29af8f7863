import { randomBytes } from 'node:crypto';
import { PgDb } from '../../src/core/store/pg-db.js';

/**
 * The PostgreSQL the tests may use: CTX_TEST_DATABASE_URL (scripts/dev-postgres.sh start prints
 * one). In CI it must be there: a suite that silently ran on SQLite only would prove nothing.
 */
export function testDatabaseUrl(): string | undefined {
  const url = process.env.CTX_TEST_DATABASE_URL;
  if (!url && process.env.CI === 'true') throw new Error('CI=true but CTX_TEST_DATABASE_URL is not set: the PostgreSQL backend would go untested');
  return url || undefined;
}

/** A new empty database on the test server; drop() removes it. */
export function freshDatabase(base: string): { url: string; drop(): void } {
  const name = `ctx_t_${randomBytes(6).toString('hex')}`;
  const admin = new PgDb(base);
  try {
    admin.exec(`CREATE DATABASE ${name}`);
  } finally {
    admin.close();
  }
  const u = new URL(base);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop() {
      const a = new PgDb(base);
      try {
        a.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        a.close();
      }
    },
  };
}

/** The backends a parameterised suite runs on: SQLite always, PostgreSQL when a URL is given. */
export function storeBackends(): Array<'sqlite' | 'postgres'> {
  return testDatabaseUrl() ? ['sqlite', 'postgres'] : ['sqlite'];
}

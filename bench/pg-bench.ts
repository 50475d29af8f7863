import { randomBytes } from 'node:crypto';
import { PgDb } from '../src/core/store/pg-db.js';

/**
 * A new database for one benchmark run on the server CTX_BENCH_DATABASE_URL (or
 * CTX_TEST_DATABASE_URL) names; drop() removes it.
 */
export function freshBenchDatabase(): { url: string; drop(): void } {
  const base = process.env.CTX_BENCH_DATABASE_URL ?? process.env.CTX_TEST_DATABASE_URL;
  if (!base) throw new Error('PostgreSQL benchmarks need CTX_BENCH_DATABASE_URL (scripts/dev-postgres.sh start prints one)');
  const name = `ctx_bench_${randomBytes(4).toString('hex')}`;
  const admin = new PgDb(base);
  admin.exec(`CREATE DATABASE ${name}`);
  admin.close();
  const u = new URL(base);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: () => {
      const a = new PgDb(base);
      a.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      a.close();
    },
  };
}

import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../src/core/store/schema.js';
import { PG_MATCHES_SQLITE_VERSION } from '../../src/core/store/schema-pg.js';

describe('schema migrations', () => {
  it('every SQLite migration has its PostgreSQL twin (schema-pg.ts; docs/DECISIONS.md "Schema versions")', () => {
    expect(PG_MATCHES_SQLITE_VERSION).toBe(MIGRATIONS.length);
  });
});

import { createRequire } from 'node:module';
import type { Db, RunResult, Stmt } from './driver.js';

/**
 * A PostgreSQL connection with better-sqlite3's synchronous shape, on libpq through pg-native
 * (querySync/executeSync). `?` and `@name` placeholders become $n, so most repositories run the
 * same SQL on both backends. Each daemon holds one connection: synchronous calls never
 * interleave, so a transaction is simply BEGIN … COMMIT on it. pg-native is an optional
 * dependency, loaded only when a database URL is given.
 */
interface NativeClient {
  connectSync(url: string): void;
  querySync(text: string, values?: unknown[]): Array<Record<string, unknown>>;
  prepareSync(name: string, text: string, nParams: number): void;
  executeSync(name: string, values: unknown[]): Array<Record<string, unknown>>;
  end(cb?: () => void): void;
  pq: { cmdTuples(): string; finish(): void };
}

const OID_INT8 = 20;
const OID_NUMERIC = 1700;

function loadClient(): new (opts: { types: unknown }) => NativeClient {
  const require = createRequire(import.meta.url);
  try {
    return require('pg-native') as new (opts: { types: unknown }) => NativeClient;
  } catch (err) {
    throw new Error(`PostgreSQL needs the optional package pg-native (and libpq): npm install pg-native (${(err as Error).message})`);
  }
}

function typeParsers(): unknown {
  const require = createRequire(import.meta.url);
  const types = require('pg-types') as { getTypeParser(oid: number, format?: string): (v: string) => unknown };
  return {
    getTypeParser(oid: number, format?: string) {
      // Counts, sums and ids are bigint/numeric in PostgreSQL; the store's figures fit a double.
      if (oid === OID_INT8 || oid === OID_NUMERIC) return (v: string) => Number(v);
      return types.getTypeParser(oid, format);
    },
  };
}

/** A parameter as libpq text. */
function toParam(v: unknown): unknown {
  if (v === undefined || v === null) return null;
  if (typeof v === 'bigint' || typeof v === 'number') return String(v);
  if (typeof v === 'boolean') return v ? 't' : 'f';
  if (Buffer.isBuffer(v)) return `\\x${v.toString('hex')}`;
  if (v instanceof Float32Array) return `[${Array.from(v).join(',')}]`;
  if (Array.isArray(v)) return `{${v.map((e) => (e === null || e === undefined ? 'NULL' : `"${String(e).replace(/[\\"]/g, '\\$&')}"`)).join(',')}}`;
  return v;
}

interface Compiled {
  text: string;
  /** Named placeholders in order ($1 is names[0]); empty for positional ones. */
  names: string[];
  count: number;
}

/** Rewrites `?` and `@name` placeholders to $n, leaving quoted text and comments alone. */
export function compilePlaceholders(sql: string): Compiled {
  let out = '';
  let n = 0;
  const names: string[] = [];
  const named = new Map<string, number>();
  for (let i = 0; i < sql.length; i++) {
    const ch = sql[i]!;
    if (ch === "'" || ch === '"') {
      const end = sql.indexOf(ch, i + 1);
      const stop = end < 0 ? sql.length : end + 1;
      out += sql.slice(i, stop);
      i = stop - 1;
    } else if (ch === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      const stop = end < 0 ? sql.length : end;
      out += sql.slice(i, stop);
      i = stop - 1;
    } else if (ch === '?') {
      out += `$${++n}`;
    } else if (ch === '@' && /[A-Za-z_]/.test(sql[i + 1] ?? '')) {
      const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(sql.slice(i + 1))![0];
      let idx = named.get(m);
      if (idx === undefined) {
        names.push(m);
        named.set(m, (idx = ++n));
      }
      out += `$${idx}`;
      i += m.length;
    } else out += ch;
  }
  return { text: out, names, count: n };
}

const closing = new Set<NativeClient>();

export class PgDb implements Db {
  readonly dialect = 'postgres' as const;
  private readonly client: NativeClient;
  private readonly statements = new Map<string, { name: string; compiled: Compiled }>();
  private depth = 0;
  private closed = false;

  constructor(readonly url: string) {
    const Client = loadClient();
    this.client = new Client({ types: typeParsers() });
    this.client.connectSync(url);
    this.client.querySync("SET client_min_messages = warning; SET TIME ZONE 'UTC'");
  }

  private params(compiled: Compiled, args: unknown[]): unknown[] {
    if (compiled.names.length > 0) {
      const obj = (args[0] ?? {}) as Record<string, unknown>;
      return compiled.names.map((k) => toParam(obj[k]));
    }
    return args.map(toParam);
  }

  /** Runs one statement (prepared once per connection) and returns its rows and row count. */
  query(sql: string, args: unknown[] = []): { rows: Array<Record<string, unknown>>; changes: number } {
    let st = this.statements.get(sql);
    if (!st) {
      const compiled = compilePlaceholders(sql);
      const name = `s${this.statements.size + 1}`;
      this.client.prepareSync(name, compiled.text, compiled.count);
      this.statements.set(sql, (st = { name, compiled }));
    }
    const rows = this.client.executeSync(st.name, this.params(st.compiled, args));
    const changes = Number.parseInt(this.client.pq.cmdTuples(), 10);
    return { rows, changes: Number.isFinite(changes) ? changes : 0 };
  }

  prepare(sql: string): Stmt {
    return {
      run: (...args: unknown[]): RunResult => {
        const r = this.query(sql, args);
        const id = r.rows[0]?.id;
        return { changes: r.changes, lastInsertRowid: typeof id === 'number' ? id : 0 };
      },
      get: (...args: unknown[]) => this.query(sql, args).rows[0],
      all: (...args: unknown[]) => this.query(sql, args).rows,
    };
  }

  /** Statements without parameters, several at once (DDL, migrations). */
  exec(sql: string): void {
    this.client.querySync(sql);
  }

  transaction<T>(fn: () => T): () => T {
    return () => {
      const depth = this.depth;
      const savepoint = `sp${depth}`;
      this.exec(depth === 0 ? 'BEGIN' : `SAVEPOINT ${savepoint}`);
      this.depth++;
      try {
        const out = fn();
        if (out instanceof Promise) throw new Error('a store transaction must be synchronous');
        this.depth--;
        this.exec(depth === 0 ? 'COMMIT' : `RELEASE SAVEPOINT ${savepoint}`);
        return out;
      } catch (err) {
        this.depth = depth;
        try {
          this.exec(depth === 0 ? 'ROLLBACK' : `ROLLBACK TO SAVEPOINT ${savepoint}; RELEASE SAVEPOINT ${savepoint}`);
        } catch {
          // The connection is gone; the error that brought us here is the one to report.
        }
        throw err;
      }
    };
  }

  get inTransaction(): boolean {
    return this.depth > 0;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    const client = this.client;
    client.pq.finish();
    // finish() closes the socket's libuv handle asynchronously, and that handle lives inside
    // the connection object: collecting the object before the loop has run the close aborts
    // the process. Held a moment longer.
    closing.add(client);
    setTimeout(() => closing.delete(client), 200).unref();
  }
}

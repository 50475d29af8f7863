/**
 * Schema migrations, applied in order inside one transaction each. user_version records the
 * last one applied. Never edit a shipped migration: add a new one.
 */
export const MIGRATIONS: string[] = [
  `
  CREATE TABLE accounts (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL
  );

  CREATE TABLE api_keys (
    key_id TEXT PRIMARY KEY,
    account_id INTEGER NOT NULL REFERENCES accounts(id),
    name TEXT NOT NULL,
    secret_hash BLOB NOT NULL,
    tier TEXT NOT NULL,
    status TEXT NOT NULL,
    created_at TEXT NOT NULL,
    last_used_at TEXT,
    expires_at TEXT
  );
  CREATE INDEX api_keys_account ON api_keys(account_id);

  -- A sub-user exists once something was written for it (upload, create_dir, query).
  CREATE TABLE sub_users (
    id INTEGER PRIMARY KEY,
    account_id INTEGER NOT NULL REFERENCES accounts(id),
    name TEXT NOT NULL,
    created_at TEXT NOT NULL,
    UNIQUE(account_id, name)
  );

  CREATE TABLE blobs (
    sha256 TEXT PRIMARY KEY,
    size INTEGER NOT NULL,
    created_at TEXT NOT NULL
  );

  -- Files and directories (a directory row stands for its .keep marker).
  -- seq comes from the counters table and is bumped on every change; the listing version of
  -- a subtree is derived from (count, max(seq)) of the rows in it.
  CREATE TABLE entries (
    file_id TEXT PRIMARY KEY,
    sub_user_id INTEGER NOT NULL REFERENCES sub_users(id),
    path TEXT NOT NULL,
    parent TEXT NOT NULL,
    name TEXT NOT NULL,
    is_dir INTEGER NOT NULL,
    size INTEGER NOT NULL DEFAULT 0,
    sha256 TEXT REFERENCES blobs(sha256),
    mime TEXT,
    status TEXT NOT NULL,
    error TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    processed_at TEXT,
    seq INTEGER NOT NULL,
    UNIQUE(sub_user_id, path)
  );
  CREATE INDEX entries_parent ON entries(sub_user_id, parent);
  CREATE INDEX entries_sha ON entries(sha256);

  CREATE TABLE counters (
    name TEXT PRIMARY KEY,
    value INTEGER NOT NULL
  );
  INSERT INTO counters(name, value) VALUES ('seq', 0);

  -- Durable job queue. A row exists from upload until the file is COMPLETED or FAILED.
  CREATE TABLE jobs (
    id INTEGER PRIMARY KEY,
    file_id TEXT NOT NULL UNIQUE REFERENCES entries(file_id) ON DELETE CASCADE,
    state TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    started_at TEXT
  );
  CREATE INDEX jobs_state ON jobs(state, id);

  CREATE TABLE chunks (
    id INTEGER PRIMARY KEY,
    file_id TEXT NOT NULL REFERENCES entries(file_id) ON DELETE CASCADE,
    sub_user_id INTEGER NOT NULL,
    ord INTEGER NOT NULL,
    text TEXT NOT NULL,
    locator TEXT NOT NULL
  );
  CREATE INDEX chunks_file ON chunks(file_id, ord);

  -- scope holds one token naming the sub-user, so a MATCH can be restricted to the caller's
  -- rows inside FTS5 itself; it gets weight 0 in bm25().
  CREATE VIRTUAL TABLE chunks_fts USING fts5(
    scope, title, body,
    content='', contentless_delete=1,
    tokenize='porter unicode61 remove_diacritics 2'
  );

  CREATE TABLE metadata (
    file_id TEXT PRIMARY KEY REFERENCES entries(file_id) ON DELETE CASCADE,
    summary TEXT NOT NULL,
    content TEXT NOT NULL,
    hash_tags TEXT NOT NULL,
    facts TEXT NOT NULL DEFAULT '{}'
  );

  -- Profile values keep their evidence so they can be explained and withdrawn per file.
  CREATE TABLE profile_evidence (
    id INTEGER PRIMARY KEY,
    sub_user_id INTEGER NOT NULL REFERENCES sub_users(id),
    file_id TEXT NOT NULL REFERENCES entries(file_id) ON DELETE CASCADE,
    category TEXT NOT NULL,
    subtopic TEXT NOT NULL,
    value TEXT NOT NULL,
    snippet TEXT NOT NULL,
    confidence REAL NOT NULL,
    evidence_time TEXT NOT NULL
  );
  CREATE INDEX profile_evidence_user ON profile_evidence(sub_user_id, category, subtopic);

  CREATE TABLE events (
    id INTEGER PRIMARY KEY,
    sub_user_id INTEGER NOT NULL REFERENCES sub_users(id),
    file_id TEXT NOT NULL REFERENCES entries(file_id) ON DELETE CASCADE,
    event_type TEXT NOT NULL,
    content TEXT NOT NULL,
    dedupe_key TEXT NOT NULL,
    happen_time TEXT,
    mention_time TEXT NOT NULL
  );
  CREATE INDEX events_user ON events(sub_user_id, happen_time);

  CREATE TABLE sessions (
    suid TEXT PRIMARY KEY,
    sub_user_id INTEGER NOT NULL REFERENCES sub_users(id),
    title TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX sessions_user ON sessions(sub_user_id, updated_at);

  CREATE TABLE messages (
    cuid TEXT PRIMARY KEY,
    suid TEXT NOT NULL REFERENCES sessions(suid) ON DELETE CASCADE,
    role TEXT NOT NULL,
    content TEXT NOT NULL,
    searched_files TEXT NOT NULL DEFAULT '[]',
    feedback TEXT,
    feedback_at TEXT,
    created_at TEXT NOT NULL,
    ord INTEGER NOT NULL
  );
  CREATE INDEX messages_session ON messages(suid, ord);

  CREATE TABLE settings (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );
  `,
  // A chunk built from several segments remembers where each begins ([offset, locator] pairs,
  // JSON; NULL when one locator covers it), so a fact can cite the paragraph, JSON value or
  // record it came from instead of the chunk's first one.
  `
  ALTER TABLE chunks ADD COLUMN anchors TEXT;
  `,
  // Retrieval: embedding spaces (one per embedding model; each has its own sqlite-vec table
  // vec_<id>, created at run time because its dimension is only known then) and a side FTS
  // index of CJK text as overlapping bigrams (unicode61 gives CJK runs no word breaks).
  `
  CREATE TABLE embedding_spaces (
    id INTEGER PRIMARY KEY,
    model TEXT NOT NULL UNIQUE,
    dim INTEGER NOT NULL,
    -- building: being filled in the background; ready: complete enough to search with.
    state TEXT NOT NULL,
    created_at TEXT NOT NULL,
    ready_at TEXT
  );

  CREATE VIRTUAL TABLE chunks_cjk USING fts5(
    scope, title, body,
    content='', contentless_delete=1,
    tokenize='unicode61 remove_diacritics 2'
  );
  `,
  // Zip archives: every entry an archive's expansion made (its folder, the folders inside,
  // the member files) names the archive in archive_id; the archive's own row in archives
  // keeps what was skipped until the last member is processed and its metadata is written.
  `
  ALTER TABLE entries ADD COLUMN archive_id TEXT;
  CREATE INDEX entries_archive ON entries(archive_id) WHERE archive_id IS NOT NULL;

  CREATE TABLE archives (
    file_id TEXT PRIMARY KEY REFERENCES entries(file_id) ON DELETE CASCADE,
    folder TEXT NOT NULL,
    entries INTEGER NOT NULL,
    skipped TEXT NOT NULL,
    skipped_total INTEGER NOT NULL
  );
  `,
  // Extraction cut short by the time limit: the file completes with what was read, its entry
  // says so (note), and its job waits in state 'idle' to be run once more (retry = 1) when
  // nothing else is queued or running.
  `
  ALTER TABLE entries ADD COLUMN note TEXT;
  ALTER TABLE jobs ADD COLUMN retry INTEGER NOT NULL DEFAULT 0;
  `,
  // Key scopes: 'admin' keys manage keys, 'standard' keys use the API. In a data dir from before
  // scopes, each account's oldest key that is not revoked (the one \`ctx init\` made) becomes
  // its admin key; every other key is standard.
  `
  ALTER TABLE api_keys ADD COLUMN scope TEXT NOT NULL DEFAULT 'standard';
  UPDATE api_keys SET scope = 'admin' WHERE key_id IN (
    SELECT (SELECT k.key_id FROM api_keys k WHERE k.account_id = a.account_id
            ORDER BY k.status = 'REVOKED', k.created_at, k.key_id LIMIT 1)
    FROM (SELECT DISTINCT account_id FROM api_keys) a
  );
  `,
  // Fair scheduling (jobs/runner.ts): a job knows its sub-user, to be taken round-robin across
  // sub-users, and its file's size, for the small-file lane.
  `
  ALTER TABLE jobs ADD COLUMN sub_user_id INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE jobs ADD COLUMN size INTEGER NOT NULL DEFAULT 0;
  UPDATE jobs SET sub_user_id = (SELECT sub_user_id FROM entries e WHERE e.file_id = jobs.file_id),
                  size = coalesce((SELECT size FROM entries e WHERE e.file_id = jobs.file_id), 0);
  CREATE INDEX jobs_tenant ON jobs(state, sub_user_id, id);
  `,
];

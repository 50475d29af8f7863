import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDaemon, type TestDaemon } from '../helpers/daemon.js';
import { Api } from '../helpers/api.js';
import { EXIT } from '../../src/cli/exit.js';
import { clientHome, ctxJson, ctxOk, ESC, eventually, linesStarting, mkdirp, runCtx, sha256, snapshot, spawnCtx, type ClientHome, type Listing, type RunOptions } from './helpers.js';

/**
 * `ctx sync FOLDER --to DIR`: one-shot reconciliation and watch mode against a real daemon,
 * compared with the folder after every step. The expected mirror is computed here with the
 * fixtures' own simple rules, not with the CLI's code.
 */

let d: TestDaemon;
let home: ClientHome;
let api: Api;

/** The daemon's URL changes when it restarts (it listens on port 0): read it on every call. */
const opts = (o: RunOptions = {}): RunOptions => ({ ...o, env: { ...home.env, CTX_BASE_URL: d.url, CTX_API_KEY: d.apiKey, ...o.env } });
const ctx = (args: string[], o: RunOptions = {}) => runCtx(args, opts(o));
const js = <T = any>(args: string[], o: RunOptions = {}) => ctxJson<T>(args, opts(o));

interface SyncJson {
  uploaded: string[];
  updated: string[];
  moved: Array<{ from: string; to: string }>;
  removed: string[];
  dirs_created: string[];
  dirs_removed: string[];
  errors: Array<{ path: string; error: string }>;
  unchanged: number;
  unsupported: string[];
  version: string;
}

function put(root: string, rel: string, data: string): void {
  const p = join(root, rel);
  mkdirp(join(p, '..'));
  writeFileSync(p, data);
}

/** Which local names the mirror should hold: no hidden, backup, swap or unsupported files. */
const SKIPPED = (name: string) => name.startsWith('.') || name.endsWith('~') || name.endsWith('.swp') || name.endsWith('.xyz');

/** The folder as the server should show it: "dir/" for directories, sha256 for files. */
function expectedMirror(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  const visit = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (SKIPPED(e.name)) continue;
      const full = join(dir, e.name);
      const rel = relative(root, full).split(sep).join('/');
      if (e.isDirectory()) {
        out[rel] = 'dir';
        visit(full);
      } else out[rel] = sha256(readFileSync(full));
    }
  };
  visit(root);
  return out;
}

/** The server's side, same shape, plus the file ids. */
async function remoteMirror(dir: string): Promise<{ tree: Record<string, string>; ids: Record<string, string> }> {
  const res = await api.get('/file/list', { path: dir, recursive: true });
  if (res.status === 404) return { tree: {}, ids: {} };
  const l = (await res.json()) as Listing;
  const tree: Record<string, string> = {};
  const ids: Record<string, string> = {};
  for (const i of l.items) {
    const rel = i.path.slice(dir.length + 1);
    tree[rel] = i.is_dir ? 'dir' : (i.sha256 ?? 'no-sha');
    ids[rel] = i.file_id;
  }
  return { tree, ids };
}

const sorted = <T extends unknown[]>(a: T) => [...a].sort() as T;

beforeAll(async () => {
  d = await startDaemon();
  home = clientHome();
  api = new Api(d.url, d.apiKey);
});

afterAll(async () => {
  await d?.cleanup();
  home?.cleanup();
});

describe('ctx sync FOLDER --to DIR --once', () => {
  let folder: string;

  beforeAll(() => {
    folder = mkdirp(join(home.dir, 'notes'));
    put(folder, 'a.txt', 'Alpha notes, first version.\n');
    put(folder, 'gone.txt', 'This file will be deleted locally.\n');
    put(folder, 'dup1.txt', 'Two files with the same content.\n');
    put(folder, 'dup2.txt', 'Two files with the same content.\n');
    put(folder, 'projects/b.txt', 'Project B: the bridge over the river.\n');
    put(folder, 'projects/deep/c.json', JSON.stringify({ project: 'C', status: 'planning' }));
    put(folder, 'projects/deep/d.txt', 'Deeper still.\n');
    mkdirp(join(folder, 'empty'));
    // Never synced: editor swap/backup files, hidden files and folders, unsupported kinds.
    put(folder, '.a.txt.swp', 'vim swap');
    put(folder, 'a.txt~', 'emacs backup');
    put(folder, '.hidden', 'dotfile');
    put(folder, '.git/config', '[core]');
    put(folder, 'projects/.b.txt.swp', 'vim swap');
    put(folder, 'tool.xyz', 'unsupported');
  });

  it('mirrors a folder: files, subdirectories, empty directories; ignores temp, hidden and unsupported files', async () => {
    const local = snapshot(folder);
    const r = await ctx(['sync', folder, '--to', '/mirror', '--once']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).not.toMatch(ESC);
    expect(r.stderr).not.toMatch(ESC);
    expect(r.stdout).toMatch(/^sync: \d+ change\(s\), 0 unchanged, 0 error\(s\)$/m);
    expect(linesStarting(r.stderr, 'warning:')).toEqual(['warning: skipping tool.xyz: unsupported file type']);

    const remote = await remoteMirror('/mirror');
    expect(remote.tree).toEqual(expectedMirror(folder));
    expect(Object.keys(remote.tree)).toEqual(expect.arrayContaining(['empty', 'projects/deep/c.json']));
    expect(Object.keys(remote.tree).some((p) => SKIPPED(p.split('/').pop()!) || p.startsWith('.git'))).toBe(false);
    expect(snapshot(folder)).toEqual(local); // read only
  });

  it('propagates a change, a rename (as a move keeping the file_id), and deletions of files and a subdirectory', async () => {
    const before = await remoteMirror('/mirror');
    put(folder, 'a.txt', 'Alpha notes, second and longer version.\n');
    renameSync(join(folder, 'projects/b.txt'), join(folder, 'projects/bridge.txt'));
    rmSync(join(folder, 'gone.txt'));
    rmSync(join(folder, 'dup1.txt'));
    rmSync(join(folder, 'dup2.txt'));
    rmSync(join(folder, 'projects/deep'), { recursive: true });
    put(folder, 'later/n1.txt', 'Added later.\n');
    put(folder, 'later/inner/n2.txt', 'Added later, deeper.\n');
    const local = snapshot(folder);

    const j = await js<SyncJson>(['sync', folder, '--to', '/mirror', '--once']);
    expect(j.errors).toEqual([]);
    expect(j.updated).toEqual(['/mirror/a.txt']);
    expect(j.moved).toEqual([{ from: '/mirror/projects/b.txt', to: '/mirror/projects/bridge.txt' }]);
    expect(sorted(j.uploaded)).toEqual(['/mirror/later/inner/n2.txt', '/mirror/later/n1.txt']);
    expect(sorted(j.removed)).toEqual(['/mirror/dup1.txt', '/mirror/dup2.txt', '/mirror/gone.txt', '/mirror/projects/deep/c.json', '/mirror/projects/deep/d.txt']);
    expect(j.dirs_removed).toEqual(['/mirror/projects/deep']);
    expect(sorted(j.dirs_created)).toEqual(['/mirror/later', '/mirror/later/inner']);

    const after = await remoteMirror('/mirror');
    expect(after.tree).toEqual(expectedMirror(folder));
    expect(after.ids['projects/bridge.txt']).toBe(before.ids['projects/b.txt']);
    expect(snapshot(folder)).toEqual(local);
  });

  it('never deletes a local file: a file removed on the server is uploaded again; files it did not sync are left alone', async () => {
    const local = snapshot(folder);
    await ctxOk(['rm', '/mirror/a.txt'], opts());
    put(home.dir, 'elsewhere/remote-only.txt', 'Uploaded by someone else.\n');
    await ctxOk(['upload', join(home.dir, 'elsewhere/remote-only.txt'), '--to', '/mirror'], opts());

    const j = await js<SyncJson>(['sync', folder, '--to', '/mirror', '--once']);
    expect(j.uploaded).toEqual(['/mirror/a.txt']);
    expect(j.removed).toEqual([]);
    expect(snapshot(folder)).toEqual(local);
    const remote = await remoteMirror('/mirror');
    expect(remote.tree).toEqual({ ...expectedMirror(folder), 'remote-only.txt': sha256('Uploaded by someone else.\n') });
    await ctxOk(['rm', '/mirror/remote-only.txt'], opts());
  });

  it('after a daemon restart nothing is re-uploaded, ids are kept, and changes made while it was down are applied', async () => {
    const before = await remoteMirror('/mirror');
    expect(before.tree).toEqual(expectedMirror(folder));
    await d.stop();
    // While the daemon is down (it comes back on another port): a rename and a deletion.
    renameSync(join(folder, 'later/n1.txt'), join(folder, 'later/first.txt'));
    rmSync(join(folder, 'later/inner'), { recursive: true });
    await d.restart();
    api = new Api(d.url, d.apiKey);

    const j = await js<SyncJson>(['sync', folder, '--to', '/mirror', '--once']);
    expect(j).toMatchObject({ uploaded: [], updated: [], dirs_created: [], errors: [] });
    expect(j.moved).toEqual([{ from: '/mirror/later/n1.txt', to: '/mirror/later/first.txt' }]);
    expect(j.removed).toEqual(['/mirror/later/inner/n2.txt']);
    expect(j.dirs_removed).toEqual(['/mirror/later/inner']);
    const after = await remoteMirror('/mirror');
    expect(after.tree).toEqual(expectedMirror(folder));
    const { 'later/n1.txt': n1, 'later/inner': _d, 'later/inner/n2.txt': _f, ...kept } = before.ids;
    expect(after.ids).toEqual({ ...kept, 'later/first.txt': n1 });

    // And a second run finds nothing to do.
    const k = await js<SyncJson>(['sync', folder, '--to', '/mirror', '--once']);
    expect(k).toMatchObject({ uploaded: [], updated: [], moved: [], removed: [], dirs_created: [], dirs_removed: [], errors: [] });
    expect(k.unchanged).toBe(Object.values(after.tree).filter((v) => v !== 'dir').length);
    expect((await remoteMirror('/mirror')).ids).toEqual(after.ids);
  });

  it('a folder that is not a directory is "not found"', async () => {
    const r = await ctx(['sync', join(home.dir, 'no-such-folder'), '--to', '/x', '--once']);
    expect(r.code).toBe(EXIT.NOT_FOUND);
  });
});

describe('ctx sync FOLDER --to DIR (watch mode)', () => {
  it('follows additions, changes, renames and deletions until SIGTERM, then exits 0', async () => {
    const folder = mkdirp(join(home.dir, 'watched'));
    put(folder, 'start.txt', 'Present before the watch starts.\n');
    put(folder, 'keep/k.txt', 'Kept all along.\n');
    const child = spawnCtx(['sync', folder, '--to', '/live', '--interval', '2'], opts());
    try {
      await child.waitFor(/watching/, 'stderr', 30_000);
      let remote = await remoteMirror('/live');
      expect(remote.tree).toEqual(expectedMirror(folder));
      const startId = remote.ids['start.txt'];

      put(folder, 'new.txt', 'Added while watching.\n');
      put(folder, 'keep/k.txt', 'Kept all along, and changed while watching.\n');
      put(folder, 'sub/inner/s.txt', 'A new subdirectory.\n');
      renameSync(join(folder, 'start.txt'), join(folder, 'renamed.txt'));
      put(folder, '.new.txt.swp', 'swap');
      put(folder, 'new.txt~', 'backup');
      const converged = async () => {
        remote = await remoteMirror('/live');
        return JSON.stringify(remote.tree) === JSON.stringify(expectedMirror(folder)) ? remote : undefined;
      };
      expect(await eventually(converged, 20_000), JSON.stringify({ remote: remote.tree, local: expectedMirror(folder), out: child.stderr() })).toBeDefined();
      expect(remote.ids['renamed.txt']).toBe(startId);
      await child.waitFor(/^> moved \/live\/start\.txt -> \/live\/renamed\.txt$/m, 'stderr', 5_000);

      rmSync(join(folder, 'sub'), { recursive: true });
      rmSync(join(folder, 'new.txt'));
      expect(await eventually(converged, 20_000), JSON.stringify({ remote: remote.tree, local: expectedMirror(folder), out: child.stderr() })).toBeDefined();
      expect(Object.keys(remote.tree).sort()).toEqual(['keep', 'keep/k.txt', 'renamed.txt']);

      // A change on the server side (noticed through the listing version): the local file wins.
      await ctxOk(['rm', '/live/keep/k.txt'], opts());
      expect(await eventually(converged, 20_000), JSON.stringify({ remote: remote.tree, local: expectedMirror(folder), out: child.stderr() })).toBeDefined();
    } finally {
      const exit = await child.stop('SIGTERM');
      expect(exit).toEqual({ code: 0, signal: null });
    }
    expect(child.stdout()).not.toMatch(ESC);
    expect(child.stderr()).not.toMatch(ESC);
  });
});

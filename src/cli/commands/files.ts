import { createWriteStream } from 'node:fs';
import { basename } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Command } from 'commander';
import { CliError, EXIT } from '../exit.js';
import { withApi, type CliContext } from '../context.js';
import { list, listIfExists, looksLikeId, remotePath, resolveTarget, statPath, type RemoteEntry, type Target } from '../remote.js';
import { scanArgs } from '../scan.js';
import { plan, summarizeUpload, uploadAll } from '../upload.js';
import { waitForProcessing } from '../wait.js';
import { indexStatus, indexStatusLines } from '../index-status.js';
import { entryLine, table } from '../format.js';

/** Finds a file's path from its id (one listing of the whole tree). */
async function pathOfId(ctx: CliContext, id: string): Promise<RemoteEntry> {
  const l = await list(ctx.api, '/', { recursive: true });
  const e = l.items.find((i) => i.file_id === id);
  if (!e) throw new CliError(`no file with id ${id}`, EXIT.NOT_FOUND);
  return e;
}

async function entryOf(ctx: CliContext, arg: string): Promise<RemoteEntry> {
  if (looksLikeId(arg)) return pathOfId(ctx, arg);
  const t = await resolveTarget(ctx.api, arg);
  return t.entry!;
}

async function saveTo(ctx: CliContext, url: string, out: string, headers: Record<string, string> = {}): Promise<number> {
  const res = await ctx.api.raw('GET', url, { headers });
  if (res.status !== 200) throw ctx.api.errorFrom(res, await res.body.text());
  let n = 0;
  res.body.on('data', (c: Buffer) => (n += c.length));
  await pipeline(res.body, out === '-' ? process.stdout : createWriteStream(out));
  return n;
}

export function registerFileCommands(program: Command): void {
  program
    .command('upload')
    .description('upload files and directories (recursively); unsupported files are skipped with a warning')
    .argument('<paths...>', 'local files or directories')
    .option('--to <dir>', 'remote directory', '/')
    .option('--wait', 'wait until every file is processed')
    .option('--concurrency <n>', 'uploads at once (env CTX_CONCURRENCY, default 4)')
    .addHelpText('after', '\nExamples:\n  ctx upload notes.txt\n  ctx upload ~/Documents/cv --to /work --wait\n  ctx upload *.pdf --json\n')
    .action(
      withApi(async (ctx, paths: string[], o: { to: string; wait?: boolean; concurrency?: string }) => {
        const scanned = await scanArgs(paths);
        for (const u of scanned.unsupported) ctx.out.warn(`skipping ${u}: unsupported file type`);
        const items = plan(scanned.files, o.to);
        const report = await uploadAll(ctx.api, items, { concurrency: ctx.concurrency(o.concurrency), json: ctx.out.json, quiet: ctx.out.quiet });
        let processed;
        if (o.wait) {
          const ids = [...report.uploaded.map((u) => ({ file_id: u.file_id, path: u.path })), ...report.skipped.map((s) => ({ file_id: s.file_id, path: s.path }))];
          processed = await waitForProcessing(ctx.api, ids, ctx.opts);
        }
        const failedProcessing = processed?.filter((p) => p.status !== 'COMPLETED') ?? [];
        const text = [summarizeUpload(report), ...(processed ? [`${processed.length - failedProcessing.length} processed, ${failedProcessing.length} failed`] : [])];
        for (const f of failedProcessing) text.push(`FAILED ${f.path}: ${f.error ?? f.status}`);
        ctx.out.result({ ...report, unsupported: scanned.unsupported, ...(processed ? { processed } : {}) }, text.join('\n'));
        if (report.failed.length > 0 || failedProcessing.length > 0) process.exitCode = EXIT.ERROR;
      }),
    );

  program
    .command('ls')
    .description('list a remote directory, or show one file')
    .argument('[path]', 'remote directory or file', '/')
    .option('-R, --recursive', 'include everything below')
    .option('-l, --long', 'status, size, date and id')
    .addHelpText('after', '\nExamples:\n  ctx ls\n  ctx ls /work -R -l\n  ctx ls -l /work/report.pdf\n')
    .action(
      withApi(async (ctx, path: string, o: { recursive?: boolean; long?: boolean }) => {
        const l = await listOrFile(ctx, remotePath(path), !!o.recursive);
        ctx.out.result(l, table(l.items.map((e) => entryLine(e, !!o.long))));
      }),
    );

  program
    .command('mkdir')
    .description('create a remote directory (and its parents)')
    .argument('<path>', 'remote directory')
    .action(
      withApi(async (ctx, path: string) => {
        const r = await ctx.api.form<{ message: string }>('/file/create_dir', { path: remotePath(path), sub_user_name: ctx.api.subUser });
        ctx.out.result(r, r.message);
      }),
    );

  program
    .command('mv')
    .description('move or rename a file or directory; into DEST when DEST is a directory')
    .argument('<src>', 'path or file id')
    .argument('<dest>', 'new path, or an existing directory')
    .addHelpText('after', '\nExamples:\n  ctx mv /notes/a.txt /notes/b.txt\n  ctx mv /notes/a.txt /archive\n')
    .action(
      withApi(async (ctx, src: string, dest: string) => {
        const from = (await entryOf(ctx, src)).path;
        let to = remotePath(dest);
        const d = await statPath(ctx.api, to);
        if (d?.is_dir) to = remotePath(`${to}/${basename(from)}`);
        const r = await ctx.api.form<{ message: string; file_moves: Array<[string, string]> }>('/file/move', { src: from, dest: to, sub_user_name: ctx.api.subUser });
        ctx.out.result(r, r.message);
      }),
    );

  program
    .command('rm')
    .description('delete a file, or a directory with -r')
    .argument('<target>', 'path or file id')
    .option('-r, --recursive', 'delete a directory and everything in it')
    .action(
      withApi(async (ctx, target: string, o: { recursive?: boolean }) => {
        const e = await entryOf(ctx, target);
        if (e.path === '/') throw new CliError('refusing to delete /', EXIT.USAGE);
        if (e.is_dir && !o.recursive) throw new CliError(`${e.path} is a directory; use rm -r`, EXIT.USAGE);
        const r = await ctx.api.del<{ message: string }>(`/file/delete/${encodeURIComponent(e.file_id)}`, { sub_user_name: ctx.api.subUser });
        ctx.out.result({ ...r, file_id: e.file_id, path: e.path }, r.message);
      }),
    );

  program
    .command('status')
    .description('processing status of a file; without one, of the whole index (files being processed, vectors embedded)')
    .argument('[target]', 'path or file id')
    .option('--wait', 'wait until it is COMPLETED or FAILED (without a target: until every file is processed and every vector embedded)')
    .action(
      withApi(async (ctx, target: string | undefined, o: { wait?: boolean }) => {
        if (target === undefined) {
          let s = await indexStatus(ctx.api);
          while (o.wait && (s.jobs_pending > 0 || s.vectors.some((v) => v.searched && v.pending > 0))) {
            await new Promise((r) => setTimeout(r, 500));
            s = await indexStatus(ctx.api);
          }
          return ctx.out.result(s, indexStatusLines(s).join('\n'));
        }
        const t: Target = await resolveTarget(ctx.api, target);
        let s = await ctx.api.get<{ file_id: string; status: string; error?: string; note?: string }>(`/file/status/${encodeURIComponent(t.file_id)}`, { sub_user_name: ctx.api.subUser });
        while (o.wait && s.status === 'PENDING') {
          await new Promise((r) => setTimeout(r, 300));
          s = await ctx.api.get(`/file/status/${encodeURIComponent(t.file_id)}`, { sub_user_name: ctx.api.subUser });
        }
        ctx.out.result({ ...s, path: t.path }, `${t.path ?? s.file_id}: ${s.status}${s.error ? ` (${s.error})` : ''}${s.note ? ` (${s.note})` : ''}`);
        if (s.status === 'UNKNOWN') process.exitCode = EXIT.NOT_FOUND;
        else if (s.status === 'FAILED') process.exitCode = EXIT.ERROR;
      }),
    );

  program
    .command('download')
    .description('download a file (follows the signed URL)')
    .argument('<target>', 'path or file id')
    .option('-o, --output <file>', 'where to write it ("-" for stdout); default: its name in the current directory')
    .action(
      withApi(async (ctx, target: string, o: { output?: string }) => {
        const t = await resolveTarget(ctx.api, target);
        const info = await ctx.api.get<{ url: string; name: string; file_type: string; file_id: string }>('/file/download', { file_id: t.file_id, sub_user_name: ctx.api.subUser });
        const out = o.output ?? info.name;
        const n = await saveTo(ctx, info.url, out);
        if (out !== '-') ctx.out.result({ ...info, output: out, bytes: n }, `saved ${out} (${n} bytes)`);
      }),
    );

  program
    .command('thumbnail')
    .description('save a thumbnail (images, PDFs, videos): PNG, or JPEG when --output ends in .jpg/.jpeg')
    .argument('<target>', 'path or file id')
    .option('-o, --output <file>', 'where to write it ("-" for stdout)')
    .option('--size <n>', 'longest side in pixels', '200')
    .action(
      withApi(async (ctx, target: string, o: { output?: string; size: string }) => {
        if (!/^\d+$/.test(o.size) || Number(o.size) < 1) throw new CliError('--size must be a positive integer', EXIT.USAGE);
        const t = await resolveTarget(ctx.api, target);
        // Named after the file, also when it was given by id (the download info carries the name).
        const name = t.path ? basename(t.path) : o.output ? t.file_id : (await ctx.api.get<{ name: string }>('/file/download', { file_id: t.file_id, sub_user_name: ctx.api.subUser })).name;
        const out = o.output ?? `${name.replace(/\.[^.]+$/, '')}.thumb.png`;
        // The server sends JPEG unless asked for PNG (the hosted service's OpenAPI).
        const accept = /\.jpe?g$/i.test(out) ? 'image/jpeg' : 'image/png';
        const n = await saveTo(ctx, ctx.api.url('/file/thumbnail', { file_id: t.file_id, max_size: o.size, sub_user_name: ctx.api.subUser }), out, { accept });
        if (out !== '-') ctx.out.result({ file_id: t.file_id, output: out, bytes: n }, `saved ${out} (${n} bytes)`);
      }),
    );
}

/** A directory's listing, or (like ls(1)) a one-item listing when the path names a file. */
async function listOrFile(ctx: CliContext, path: string, recursive: boolean): Promise<{ items: RemoteEntry[] }> {
  const l = await listIfExists(ctx.api, path, recursive);
  if (l) return l;
  const file = await statPath(ctx.api, path);
  if (file && !file.is_dir) return { items: [file] };
  throw new CliError(`no such file or directory: ${path}`, EXIT.NOT_FOUND);
}

import { resolve } from 'node:path';
import { stat } from 'node:fs/promises';
import type { Command } from 'commander';
import { withApi, type CliContext } from '../context.js';
import { CliError, EXIT } from '../exit.js';
import { list, remotePath } from '../remote.js';
import { loadState, type SyncState } from '../sync/state.js';
import { reconcile, type PassResult, type SyncAction } from '../sync/reconcile.js';
import { watchFolder } from '../sync/watch.js';
import { createProgress } from '../progress.js';

const SYMBOL: Record<SyncAction['action'], string> = { upload: '+', update: '~', move: '>', remove: '-', mkdir: '+', rmdir: '-', error: '!' };

function describe(a: SyncAction): string {
  if (a.action === 'move') return `> moved ${a.from} -> ${a.path}`;
  if (a.action === 'error') return `! ${a.path}: ${a.error}`;
  return `${SYMBOL[a.action]} ${a.action} ${a.path}`;
}

async function pass(ctx: CliContext, state: SyncState, concurrency: number, first: boolean): Promise<PassResult> {
  const progress = first ? await createProgress({ label: 'syncing', done: 0, total: 0, bytes: 0, totalBytes: 0 }, ctx.opts) : undefined;
  try {
    let done = 0;
    let bytes = 0;
    const r = await reconcile(ctx.api, state, {
      concurrency,
      onPlan: (files, totalBytes) => progress?.update({ total: files, totalBytes }),
      onBytes: (n) => progress?.update({ bytes: (bytes += n) }),
      onAction: (a) => {
        if (a.action === 'upload' || a.action === 'update' || a.action === 'error') progress?.update({ done: ++done });
        if (ctx.out.json) return;
        if (progress) progress.log(describe(a));
        else ctx.out.info(describe(a)); // like the first pass: stderr, stdout keeps the summaries
      },
    });
    return r;
  } finally {
    await progress?.stop();
  }
}

function summary(r: PassResult): Record<string, unknown> {
  const by = (k: SyncAction['action']) => r.actions.filter((a) => a.action === k).map((a) => (k === 'move' ? { from: a.from, to: a.path } : k === 'error' ? { path: a.path, error: a.error } : a.path));
  return {
    uploaded: by('upload'),
    updated: by('update'),
    moved: by('move'),
    removed: by('remove'),
    dirs_created: by('mkdir'),
    dirs_removed: by('rmdir'),
    errors: by('error'),
    unchanged: r.unchanged,
    unsupported: r.unsupported,
    version: r.version,
  };
}

export function registerSyncCommand(program: Command): void {
  program
    .command('sync')
    .description('keep a remote directory in sync with a local folder (uploads, moves, removals; never deletes local files)')
    .argument('<folder>', 'local folder')
    .option('--to <dir>', 'remote directory', '/')
    .option('--once', 'reconcile once and exit')
    .option('--interval <seconds>', 'how often to check the server for remote changes while watching', '10')
    .option('--concurrency <n>', 'uploads at once (env CTX_CONCURRENCY, default 4)')
    .addHelpText('after', '\nExamples:\n  ctx sync ~/Notes --to /notes\n  ctx sync ./docs --to /docs --once --json\n')
    .action(
      withApi(async (ctx, folder: string, o: { to: string; once?: boolean; interval: string; concurrency?: string }) => {
        const abs = resolve(folder);
        const st = await stat(abs).catch(() => undefined);
        if (!st?.isDirectory()) throw new CliError(`not a directory: ${folder}`, EXIT.NOT_FOUND);
        const concurrency = ctx.concurrency(o.concurrency);
        const state = loadState({ folder: abs, base_url: ctx.settings.baseUrl, sub_user: ctx.api.subUser, to: remotePath(o.to) });
        const first = await pass(ctx, state, concurrency, true);
        for (const u of first.unsupported) ctx.out.warn(`skipping ${u}: unsupported file type`);
        const line = (r: PassResult) => `sync: ${r.actions.filter((a) => a.action !== 'error').length} change(s), ${r.unchanged} unchanged, ${r.actions.filter((a) => a.action === 'error').length} error(s)`;
        if (o.once) {
          ctx.out.result(summary(first), line(first));
          if (first.actions.some((a) => a.action === 'error')) process.exitCode = EXIT.ERROR;
          return;
        }
        if (ctx.out.json) process.stdout.write(JSON.stringify(summary(first)) + '\n');
        else ctx.out.info(`${line(first)}; watching ${abs} (Ctrl-C to stop)`);

        // One pass at a time; a request during a pass schedules exactly one more.
        let running = false;
        let again = false;
        const run = async (): Promise<void> => {
          if (running) {
            again = true;
            return;
          }
          running = true;
          try {
            do {
              again = false;
              const r = await pass(ctx, state, concurrency, false);
              if (ctx.out.json && r.actions.length) process.stdout.write(JSON.stringify(summary(r)) + '\n');
            } while (again);
          } catch (err) {
            // The server may be restarting: say so and try again on the next event or tick.
            process.stderr.write(`ctx sync: ${(err as Error).message}\n`);
          } finally {
            running = false;
          }
        };
        const watcher = await watchFolder(abs, 300, () => void run());
        await watcher.ready;
        const tick = setInterval(async () => {
          if (running) return;
          try {
            const l = await list(ctx.api, state.to, { recursive: false, version: state.version ?? undefined });
            if (l.need_refresh_file) await run();
          } catch (err) {
            process.stderr.write(`ctx sync: ${(err as Error).message}\n`);
          }
        }, Math.max(1, Number(o.interval) || 10) * 1000);
        await new Promise<void>((res) => {
          const stop = () => res();
          process.once('SIGINT', stop);
          process.once('SIGTERM', stop);
        });
        clearInterval(tick);
        await watcher.close();
        while (running) await new Promise((r) => setTimeout(r, 50));
      }),
    );
}

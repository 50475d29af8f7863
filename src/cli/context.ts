import type { Command } from 'commander';
import { ApiClient } from './api-client.js';
import { createOutput, type Output } from './output.js';
import { resolveConcurrency, resolveSettings, type GlobalOptions, type Settings } from './settings.js';

export interface CliContext {
  api: ApiClient;
  out: Output;
  settings: Settings;
  opts: GlobalOptions;
  /** Upload/download concurrency: --concurrency > CTX_CONCURRENCY > config > 4. */
  concurrency(flag?: string): number;
}

/** Builds what a command needs from the global options (flag > env > config > default). */
export function cliContext(cmd: Command): CliContext {
  const opts = cmd.optsWithGlobals() as GlobalOptions;
  const settings = resolveSettings(opts);
  const api = new ApiClient(settings);
  return {
    api,
    out: createOutput(opts),
    settings,
    opts,
    concurrency(flag) {
      return resolveConcurrency(flag).value;
    },
  };
}

/** Wraps an action so the HTTP agent is closed when it ends, letting the process exit. */
export function withApi<A extends unknown[]>(fn: (ctx: CliContext, ...args: A) => Promise<void>) {
  return async (...args: A): Promise<void> => {
    const cmd = args[args.length - 1] as Command;
    const ctx = cliContext(cmd);
    try {
      await fn(ctx, ...args);
    } finally {
      await ctx.api.close();
    }
  };
}

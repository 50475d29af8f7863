import type { Command } from 'commander';
import { withApi } from '../context.js';
import { table } from '../format.js';

/** A key as the API lists it (never its secret). */
export interface KeyRecord {
  key_id: string;
  name: string;
  status: string;
  created_at: string;
  last_used_at: string | null;
  tier?: string;
}

export function registerKeyCommands(program: Command): void {
  const keys = program.command('keys').description("manage the account's API keys");
  keys
    .command('list')
    .description('list keys (never their secrets)')
    .action(
      withApi(async (ctx) => {
        const r = await ctx.api.get<{ items: KeyRecord[] }>('/user/api_keys/list');
        ctx.out.result(r, table(r.items.map((k) => [k.key_id, k.status, k.tier ?? '', k.name, `last used ${k.last_used_at?.slice(0, 19).replace('T', ' ') ?? 'never'}`])));
      }),
    );
  keys
    .command('create')
    .description('create a key; its secret is printed once')
    .option('--name <name>', 'display name')
    .option('--tier <tier>', 'free, pro or enterprise')
    .option('--expires <iso>', 'expiry time (ISO 8601)')
    .action(
      withApi(async (ctx, o: { name?: string; tier?: string; expires?: string }) => {
        const r = await ctx.api.form<{ success: boolean; key_id: string; api_key: string }>('/user/api_keys/create', { name: o.name, tier: o.tier, expires_at: o.expires });
        ctx.out.result(r, `key ${r.key_id} created\nAPI key (shown once): ${r.api_key}`);
      }),
    );
  for (const [verb, help] of [
    ['revoke', 'revoke a key for good'],
    ['disable', 'suspend a key until enabled again'],
    ['enable', 'enable a disabled key'],
  ] as const) {
    keys
      .command(verb)
      .description(help)
      .argument('<key_id>')
      .action(
        withApi(async (ctx, keyId: string) => {
          const r = await ctx.api.form<{ message: string }>(`/user/api_keys/${verb}`, { key_id: keyId });
          ctx.out.result(r, r.message);
        }),
      );
  }
}

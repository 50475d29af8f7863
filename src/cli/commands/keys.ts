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
  /** admin keys manage keys; standard keys use the API (servers without scopes send none). */
  scope?: string;
}

export function registerKeyCommands(program: Command): void {
  const keys = program.command('keys').description("manage the account's API keys");
  keys
    .command('list')
    .description('list keys (never their secrets)')
    .action(
      withApi(async (ctx) => {
        const r = await ctx.api.get<{ items: KeyRecord[] }>('/user/api_keys/list');
        ctx.out.result(r, table(r.items.map((k) => [k.key_id, k.status, k.tier ?? '', k.scope ?? '', k.name, `last used ${k.last_used_at?.slice(0, 19).replace('T', ' ') ?? 'never'}`])));
      }),
    );
  keys
    .command('create')
    .description('create a key (needs an admin key); its secret is printed once')
    .option('--name <name>', 'display name')
    .option('--tier <tier>', "free, pro or enterprise (never above the creating key's)")
    .option('--scope <scope>', 'standard (default) or admin (may manage keys)')
    .option('--expires <iso>', 'expiry time (ISO 8601)')
    .action(
      withApi(async (ctx, o: { name?: string; tier?: string; scope?: string; expires?: string }) => {
        const r = await ctx.api.form<{ success: boolean; key_id: string; api_key: string; tier?: string; scope?: string }>('/user/api_keys/create', {
          name: o.name,
          tier: o.tier,
          scope: o.scope,
          expires_at: o.expires,
        });
        const what = [r.scope && `scope ${r.scope}`, r.tier && `tier ${r.tier}`].filter(Boolean).join(', ');
        ctx.out.result(r, [`key ${r.key_id} created`, what, `API key (shown once): ${r.api_key}`].filter(Boolean).join('\n'));
      }),
    );
  for (const [verb, help] of [
    ['revoke', 'revoke a key for good (needs an admin key, or the key itself)'],
    ['disable', 'suspend a key until enabled again (needs an admin key)'],
    ['enable', 'enable a disabled key (needs an admin key)'],
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

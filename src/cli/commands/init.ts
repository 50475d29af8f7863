import type { Command } from 'commander';
import { defaultDataDir } from '../../core/config.js';
import { initDataDir, type InitResult } from '../init.js';
import type { Output } from '../output.js';

export function printInit(out: Output, r: InitResult): void {
  if (out.json) {
    out.result({ key_id: r.key_id, api_key: r.api_key, data_dir: r.data_dir, account: r.account, created: r.created }, '');
    return;
  }
  if (!r.created) {
    out.result(null, `ctx is already initialised in ${r.data_dir} (account ${r.account}, key ${r.key_id}).\nUse --new-key for another key.`);
    return;
  }
  const lines = [
    `Initialised ${r.data_dir} (account ${r.account}).`,
    `API key (shown once, store it safely): ${r.api_key}`,
    `Key id: ${r.key_id}`,
  ];
  if (r.config_file) lines.push(`Saved for the ctx command in ${r.config_file}`);
  out.result(null, lines.join('\n'));
}

export function registerInitCommand(program: Command, out: () => Output): void {
  program
    .command('init')
    .description('create the data dir, the database and a first API key')
    .option('--data-dir <dir>', 'data directory (env CTX_DATA_DIR)')
    .option('--account <name>', 'add another account with its own first key')
    .option('--new-key', 'create another key even if the account has one')
    .option('--database-url <url>', 'keep all shared state in this PostgreSQL database (saved in the data dir; env CTX_DATABASE_URL)')
    .addHelpText('after', '\nExamples:\n  ctx init\n  ctx init --json\n  ctx init --account alice --data-dir /srv/ctx\n')
    .action(async (o: { dataDir?: string; account?: string; newKey?: boolean; databaseUrl?: string }) => {
      const r = await initDataDir({ dataDir: o.dataDir ?? defaultDataDir(), account: o.account, newKey: o.newKey, databaseUrl: o.databaseUrl });
      printInit(out(), r);
    });
}

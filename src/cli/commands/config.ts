import type { Command } from 'commander';
import { clientConfigPath, readClientConfig, writeClientConfig } from '../client-config.js';
import { CONFIG_KEYS, resolveConcurrency, resolveSettings, type ConfigKey, type GlobalOptions } from '../settings.js';
import { createOutput } from '../output.js';
import { CliError, EXIT } from '../exit.js';

function checkKey(key: string): ConfigKey {
  if (!(CONFIG_KEYS as readonly string[]).includes(key)) throw new CliError(`unknown config key "${key}"; known: ${CONFIG_KEYS.join(', ')}`, EXIT.USAGE);
  return key as ConfigKey;
}

function mask(key: string, v: string | undefined): string | undefined {
  return key === 'api_key' && v ? `${v.slice(0, 10)}…` : v;
}

export function registerConfigCommands(program: Command): void {
  const config = program.command('config').description(`client settings (${clientConfigPath()})`);
  config
    .command('get')
    .argument('<key>', CONFIG_KEYS.join(' | '))
    .description('print one setting as stored in the config file')
    .action((key: string, _o: unknown, cmd: Command) => {
      const k = checkKey(key);
      const out = createOutput(cmd.optsWithGlobals());
      const v = readClientConfig()[k];
      out.result({ [k]: v ?? null }, v ?? '');
      if (v === undefined) process.exitCode = EXIT.NOT_FOUND;
    });
  config
    .command('set')
    .argument('<key>', CONFIG_KEYS.join(' | '))
    .argument('<value>')
    .description('store a setting in the config file')
    .action((key: string, value: string, _o: unknown, cmd: Command) => {
      const k = checkKey(key);
      if (k === 'concurrency' && !/^\d+$/.test(value)) throw new CliError('concurrency must be a positive integer', EXIT.USAGE);
      if (k === 'base_url' && !/^https?:\/\//.test(value)) throw new CliError('base_url must start with http:// or https://', EXIT.USAGE);
      const cfg = readClientConfig();
      cfg[k] = value;
      writeClientConfig(cfg);
      createOutput(cmd.optsWithGlobals()).result({ [k]: mask(k, value) }, `${k} set in ${clientConfigPath()}`);
    });
  config
    .command('list')
    .description('the effective settings and where each comes from (flag, env, config, default)')
    .action((_o: unknown, cmd: Command) => {
      const opts = cmd.optsWithGlobals() as GlobalOptions;
      const s = resolveSettings(opts);
      const data = {
        config_file: clientConfigPath(),
        base_url: { value: s.baseUrl, source: s.source.base_url },
        api_key: { value: mask('api_key', s.apiKey) ?? null, source: s.source.api_key },
        sub_user: { value: s.subUser, source: s.source.sub_user },
        concurrency: resolveConcurrency(),
      };
      createOutput(opts).result(
        data,
        [`config file: ${data.config_file}`, `base_url   ${s.baseUrl} (${s.source.base_url})`, `api_key    ${data.api_key.value ?? '(none)'} (${s.source.api_key})`, `sub_user   ${s.subUser} (${s.source.sub_user})`, `concurrency ${data.concurrency.value} (${data.concurrency.source})`].join('\n'),
      );
    });
}

import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';

/** The client's own settings: $XDG_CONFIG_HOME/ctx/config.json (or ~/.config/ctx/config.json). */
export function clientConfigPath(env: NodeJS.ProcessEnv = process.env): string {
  if (env.CTX_CONFIG) return env.CTX_CONFIG;
  const base = env.XDG_CONFIG_HOME || join(homedir(), '.config');
  return join(base, 'ctx', 'config.json');
}

export type ClientConfig = Record<string, string | undefined>;

export function readClientConfig(path = clientConfigPath()): ClientConfig {
  if (!existsSync(path)) return {};
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as ClientConfig;
  } catch {
    return {};
  }
}

/** Writes the file readable by its owner only: it holds an API key. */
export function writeClientConfig(cfg: ClientConfig, path = clientConfigPath()): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify(cfg, null, 2) + '\n', { mode: 0o600 });
  chmodSync(path, 0o600);
}

import { readFileSync } from 'node:fs';

/** The package version, read from package.json (no heavy imports: the CLI calls this at start). */
export function packageVersion(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}

import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * An external tool's binary: `override` (an environment variable's value) names it, or `off`
 * disables it; otherwise it is looked up on PATH. Undefined when it is not installed.
 */
export function findBinary(name: string, override: string | undefined, path = process.env.PATH): string | undefined {
  if (override !== undefined && override !== '') return override === 'off' || !isExecutable(override) ? undefined : override;
  for (const dir of (path ?? '/usr/local/bin:/usr/bin:/bin').split(delimiter)) {
    if (dir && isExecutable(join(dir, name))) return join(dir, name);
  }
  return undefined;
}

function isExecutable(p: string): boolean {
  try {
    accessSync(p, constants.X_OK);
    return existsSync(p);
  } catch {
    return false;
  }
}

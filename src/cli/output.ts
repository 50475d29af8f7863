/** How commands print: plain text for people, one JSON document with --json, nothing with --quiet. */
export interface Output {
  json: boolean;
  quiet: boolean;
  result(data: unknown, text: string): void;
  info(text: string): void;
  warn(text: string): void;
}

export function createOutput(opts: { json?: boolean; quiet?: boolean }): Output {
  const json = !!opts.json;
  const quiet = !!opts.quiet;
  return {
    json,
    quiet,
    result(data, text) {
      if (json) process.stdout.write(JSON.stringify(data, null, 2) + '\n');
      else if (!quiet && text) process.stdout.write(text + '\n');
    },
    info(text) {
      if (!json && !quiet) process.stderr.write(text + '\n');
    },
    warn(text) {
      process.stderr.write(`warning: ${text}\n`);
    },
  };
}

import { Command, CommanderError } from 'commander';
import { packageVersion } from '../daemon/daemon.js';
import { CliError, EXIT } from './exit.js';
import { createOutput, type Output } from './output.js';
import { registerInitCommand } from './commands/init.js';
import { registerDaemonCommands } from './commands/daemon.js';

const program = new Command();
program
  .name('ctx')
  .description('ctx: a local-first context service for AI agents')
  .version(packageVersion())
  .option('--json', 'machine-readable JSON output')
  .option('-q, --quiet', 'print only what was asked for')
  .exitOverride()
  .showHelpAfterError('(run ctx --help for usage)');

let output: Output | undefined;
const out = (): Output => (output ??= createOutput(program.opts()));

registerInitCommand(program, out);
registerDaemonCommands(program, out);

try {
  await program.parseAsync(process.argv);
} catch (err) {
  if (err instanceof CommanderError) {
    process.exit(err.exitCode === 0 ? EXIT.OK : EXIT.USAGE);
  }
  if (err instanceof CliError) {
    process.stderr.write(`ctx: ${err.message}\n`);
    process.exit(err.exitCode);
  }
  const e = err as NodeJS.ErrnoException;
  process.stderr.write(`ctx: ${e.message ?? String(err)}\n`);
  process.exit(e.code === 'EADDRINUSE' ? EXIT.ERROR : EXIT.ERROR);
}

import { Command, CommanderError } from 'commander';
import { packageVersion } from '../core/version.js';
import { CliError, EXIT, HELP_FOOTER } from './exit.js';
import { createOutput, type Output } from './output.js';
import { registerInitCommand } from './commands/init.js';
import { registerDaemonCommands } from './commands/daemon.js';
import { registerFileCommands } from './commands/files.js';
import { registerAiCommands } from './commands/ai.js';
import { registerMemoryCommands } from './commands/memory.js';
import { registerKeyCommands } from './commands/keys.js';
import { registerConfigCommands } from './commands/config.js';
import { registerCompletionCommand } from './commands/completion.js';
import { registerSyncCommand } from './commands/sync.js';
import { registerMcpCommand } from './commands/mcp.js';
import { addExamples } from './examples.js';

const program = new Command();
program
  .name('ctx')
  .description('ctx: a local-first context service for AI agents')
  .version(packageVersion())
  .option('--base-url <url>', 'server to talk to (env CTX_BASE_URL, default http://127.0.0.1:8765)')
  .option('--api-key <key>', 'API key (env CTX_API_KEY)')
  .option('--sub-user <name>', 'sub-user whose data to use (env CTX_SUB_USER, default "default")')
  .option('--json', 'machine-readable JSON output')
  .option('-q, --quiet', 'print only what was asked for')
  .exitOverride()
  .showHelpAfterError('(run ctx --help for usage)')
  .addHelpText('after', HELP_FOOTER);

let output: Output | undefined;
const out = (): Output => (output ??= createOutput(program.opts()));

registerInitCommand(program, out);
registerDaemonCommands(program, out);
registerKeyCommands(program);
registerFileCommands(program);
registerAiCommands(program);
registerMemoryCommands(program);
registerSyncCommand(program);
registerMcpCommand(program);
registerConfigCommands(program);
registerCompletionCommand(program);
addExamples(program);

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

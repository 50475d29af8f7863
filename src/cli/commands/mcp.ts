import type { Command } from 'commander';
import { CtxClient } from '../../client/client.js';
import { packageVersion } from '../../core/version.js';
import { resolveSettings, type GlobalOptions } from '../settings.js';

/**
 * `ctx mcp`: the MCP server on stdin/stdout for a desktop agent. It talks to the daemon over
 * HTTP like every other command (--base-url, --api-key, --sub-user, env, config), so it works
 * against a remote server too. stdout carries the protocol only; nothing else is printed there.
 */
export function registerMcpCommand(program: Command): void {
  program
    .command('mcp')
    .description('serve ctx to an AI agent over the Model Context Protocol (stdio)')
    .addHelpText(
      'after',
      '\nAn agent starts it; in its MCP config:\n  {"command": "ctx", "args": ["mcp"], "env": {"CTX_API_KEY": "ctx_…"}}\nTools: search, ask, read, list, metadata, profile, events, remember, upload.\nResources: ctx:///<path> (extracted text), ctx://profile.\n',
    )
    .action(async (_o: unknown, cmd: Command) => {
      // Loaded here, not by every ctx command (`ctx daemon run` among them): the SDK is large.
      const [{ StdioServerTransport }, { createCtxMcpServer }] = await Promise.all([import('@modelcontextprotocol/sdk/server/stdio.js'), import('../../mcp/server.js')]);
      const settings = resolveSettings(cmd.optsWithGlobals() as GlobalOptions);
      const client = new CtxClient({ baseUrl: settings.baseUrl, apiKey: settings.apiKey, subUser: settings.subUser });
      const server = createCtxMcpServer({
        version: packageVersion(),
        clientFor: () => client,
        localFiles: true,
        authHint: settings.apiKey ? 'check CTX_API_KEY (or --api-key) in the MCP config' : 'no API key: set CTX_API_KEY in the MCP config\'s env, or run `ctx init` on this machine',
      });
      const transport = new StdioServerTransport();
      const closed = new Promise<void>((resolve) => {
        // The agent closing our stdin is the end of the session.
        process.stdin.once('end', resolve);
        process.stdin.once('close', resolve);
      });
      await server.connect(transport);
      await closed;
      await server.close();
      await client.close();
    });
}

import { createInterface } from 'node:readline';
import type { Command } from 'commander';
import { withApi, type CliContext } from '../context.js';
import { ask, factsText, withSearchedPaths, type QueryReply } from '../query-client.js';
import { table } from '../format.js';
import { CliError, EXIT } from '../exit.js';

interface QueryOpts {
  final?: boolean;
  stream?: boolean;
  session?: string;
  model?: string;
}

/** With jsonLines (chat), --json prints each reply as one compact line: a stream of documents. */
async function runQuery(ctx: CliContext, question: string, o: QueryOpts & { jsonLines?: boolean }): Promise<QueryReply> {
  const streaming = !!o.stream && !ctx.out.json;
  const reply = await ask(ctx.api, question, {
    final: o.final,
    stream: !!o.stream,
    suid: o.session,
    model: o.model,
    onToken: streaming ? (t) => process.stdout.write(t) : undefined,
  });
  const text = reply.response.content[0]?.text ?? '';
  if (ctx.out.json) {
    const shown = await withSearchedPaths(ctx.api, reply);
    if (o.jsonLines) process.stdout.write(JSON.stringify(shown) + '\n');
    else ctx.out.result(shown, '');
    return reply;
  }
  if (streaming) process.stdout.write('\n');
  else if (!ctx.out.quiet || text) process.stdout.write((text || 'No answer: nothing in your files matches the question.') + '\n');
  if (!ctx.out.quiet && !o.final) process.stdout.write(factsText(reply) + '\n');
  if (!ctx.out.quiet) process.stderr.write(`(session ${reply.suid}; continue it with --session ${reply.suid})\n`);
  return reply;
}

export function registerAiCommands(program: Command): void {
  program
    .command('search')
    .description('find the files most relevant to a text')
    .argument('<text...>', 'what to look for')
    .option('--limit <n>', 'at most N files (1-100)', '10')
    .option('--mode <mode>', 'hybrid (words and meaning) or bm25 (words only)', 'hybrid')
    .addHelpText('after', '\nExamples:\n  ctx search quarterly budget\n  ctx search "IL-6 inflammation" --limit 3 --json\n  ctx search "new vehicle" --mode bm25\n')
    .action(
      withApi(async (ctx, words: string[], o: { limit: string; mode: string }) => {
        if (!/^\d+$/.test(o.limit) || Number(o.limit) < 1 || Number(o.limit) > 100) throw new CliError('--limit must be an integer from 1 to 100', EXIT.USAGE);
        if (o.mode !== 'hybrid' && o.mode !== 'bm25') throw new CliError('--mode must be hybrid or bm25', EXIT.USAGE);
        const hits = await ctx.api.form<Array<{ file_id: string; file_path: string; file_name: string; file_type: string; created_at: string; score?: number }>>(
          '/ai/search',
          { message: words.join(' '), limit: o.limit, mode: o.mode, sub_user_name: ctx.api.subUser },
        );
        ctx.out.result(hits, hits.length ? table(hits.map((h, i) => [`${i + 1}.`, h.file_path, h.file_type, h.file_id])) : 'no matching files');
      }),
    );

  program
    .command('query')
    .description('ask a question answered from your files, with the facts it rests on')
    .argument('<question...>', 'the question')
    .option('--final', 'print only the final answer (facts stay in --json output)')
    .option('--stream', 'print the answer as it is produced')
    .option('--session <suid>', 'continue a conversation')
    .option('--model <name>', 'model to answer with (default: the best available)')
    .addHelpText('after', '\nExamples:\n  ctx query "When did Alice join Acme?"\n  ctx query --stream "What did the invoice total?"\n  ctx query --session s_abc "and when did she leave?"\n')
    .action(
      withApi(async (ctx, words: string[], o: QueryOpts) => {
        await runQuery(ctx, words.join(' '), o);
      }),
    );

  program
    .command('chat')
    .description('an interactive conversation that keeps its session (type /exit to leave); --json prints one line per reply')
    .option('--session <suid>', 'continue an existing conversation')
    .option('--model <name>', 'model to answer with')
    .action(
      withApi(async (ctx, o: { session?: string; model?: string }) => {
        let suid = o.session;
        const interactive = !!process.stdin.isTTY;
        const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: interactive });
        if (interactive) process.stdout.write('ctx chat — ask about your files; /exit to leave\n');
        const prompt = (): void => {
          if (!interactive) return;
          rl.setPrompt('you> ');
          rl.prompt();
        };
        prompt();
        for await (const line of rl) {
          const q = line.trim();
          if (q === '/exit' || q === '/quit') break;
          if (!q) {
            prompt();
            continue;
          }
          try {
            const reply = await runQuery(ctx, q, { stream: interactive && !ctx.out.json, session: suid, model: o.model, jsonLines: true });
            suid = reply.suid;
          } catch (err) {
            if (!(err instanceof CliError) || err.exitCode === EXIT.UNREACHABLE || err.exitCode === EXIT.AUTH) throw err;
            process.stderr.write(`ctx: ${err.message}\n`);
          }
          prompt();
        }
        rl.close();
      }),
    );

  const sessions = program.command('sessions').description('conversation histories');
  sessions
    .command('list')
    .description('list sessions, most recent first')
    .action(
      withApi(async (ctx) => {
        const r = await ctx.api.get<{ sessions: Array<{ suid: string; title: string; updated_at: string; message_count: number }> }>('/ai/sessions', { sub_user_name: ctx.api.subUser });
        ctx.out.result(r, r.sessions.length ? table(r.sessions.map((s) => [s.suid, s.updated_at.slice(0, 19).replace('T', ' '), `${s.message_count} msgs`, s.title])) : 'no sessions');
      }),
    );
  sessions
    .command('show')
    .description('print the messages of a session')
    .argument('<suid>')
    .action(
      withApi(async (ctx, suid: string) => {
        const r = await ctx.api.get<{ messages: Array<{ role: string; cuid: string; content: Array<{ text?: string }>; feedback: string | null }> }>(
          `/ai/sessions/${encodeURIComponent(suid)}/messages`,
          { sub_user_name: ctx.api.subUser },
        );
        const text = r.messages.map((m) => `${m.role === 'user' ? 'you' : 'ctx'} (${m.cuid})${m.feedback ? ` [${m.feedback}]` : ''}: ${m.content.map((c) => c.text ?? '').join(' ')}`).join('\n');
        ctx.out.result(r, text);
      }),
    );
  sessions
    .command('rm')
    .description('delete a session')
    .argument('<suid>')
    .action(
      withApi(async (ctx, suid: string) => {
        const r = await ctx.api.del<{ message: string }>(`/ai/sessions/${encodeURIComponent(suid)}`, { sub_user_name: ctx.api.subUser });
        ctx.out.result(r, r.message);
      }),
    );
}

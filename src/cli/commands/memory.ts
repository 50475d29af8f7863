import type { Command } from 'commander';
import { withApi } from '../context.js';
import { looksLikeId, remotePath } from '../remote.js';
import { CliError, EXIT } from '../exit.js';

interface Metadata {
  summary: string;
  content: string;
  hash_tags: string[];
  ownership?: string;
  ownership_reason?: string;
}

type Profile = Record<string, { sub_topics: Record<string, { value: string; sources?: Array<{ file_id: string; path: string }> }> }>;

interface UserEvent {
  event_type: string;
  content: string;
  happen_time: string | null;
  mention_time: string;
}

export function registerMemoryCommands(program: Command): void {
  program
    .command('meta')
    .description("a file's metadata: summary, structured content, hash tags")
    .argument('<target>', 'path or file id')
    .action(
      withApi(async (ctx, target: string) => {
        const m = looksLikeId(target)
          ? await ctx.api.get<Metadata>(`/metadata/search_by_id/${encodeURIComponent(target)}/`, { sub_user_name: ctx.api.subUser })
          : await ctx.api.get<Metadata>(`/metadata/search_by_path/${encodeURIComponent(remotePath(target))}/`, { sub_user_name: ctx.api.subUser });
        const owner = m.ownership ? `\n\nabout the user: ${m.ownership === 'personal' ? 'yes' : 'no, reference'} (${m.ownership_reason})` : '';
        ctx.out.result(m, `${m.summary}\n\n${m.content}\n\n${m.hash_tags.join(' ')}${owner}`);
      }),
    );

  program
    .command('profile')
    .description('the user profile derived from your files')
    .option('--sources', 'show the files each value rests on')
    .action(
      withApi(async (ctx, o: { sources?: boolean }) => {
        const p = await ctx.api.get<Profile>('/metadata/get_user_profile/', { sub_user_name: ctx.api.subUser });
        const lines: string[] = [];
        for (const [cat, { sub_topics }] of Object.entries(p)) {
          lines.push(`${cat}:`);
          for (const [k, v] of Object.entries(sub_topics)) {
            lines.push(`  ${k}: ${v.value}`);
            if (o.sources) for (const src of v.sources ?? []) lines.push(`      from ${src.path}`);
          }
        }
        ctx.out.result(p, lines.length ? lines.join('\n') : 'no profile values yet');
      }),
    );

  program
    .command('events')
    .description('the timeline of user events, newest first')
    .option('--since <time>', 'only events at or after this ISO date/time')
    .option('--until <time>', 'only events at or before this ISO date/time')
    .option('--limit <n>', 'at most N events', '10')
    .addHelpText('after', '\nExamples:\n  ctx events\n  ctx events --since 2024-01-01 --until 2024-12-31 --limit 50\n')
    .action(
      withApi(async (ctx, o: { since?: string; until?: string; limit: string }) => {
        if (!/^\d+$/.test(o.limit)) throw new CliError('--limit must be a positive integer', EXIT.USAGE);
        const ev = await ctx.api.get<UserEvent[]>('/metadata/get_user_event/', {
          sub_user_name: ctx.api.subUser,
          limit: o.limit,
          start_time: o.since,
          end_time: o.until,
        });
        const text = ev.map((e) => `${(e.happen_time ?? `(mentioned ${e.mention_time.slice(0, 10)})`).replace('T00:00:00', '')}  [${e.event_type}]  ${e.content}`).join('\n');
        ctx.out.result(ev, text || 'no events');
      }),
    );
}

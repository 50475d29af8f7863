import type { Entry, Fact, Profile, QueryReply, SearchHit, UserEvent } from '../api/responses.js';

/** The text beside each tool's structured output: what an LLM reads first. */

export function hitsText(query: string, hits: SearchHit[]): string {
  if (hits.length === 0) return `No files match "${query}". Try other words, or \`list\` to see what is stored.`;
  const lines = hits.map((h, i) => `${i + 1}. ${h.file_path}  (score ${h.score}, id ${h.file_id})`);
  return `${hits.length} file${hits.length === 1 ? '' : 's'} for "${query}":\n${lines.join('\n')}\n\nUse \`read\` with a path for its text, or \`ask\` for an answer with references.`;
}

export function factsOf(reply: QueryReply): Fact[] {
  return reply.response.content[0]?.facts ?? [];
}

export function answerText(reply: QueryReply): string {
  const answer = reply.response.content[0]?.text ?? '';
  const facts = factsOf(reply);
  if (facts.length === 0) return answer || 'Nothing in the files answers this.';
  const lines = facts.map((f, i) => {
    const s = f.chunk.replace(/\s+/g, ' ').trim();
    return `[${i + 1}] ${f.reference}\n    ${s.length > 300 ? `${s.slice(0, 297)}…` : s}`;
  });
  return `${answer}\n\nSources (pass a reference to \`read\` for its full text):\n${lines.join('\n')}`;
}

export function listText(path: string, items: Entry[]): string {
  if (items.length === 0) return `${path} is empty.`;
  const lines = items.map((e) => (e.is_dir ? `${e.path}/` : `${e.path}  ${e.status}${e.status === 'FAILED' && e.error ? ` (${e.error})` : ''}  ${e.size} bytes`));
  return `${path}:\n${lines.join('\n')}`;
}

export function profileText(p: Profile): string {
  const lines: string[] = [];
  for (const [category, { sub_topics }] of Object.entries(p)) {
    for (const [topic, { value }] of Object.entries(sub_topics)) lines.push(`${category}/${topic}: ${value}`);
  }
  return lines.length ? lines.join('\n') : 'The profile is empty: nothing about the user has been learned from the files yet.';
}

export function eventsText(events: UserEvent[]): string {
  if (events.length === 0) return 'No events in that window.';
  return events.map((e) => `${e.happen_time ?? e.mention_time} [${e.event_type}] ${e.content}  (${e.path})`).join('\n');
}

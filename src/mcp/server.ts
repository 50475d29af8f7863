import { stat } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { CallToolResult, ServerNotification, ServerRequest } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { parseReference } from '../api/reference.js';
import type { CtxClient } from '../client/client.js';
import { answerText, eventsText, factsOf, hitsText, listText, profileText } from './format.js';

type Extra = RequestHandlerExtra<ServerRequest, ServerNotification>;

export interface CtxMcpOptions {
  version: string;
  /** The client a call uses (the daemon builds one per request, with the caller's key). */
  clientFor: (extra: Extra) => CtxClient;
  /** `upload` reads the caller's disk, so only the stdio server (on the caller's machine) has it. */
  localFiles: boolean;
  /** Appended to a 401's message: how this transport's user fixes the key. */
  authHint?: string;
}

const FILE_ID = /^[fd]_[A-Za-z0-9_-]{16}$/;
const RESOURCE_PREFIX = 'ctx://';
const MAX_RESOURCES = 1000;

/** A tool's reply: the text an LLM reads, and the same data structured. */
function ok(text: string, structured: Record<string, unknown>): CallToolResult {
  return { content: [{ type: 'text', text }], structuredContent: structured };
}

/** Any failure is a tool error carrying the API's message; the session goes on. */
async function guardedCall(fn: () => Promise<CallToolResult>, authHint = ''): Promise<CallToolResult> {
  try {
    return await fn();
  } catch (err) {
    const e = err as { message?: string; code?: string; status?: number };
    const code = typeof e.code === 'string' && e.status ? ` [${e.status} ${e.code}]` : '';
    const hint = e.status === 401 && authHint ? ` — ${authHint}` : '';
    return { isError: true, content: [{ type: 'text', text: `${e.message ?? String(err)}${code}${hint}` }] };
  }
}

const noteName = (title: string | undefined, now: Date) => {
  const stamp = now.toISOString().slice(0, 19).replace(/:/g, '-');
  const slug = (title ?? '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60);
  return `${stamp}${slug ? `-${slug}` : ''}.txt`;
};

/**
 * ctx as an MCP server: tools over the typed client (one code path for the stdio command and
 * the daemon's /mcp), files as ctx:///<path> resources and the profile as ctx://profile.
 */
export function createCtxMcpServer(o: CtxMcpOptions): McpServer {
  const server = new McpServer(
    { name: 'ctx', version: o.version },
    {
      instructions:
        "ctx holds the user's files (documents, notes, spreadsheets, slides, media) with their extracted text, a profile of the user and a timeline of events. Use `ask` for an answer with references, `search` to find files, `read` to open a file or a reference, `remember` to store a note.",
    },
  );
  const tool = server.registerTool.bind(server);
  const guarded = (fn: () => Promise<CallToolResult>) => guardedCall(fn, o.authHint);

  tool(
    'search',
    {
      title: 'Search files',
      description: "Finds the user's files that match a question or keywords, best first (hybrid keyword + meaning search). Returns paths, ids and scores; follow up with `read` on a path or `ask` for an answer.",
      inputSchema: { query: z.string().min(1).describe('what to look for, in natural language or keywords'), limit: z.number().int().min(1).max(100).optional().describe('at most this many files (default 10)') },
      annotations: { readOnlyHint: true },
    },
    ({ query, limit }, extra) =>
      guarded(async () => {
        const hits = await o.clientFor(extra).search(query, { limit });
        return ok(hitsText(query, hits), { query, results: hits });
      }),
  );

  tool(
    'ask',
    {
      title: 'Ask the files',
      description: "Answers a question from the user's files and returns the answer with the facts it rests on; each fact has a reference (path#page=3, #line=40, #slide=2, #sheet=…&row=…, #t=…) that `read` opens. Pass `suid` from a previous answer to ask a follow-up in the same session.",
      inputSchema: {
        question: z.string().min(1).describe('the question'),
        suid: z.string().optional().describe('session id of an earlier answer, for a follow-up'),
        model: z.string().optional().describe('answering model (see /health query_models); default the configured one'),
      },
      annotations: { readOnlyHint: false },
    },
    ({ question, suid, model }, extra) =>
      guarded(async () => {
        const reply = await o.clientFor(extra).ask(question, { suid, model });
        const facts = factsOf(reply);
        return ok(answerText(reply), {
          answer: reply.response.content[0]?.text ?? '',
          facts,
          references: [...new Set(facts.map((f) => f.reference))],
          searched_files: reply.response.searched_files,
          suid: reply.suid,
          cuid: reply.response.cuid,
          model: reply.response.model ?? null,
        });
      }),
  );

  tool(
    'read',
    {
      title: 'Read a file or a reference',
      description: "Returns the text ctx extracted from a processed file: the whole file (up to max_chars), or only the part a reference points at. Accepts a path (/docs/report.pdf), a reference from `ask` (/docs/report.pdf#page=3, /notes.txt#line=40, /deck.pptx#slide=2, /book.xlsx#sheet=Q1&row=7, /talk.mp3#t=00:01:23) or a file id.",
      inputSchema: {
        target: z.string().min(1).describe('path, path#locator, or file id'),
        max_chars: z.number().int().min(1).max(1_000_000).optional().describe('cut the text here (default 20000)'),
      },
      annotations: { readOnlyHint: true },
    },
    ({ target, max_chars }, extra) =>
      guarded(async () => {
        const client = o.clientFor(extra);
        const { path, locator } = parseReference(target);
        const t = FILE_ID.test(path) ? await client.text({ fileId: path }, { locator, maxChars: max_chars }) : await client.text({ path }, { locator, maxChars: max_chars });
        const head = `${t.path}${t.locator ?? ''}${t.truncated ? ' (truncated; raise max_chars for more)' : ''}:\n\n`;
        return ok(head + (t.text || '(no text was extracted from this file)'), t);
      }),
  );

  tool(
    'list',
    {
      title: 'List a directory',
      description: "Lists the files and directories under a path in the user's ctx store, with each file's processing status (PENDING, COMPLETED, FAILED).",
      inputSchema: { path: z.string().optional().describe('directory (default /)'), recursive: z.boolean().optional().describe('include everything below (default false)') },
      annotations: { readOnlyHint: true },
    },
    ({ path, recursive }, extra) =>
      guarded(async () => {
        const dir = path || '/';
        const l = await o.clientFor(extra).list(dir, { recursive: recursive ?? false });
        return ok(listText(dir, l.items), { path: dir, items: l.items });
      }),
  );

  tool(
    'metadata',
    {
      title: "A file's metadata",
      description: 'Returns the summary, content description and hash tags ctx derived from a processed file. Give its path or file id.',
      inputSchema: { target: z.string().min(1).describe('path or file id') },
      annotations: { readOnlyHint: true },
    },
    ({ target }, extra) =>
      guarded(async () => {
        const client = o.clientFor(extra);
        const { path } = parseReference(target);
        const m = FILE_ID.test(path) ? await client.metadataById(path) : await client.metadataByPath(path);
        return ok(`${path}\nSummary: ${m.summary}\nContent: ${m.content}\nTags: ${m.hash_tags.join(' ')}`, { target: path, ...m });
      }),
  );

  tool(
    'profile',
    {
      title: "The user's profile",
      description: "Returns what ctx has learned about the user from their files (category/subtopic: value, e.g. work/title, interest/sports). Use it to personalise answers.",
      inputSchema: {},
      annotations: { readOnlyHint: true },
    },
    (_args, extra) =>
      guarded(async () => {
        const p = await o.clientFor(extra).profile();
        return ok(profileText(p), { profile: p });
      }),
  );

  tool(
    'events',
    {
      title: "Events in the user's timeline",
      description: "Returns dated events found in the user's files (personal, financial, professional, educational, social), most recent first, optionally within a time window.",
      inputSchema: {
        start_time: z.string().optional().describe('ISO 8601 date or datetime, e.g. 2024-03-01'),
        end_time: z.string().optional().describe('ISO 8601 date or datetime'),
        limit: z.number().int().min(1).max(1000).optional().describe('at most this many (default 10)'),
      },
      annotations: { readOnlyHint: true },
    },
    ({ start_time, end_time, limit }, extra) =>
      guarded(async () => {
        const events = await o.clientFor(extra).events({ startTime: start_time, endTime: end_time, limit });
        return ok(eventsText(events), { events });
      }),
  );

  tool(
    'remember',
    {
      title: 'Remember a note',
      description: 'Stores a text note as a text file (under /notes/ unless `dir` is given). It is processed like an upload: searchable, readable and answerable a few seconds later.',
      inputSchema: {
        text: z.string().min(1).describe('the note'),
        title: z.string().max(120).optional().describe('a short title, used in the file name'),
        dir: z.string().optional().describe('directory (default /notes)'),
      },
      annotations: { readOnlyHint: false, destructiveHint: false },
    },
    ({ text, title, dir }, extra) =>
      guarded(async () => {
        const body = title ? `# ${title}\n\n${text}\n` : `${text}\n`;
        const r = await o.clientFor(extra).upload(dir || '/notes', noteName(title, new Date()), { data: body });
        const path = r.path.endsWith('/') ? r.path + r.filename : r.path;
        return ok(`Stored as ${path} (id ${r.file_id}); it is being processed and will be searchable shortly.`, { ...r, file_path: path, status: 'PENDING' });
      }),
  );

  if (o.localFiles) {
    tool(
      'upload',
      {
        title: 'Upload a local file',
        description: "Uploads a file from this machine's disk into ctx (PDF, Office, text, images, audio, video, archives…); it is processed in the background and becomes searchable when COMPLETED (check with `list`).",
        inputSchema: { local_path: z.string().min(1).describe('absolute path of the file on this machine'), dir: z.string().optional().describe('ctx directory to put it in (default /)') },
        annotations: { readOnlyHint: false, destructiveHint: false },
      },
      ({ local_path, dir }, extra) =>
        guarded(async () => {
          const local = resolve(local_path);
          const st = await stat(local).catch(() => undefined);
          if (!st || !st.isFile()) throw new Error(`${local} is not a file on this machine`);
          const r = await o.clientFor(extra).upload(dir || '/', basename(local), { localPath: local, size: st.size });
          const path = r.path.endsWith('/') ? r.path + r.filename : r.path;
          return ok(`Uploaded ${local} as ${path} (id ${r.file_id}); processing has started.`, { ...r, file_path: path, status: 'PENDING' });
        }),
    );
  }

  server.registerResource(
    'file',
    new ResourceTemplate(`${RESOURCE_PREFIX}{+path}`, {
      list: async (extra) => {
        const l = await o.clientFor(extra).list('/', { recursive: true });
        const files = l.items.filter((e) => !e.is_dir && e.status === 'COMPLETED' && e.name !== '.keep').slice(0, MAX_RESOURCES);
        return { resources: files.map((e) => ({ uri: RESOURCE_PREFIX + encodeURI(e.path), name: e.path, mimeType: 'text/plain', description: `extracted text of ${e.name}` })) };
      },
    }),
    { title: 'Files', description: 'The extracted text of a processed file: ctx:///<path>', mimeType: 'text/plain' },
    async (uri, vars, extra) => {
      const raw = String(vars.path ?? '');
      let path = raw;
      try {
        path = decodeURIComponent(raw);
      } catch {
        /* literal % */
      }
      const t = await o.clientFor(extra).text({ path: path.startsWith('/') ? path : `/${path}` }, { maxChars: 1_000_000 });
      return { contents: [{ uri: uri.href, mimeType: 'text/plain', text: t.text }] };
    },
  );

  server.registerResource('profile', `${RESOURCE_PREFIX}profile`, { title: 'Profile', description: "What ctx has learned about the user (JSON)", mimeType: 'application/json' }, async (uri, extra) => {
    const p = await o.clientFor(extra).profile();
    return { contents: [{ uri: uri.href, mimeType: 'application/json', text: JSON.stringify(p, null, 2) }] };
  });

  return server;
}

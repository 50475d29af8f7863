/**
 * bench:mcp — what the MCP layer adds to a tool call. SciFact (5,183 abstracts, /work/shared/eval,
 * from BEIR) is uploaded to a real daemon; then for the first test queries `search` (limit 10)
 * and `ask` are timed three ways, interleaved query by query: the plain HTTP call (undici,
 * keep-alive), the MCP tool over stdio (`ctx mcp`, which makes that same HTTP call), and the MCP
 * tool over Streamable HTTP (/mcp, whose tool runs the call in process). Target: the MCP p50
 * within 10 ms of the plain call's p50. Results in bench/results/mcp.txt.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { Agent, request } from 'undici';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { percentile, ROOT, runConcurrent, SHARED, startBenchDaemon, uploadText, waitForJobs, waitForVectors } from './harness.js';

const DIR = join(SHARED, 'eval', 'scifact');
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 200);
const ASKS = Number(process.env.BENCH_ASKS ?? 100);
const WARMUP = 5;
const TARGET_MS = 10;

const readJsonl = <T>(f: string): T[] =>
  readFileSync(f, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as T);

function testQueries(): string[] {
  const text = new Map(readJsonl<{ _id: string; text: string }>(join(DIR, 'queries.jsonl')).map((q) => [q._id, q.text]));
  const ids = new Set(readFileSync(join(DIR, 'qrels-test.tsv'), 'utf8').split('\n').slice(1).map((l) => l.split('\t')[0]!).filter(Boolean));
  return [...ids].map((id) => text.get(id)).filter((t): t is string => !!t);
}

const p = (xs: number[], q: number) => percentile([...xs].sort((a, b) => a - b), q);
const ms = (x: number) => `${x.toFixed(2)} ms`;

async function main(): Promise<void> {
  if (!existsSync(DIR)) throw new Error(`SciFact not found at ${DIR}`);
  const corpus = readJsonl<{ _id: string; title?: string; text: string }>(join(DIR, 'corpus.jsonl'));
  const queries = testQueries();
  // BENCH_DATA_DIR keeps the ingested corpus and its vectors for the next run (ingest is skipped).
  const keep = process.env.BENCH_DATA_DIR;
  const reuse = keep !== undefined && existsSync(join(keep, 'ctx.db'));
  const d = await startBenchDaemon({}, keep);
  const dispatcher = new Agent({ connections: 8, keepAliveTimeout: 60_000 });
  const clients: Client[] = [];
  try {
    console.log(`== SciFact: ${corpus.length} documents, daemon ${d.url}, load ${loadavg()[0]!.toFixed(2)}`);
    const t0 = performance.now();
    if (!reuse) {
      await runConcurrent(corpus, 8, async (doc) => {
        await uploadText(d, '/scifact', `${doc._id}.txt`, doc.title ? `${doc.title}\n\n${doc.text}` : doc.text, dispatcher);
      });
    }
    await waitForJobs(d);
    console.log(reuse ? `reusing ${keep}` : `ingested in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    console.log(`vectors in place ${(await waitForVectors(d)).toFixed(1)} s later`);

    const headers = { 'x-api-key': d.key };
    const plain = {
      async search(q: string) {
        const res = await request(`${d.url}/ai/search`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ message: q, limit: '10' }).toString(),
          dispatcher,
        });
        const text = await res.body.text();
        if (res.statusCode !== 200) throw new Error(`search ${res.statusCode} ${text}`);
      },
      async ask(q: string) {
        const payload = JSON.stringify({ messages: [{ role: 'user', content: [{ type: 'text', text: q }] }] });
        const res = await request(`${d.url}/ai/query`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ payload, final_answer: 'true' }).toString(),
          dispatcher,
        });
        const text = await res.body.text();
        if (res.statusCode !== 200) throw new Error(`query ${res.statusCode} ${text}`);
      },
    };

    const stdio = new Client({ name: 'bench', version: '1' });
    await stdio.connect(
      new StdioClientTransport({ command: process.execPath, args: [join(ROOT, 'bin', 'ctx'), 'mcp'], env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', CTX_BASE_URL: d.url, CTX_API_KEY: d.key } }),
    );
    const http = new Client({ name: 'bench', version: '1' });
    await http.connect(new StreamableHTTPClientTransport(new URL('/mcp', d.url), { requestInit: { headers } }));
    clients.push(stdio, http);
    const tool = (c: Client) => async (name: string, args: Record<string, unknown>) => {
      const r = await c.callTool({ name, arguments: args });
      if (r.isError) throw new Error(`${name}: ${JSON.stringify(r.content)}`);
    };
    const ways = {
      http: { search: (q: string) => plain.search(q), ask: (q: string) => plain.ask(q) },
      'mcp-stdio': { search: (q: string) => tool(stdio)('search', { query: q, limit: 10 }), ask: (q: string) => tool(stdio)('ask', { question: q }) },
      'mcp-http': { search: (q: string) => tool(http)('search', { query: q, limit: 10 }), ask: (q: string) => tool(http)('ask', { question: q }) },
    };
    type Way = keyof typeof ways;
    const names = Object.keys(ways) as Way[];

    const lines: string[] = [];
    const out = (s: string) => {
      console.log(s);
      lines.push(s);
    };
    out(`bench:mcp on ${new Date().toISOString()} — SciFact ${corpus.length} documents (BEIR; /work/shared/eval/scifact), ctx ${process.env.npm_package_version ?? ''}`);
    out(`machine: 2 shared cores, load ${loadavg()[0]!.toFixed(2)} at start of timing; interleaved per query, order rotated; ${WARMUP} warm-up calls per way not counted`);
    for (const op of ['search', 'ask'] as const) {
      const n = op === 'search' ? SEARCHES : ASKS;
      const qs = queries.slice(0, n);
      const times: Record<Way, number[]> = { http: [], 'mcp-stdio': [], 'mcp-http': [] };
      for (const q of queries.slice(-WARMUP)) for (const w of names) await ways[w][op](q);
      for (const [i, q] of qs.entries()) {
        // Rotating the order spreads whatever the first call of a round pays (a cache) over all three.
        for (const w of [...names.slice(i % 3), ...names.slice(0, i % 3)]) {
          const s = performance.now();
          await ways[w][op](q);
          times[w].push(performance.now() - s);
        }
      }
      out(`\n${op} (${qs.length} SciFact test queries${op === 'search' ? ', limit 10' : ', final_answer=true, built-in answerer'}):`);
      const base = p(times.http, 50);
      for (const w of names) {
        const t = times[w];
        const extra = w === 'http' ? '' : `   overhead p50 ${ms(p(t, 50) - base)} (paired median ${ms(p(t.map((x, j) => x - times.http[j]!), 50))}) ${p(t, 50) - base <= TARGET_MS ? 'within' : 'NOT within'} ${TARGET_MS} ms target`;
        out(`  ${w.padEnd(10)} p50 ${ms(p(t, 50))}  p90 ${ms(p(t, 90))}  mean ${ms(t.reduce((a, b) => a + b, 0) / t.length)}${extra}`);
      }
    }
    mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true });
    writeFileSync(join(ROOT, 'bench', 'results', 'mcp.txt'), lines.join('\n') + '\n');
    console.log('\nwritten to bench/results/mcp.txt');
  } finally {
    for (const c of clients) await c.close().catch(() => undefined);
    await dispatcher.close();
    await d.stop();
  }
}

await main();

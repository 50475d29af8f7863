import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { z } from 'zod';
import { CtxClient } from '../client/client.js';
import { CtxError } from '../core/errors.js';
import { presentedKey } from './auth.js';
import type { AppContext } from './context.js';
import { injectTransport } from './internal.js';
import type { RouteDoc } from './openapi/route-doc.js';
import { defaultSubUser } from './schemas.js';
import { parse } from './validate.js';

/** A session nobody used for this long is closed. */
const IDLE_MS = 30 * 60_000;
/** Open sessions per account: each holds a server and a transport in memory. */
const MAX_SESSIONS_PER_ACCOUNT = 64;

export const mcpQuery = z.object({ sub_user_name: defaultSubUser.describe('or the X-Sub-User-Name header') });
const rpcBody = z.object({ jsonrpc: z.literal('2.0'), method: z.string().optional(), id: z.union([z.string(), z.number()]).optional(), params: z.unknown().optional() }).meta({ id: 'JsonRpcMessage' });

const MCP_DESC =
  'Model Context Protocol, Streamable HTTP transport (protocol 2025-06-18). POST JSON-RPC messages (the first is `initialize`; its reply carries `Mcp-Session-Id`, sent back on every later request), GET for the server-to-client event stream, DELETE to end the session. A session belongs to the key\'s account and one sub-user.';

export const mcpDocs: RouteDoc[] = [
  { method: 'post', path: '/mcp', tag: 'MCP', summary: 'MCP: send JSON-RPC messages', description: MCP_DESC, query: mcpQuery, body: rpcBody, encodings: ['json'], response: rpcBody, stream: rpcBody, errors: [400, 404] },
  { method: 'get', path: '/mcp', tag: 'MCP', summary: 'MCP: open the server-to-client event stream', description: MCP_DESC, query: mcpQuery, stream: rpcBody, errors: [400, 404, 405] },
  { method: 'delete', path: '/mcp', tag: 'MCP', summary: 'MCP: end the session', description: MCP_DESC, query: mcpQuery, errors: [400, 404] },
];

/**
 * The MCP SDK (and its zod schemas) is loaded on the first /mcp request, not with the daemon:
 * most daemons never serve MCP, and its modules cost resident memory in every one.
 */
let sdk: Promise<{ Transport: typeof StreamableHTTPServerTransport; isInitializeRequest: (b: unknown) => boolean; createCtxMcpServer: typeof import('../mcp/server.js').createCtxMcpServer }> | undefined;
const loadSdk = () =>
  (sdk ??= Promise.all([import('@modelcontextprotocol/sdk/server/streamableHttp.js'), import('@modelcontextprotocol/sdk/types.js'), import('../mcp/server.js')]).then(([t, types, server]) => ({
    Transport: t.StreamableHTTPServerTransport,
    isInitializeRequest: types.isInitializeRequest,
    createCtxMcpServer: server.createCtxMcpServer,
  })));

interface Session {
  transport: StreamableHTTPServerTransport;
  accountId: number;
  subUser: string;
  lastSeen: number;
}

function subUserOf(req: FastifyRequest): string {
  const h = req.headers['x-sub-user-name'];
  const fromHeader = Array.isArray(h) ? h[0] : h;
  const q = req.query as Record<string, unknown> | undefined;
  return parse(mcpQuery, { sub_user_name: q?.sub_user_name ?? fromHeader }).sub_user_name;
}

/**
 * POST/GET/DELETE /mcp: the MCP server over Streamable HTTP, behind the same auth and rate limit
 * as every route (one request, one count). Its tools run the typed client through the app's own
 * routes in process (internal.ts), so they answer exactly what the HTTP API answers for the
 * same key and sub-user, with the same validation and errors.
 */
export function registerMcpRoutes(app: FastifyInstance, ctx: AppContext): void {
  const sessions = new Map<string, Session>();
  const transport = injectTransport(app);
  const base = `http://${ctx.cfg.host}:${ctx.cfg.port}`;

  const sweep = setInterval(() => {
    const now = Date.now();
    for (const s of sessions.values()) if (now - s.lastSeen > IDLE_MS) void s.transport.close();
  }, 60_000);
  sweep.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await Promise.all([...sessions.values()].map((s) => s.transport.close()));
  });

  const open = async (accountId: number, subUser: string): Promise<StreamableHTTPServerTransport> => {
    const { Transport, createCtxMcpServer } = await loadSdk();
    const mine = [...sessions.values()].filter((s) => s.accountId === accountId).length;
    if (mine >= MAX_SESSIONS_PER_ACCOUNT) throw new CtxError('RATE_LIMITED', `this account already has ${MAX_SESSIONS_PER_ACCOUNT} open MCP sessions; end one (DELETE /mcp) or wait ${IDLE_MS / 60_000} minutes`);
    const t: StreamableHTTPServerTransport = new Transport({
      sessionIdGenerator: randomUUID,
      // A tool call is one request and one reply: plain JSON, not an event stream for one message
      // (server-to-client messages still have GET /mcp's stream).
      enableJsonResponse: true,
      onsessioninitialized: (id) => {
        sessions.set(id, { transport: t, accountId, subUser, lastSeen: Date.now() });
      },
    });
    t.onclose = () => {
      if (t.sessionId) sessions.delete(t.sessionId);
    };
    const server = createCtxMcpServer({
      version: ctx.version,
      localFiles: false,
      // Each call uses the key of the request that carried it (the session's own may be revoked since).
      clientFor: (extra) => new CtxClient({ baseUrl: base, apiKey: extra.authInfo?.token, subUser, transport }),
    });
    void server.connect(t);
    return t;
  };

  const handle = async (req: FastifyRequest, reply: FastifyReply) => {
    const subUser = subUserOf(req);
    const sid = req.headers['mcp-session-id'];
    let t: StreamableHTTPServerTransport;
    if (typeof sid === 'string' && sid) {
      const s = sessions.get(sid);
      // Another account's or sub-user's session id is as unknown as a made-up one.
      if (!s || s.accountId !== req.auth.accountId || s.subUser !== subUser) throw new CtxError('NOT_FOUND', `MCP session ${sid} not found (it ended, or belongs to another key or sub-user); send initialize again`);
      s.lastSeen = Date.now();
      t = s.transport;
    } else if (req.method === 'POST' && (await loadSdk()).isInitializeRequest(req.body)) {
      t = await open(req.auth.accountId, subUser);
    } else {
      throw new CtxError('INVALID_PARAMETERS', 'Mcp-Session-Id header is required (start with an initialize request)');
    }
    // The reply is written by the SDK: keep the headers already set (rate limit, version, request id).
    for (const [k, v] of Object.entries(reply.getHeaders())) if (v !== undefined) reply.raw.setHeader(k, v as string);
    reply.hijack();
    const raw = req.raw as typeof req.raw & { auth?: { token: string; clientId: string; scopes: string[] } };
    raw.auth = { token: presentedKey(req) ?? '', clientId: req.auth.keyId, scopes: [req.auth.scope] };
    await t.handleRequest(raw, reply.raw, req.body);
  };

  app.post('/mcp', handle);
  app.get('/mcp', handle);
  app.delete('/mcp', handle);
}

import { z } from 'zod';
import { errorShapeA, errorShapeB, errorShapeC } from '../../api/responses.js';
import type { BodyEncoding, RouteDoc } from './route-doc.js';

type Json = Record<string, unknown>;

const MEDIA: Record<BodyEncoding, string> = { json: 'application/json', form: 'application/x-www-form-urlencoded', multipart: 'multipart/form-data' };
const REASON: Record<number, string> = {
  400: 'Bad request: a missing or invalid field (the message names it)',
  401: 'No key, or a key that is unknown, revoked, disabled or expired',
  403: 'The key may not do this',
  404: 'Not found (in this sub-user)',
  405: 'The path does not take this method',
  409: 'Conflict: it exists already, or a limit was reached',
  413: 'Too large',
  422: 'The URL could not be fetched',
  429: 'Rate limit exceeded (or too many refused keys from this address); retry after X-RateLimit-Reset / Retry-After',
  500: 'Server error',
  507: 'The disk is full; retry later',
};

/**
 * zod → JSON Schema (2020-12, what OpenAPI 3.1 uses). Schemas named with .meta({id}) land in
 * components.schemas and are referenced from there; replies are documented open to new fields.
 */
class SchemaSet {
  readonly components: Record<string, Json> = {};

  convert(schema: z.ZodType, io: 'input' | 'output'): Json {
    const out = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json;
    delete out.$schema;
    const defs = (out.$defs ?? {}) as Record<string, Json>;
    delete out.$defs;
    for (const [id, def] of Object.entries(defs)) this.components[id] ??= this.rewrite(def) as Json;
    return this.rewrite(out) as Json;
  }

  private rewrite(node: unknown): unknown {
    if (Array.isArray(node)) return node.map((n) => this.rewrite(n));
    if (!node || typeof node !== 'object') return node;
    const out: Json = {};
    for (const [k, v] of Object.entries(node as Json)) {
      if (k === '$ref' && typeof v === 'string') out[k] = v.replace('#/$defs/', '#/components/schemas/');
      else if (k === 'additionalProperties' && v === false) continue;
      else out[k] = this.rewrite(v);
    }
    return out;
  }
}

const HEADER_REFS = {
  'X-Context-API-Version': { $ref: '#/components/headers/X-Context-API-Version' },
  'X-Request-Id': { $ref: '#/components/headers/X-Request-Id' },
};
const RATE_REFS = {
  'X-RateLimit-Limit': { $ref: '#/components/headers/X-RateLimit-Limit' },
  'X-RateLimit-Remaining': { $ref: '#/components/headers/X-RateLimit-Remaining' },
  'X-RateLimit-Reset': { $ref: '#/components/headers/X-RateLimit-Reset' },
};

const int = (description: string) => ({ description, schema: { type: 'integer' } });

function components(): Json {
  return {
    securitySchemes: {
      ApiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
      Bearer: { type: 'http', scheme: 'bearer', description: 'the same key as `Authorization: Bearer <key>`; X-API-Key wins when both are sent' },
    },
    headers: {
      'X-Context-API-Version': { description: 'API version, on every reply', schema: { type: 'string' } },
      'X-Request-Id': { description: "this request's id in the daemon log", schema: { type: 'string' } },
      'X-RateLimit-Limit': int("requests per hour for the key's tier"),
      'X-RateLimit-Remaining': int('requests left in this hour'),
      'X-RateLimit-Reset': int('when the window resets (unix seconds)'),
      'Retry-After': int('seconds to wait'),
    },
  };
}

const operationId = (d: RouteDoc) =>
  d.method +
  d.path
    .split(/[/_{}]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');

function parameters(set: SchemaSet, d: RouteDoc): Json[] {
  const out: Json[] = [];
  for (const [where, schema] of [['path', d.params], ['query', d.query]] as const) {
    if (!schema) continue;
    const js = set.convert(schema, 'input');
    const required = new Set((js.required as string[] | undefined) ?? []);
    for (const [name, prop] of Object.entries((js.properties ?? {}) as Record<string, Json>)) {
      const { description, ...rest } = prop;
      out.push({ name, in: where, required: where === 'path' || (required.has(name) && rest.default === undefined), ...(description ? { description } : {}), schema: rest });
    }
  }
  return out;
}

function errorResponse(shape: 'A' | 'B' | 'C', status: number): Json {
  const schema = { $ref: `#/components/schemas/Error${shape}` };
  return {
    description: REASON[status] ?? 'Error',
    headers: { ...HEADER_REFS, ...(status === 429 ? { 'Retry-After': { $ref: '#/components/headers/Retry-After' } } : {}) },
    content: { 'application/json': { schema } },
  };
}

function responses(set: SchemaSet, d: RouteDoc): Json {
  const headers = { ...HEADER_REFS, ...(d.auth === false ? {} : RATE_REFS) };
  const content: Json = {};
  if (d.response) content['application/json'] = { schema: set.convert(d.response, 'output') };
  for (const type of d.binary ?? []) content[type] = { schema: { type: 'string', contentMediaType: type } };
  if (d.stream) {
    // OpenAPI 3.2 names this itemSchema; in 3.1 it is an extension beside the string schema.
    const item = set.convert(d.stream, 'output');
    content['text/event-stream'] = {
      schema: { type: 'string', description: `server-sent events; each \`data:\` line holds one JSON document (x-itemSchema${item.$ref ? `: ${String(item.$ref).split('/').pop()}` : ''})` },
      'x-itemSchema': item,
    };
  }
  const ok: Json = { description: 'OK', headers };
  if (Object.keys(content).length) ok.content = content;
  const out: Json = { '200': ok };
  const shape = d.shape ?? 'A';
  for (const status of d.errors ?? []) out[String(status)] = errorResponse(shape, status);
  // Auth and rate-limit failures are always shape A, whatever the family (docs/DECISIONS.md).
  if (d.auth !== false) {
    out['401'] = errorResponse('A', 401);
    out['429'] = errorResponse('A', 429);
  }
  out['500'] ??= errorResponse(shape, 500);
  return out;
}

function requestBody(set: SchemaSet, d: RouteDoc): Json | undefined {
  if (!d.body) return undefined;
  const schema = set.convert(d.body, 'input');
  const content: Json = {};
  for (const enc of d.encodings ?? ['json', 'form', 'multipart']) content[MEDIA[enc]] = { schema };
  return { required: true, content };
}

/** The OpenAPI 3.1 document of the routes described by `docs`. */
export function buildDocument(docs: RouteDoc[], version: string): Json {
  const set = new SchemaSet();
  // Each is named (.meta id): converting it puts it in components.schemas.
  for (const s of [errorShapeA, errorShapeB, errorShapeC]) set.convert(s, 'output');
  const paths: Record<string, Json> = {};
  for (const d of docs) {
    const op: Json = {
      operationId: operationId(d),
      summary: d.summary,
      ...(d.description ? { description: d.description } : {}),
      tags: [d.tag],
      security: d.auth === false ? [] : [{ ApiKey: [] }, { Bearer: [] }],
      parameters: parameters(set, d),
      ...(d.body ? { requestBody: requestBody(set, d) } : {}),
      responses: responses(set, d),
      ...(d.compat ? { 'x-compatibility': 'the hosted service\'s route, kept for its clients' } : {}),
    };
    (paths[d.path] ??= {})[d.method] = op;
  }
  return {
    openapi: '3.1.1',
    info: {
      title: 'ctx API',
      version,
      description:
        'Local-first context service for AI agents: files in, cited answers, metadata, profile and timeline out. Every request is scoped by the key\'s account and `sub_user_name` (omitted means "default"). Errors come in three shapes (ErrorA, ErrorB, ErrorC) by route family; auth and rate-limit errors are always ErrorA.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [{ url: '/' }],
    security: [{ ApiKey: [] }, { Bearer: [] }],
    tags: ['Files', 'AI', 'Sessions', 'Metadata', 'Keys', 'MCP', 'Service', 'Compatibility'].map((name) => ({ name })),
    paths,
    components: { ...components(), schemas: set.components },
  };
}

/** A route's path in one form for both sides: `:id`, `{id}` and a wildcard all become `{}`. */
export function pathKey(path: string): string {
  return path.replace(/:[^/]+/g, '{}').replace(/\{[^}]*\}/g, '{}').replace(/\*$/, '{}');
}

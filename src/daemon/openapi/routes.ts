import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CtxError } from '../../core/errors.js';
import type { AppContext } from '../context.js';
import { aiDocs } from '../routes/ai.js';
import { fileDocs } from '../routes/files.js';
import { healthDocs } from '../routes/health.js';
import { historyDocs } from '../routes/history.js';
import { keyDocs } from '../routes/keys.js';
import { metadataDocs } from '../routes/metadata.js';
import { sessionDocs } from '../routes/sessions.js';
import { textDocs } from '../routes/text.js';
import { webpageDocs } from '../routes/webpage.js';
import { mcpDocs } from '../mcp.js';
import { buildDocument } from './document.js';
import type { RouteDoc } from './route-doc.js';

/** swagger-ui-dist's files /docs serves, and their types; nothing is fetched from elsewhere. */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui-standalone-preset.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

const assetParams = z.object({ asset: z.enum(['init.js', ...Object.keys(ASSETS)]) });

export const docsDocs: RouteDoc[] = [
  { method: 'get', path: '/openapi.json', tag: 'Service', auth: false, summary: 'This document (OpenAPI 3.1)', binary: ['application/json'] },
  { method: 'get', path: '/docs', tag: 'Service', auth: false, summary: 'This document as a web page (Swagger UI, served from the package)', binary: ['text/html'] },
  { method: 'get', path: '/docs/{asset}', tag: 'Service', auth: false, summary: "The page's scripts and styles", params: assetParams, binary: ['text/javascript', 'text/css', 'image/png'], errors: [404] },
];

/** Every documented route, family by family (the OpenAPI test checks it against the router). */
export const allRouteDocs: RouteDoc[] = [
  ...healthDocs,
  ...keyDocs,
  ...fileDocs,
  ...textDocs,
  ...webpageDocs,
  ...aiDocs,
  ...sessionDocs,
  ...metadataDocs,
  ...historyDocs,
  ...mcpDocs,
  ...docsDocs,
];

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>ctx API</title>
  <link rel="stylesheet" href="/docs/swagger-ui.css">
  <link rel="icon" type="image/png" href="/docs/favicon-32x32.png">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="/docs/swagger-ui-bundle.js"></script>
  <script src="/docs/swagger-ui-standalone-preset.js"></script>
  <script src="/docs/init.js"></script>
</body>
</html>
`;

const INIT = `window.ui = SwaggerUIBundle({
  url: '/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  layout: 'StandaloneLayout',
  persistAuthorization: true,
});
`;

/** GET /openapi.json, GET /docs and its assets: no key (a client generator must read them first). */
export function registerDocsRoutes(app: FastifyInstance, ctx: AppContext): void {
  let doc: string | undefined;
  const uiDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

  app.get('/openapi.json', { config: { auth: false } }, async (_req, reply) => {
    doc ??= JSON.stringify(buildDocument(allRouteDocs, ctx.version));
    return reply.type('application/json; charset=utf-8').send(doc);
  });

  app.get('/docs', { config: { auth: false } }, async (_req, reply) => reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(PAGE));

  app.get('/docs/:asset', { config: { auth: false } }, async (req, reply) => {
    const r = assetParams.safeParse(req.params);
    if (!r.success) throw new CtxError('NOT_FOUND', `no such file: /docs/${(req.params as { asset?: string }).asset ?? ''}`);
    const { asset } = r.data;
    if (asset === 'init.js') return reply.type('text/javascript; charset=utf-8').send(INIT);
    return reply
      .type(ASSETS[asset]!)
      .header('Cache-Control', 'public, max-age=86400')
      .send(await readFile(join(uiDir, asset)));
  });
}

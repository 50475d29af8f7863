import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CtxError } from '../errors.js';
import type { Entry } from '../store/entries.js';
import type { BlobStore } from './blobs.js';
import { kindOf } from './kinds.js';
import { extensionOf } from './vpath.js';

export interface Thumbnail {
  data: Buffer;
  mime: string;
}

/** JPEG is what the hosted service's OpenAPI promises; PNG when a client asks for it. */
export type ThumbnailFormat = 'jpeg' | 'png';

const MIME: Record<ThumbnailFormat, string> = { jpeg: 'image/jpeg', png: 'image/png' };

/**
 * The format an `Accept` header prefers: PNG only when it ranks image/png above image/jpeg (by
 * q-value, then by order); no header, wildcards or a tie give JPEG.
 */
export function preferredThumbnailFormat(accept: string | undefined): ThumbnailFormat {
  if (!accept) return 'jpeg';
  const q: Record<ThumbnailFormat, number> = { jpeg: -1, png: -1 };
  for (const range of accept.split(',')) {
    const [type = '', ...params] = range.split(';').map((s) => s.trim().toLowerCase());
    const qParam = params.find((p) => p.startsWith('q='));
    const weight = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(weight)) continue;
    for (const f of ['jpeg', 'png'] as const) {
      const exact = type === MIME[f] || (f === 'jpeg' && type === 'image/jpg');
      // An exact range overrides a wildcard whatever their order (RFC 9110 §12.5.1).
      if (exact) q[f] = weight + 10;
      else if ((type === 'image/*' || type === '*/*') && q[f] < 10) q[f] = Math.max(q[f], weight);
    }
  }
  return q.png > q.jpeg ? 'png' : 'jpeg';
}

/** Renders a thumbnail for a family; further families (PDF, video) register here. */
export type ThumbnailRenderer = (blobPath: string, maxSize: number) => Promise<Buffer>;

/**
 * sharp, pdf.js and ffmpeg are loaded on the first thumbnail, not with the daemon: only this
 * route uses them in the daemon's process (extraction runs in the pool), and loaded up front
 * they added to every daemon's resident memory (idle RSS 223 -> 185 MB with the MCP SDK's).
 */
const loadSharp = async () => (await import('sharp')).default;

const renderImage: ThumbnailRenderer = async (blobPath, maxSize) =>
  (await loadSharp())(blobPath, { animated: false, limitInputPixels: 268_402_689 })
    .rotate()
    .resize({ width: maxSize, height: maxSize, fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer();

// Keyed by family, or by extension where one kind of a family has thumbnails ('.pdf').
const RENDERERS: Partial<Record<string, ThumbnailRenderer>> = {
  image: renderImage,
  video: async (path, size) => (await import('../ingest/media.js')).representativeFrame(path, size),
  '.pdf': async (path, size) => (await import('../ingest/pdf.js')).renderPdfThumbnail(path, size),
};

/**
 * Thumbnails are JPEG (or PNG), at most max_size on their longest side, cached per blob, size
 * and format. Files of other kinds get a 404 that says which kinds have thumbnails.
 */
export async function thumbnailFor(blobs: BlobStore, entry: Entry, maxSize: number, format: ThumbnailFormat = 'jpeg'): Promise<Thumbnail> {
  const family = kindOf(extensionOf(entry.name))?.family;
  const render = RENDERERS[extensionOf(entry.name)] ?? (family ? RENDERERS[family] : undefined);
  if (entry.is_dir || !entry.sha256 || !render) {
    throw new CtxError('NOT_FOUND', `no thumbnail for ${entry.name}: thumbnails exist for images${Object.keys(RENDERERS).length > 1 ? ', PDFs and videos' : ''}`);
  }
  const dir = blobs.thumbDir(entry.sha256);
  const cached = join(dir, `${maxSize}.${format === 'jpeg' ? 'jpg' : 'png'}`);
  const mime = MIME[format];
  const hit = await readFile(cached).catch(() => undefined);
  if (hit) return { data: hit, mime };
  // Concurrent requests for the same uncached thumbnail share one render.
  let pending = rendering.get(cached);
  if (!pending) {
    const encode: ThumbnailRenderer = async (path, size) => toFormat(await render(path, size), format);
    pending = blobs.localPath(entry.sha256).then((path) => renderAndCache(encode, path, maxSize, dir, cached)).finally(() => rendering.delete(cached));
    rendering.set(cached, pending);
  }
  let data: Buffer;
  try {
    data = await pending;
  } catch (err) {
    throw new CtxError('NOT_FOUND', `no thumbnail for ${entry.name}: the file could not be decoded (${(err as Error).message.split('\n')[0]})`);
  }
  return { data, mime };
}

/** Renderers give PNG; JPEG has no alpha, so transparency is laid on white. */
async function toFormat(png: Buffer, format: ThumbnailFormat): Promise<Buffer> {
  if (format === 'png') return png;
  return (await loadSharp())(png).flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

const rendering = new Map<string, Promise<Buffer>>();

async function renderAndCache(render: ThumbnailRenderer, blobPath: string, maxSize: number, dir: string, cached: string): Promise<Buffer> {
  const data = await render(blobPath, maxSize);
  // The cache is an optimisation: a failed write (disk full, the blob deleted meanwhile)
  // must not fail a thumbnail we already have in hand.
  const tmp = `${cached}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(tmp, data);
    await rename(tmp, cached);
  } catch {
    await rm(tmp, { force: true }).catch(() => {});
  }
  return data;
}

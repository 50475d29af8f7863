/**
 * Image captions from an Ollama vision model (llava, llama3.2-vision, moondream, …) over
 * Ollama's own wire format: POST {host}/api/chat with the image as base64 in `images`,
 * `stream: false`, and a JSON schema in `format` so the answer parses. Servers older than
 * structured outputs reject a schema; those are asked again with `format: "json"`.
 */

export interface VisionConfig {
  host: string;
  model: string;
  timeoutMs: number;
}

export interface ImageDescription {
  caption: string;
  objects: string[];
}

const PROMPT =
  'Describe this image for a search index. Answer in JSON with "caption": one or two sentences saying what the image shows, ' +
  'and "objects": a list of the distinct things visible in it (short nouns, at most 15).';

const SCHEMA = {
  type: 'object',
  properties: {
    caption: { type: 'string' },
    objects: { type: 'array', items: { type: 'string' } },
  },
  required: ['caption', 'objects'],
};

export class VisionError extends Error {
  override name = 'VisionError';
}

/** Asks the model for a caption and the objects seen; throws VisionError when it cannot. */
export async function describeImage(cfg: VisionConfig, image: Buffer): Promise<ImageDescription> {
  const url = new URL('/api/chat', /^https?:\/\//.test(cfg.host) ? cfg.host : `http://${cfg.host}`).href;
  const deadline = AbortSignal.timeout(cfg.timeoutMs);
  const ask = async (format: unknown): Promise<Response> =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        model: cfg.model,
        messages: [{ role: 'user', content: PROMPT, images: [image.toString('base64')] }],
        format,
        stream: false,
        options: { temperature: 0 },
      }),
      signal: deadline,
    });
  let res: Response;
  try {
    res = await ask(SCHEMA);
    if (res.status === 400) {
      await res.body?.cancel();
      res = await ask('json');
    }
  } catch (err) {
    const e = err as Error & { cause?: { code?: string } };
    throw new VisionError(`the vision model at ${cfg.host} is unreachable: ${e.name === 'TimeoutError' ? 'timed out' : (e.cause?.code ?? e.message)}`);
  }
  const text = await res.text().catch(() => '');
  if (!res.ok) {
    let reason = text.slice(0, 200);
    try {
      reason = String((JSON.parse(text) as { error?: unknown }).error ?? reason);
    } catch {
      /* not JSON */
    }
    throw new VisionError(`the vision model ${cfg.model} answered ${res.status}: ${reason}`);
  }
  let content: string;
  try {
    content = String((JSON.parse(text) as { message?: { content?: unknown } }).message?.content ?? '');
  } catch {
    throw new VisionError(`the vision model ${cfg.model} did not answer JSON`);
  }
  return parseDescription(content);
}

/** The model's JSON answer, or — when it ignored the format — its prose as the caption. */
export function parseDescription(content: string): ImageDescription {
  const trimmed = content.trim();
  const json = /\{[\s\S]*\}/.exec(trimmed)?.[0];
  if (json) {
    try {
      const o = JSON.parse(json) as { caption?: unknown; description?: unknown; objects?: unknown };
      const caption = typeof o.caption === 'string' ? o.caption : typeof o.description === 'string' ? o.description : '';
      const objects = Array.isArray(o.objects)
        ? o.objects.map((x) => (typeof x === 'string' ? x : typeof x === 'object' && x && 'name' in x ? String((x as { name: unknown }).name) : '')).map((x) => x.trim())
        : [];
      if (caption.trim() || objects.length > 0) return { caption: caption.trim(), objects: [...new Set(objects.filter(Boolean))].slice(0, 30) };
    } catch {
      /* fall through to prose */
    }
  }
  if (!trimmed) throw new VisionError('the vision model returned an empty answer');
  return { caption: trimmed.slice(0, 1000), objects: [] };
}

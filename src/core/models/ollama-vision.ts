/**
 * Image captions from an Ollama vision model (llava, llama3.2-vision, moondream, …) over
 * Ollama's own wire format: POST {host}/api/chat with the image as base64 in `images`,
 * `stream: false`, and a JSON schema in `format` so the answer parses. Servers older than
 * structured outputs reject a schema; those are asked again with `format: "json"`.
 */
import { OllamaClient, OllamaError } from './ollama.js';

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
  const client = new OllamaClient(cfg.host, cfg.timeoutMs);
  const ask = (format: unknown): Promise<string> =>
    client.chat({ model: cfg.model, messages: [{ role: 'user', content: PROMPT, images: [image.toString('base64')] }], format, options: { temperature: 0 } });
  let content: string;
  try {
    content = await ask(SCHEMA).catch((err: unknown) => {
      if (err instanceof OllamaError && err.status === 400) return ask('json');
      throw err;
    });
  } catch (err) {
    if (!(err instanceof OllamaError)) throw err;
    if (err.kind === 'http') throw new VisionError(`the vision model ${cfg.model} answered ${err.status}: ${err.message.replace(/^Ollama \/api\/chat answered \d+: /, '')}`);
    if (err.kind === 'protocol') throw new VisionError(`the vision model ${cfg.model} did not answer JSON`);
    throw new VisionError(`the vision model ${cfg.model}: ${err.message}`);
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

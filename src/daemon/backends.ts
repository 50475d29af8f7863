import type { Config } from '../core/config.js';

interface BackendState {
  configured: boolean;
  reachable: boolean;
  [k: string]: unknown;
}

const CACHE_MS = 10_000;
let cache: { at: number; key: string; value: Record<string, BackendState> } | undefined;

async function reachable(url: string, timeoutMs = 1500): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    return res.status < 500;
  } catch {
    return false;
  }
}

/** Which backends are configured and answering; probes are cached briefly. */
export async function probeBackends(cfg: Config): Promise<Record<string, BackendState>> {
  const key = JSON.stringify([cfg.ollama.host, cfg.transcription.url]);
  if (cache && cache.key === key && Date.now() - cache.at < CACHE_MS) return cache.value;
  const ollamaUp = cfg.ollama.host ? await reachable(new URL('/api/tags', withScheme(cfg.ollama.host)).href) : false;
  const sttUp = cfg.transcription.url ? await reachable(cfg.transcription.url) : false;
  const value: Record<string, BackendState> = {
    builtin: { configured: true, reachable: true, embedder: 'builtin', answerer: 'extractive' },
    ollama: {
      configured: !!cfg.ollama.host,
      reachable: ollamaUp,
      host: cfg.ollama.host,
      embed_model: cfg.ollama.embed_model,
      chat_model: cfg.ollama.chat_model,
      vision_model: cfg.ollama.vision_model,
    },
    transcription: { configured: !!cfg.transcription.url, reachable: sttUp, url: cfg.transcription.url },
  };
  cache = { at: Date.now(), key, value };
  return value;
}

export function withScheme(host: string): string {
  return /^https?:\/\//.test(host) ? host : `http://${host.includes(':') ? host : `${host}:11434`}`;
}

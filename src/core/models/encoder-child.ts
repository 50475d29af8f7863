/**
 * Entry of the sentence-encoder process (see encoder-process.ts): loads Universal Sentence
 * Encoder Lite once, then embeds one request at a time and sends the unit vectors back. The
 * model's inference is seconds of CPU for a batch of chunks, which must never run on the
 * daemon's event loop.
 */
import { UseLiteEncoder } from './use-lite.js';
import { watchLifeline } from '../jobs/lifeline.js';

watchLifeline();

interface Request {
  id: number;
  texts: string[];
}

const t0 = performance.now();
UseLiteEncoder.load().then(
  (enc) => {
    process.on('message', (msg: Request) => {
      enc.embed(msg.texts).then(
        (vectors) => process.send?.({ id: msg.id, vectors }),
        (err: unknown) => process.send?.({ id: msg.id, error: (err as Error)?.message ?? String(err) }),
      );
    });
    process.send?.({ ready: true, loadMs: performance.now() - t0 });
  },
  (err: unknown) => {
    process.send?.({ fatal: `cannot load the sentence encoder: ${(err as Error)?.message ?? String(err)}` }, () => process.exit(1));
  },
);

// The daemon went away (even by SIGKILL): nothing is waiting for our answers.
process.on('disconnect', () => process.exit(0));

/** A sentence the built-in answerer scored, with what it holds (extractive.ts and the stages it calls). */
import type { ValueSpan } from './values.js';
import type { Hit } from './sentences.js';

export interface Candidate {
  sentence: string;
  hit: Hit;
  score: number;
  rank: number;
  /** It states a focus word itself (not only through the lines above it). */
  saysFocus: boolean;
  /** How many standard deviations its meaning is above the other sentences' (0 without an embedder). */
  z: number;
  /** How many its chunk's is above the other retrieved chunks', in the query's vector space (0 without vectors). */
  chunkZ: number;
  /** The value of the question's kind it holds, for a typed question. */
  value?: ValueSpan;
  /** Its label names what is asked ("Camera: …" for "which camera"). */
  labelled?: boolean;
  /** Words of the record or paragraph it belongs to and of the heading over it: whose a bare field ("price: 24.99") is. */
  about?: Set<string>;
  /** A field of a JSON element other than the one the question names. */
  otherRecord?: boolean;
}

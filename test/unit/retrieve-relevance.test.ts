/**
 * The rule that turns a query about nothing in the files into []: weak lexical evidence and no
 * chunk close in meaning, judged only in a vector space with a measured floor.
 */
import { describe, expect, it } from 'vitest';
import { aboutNothing, LEXICAL_FLOOR, meaningDecides, meaningFloor, namesFound, namesIn } from '../../src/core/retrieve/relevance.js';
import { isNameChunk, nameChunk } from '../../src/core/index/name-chunk.js';
import { USE_LITE } from '../../src/core/models/use-lite.js';

const near = (top: number, model = USE_LITE) => ({ model, top });

describe('aboutNothing', () => {
  it('turns away a query whose words the files lack when no chunk is close in meaning', () => {
    expect(aboutNothing({ bm25: 0, coverage: 1 }, near(0.3))).toBe(true);
    expect(aboutNothing({ bm25: 0.2, coverage: 1 }, near(0.38))).toBe(true);
  });

  it('keeps a query a chunk is close to in meaning, the more readily the more of its words BM25 found', () => {
    expect(aboutNothing({ bm25: 0, coverage: 1 }, near(0.6))).toBe(false);
    // The same cosine passes with more of the query found by BM25.
    expect(aboutNothing({ bm25: 0, coverage: 1 }, near(0.41))).toBe(true);
    expect(aboutNothing({ bm25: 0.45, coverage: 1 }, near(0.41))).toBe(false);
  });

  it('keeps a query whose best BM25 hit holds half of its IDF mass or more, whatever the vectors say', () => {
    expect(aboutNothing({ bm25: LEXICAL_FLOOR, coverage: 1 }, near(0))).toBe(false);
    expect(meaningDecides({ bm25: LEXICAL_FLOOR, coverage: 1 })).toBe(false);
  });

  it('never judges what it cannot: words the embedder does not know, an unmeasured space, no vectors', () => {
    expect(aboutNothing({ bm25: 0, coverage: 0.5 }, near(0))).toBe(false);
    expect(meaningDecides({ bm25: 0, coverage: 0.5 })).toBe(false);
    expect(aboutNothing({ bm25: 0, coverage: 1 }, near(0, 'ollama:nomic-embed-text'))).toBe(false);
    expect(aboutNothing({ bm25: 0, coverage: 1 }, undefined)).toBe(false);
    expect(aboutNothing({ bm25: 0, coverage: 1 }, { model: USE_LITE })).toBe(false);
  });
});

describe('meaningFloor', () => {
  it('is the cosine aboutNothing holds the nearest chunk to: lower the more of the query BM25 found, none for an unmeasured space', () => {
    const ev = (bm25: number) => ({ bm25, coverage: 1 });
    expect(meaningFloor(ev(0), USE_LITE)).toBeGreaterThan(meaningFloor(ev(0.45), USE_LITE)!);
    expect(aboutNothing(ev(0.2), near(meaningFloor(ev(0.2), USE_LITE)! - 0.01))).toBe(true);
    expect(aboutNothing(ev(0.2), near(meaningFloor(ev(0.2), USE_LITE)! + 0.01))).toBe(false);
    expect(meaningFloor(ev(0), 'ollama:nomic-embed-text')).toBeUndefined();
  });
});

describe('name chunks', () => {
  it('are the one-token, locator-less chunk of a file without text; real chunks are not', () => {
    expect(isNameChunk(nameChunk('cafe_receipt_photo.png'))).toBe(true);
    expect(isNameChunk({ text: 'Total £10.20', locator: '' })).toBe(false);
    expect(isNameChunk({ text: 'receipt.png', locator: '#ocr' })).toBe(false);
  });
});

describe('namesFound', () => {
  it('reads the names a query writes: capitalised words after the first, not "I"', () => {
    expect(namesIn('Where did Christopher Morgan study?')).toEqual(['christopher', 'morgan']);
    expect(namesIn("What did I pay at Logan's?")).toEqual(['logan']);
    expect(namesIn('octopus')).toEqual([]);
  });

  it('keeps a query whose name the best chunk holds, even when its other words are missing', () => {
    expect(namesFound('Where did Christopher Morgan study?', 'Christopher\nSummary\nSenior Web Developer')).toBe(true);
    expect(namesFound('Where did Christopher Morgan study?', 'Morganton water works')).toBe(false);
    expect(namesFound('What is the Wi-Fi password?', 'The wi fi router')).toBe(true);
    expect(namesFound('Where did Christopher Morgan study?', undefined)).toBe(false);
  });
});

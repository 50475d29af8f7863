/**
 * Summaries that say what a file is, by kind: a receipt by its shop, date and total; one email
 * by who wrote to whom about what; a presentation by its slides; a data file by its records and
 * fields, never its bare values. Tags are topics, never literals or codes.
 */
import { describe, expect, it } from 'vitest';
import { extractMemory } from '../../src/core/enrich/memory.js';
import { buildMetadata } from '../../src/core/enrich/metadata.js';
import { dataSummary, slidesSummary } from '../../src/core/enrich/summary-structured.js';
import { flattenJson } from '../../src/core/ingest/json.js';
import { textToSegments } from '../../src/core/ingest/text.js';
import type { Extracted } from '../../src/core/ingest/types.js';

async function memoryOf(text: string, name: string) {
  const { segments } = textToSegments(text);
  return extractMemory({ segments, facts: {} }, { name });
}

describe('personal files', () => {
  it('sums up a photographed receipt by its shop, date and total, the date written out', async () => {
    const text = ['Hoxton Noodle Bar', '118 Pitfield Road', 'N1 6DP London', '03 Nov 2019 20:41  Tbl 7', '2 Tonkotsu ramen 23.00', '1 Gyoza 6.50', 'SUBTOTAL 29.50', 'VAT 20% 4.92', 'TOTAL £33.19', 'Mastercard ****1182 £33.19'].join('\n');
    const m = await memoryOf(text, 'IMG_4471.jpg');
    expect(m.summary).toMatch(/^Receipt from Hoxton Noodle Bar, 3 November 2019: .*total GBP 33\.19\.$/);
  });

  it('sums up one email by sender, recipient, date, subject and what it says first', async () => {
    const text = [
      'From: Oona Brady <oona@brady.example>',
      'To: Sam Keller <sam@keller.example>',
      'Date: Tue, 4 Mar 2025 09:12:00 +0000',
      'Subject: Boat trip on Saturday',
      '',
      'Hi Sam,',
      'The boat leaves Howth harbour at ten, so be at the pier by half nine.',
      'Bring a warm jacket.',
      'Oona',
    ].join('\n');
    const m = await memoryOf(text, 'boat.eml.txt');
    expect(m.summary).toMatch(/^An email from Oona Brady to Sam Keller of 4 March 2025, “Boat trip on Saturday”\. The boat leaves Howth harbour at ten/);
    expect(m.summary).not.toContain('between');
  });
});

describe('structured files', () => {
  it('sums up a presentation by its slides’ titles', () => {
    const x: Extracted = {
      segments: [
        { text: 'Quarterly review\nRevenue grew', locator: '#slide=1', section: 'Quarterly review' },
        { text: 'Hiring plan\nTwo engineers', locator: '#slide=2', section: 'Hiring plan' },
        { text: 'Speaker notes: mention the office move', locator: '#slide=2', section: 'Hiring plan' },
        { text: 'Questions?', locator: '#slide=3', section: 'Slide 3' },
      ],
      facts: {},
    };
    expect(slidesSummary(x)).toBe('A presentation of 3 slides: “Quarterly review” and “Hiring plan”.');
    expect(buildMetadata(x, { name: 'review.pptx', mime: '', size: 100 }).summary).toBe(slidesSummary(x));
  });

  it('sums up JSON by its records and fields, or one record by its fields and values — never bare values', () => {
    const records: Extracted = { segments: flattenJson([{ code: 'B-7781', title: 'Dune', pages: 412 }, { code: 'B-1120', title: 'Emma', pages: 474 }], (p) => `#pointer=${p}`), facts: {} };
    expect(dataSummary(records, 'books.json')).toBe('A data file of 2 records with the fields code, title and pages: Dune and Emma.');
    const nested: Extracted = { segments: flattenJson({ owner: 'Ravi', walks: [{ day: 'Mon', km: 4 }, { day: 'Wed', km: 6 }, { day: 'Sat', km: 11 }] }, (p) => `#pointer=${p}`), facts: {} };
    expect(dataSummary(nested, 'walks.json')).toBe('A data file of 3 walks with the fields day and km. owner: Ravi.');
    const one: Extracted = { segments: flattenJson({ sensor: 'greenhouse', reading: { celsius: 21.5, humidity: 64 }, ok: true }, (p) => `#pointer=${p}`), facts: {} };
    const meta = buildMetadata(one, { name: 'sensor.json', mime: 'application/json', size: 80 });
    expect(meta.summary).toBe('A data record with the fields sensor, celsius, humidity and ok (sensor: greenhouse; reading celsius: 21.5; reading humidity: 64; ok: true).');
    // Tags are topics: no "#true", no bare numbers.
    for (const t of meta.hash_tags) expect(t).not.toMatch(/^#(?:true|false|null)$|^#[\d-]+$/);
    expect(dataSummary(one, 'sensor.txt')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { buildMetadata } from '../../src/core/enrich/metadata.js';
import { hashTags, keyPhrases } from '../../src/core/enrich/keyphrases.js';
import { extractiveSummary } from '../../src/core/enrich/summary.js';
import type { Extracted } from '../../src/core/ingest/types.js';

const file = (name: string, size = 1000) => ({ name, mime: '', size });

function expectTags(tags: string[]): void {
  expect(tags.length).toBeGreaterThanOrEqual(3);
  expect(tags.length).toBeLessThanOrEqual(8);
  expect(new Set(tags).size).toBe(tags.length);
  for (const t of tags) expect(t).toMatch(/^#[\p{Ll}\p{N}]+(?:-[\p{Ll}\p{N}]+)*$/u);
}

const REPORT: Extracted = {
  title: 'Heat pumps in older homes',
  author: 'R. Osei',
  segments: [
    { text: 'Heat pumps in older homes', locator: '#page=1', section: 'Introduction' },
    { text: 'This report studies heat pumps installed in 120 older homes since 2019. Older homes lose heat quickly, which works against heat pumps.', locator: '#page=1', section: 'Introduction' },
    { text: 'We found that heat pumps cut heating costs by 31% when the loft was insulated. Without insulation, savings fell to 9%.', locator: '#page=2', section: 'Results' },
    { text: 'Installers reported that radiator upgrades were needed in half of the homes.', locator: '#page=3', section: 'Results' },
    { text: 'Insulating first and then installing a heat pump gives the best results for older homes.', locator: '#page=4', section: 'Conclusions' },
    ...Array.from({ length: 200 }, (_, i) => ({ text: `Appendix table row ${i}: home ${i} measured heat loss and installation notes for the survey.`, locator: `#page=${5 + i}`, section: 'Appendix' })),
  ],
  facts: { pages: 204, created: '2024-02-01T10:00:00Z' },
};

describe('metadata: documents', () => {
  const m = buildMetadata(REPORT, file('heat-pumps.pdf'));

  it('labels title, author, abstract, sections, key findings — without dumping the file', () => {
    expect(m.content).toMatch(/^Title: Heat pumps in older homes$/m);
    expect(m.content).toMatch(/^Author: R\. Osei$/m);
    expect(m.content).toMatch(/^Abstract: .+/m);
    expect(m.content).toMatch(/^Sections: Introduction; Results; Conclusions; Appendix$/m);
    // Findings state results, beyond what the abstract already says.
    expect(m.content).toMatch(/^Key findings:\n- .*31%.*\n- .*9%/m);
    expect(m.content).toMatch(/^Facts: pages 204; created 2024-02-01T10:00:00Z$/m);
    expect(m.content.length).toBeLessThan(3000);
    expect(m.content).not.toMatch(/row 150/);
  });

  it('summarises with 1 to 3 central sentences', () => {
    const sentences = m.summary.split(/(?<=[.!?])\s+/);
    expect(sentences.length).toBeGreaterThanOrEqual(1);
    expect(sentences.length).toBeLessThanOrEqual(3);
    expect(m.summary).toMatch(/heat pump/i);
  });

  it('tags key phrases: lowercase, unique, no stop words, no format words', () => {
    expectTags(m.hash_tags);
    expect(m.hash_tags).toContain('#heat-pumps');
    for (const junk of ['#since', '#works', '#pdf', '#application', '#page', '#a', '#i']) expect(m.hash_tags).not.toContain(junk);
  });

  it('gives even a one-word file 3 tags, none of them its extension or mime type', () => {
    const tiny = buildMetadata({ segments: [{ text: 'ok', locator: '#line=1' }], facts: {} }, { name: 'a.pdf', mime: 'application/pdf', size: 2 });
    expectTags(tiny.hash_tags);
    for (const t of tiny.hash_tags) expect(['#pdf', '#application', '#a']).not.toContain(t);
  });

  it('skips contact and label lines in the summary', () => {
    const s = extractiveSummary('Jane Roe\njane@roe.example | +1 555 123 4567\nDate of birth: 1 May 1990\nJane designs bridges for coastal cities. Her bridges survive storms because they flex.');
    expect(s).not.toMatch(/@|Date of birth/);
    expect(s).toMatch(/bridges/);
  });
});

describe('metadata: images, video, audio', () => {
  it('images: caption, OCR text, visual elements, detected objects', () => {
    const x: Extracted = {
      segments: [
        { text: 'A red bicycle leaning on a wall.\nObjects: bicycle, wall.', locator: '#caption' },
        { text: 'NO PARKING\nBikes will be removed', locator: '#ocr' },
      ],
      facts: { format: 'jpeg', resolution: '1600x1200', camera: 'Pixel 8', taken_at: '2024-05-01T10:00:00', caption: 'A red bicycle leaning on a wall.', objects: 'bicycle, wall', caption_model: 'llava' },
    };
    const m = buildMetadata(x, file('bike.jpg'));
    expect(m.content).toMatch(/^Caption: A red bicycle leaning on a wall\.$/m);
    expect(m.content).toMatch(/^OCR text: NO PARKING\nBikes will be removed$/m);
    expect(m.content).toMatch(/^Visual elements: JPEG image; 1600x1200; camera Pixel 8; taken 2024-05-01T10:00:00; contains text$/m);
    expect(m.content).toMatch(/^Detected objects: bicycle, wall$/m);
    expect(m.summary).toBe('A red bicycle leaning on a wall.');
    expectTags(m.hash_tags);
    // Without a vision model: no caption line, and it says why there are no objects.
    const plain = buildMetadata({ segments: [], facts: { format: 'png', resolution: '10x10' } }, file('dot.png'));
    expect(plain.content).not.toMatch(/Caption/);
    expect(plain.content).toMatch(/^OCR text: none found$/m);
    expect(plain.content).toMatch(/^Detected objects: none \(no vision model configured\)$/m);
    expectTags(plain.hash_tags);
  });

  it('videos: transcript, key moments with times, topics', () => {
    const x: Extracted = {
      segments: [
        { text: 'Quarterly results', locator: '#t=00:00:00', section: 'On-screen text' },
        { text: 'Welcome to the quarterly results for the solar division.', locator: '#t=00:00:02', section: 'Transcript' },
        { text: 'Solar revenue grew by a third this quarter.', locator: '#t=00:00:09', section: 'Transcript' },
      ],
      facts: { duration: '00:00:15', resolution: '1280x720', video_codec: 'h264', audio_codec: 'aac', transcriber: 'pocketsphinx' },
    };
    const m = buildMetadata(x, file('q3.mp4'));
    expect(m.content).toMatch(/^Transcript: Welcome to the quarterly results for the solar division\. Solar revenue grew by a third this quarter\.$/m);
    expect(m.content).toMatch(/^Key moments:\n- 00:00:00 on screen: Quarterly results\n- 00:00:02 Welcome/m);
    expect(m.content).toMatch(/^Topics: .*solar/m);
    expect(m.summary).toMatch(/Solar revenue grew/);
  });

  it('audio: transcript and topics; says so when there is no transcript', () => {
    const m = buildMetadata({ segments: [{ text: 'Remember to water the tomato plants on the balcony.', locator: '#t=00:00:00' }], facts: { duration: '00:00:04' } }, file('memo.wav'));
    expect(m.content).toMatch(/^Transcript: Remember to water the tomato plants/m);
    expect(m.content).toMatch(/^Topics: /m);
    expect(m.content).not.toMatch(/Key moments/);
    const silent = buildMetadata({ segments: [], facts: { duration: '00:01:00', transcription_note: 'no transcriber is available' } }, file('x.mp3'));
    expect(silent.content).toMatch(/^Transcript: none \(no transcriber is available\)$/m);
    expectTags(silent.hash_tags);
  });
});

describe('keyPhrases and hashTags', () => {
  it('prefers recurring multi-word phrases and names over single words', () => {
    const p = keyPhrases('Apache Kafka moves events. We run Apache Kafka on Kubernetes. Kubernetes schedules Apache Kafka brokers since 2020.');
    expect(p[0]).toBe('apache kafka');
    expect(p).toContain('kubernetes');
    expect(p).not.toContain('since');
  });

  it('turns phrases into #lowercase-words tags, at most 8, never duplicated', () => {
    expect(hashTags(['Apache Kafka', 'apache kafka', 'Café Society', 'the', 'x', 'Data_Lake 2'])).toEqual(['#apache-kafka', '#cafe-society', '#data-lake']);
    expect(hashTags(Array.from({ length: 20 }, (_, i) => `topic${String.fromCharCode(97 + i)}`))).toHaveLength(8);
  });
});

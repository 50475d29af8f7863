/**
 * The built-in profile extractor on texts unlike the benchmark's fixtures: other layouts and
 * phrasings it should read, and the statements about other people it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { buildDocView } from '../../src/core/enrich/doc.js';
import { extractProfile } from '../../src/core/enrich/profile.js';
import { textToSegments } from '../../src/core/ingest/text.js';
import type { Extracted, Segment } from '../../src/core/ingest/types.js';

const NOW = '2025-01-01T00:00:00.000000';

function fromText(text: string, name = 'note.txt', x: Partial<Extracted> = {}) {
  const { segments } = textToSegments(text);
  return extractProfile(buildDocView({ segments, facts: {}, ...x }, { name }), NOW);
}

function fromParagraphs(paras: string[], name = 'cv.docx', x: Partial<Extracted> = {}) {
  const segments: Segment[] = paras.map((text, i) => ({ text, locator: `#paragraph=${i + 1}` }));
  return extractProfile(buildDocView({ segments, facts: {}, ...x }, { name }), NOW);
}

/** subtopic → values, for compact assertions. */
function bySubtopic(ev: ReturnType<typeof extractProfile>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const e of ev) (out[e.subtopic] ??= []).push(e.value);
  return out;
}

describe('first-person statements', () => {
  it('reads names, ages, places, languages, family and work from sentences', () => {
    const p = bySubtopic(
      fromText(
        [
          "Hello! My name is Tomasz Nowak and I'm 42 years old.",
          'I live in Krakow, Poland with my wife and our three children.',
          'I speak Polish, German and English, but my French is rusty.',
          "I'm a Senior Software Engineer at Globex Corporation.",
          'My favourite film is Amélie and my favorite dish is pierogi.',
          'I enjoy cycling and jazz, and I play the violin.',
          'My long-term goal is to open a small bakery.',
        ].join('\n'),
      ),
    );
    expect(p.Name).toEqual(['Tomasz Nowak']);
    expect(p.Age).toEqual(['42']);
    expect(p.city).toEqual(['Krakow']);
    expect(p.country).toEqual(['Poland']);
    expect(p.marital_status).toEqual(['married']);
    expect(p.number_of_children).toEqual(['3']);
    expect(p.language_spoken).toEqual(['Polish', 'German', 'English']);
    expect(p.company).toEqual(['Globex Corporation']);
    expect(p.title).toEqual(['Senior Software Engineer']);
    expect(p.movies).toEqual(['Amélie']);
    expect(p.foods).toEqual(['pierogi']);
    expect(p.sports).toEqual(['cycling']);
    expect(p.music!.sort()).toEqual(['jazz', 'violin']);
    expect(p.goals).toEqual(['open a small bakery']);
  });

  it('never takes what other people do, like or plan', () => {
    const ev = fromText(
      [
        'Diary, 2024-02-02',
        'My brother lives in Oslo and loves jazz.',
        'Sofia told me she is moving to Porto next year.',
        'Marco says his favourite food is bacalhau.',
        'My manager, Dana Scully, works at Initech.',
        'Do I speak German? Not really.',
        "I don't like sushi.",
        'The team wants to migrate to Snowflake.',
      ].join('\n'),
    );
    expect(ev).toEqual([]);
  });

  it('keeps evidence: the snippet that says it and the date of the diary entry', () => {
    const ev = fromText(['2023-05-04', 'We moved to Lisbon today.', '', '2024-01-10', 'I turned 40 today.'].join('\n'), 'diary.txt');
    const city = ev.find((e) => e.subtopic === 'city')!;
    expect(city).toMatchObject({ category: 'contact_info', value: 'Lisbon', evidence_time: '2023-05-04T00:00:00' });
    expect(city.snippet).toContain('moved to Lisbon');
    expect(ev.find((e) => e.subtopic === 'relocation')!.value).toMatch(/^Moved to Lisbon/);
    expect(ev.find((e) => e.subtopic === 'Age')).toMatchObject({ value: '40', evidence_time: '2024-01-10T00:00:00' });
  });

  it('uses the processing time when the text has no date of its own', () => {
    const ev = fromText("Note: I'm an introvert and I value honesty.\nI believe in second chances.");
    expect(bySubtopic(ev)).toMatchObject({ personality: ['introvert'], values: ['honesty'], beliefs: ['second chances'] });
    for (const e of ev) expect(e.evidence_time).toBe(NOW);
  });

  it('reads nothing personal from a paper written as "we"', () => {
    const ev = fromText('We enrolled 300 patients in the program. We found that the treatment reduced relapse by 40%. We believe in open data.');
    expect(ev).toEqual([]);
  });
});

describe('résumés', () => {
  const cv = [
    'PRIYA RAGHUNATHAN',
    'Machine Learning Engineer',
    'priya.r@example.org • +44 20 7946 0958 • Manchester, United Kingdom',
    'WORK EXPERIENCE',
    'Machine Learning Engineer at Umbrella Robotics (Jan 2023 – present)',
    'Built a defect detector for assembly lines.',
    'Data Scientist, Stark Analytics, Leeds',
    '2019 – 2022',
    'EDUCATION',
    'PhD in Statistics, University of Edinburgh, 2019',
    'BSc in Mathematics, University of Warwick, 2015',
    'TECHNICAL SKILLS',
    'Python • PyTorch • Kubernetes',
    'HOBBIES',
    'Rock climbing, baking, board games',
    'REFERENCES',
    'Dr. Alan Grant, alan.grant@example.org, +44 161 555 0101',
  ];

  it('reads the header, the current job, the latest degree and the list sections', () => {
    const p = bySubtopic(fromParagraphs(cv));
    expect(p.Name).toEqual(['Priya Raghunathan']);
    expect(p.email).toEqual(['priya.r@example.org']);
    expect(p.phone).toEqual(['+44 20 7946 0958']);
    expect(p.city).toEqual(['Manchester']);
    expect(p.country).toEqual(['United Kingdom']);
    expect(p.company).toEqual(['Umbrella Robotics']);
    expect(p.title).toEqual(['Machine Learning Engineer']);
    expect(p.school).toEqual(['University of Edinburgh']);
    expect(p.degree).toEqual(['PhD']);
    expect(p.major).toEqual(['Statistics']);
    expect(p.work_skills).toEqual(['Python', 'PyTorch', 'Kubernetes']);
    expect(p.sports).toEqual(['rock climbing']);
    expect(p.foods).toEqual(['baking']);
  });

  it('ignores contacts outside the header (references, other people)', () => {
    const ev = fromParagraphs(cv);
    expect(ev.some((e) => /alan|0101/i.test(e.value))).toBe(false);
    expect(ev.filter((e) => e.subtopic === 'email')).toHaveLength(1);
  });
});

describe('letters, invoices and invitations', () => {
  it("takes the sender's block and signature, never the recipient's", () => {
    const letter = [
      'Jonas Berg',
      'Storgatan 5, Uppsala, Sweden',
      'jonas.berg@example.se',
      '',
      '2 February 2024',
      '',
      'Ms. Karin Holm',
      'Holm & Partners',
      'Drottninggatan 1, Stockholm, Sweden',
      'karin@holm.example',
      '',
      'Dear Ms. Holm,',
      '',
      'I am writing to apply for the position of Legal Assistant.',
      '',
      'Kind regards,',
      'Jonas Berg',
    ].join('\n');
    const p = bySubtopic(fromText(letter, 'letter.txt'));
    expect(p.Name).toEqual(['Jonas Berg']);
    expect(p.city).toEqual(['Uppsala']);
    expect(p.country).toEqual(['Sweden']);
    expect(p.email).toEqual(['jonas.berg@example.se']);
  });

  it('says nothing about the user from an invoice or an invitation', () => {
    const invoice = ['ACME Supplies Ltd.', 'sales@acme.example | +1 555 010 2000', 'INVOICE', 'Invoice number: 77-1', 'Bill to: Jo Smith, jo@smith.example', 'Total: $120.00'];
    expect(fromParagraphs(invoice, 'invoice.pdf')).toEqual([]);
    const invitation = ['You are invited to Ana Costa’s 30th birthday', 'Saturday, 5 April 2025 at 8 PM', 'I love you all — Ana'];
    expect(fromParagraphs(invitation, 'invite.png')).toEqual([]);
  });
});

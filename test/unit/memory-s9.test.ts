/**
 * Rules session 9 added after the development personas (bench:memory --s8c, --s8b, --s8final)
 * missed them, each tried here on other people's texts: till slips that call themselves a tax
 * invoice or print no card line; CV lines with a note in brackets, honours degrees and a subject in
 * brackets; a promotion that outranks the CV's current title; a form dated by its signature; an
 * invitation "to their wedding" under the couple's names, its clock time after the day.
 */
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { extractMemory } from '../../src/core/enrich/memory.js';
import { newRole } from '../../src/core/enrich/profile-role.js';
import { extractFile } from '../../src/core/ingest/registry.js';
import { textToSegments } from '../../src/core/ingest/text.js';

const dir = mkdtempSync(join(tmpdir(), 'ctx-s9-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const x = (text: string) => ({ segments: textToSegments(text).segments, facts: {} });
const memoryOfText = (lines: string[], name: string) => extractMemory(x(lines.join('\n')), { name });
const brief = (es: Array<{ event_type: string; happen_time: string | null; content: string }>) => es.map((e) => [e.event_type, e.happen_time, e.content]);
const evidence = (m: Awaited<ReturnType<typeof extractMemory>>, sub: string) => m.evidence.filter((e) => e.subtopic === sub).map((e) => [e.value, e.evidence_time.slice(0, 10)]);

async function memoryOfFile(name: string, data: string) {
  const path = join(dir, name);
  writeFileSync(path, data);
  const ex = await extractFile({ path, name, ext: `.${name.split('.').pop()}`, size: statSync(path).size, mime: '' } as never);
  return extractMemory(ex, { name });
}

describe('till slips', () => {
  it('reads a slip headed "Tax invoice" as a till slip: its shop, the year-first date with its time, the total', async () => {
    const m = await memoryOfText(['SPAR Greenside', 'Tax invoice VAT reg 4120199933', '2025/07/04 09:12 Till 3', 'Full cream milk 2L R 32.99', 'Brown bread R 18.49', 'Bananas 1kg R 24.99', 'Total R 76.47', 'Card ****9021'], 'slip.png');
    expect(brief(m.events)).toEqual([['financial', '2025-07-04T09:12:00', 'Invoice from SPAR Greenside, 2025-07-04: 3 items, total 76.47.']]);
  });

  it('takes a slip with one tax line and no card or cash line as a receipt, its store number no address', async () => {
    const m = await memoryOfText(['SORIANA HIPER Coyoacan #2231', 'Fecha: 14/08/2025 Hora: 18:05', 'Tortillas 1kg $ 28.00', 'Frijol negro 1kg $ 41.50', 'Aguacate hass 1kg $ 69.90', 'Refresco 3L $ 45.00', 'TOTAL $ 184.40', 'IVA incluido $ 6.22'], 'ticket.png');
    expect(m.ownership.ownership).toBe('personal');
    expect(brief(m.events)).toEqual([['financial', '2025-08-14T18:05:00', 'Receipt from SORIANA HIPER Coyoacan, 2025-08-14: 4 items, total USD 184.40.']]);
  });

  it('counts the items above a total written in another language ("SUMME")', async () => {
    const m = await memoryOfText(['Baeckerei Schulz', 'Bon 118 12.09.2025 07:41', 'Roggenbrot 3,80', 'Brezel 2 St. 1,60', 'SUMME EUR 5,40', 'Bar 10,00', 'Rueckgeld 4,60'], 'bon.png');
    expect(brief(m.events)).toEqual([['financial', '2025-09-12T07:41:00', 'Receipt from Baeckerei Schulz, 2025-09-12: 2 items, total EUR 5.40.']]);
  });
});

describe('CVs', () => {
  it('reads a title with a note in brackets, an honours degree, and the subject of the bachelor’s it continues', async () => {
    const cv = [
      'NOMVULA DLAMINI',
      'Durban | 071 555 0199 | nomvula.d@mail.example',
      'EXPERIENCE',
      'Geologist, Anglo Minerals Ltd, Rustenburg (07/2014 - present)',
      'Junior Engineer (graduate programme), Aurecon SA, Cape Town (02/2011 - 06/2014)',
      'EDUCATION',
      'BSc (Hons), University of the Free State (2010)',
      'BSc (Geology), University of the Free State (2009)',
    ];
    const m = await memoryOfFile('cv.txt', cv.join('\n'));
    expect(brief(m.events).map(([t, h, c]) => [t, h, c])).toEqual([
      ['professional', '2014-07-01T00:00:00', 'Working as Geologist at Anglo Minerals Ltd since 07/2014.'],
      ['professional', '2011-02-01T00:00:00', 'Worked as Junior Engineer at Aurecon SA (02/2011 - 06/2014).'],
      ['educational', '2010-01-01T00:00:00', 'Completed BSc (Hons) at University of the Free State (2010).'],
      ['educational', '2009-01-01T00:00:00', 'Completed BSc in Geology at University of the Free State (2009).'],
    ]);
    expect([evidence(m, 'degree'), evidence(m, 'major'), evidence(m, 'school')].map((v) => v.map(([x]) => x))).toEqual([['BSc (Hons)'], ['Geology'], ['University of the Free State']]);
    // The current role is known from its start, so a later promotion outranks it.
    expect(evidence(m, 'title')).toEqual([['Geologist', '2014-07-01']]);
  });
});

describe('a new role', () => {
  it('reads a promotion or appointment told to the user or by them, dated from when it takes effect', () => {
    expect(newRole('We are pleased to confirm your promotion to Deputy Principal of Greenfield Academy with effect from 1 September 2025.', '2025-06-20T10:00:00', true)).toEqual({ title: 'Deputy Principal', time: '2025-09-01T00:00:00' });
    expect(newRole('The board approved your appointment as Head of Research (Grade 7), effective January 5, 2026.', '2025-12-01T09:00:00', true)).toEqual({ title: 'Head of Research', time: '2026-01-05T00:00:00' });
    expect(newRole('First day as Operations Director at the port.', '2025-03-03T00:00:00', false)).toEqual({ title: 'Operations Director', time: '2025-03-03T00:00:00' });
    expect(newRole('I was promoted to Senior Pharmacist today!', '2025-04-11T00:00:00', false)).toEqual({ title: 'Senior Pharmacist', time: '2025-04-11T00:00:00' });
    // Someone else's promotion, or no title after the words, is none.
    expect(newRole('Your promotion to the next round is confirmed.', '2025-04-11T00:00:00', true)).toBeUndefined();
    expect(newRole('She was promoted to Chief Nurse.', '2025-04-11T00:00:00', false)).toBeUndefined();
  });

  it('gives the title from a message to the user, dated from its effect', async () => {
    const mail = [
      { headers: { From: 'HR <hr@greenfield.example>', To: 'Lerato Khumalo <lerato.k@post.example>', Date: 'Fri, 20 Jun 2025 10:00:00 +0200', Subject: 'Promotion' }, body: 'Dear Lerato,\n\nWe are pleased to confirm your promotion to Deputy Principal of Greenfield Academy with effect from 1 September 2025.\n\nKind regards,\nHR' },
      { headers: { From: 'Lerato Khumalo <lerato.k@post.example>', To: 'hr@greenfield.example', Date: 'Fri, 20 Jun 2025 12:00:00 +0200', Subject: 'Re: Promotion' }, body: 'Thank you!\n\nLerato' },
      { headers: { From: 'Lerato Khumalo <lerato.k@post.example>', To: 'thabo@post.example', Date: 'Sat, 21 Jun 2025 09:00:00 +0200', Subject: 'news' }, body: 'Guess who is going to be deputy!\n\nL.' },
    ];
    const m = await memoryOfFile('mail.json', JSON.stringify(mail));
    expect(evidence(m, 'title')).toEqual([['Deputy Principal', '2025-09-01']]);
  });
});

describe('forms and invitations', () => {
  it('dates a form’s values by its signature, in the order its labels declare, never after today', async () => {
    const form = ['Credit union membership form', 'Full name: Ramon Dela Cruz', 'Date of birth (MM/DD/YYYY): 03/21/1988', 'Occupation: Electrician', 'Employer: Meralco', 'Mobile: 0917 555 0142', 'Signature: R. Dela Cruz Date: 04/05/2025'];
    const m = await memoryOfText(form, 'form.txt');
    expect(evidence(m, 'title')).toEqual([['Electrician', '2025-04-05']]);
    const dayFirst = await memoryOfText([...form.slice(0, 2), 'Date of birth: 21/03/1988', ...form.slice(3)], 'form2.txt');
    expect(evidence(dayFirst, 'title')).toEqual([['Electrician', '2025-05-04']]);
  });

  it('names the couple above "invite you to their wedding" and takes the time after the day', async () => {
    const m = await memoryOfText(['Lucía Romero & Pablo Ibáñez', 'te invitan a su boda / invite you to their wedding', 'Sábado 11 de octubre de 2025: 18:30 h', 'Finca El Olivar, Ronda'], 'boda.png');
    expect(brief(m.events)).toEqual([['social', '2025-10-11T18:30:00', 'Invited to the wedding of Lucía Romero & Pablo Ibáñez at Finca El Olivar, Ronda.']]);
  });
});

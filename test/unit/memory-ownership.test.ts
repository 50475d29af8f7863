/**
 * Whose document is it: reference documents other people wrote (test/data/reference, real
 * Wikipedia and eLife text) give nothing to the profile or the timeline, while personal files —
 * a mail export, a filled-in form, a diary with a references section — do, dated by their own
 * entries. Files go through the real extractors (extractFile), as the worker runs them.
 */
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { extractMemory } from '../../src/core/enrich/memory.js';
import { extractFile } from '../../src/core/ingest/registry.js';

const dir = mkdtempSync(join(tmpdir(), 'ctx-ownership-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function memoryOf(path: string) {
  const name = path.split('/').pop()!;
  const x = await extractFile({ path, name, ext: `.${name.split('.').pop()}`, size: statSync(path).size, mime: '' } as never);
  return extractMemory(x, { name });
}

async function memoryOfText(name: string, content: string) {
  const path = join(dir, name);
  writeFileSync(path, content);
  return memoryOf(path);
}

describe('reference documents', () => {
  for (const f of ['norwich-city.txt', 'ibm-wikipedia.txt', 'elife-56337.txt']) {
    it(`${f} is reference: no profile values, no events, and a reason`, async () => {
      const m = await memoryOf(join(import.meta.dirname, '../data/reference', f));
      expect(m.ownership.ownership).toBe('reference');
      expect(m.ownership.reason.length).toBeGreaterThan(5);
      expect(m.evidence).toEqual([]);
      expect(m.events).toEqual([]);
    });
  }

  it('leaves a personal file’s references section out of its events', async () => {
    const m = await memoryOfText(
      'notes.txt',
      ['3 March 2025', 'I started a pottery course at the community college.', '', 'References', 'Smith, J. (2019). Clay and fire. Journal of Crafts 12(3): 45–67.', 'Retrieved 29 July 2020.'].join('\n'),
    );
    expect(m.ownership.ownership).toBe('personal');
    expect(m.events.map((e) => [e.event_type, e.happen_time])).toEqual([['educational', '2025-03-03T00:00:00']]);
  });
});

describe('personal formats', () => {
  it('reads a mail export: each message dated by its Date, a booking as a financial and a travel event, the signature of the user', async () => {
    const mails = [
      { from: 'Lumen Rail <tickets@lumenrail.example>', to: 'Noor Haddad <noor.haddad@mail.example>', date: 'Fri, 7 Mar 2025 09:00:00 +0100', subject: 'Your e-ticket', body: 'E-ticket\nPassenger: Noor Haddad\nTrain LR 402 Lyon - Geneva\nDeparture: 2 April 2025 08:12\nTotal paid: EUR 64.50' },
      { from: 'Noor Haddad <noor.haddad@mail.example>', to: 'Sam <sam@mail.example>', date: 'Mon, 10 Mar 2025 18:00:00 +0100', subject: 'News', body: 'Hi Sam,\n\nI passed my pharmacology exam yesterday!\n\nBest regards,\nNoor Haddad\nProduct Designer | Atelier Nord\n+33 6 12 34 56 78' },
    ];
    const m = await memoryOfText('mail.json', JSON.stringify(mails));
    expect(m.ownership).toEqual({ ownership: 'personal', reason: 'mail from or to the user' });
    const ev = m.events.map((e) => `${e.event_type} ${e.happen_time} ${e.content}`);
    expect(ev).toContainEqual(expect.stringMatching(/^financial 2025-03-07T00:00:00 .*Lumen Rail.*EUR 64\.50/));
    expect(ev).toContainEqual(expect.stringMatching(/^personal 2025-04-02T08:12:00 Train LR 402 from Lyon to Geneva/));
    // "yesterday" counts from the message's Date, not from today.
    expect(ev).toContainEqual(expect.stringMatching(/^educational 2025-03-09T00:00:00 .*pharmacology exam/));
    const p = Object.fromEntries(m.evidence.map((e) => [e.subtopic, e.value]));
    expect(p).toMatchObject({ Name: 'Noor Haddad', email: 'noor.haddad@mail.example', title: 'Product Designer', company: 'Atelier Nord', phone: '+33 6 12 34 56 78' });
  });

  it('takes a boarding pass or train ticket without a price as the passenger’s own, and a travel guide as reference', async () => {
    const pass = await memoryOfText('norwegian-boarding.txt', 'NORWEGIAN BOARDING PASS\nLARSEN/INGRID MS\nFROM OSLO OSL TO TROMSO TOS\nFLIGHT DY 380 DATE 14MAR\nBOARDING 06:25 GATE D7 SEAT 12F\n');
    expect(pass.ownership).toMatchObject({ ownership: 'personal', reason: 'a booking or ticket' });
    expect(pass.events?.map((e) => e.content)).toEqual(['Flight DY 380 from Oslo to Tromso.']);
    const dated = await memoryOfText('pass-ak.txt', 'airasia BOARDING PASS\nTAN/MEI LING MS\nPENANG PEN > LANGKAWI LGK\nFlight AK 6318 Date O9AUG26\nBoarding 10:05 Departs 10:35\nGate A4 Seat 7C\n');
    expect(dated.events?.map((e) => [e.content, e.happen_time])).toEqual([['Flight AK 6318 from Penang to Langkawi.', '2026-08-09T10:35:00']]);
    const guide = await memoryOfText('tromso-guide.txt', `${'Tromsø is best reached by a short flight from Oslo; the boarding pass can be printed at the airport and the seat chosen online. The old town has wooden houses, the cathedral and the harbour. '.repeat(12)}\n`);
    expect(guide.ownership?.ownership).toBe('reference');
  });

  it('reads a filled-in form by its labels, leaving other people’s fields alone', async () => {
    const m = await memoryOfText(
      'form.txt',
      ['Volunteer registration', 'Surname: Okafor', 'First name: Chidi', 'Date of birth: 30/11/1990', 'Town/City: Enugu', 'Mobile number: +234 803 555 0147', 'Occupation: Pharmacist', 'Emergency contact: Ada Okafor, +234 803 555 0199'].join('\n'),
    );
    expect(m.ownership.ownership).toBe('personal');
    const p = Object.fromEntries(m.evidence.map((e) => [e.subtopic, e.value]));
    expect(p).toMatchObject({ Name: 'Chidi Okafor', birth_date: '1990-11-30', city: 'Enugu', phone: '+234 803 555 0147', title: 'Pharmacist' });
    expect(m.evidence.some((e) => e.value.includes('0199') || e.value.includes('Ada'))).toBe(false);
  });

  it('reads one saved message from a clinic as written to the user: "your appointment" is theirs, on its own date', async () => {
    const m = await memoryOfText(
      'message.txt',
      ['From: Harbour Dental Clinic <reception@harbourdental.example>', 'To: Ines Duarte <ines.duarte@mail.example>', 'Date: Mon, 3 Feb 2025 09:00:00 +0000', 'Subject: Your appointment', '', 'Dear Ines,', '', 'This is to confirm your appointment with Dr. Lima on Thursday 13 February 2025 at 15:00.', '', 'Reception'].join('\n'),
    );
    expect(m.events.map((e) => [e.event_type, e.happen_time])).toEqual([['personal', '2025-02-13T15:00:00']]);
    expect(Object.fromEntries(m.evidence.map((e) => [e.subtopic, e.value]))).toEqual({ email: 'ines.duarte@mail.example', Name: 'Ines Duarte' });
  });

  it('dates each clause of a sentence by its own date', async () => {
    const m = await memoryOfText('diary.txt', ['10 March 2025', 'We booked the trip last night: we fly to Porto on 2 May 2025.'].join('\n'));
    expect(m.events.map((e) => [e.event_type, e.happen_time])).toEqual([['personal', '2025-05-02T00:00:00']]);
  });

  it('dates a diary entry by its heading, not by the model year of what was bought', async () => {
    const m = await memoryOfText('diary.txt', ['12 May 2024', 'Bought a used 2015 Honda Civic for 7,400 euros.'].join('\n'));
    expect(m.events.map((e) => [e.event_type, e.happen_time])).toEqual([['financial', '2024-05-12T00:00:00']]);
  });
});

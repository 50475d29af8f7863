/**
 * Rules added after the session-8 held-aside personas (Québec City, Leipzig) showed files in
 * French and German, and numeric dates with two-digit years, giving no profile or events. Each
 * is tried here on new text.
 */
import { describe, expect, it } from 'vitest';
import { extractMemory } from '../../src/core/enrich/memory.js';
import { labelParts } from '../../src/core/enrich/ownership.js';
import { isOrganisation } from '../../src/core/enrich/mail.js';
import { typeOf } from '../../src/core/enrich/events.js';
import { findDates } from '../../src/core/enrich/dates.js';
import { jobHeading } from '../../src/core/enrich/profile-resume.js';
import { textToSegments } from '../../src/core/ingest/text.js';

const x = (text: string) => ({ segments: textToSegments(text).segments, facts: {} });
const memoryOfText = (text: string, name: string) => extractMemory(x(text), { name }, undefined, new Date('2026-06-10T12:00:00Z'));
const values = (m: Awaited<ReturnType<typeof extractMemory>>, sub: string) => m.evidence.filter((e) => e.subtopic === sub).map((e) => e.value);

describe('other languages and date forms', () => {
  it('dates a diary whose headings are numeric dates with a two-digit year', async () => {
    const m = await memoryOfText(['Di., 14.04.26', 'Took the train to Erfurt and visited my old friend Klaus in hospital.', '', 'Fr., 17.04.26', 'Bought a new bicycle at Radhaus Krause for 640 €.'].join('\n'), 'notizbuch.txt');
    expect(m.ownership.reason).toContain('diary');
    expect(m.events.map((e) => e.happen_time?.slice(0, 10))).toEqual(expect.arrayContaining(['2026-04-14', '2026-04-17']));
  });

  it('reads a form in German or French, a surname-first name field, and translates the values', async () => {
    expect(labelParts('Vorname')).toContain('first name');
    expect(labelParts('Date de naissance')).toContain('date of birth');
    const de = await memoryOfText(['Anmeldung Sportverein Grünau', 'Name, Vorname | Hoffmann, Petra', 'Geburtsdatum | 02.11.1961', 'Staatsangehörigkeit | deutsch', 'Familienstand | geschieden', 'PLZ, Ort | 12527 Berlin', 'Telefon | 030 6781 2244'].join('\n'), 'anmeldung.txt');
    expect(values(de, 'Name')).toEqual(['Petra Hoffmann']);
    expect(values(de, 'birth_date')).toEqual(['1961-11-02']);
    expect(values(de, 'nationality')).toEqual(['German']);
    expect(values(de, 'marital_status')).toEqual(['divorced']);
    expect(values(de, 'city')).toEqual(['Berlin']);
    const fr = await memoryOfText(['Inscription — Club de ski de fond', 'Nom | Gagnon', 'Prénom | Hélène', 'Date de naissance | 1988-03-09', 'Courriel | helene.gagnon@courriel.example', 'État civil | mariée', 'Ville | Sherbrooke'].join('\n'), 'inscription.txt');
    expect(values(fr, 'Name')).toEqual(['Hélène Gagnon']);
    expect(values(fr, 'marital_status')).toEqual(['married']);
    expect(values(fr, 'city')).toEqual(['Sherbrooke']);
  });

  it('reads a bilingual form: long labels, the English side of a value, dependants, a Canadian address', async () => {
    const m = await memoryOfText(
      [
        'Demande de location / Rental application',
        'Nom / Last name | Lavoie',
        'Prénom / First name | Mathieu',
        'Date de naissance / Date of birth (AAAA-MM-JJ) | 1990-07-14',
        'État civil / Marital status | Célibataire / Single',
        'Personnes à charge / Dependants | 2',
        'Adresse / Home address | 88, rue Saint-Jean, Gatineau (QC) J8X 2L4',
        'Poste / Occupation | Infirmier / Nurse',
      ].join('\n'),
      'demande-location.txt',
    );
    expect(values(m, 'birth_date')).toEqual(['1990-07-14']);
    expect(values(m, 'marital_status')).toEqual(['single']);
    expect(values(m, 'number_of_children')).toEqual(['2']);
    expect(values(m, 'city')).toEqual(['Gatineau']);
    expect(values(m, 'country')).toEqual(['Canada']);
    expect(values(m, 'title')).toEqual(['Nurse']);
  });

  it('takes a German clinic for the sender, and each appointment a confirmation lists for an event', async () => {
    expect(isOrganisation('Zahnarztpraxis Dr. Wolf <termine@praxis-wolf.example>')).toBe(true);
    const mail = [
      'From: Zahnarztpraxis Dr. Wolf <termine@praxis-wolf.example>',
      'To: petra.hoffmann@mail.example',
      'Date: Mon, 4 May 2026 09:12:00 +0200',
      'Subject: Ihre Termine',
      '',
      'Sehr geehrte Frau Hoffmann,',
      'wir bestätigen Ihre Termine:',
      'Kontrolluntersuchung: Dienstag, 12.05.2026, 08:30 Uhr',
      'Professionelle Zahnreinigung: Freitag, 22.05.2026, 14:00 Uhr',
      'Mit freundlichen Grüßen',
      'Ihr Praxisteam',
    ].join('\n');
    const m = await memoryOfText(mail, 'termine.txt');
    expect(values(m, 'Name')).not.toContain('Zahnarztpraxis Dr. Wolf');
    expect(m.events.map((e) => e.happen_time)).toEqual(expect.arrayContaining(['2026-05-12T08:30:00']));
  });

  it('takes "I" in a message someone else wrote to the user for its writer, and no undated happening from a message', async () => {
    // Two messages in one mbox: the address in both is the user's.
    const mbox = [
      'From joost.bakker@mail.example Fri Mar  6 18:00:00 2026',
      'From: Joost Bakker <joost.bakker@mail.example>',
      'To: Sanne de Vries <sanne.dv@mail.example>',
      'Date: Fri, 6 Mar 2026 18:00:00 +0100',
      'Subject: market',
      '',
      'Hi Sanne, I passed my cycling proficiency exam yesterday! Market on Saturday?',
      '',
      'From sanne.dv@mail.example Sat Mar  7 10:02:00 2026',
      'From: Sanne de Vries <sanne.dv@mail.example>',
      'To: Joost Bakker <joost.bakker@mail.example>',
      'Date: Sat, 7 Mar 2026 10:02:00 +0100',
      'Subject: Re: market',
      '',
      'Hi Joost,',
      'I passed my driving exam last week, finally! See you at the market.',
      'Sanne',
    ].join('\n');
    const m = await memoryOfText(mbox, 'mail.mbox.txt');
    expect(m.events.filter((e) => /driving exam/.test(e.content))).toEqual([]);
    expect(m.events.filter((e) => /cycling proficiency/.test(e.content)).map((e) => e.happen_time)).toEqual(['2026-03-05T00:00:00']);
    const clinic = ['From: Riverside Dental <bookings@riversidedental.example>', 'To: joost.bakker@mail.example', 'Date: Mon, 9 Mar 2026 08:00:00 +0100', 'Subject: Appointment', '', 'Dear Mr Bakker,', 'Your appointment is confirmed.', 'Please arrive ten minutes before your appointment.', 'Riverside Dental'].join('\n');
    expect((await memoryOfText(clinic, 'riverside.txt')).events.filter((e) => e.happen_time === null)).toEqual([]);
  });

  it('reads a CV role written "Title, unit — Employer, town (dates)"', () => {
    expect(jobHeading('Sous Chef III, Pastry Section — Hotel Miramar, Valparaíso (May 2018 – present)')).toEqual({ title: 'Sous Chef III', company: 'Hotel Miramar' });
    expect(jobHeading('Charge Nurse, Ward 4B — Royal Infirmary, Leeds (2016 – 2020)')).toEqual({ title: 'Charge Nurse', company: 'Royal Infirmary' });
  });

  it('lets a weekday decide which number of a slashed date is the month', () => {
    const iso = (t: string) => findDates(t, null).map((d) => d.iso.slice(0, 10));
    expect(iso('Sunday 8/3/2026')).toEqual(['2026-03-08']);
    expect(iso('Monday 8/3/2026')).toEqual(['2026-08-03']);
    expect(iso('Tuesday, 3/10/2026')).toEqual(['2026-03-10']);
  });

  it("gives a CV's licences and certificates as educational events on their dates", async () => {
    const cv = ['ANA LIMA', 'Pharmacist · Porto', 'ana.lima@correio.example · +351 912 000 111', 'Work experience', 'Pharmacist — Farmácia Central, Porto (March 2018 – present)', 'Licences & certifications', 'Licensed pharmacist, Ordem dos Farmacêuticos (September 2017)', 'Vaccination training certificate (May 2021)', 'Languages', 'Portuguese (native), English (fluent)'].join('\n');
    const m = await memoryOfText(cv, 'CV_Ana_Lima.txt');
    const edu = m.events.filter((e) => e.event_type === 'educational').map((e) => e.happen_time?.slice(0, 7));
    expect(edu).toEqual(expect.arrayContaining(['2017-09', '2021-05']));
  });

  it('types a class, course or language test the user sits as educational, wherever it is held', () => {
    expect(typeOf('Thursday 6pm first-aid refresher course at the hospital education centre')).toBe('educational');
    expect(typeOf('IELTS test at the British Council on Saturday')).toBe('educational');
    expect(typeOf('Upgraded to first class on the train to Glasgow')).not.toBe('educational');
  });

  it('names whose occasion an invitation is when "invited" stands alone and the names follow the occasion', async () => {
    const card = ['You are warmly invited', 'to the Baptism of', 'AMARA NKEM OBI', 'Sunday, 14 June 2026 at 11:00 AM', "St Mary's Church, Enugu"].join('\n');
    const m = await memoryOfText(card, 'baptism-card.txt');
    expect(m.events.map((e) => e.content).join(' ')).toContain('Baptism of AMARA NKEM OBI');
  });
});

/**
 * Rules session 9 added after the development personas (bench:memory --s8c, --s8b, --s8final)
 * missed them, each tried here on other people's texts: till slips that call themselves a tax
 * invoice or print no card line; CV lines with a note in brackets, honours degrees and a subject in
 * brackets; a promotion that outranks the CV's current title; a form dated by its signature; an
 * invitation "to their wedding" under the couple's names, its clock time after the day; diary
 * headings with weekdays abbreviated in other languages; a note's items dated from the heading
 * they sit under; verbless diary happenings; a flight leg dated on the line below; a ticket that
 * prints only its seat's price; an appointment dated by the Date and Time fields under it.
 */
import { describe, expect, it } from 'vitest';
import { dateLine, findDates } from '../../src/core/enrich/dates.js';
import { clockTime } from '../../src/core/enrich/events.js';
import { listItems } from '../../src/core/enrich/profile-collector.js';
import { newRole } from '../../src/core/enrich/profile-role.js';
import { brief, evidence, memoryOfText, memoryScratch } from '../helpers/memory.js';

const { store, memoryOfFile } = memoryScratch('ctx-s9-');

describe('till slips', () => {
  it('reads a slip headed "Tax invoice" as a till slip: its shop, the year-first date with its time, the total', async () => {
    const m = await memoryOfText(['SPAR Greenside', 'Tax invoice VAT reg 4120199933', '2025/07/04 09:12 Till 3', 'Full cream milk 2L R 32.99', 'Brown bread R 18.49', 'Bananas 1kg R 24.99', 'Total R 76.47', 'Card ****9021'], 'slip.png');
    expect(brief(m.events)).toEqual([['financial', '2025-07-04T09:12:00', 'Invoice from SPAR Greenside, 2025-07-04: 3 items, total 76.47.']]);
  });

  it('takes a slip with one tax line and no card or cash line as a receipt, its store number no address', async () => {
    const m = await memoryOfText(['SORIANA HIPER Coyoacan #2231', 'Fecha: 14/08/2025 Hora: 18:05', 'Tortillas 1kg $ 28.00', 'Frijol negro 1kg $ 41.50', 'Aguacate hass 1kg $ 69.90', 'Refresco 3L $ 45.00', 'TOTAL $ 184.40', 'IVA incluido $ 6.22'], 'ticket.png');
    expect(m.ownership.ownership).toBe('personal');
    expect(brief(m.events)).toEqual([['financial', '2025-08-14T18:05:00', 'Receipt from SORIANA HIPER Coyoacan, 2025-08-14: 4 items, total MXN 184.40.']]);
  });

  it('counts the items above a total written in another language ("SUMME")', async () => {
    const m = await memoryOfText(['Baeckerei Schulz', 'Bon 118 12.09.2025 07:41', 'Roggenbrot 3,80', 'Brezel 2 St. 1,60', 'SUMME EUR 5,40', 'Bar 10,00', 'Rueckgeld 4,60'], 'bon.png');
    expect(brief(m.events)).toEqual([['financial', '2025-09-12T07:41:00', 'Receipt from Baeckerei Schulz, 2025-09-12: 2 items, total EUR 5,40.']]);
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

describe('CVs in plain text', () => {
  it('keeps one entry per line when each closes on its dates, and reads a business school', async () => {
    const cv = ['PEDRO ALVES', 'Porto | +351 912 000 111 | pedro@x.example', 'EXPERIENCE', 'Operations Manager, Sonae Logistics, Porto, 2019–present', 'Shift Supervisor, DHL Portugal, Mar 2015 to Jun 2018', 'Warehouse Assistant, Jerónimo Martins, 01/2012 – 12/2014', 'EDUCATION', 'BSc (Hons) Logistics, University of Porto, 2011', 'MBA, Porto Business School, Sep 2016 - Jul 2018'];
    const m = await memoryOfFile('cv-pedro.txt', cv.join('\n'));
    expect(brief(m.events).map(([t, h]) => [t, h])).toEqual([
      ['professional', '2019-01-01T00:00:00'],
      ['professional', '2015-03-01T00:00:00'],
      ['professional', '2012-01-01T00:00:00'],
      ['educational', '2011-01-01T00:00:00'],
      ['educational', '2018-07-01T00:00:00'],
    ]);
    expect([evidence(m, 'degree'), evidence(m, 'school')].map((v) => v.map(([x]) => x))).toEqual([['MBA'], ['Porto Business School']]);
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

  it('reads sex or gender written in another language or as a letter, and keeps any other answer as written', async () => {
    const form = (g: string) => memoryOfText(['Application form', 'Full name: Ana Ruiz', `Sexo / Sex: ${g}`, 'Date of birth: 03/04/1990', 'Phone: 0612 334 556', 'City: Sevilla'], 'form.txt');
    expect((await Promise.all(['Femenino (F)', 'M', 'weiblich', 'Non-binary'].map(form))).map((m) => evidence(m, 'Gender').map(([v]) => v))).toEqual([['Female'], ['Male'], ['Female'], ['Non-binary']]);
  });

  it('names the couple above "invite you to their wedding" and takes the time after the day', async () => {
    const m = await memoryOfText(['Lucía Romero & Pablo Ibáñez', 'te invitan a su boda / invite you to their wedding', 'Sábado 11 de octubre de 2025: 18:30 h', 'Finca El Olivar, Ronda'], 'boda.png');
    expect(brief(m.events)).toEqual([['social', '2025-10-11T18:30:00', 'Invited to the wedding of Lucía Romero & Pablo Ibáñez at Finca El Olivar, Ronda.']]);
  });
});

describe('diaries and notes', () => {
  it('reads headings with a weekday abbreviated in Spanish, Portuguese, Italian or French, and a clock time after "mañana"', () => {
    expect(['mié 04/06/2025', 'sex 13/06/2025', 'gio 12/06/2025', 'dim 15/06/2025'].map((t) => dateLine(t)?.iso)).toEqual(['2025-06-04T00:00:00', '2025-06-13T00:00:00', '2025-06-12T00:00:00', '2025-06-15T00:00:00']);
    expect([clockTime('revisión mañana 10:15 en el taller'), clockTime('Zahnarzt morgen 8.45'), clockTime('demain 14h30 chez Paul')]).toEqual(['10:15:00', '08:45:00', '14:30:00']);
  });

  it('counts a note item’s relative day from the heading it sits under, and takes the coming weekday for a plan', async () => {
    const m = await memoryOfText(['mar 03/06/2025', '- Dentist tomorrow 9:30', '- Paid the plumber today: $1,200', '- call the bank', 'lun 09/06/2025', '- Team meeting next Monday 8:00', '- Choir at Ana’s on Saturday, 18:00', '- buy bread'], 'notas.txt');
    expect(brief(m.events).map(([t, h]) => [t, h])).toEqual([
      ['personal', '2025-06-04T09:30:00'],
      ['financial', '2025-06-03T00:00:00'],
      ['professional', '2025-06-16T08:00:00'],
      ['social', '2025-06-14T18:00:00'],
    ]);
  });

  it('finds happenings a diary tells without a verb or an "I", typed by what they are', async () => {
    const diary = [
      'sáb 07/06/2025',
      'Bought the scooter at last! 2022 Vespa Primavera, blue, from Moto Centro — €2,900 with the helmet thrown in.',
      'dom 15/06/2025',
      'Padel at the Parque Norte courts with Marta and Leo. Lost both sets.',
      'vie 20/06/2025',
      'The bonus landed today, finally. Paying off the card.',
      'sáb 21/06/2025',
      'Abuela’s 90th at the farm in Jaén. Forty people, three paellas.',
      'sáb 28/06/2025',
      'Lisbon with Inés, our first trip without the kids. Grilled sardines everywhere.',
    ];
    const m = await memoryOfText(diary, 'diario.txt');
    expect(brief(m.events)).toEqual([
      ['financial', '2025-06-07T00:00:00', 'Bought the scooter at last! 2022 Vespa Primavera, blue, from Moto Centro — €2,900 with the helmet thrown in.'],
      ['personal', '2025-06-15T00:00:00', 'Padel at the Parque Norte courts with Marta and Leo.'],
      ['financial', '2025-06-20T00:00:00', 'The bonus landed today, finally.'],
      ['social', '2025-06-21T00:00:00', 'Abuela’s 90th at the farm in Jaén.'],
      ['personal', '2025-06-28T00:00:00', 'Lisbon with Inés, our first trip without the kids.'],
    ]);
  });
});

describe('mail, tickets and appointments', () => {
  it('dates a flight leg by the line below it, and a ticket that prints only its seat’s price', async () => {
    const mail = [
      { headers: { From: 'Kulula <bookings@kulula.example>', To: 'zanele.m@post.example', Date: 'Tue, 6 May 2025 09:00:00 +0200', Subject: 'Booking confirmation - QX7P2L' }, body: 'Booking reference: QX7P2L\n\nOUTBOUND  MN 453  Durban (DUR) - Johannesburg (JNB)\n          Thu 22/05/2025  06:10 - 07:20\n\nTotal paid: R 1,940.00' },
    ];
    const m = await memoryOfFile('mail.json', JSON.stringify(mail));
    expect(brief(m.events).map(([t, h]) => [t, h])).toEqual([
      ['financial', '2025-05-06T00:00:00'],
      ['personal', '2025-05-22T06:10:00'],
    ]);
    const ticket = await memoryOfText(['TICKETPRO e-ticket', 'MAFIKIZOLO LIVE', 'Durban ICC Arena', 'Sat 14 Jun 2025 Doors 18:00 Show 20:00', 'Floor standing Admit 1 R 450.00', 'Purchased 2025/05/02 Order 5512'], 'ticket.png');
    expect(ticket.ownership.ownership).toBe('personal');
    expect(brief(ticket.events)).toEqual([
      ['social', '2025-06-14T20:00:00', 'MAFIKIZOLO LIVE at Durban ICC Arena.'],
      ['financial', '2025-05-02T00:00:00', 'Booking with TICKETPRO: total 450.00.'],
    ]);
  });

  it('dates an appointment confirmation by the Date and Time fields under it, named by its service and place', async () => {
    const eml = ['From: SmileCare <bookings@smilecare.example>', 'To: ana.r@post.example', 'Date: Mon, 2 Jun 2025 09:00:00 +0100', 'Subject: Your booking', '', 'Dear Ana,', '', 'Your appointment is confirmed.', 'Service: Hygienist clean', 'Location: SmileCare Leith Walk', 'Date: 12/06/2025', 'Time: 4:15 PM', '', 'SmileCare'].join('\r\n');
    const m = await memoryOfFile('booking.txt', eml);
    expect(brief(m.events)).toEqual([['personal', '2025-06-12T16:15:00', 'Your appointment is confirmed: Hygienist clean at SmileCare Leith Walk.']]);
  });
});

describe('one trip in a booking and a diary', () => {
  it('names an airport’s other names beside its town, and keeps the earlier time of one happening told twice', async () => {
    const mail = [
      { headers: { From: 'AirAsia <noreply@airasia.example>', To: 'dewi.s@post.example', Date: 'Mon, 3 Mar 2025 09:00:00 +0700', Subject: 'Booking confirmation - B7K2QX' }, body: 'Booking reference: B7K2QX\n\nDEPART  QZ 7510  Jakarta (CGK) to Denpasar/Bali-Ngurah Rai (DPS)\n        Fri, 18 Apr 2025  06:15 - 09:05\n\nTotal paid: IDR 1,850,000' },
    ];
    const m = await memoryOfFile('mail.json', JSON.stringify(mail));
    expect(m.events.find((e) => e.event_type === 'personal')?.content).toBe('Flight QZ 7510 from Jakarta to Denpasar (Bali Ngurah Rai).');
    const { account } = store.accounts.ensure('acme');
    const su = store.subUsers.ensure(account.id, 'default').id;
    const file = (name: string) => {
      store.recordBlob(name, 1);
      return store.entries.createFile(su, { dir: '/me', name, sha256: name, size: 1, mime: 'text/plain' }).entry.file_id;
    };
    const t = '2025-01-01T00:00:00.000000';
    store.memory.replaceForFile(su, file('mail.json'), [], [{ event_type: 'personal', content: 'Flight QZ 7510 from Jakarta to Denpasar (Bali Ngurah Rai).', dedupe_key: 'a', happen_time: '2025-04-18T06:15:00', mention_time: t }]);
    store.memory.replaceForFile(su, file('diary.txt'), [], [{ event_type: 'personal', content: 'BALI! Landed at Ngurah Rai before 10am, beach by noon.', dedupe_key: 'b', happen_time: '2025-04-18T10:00:00', mention_time: t }]);
    expect(store.memory.events(su, { limit: 10 }).map((e) => [e.happen_time, e.sources.length])).toEqual([['2025-04-18T06:15:00', 2]]);
    // A journey and the diary's day at its destination, naming nothing else in common.
    store.memory.replaceForFile(su, file('ticket.pdf'), [], [{ event_type: 'personal', content: 'Train from Wien Hbf to Salzburg Hbf.', dedupe_key: 'c', happen_time: '2025-05-02T07:10:00', mention_time: t }]);
    store.memory.replaceForFile(su, file('tagebuch.txt'), [], [{ event_type: 'personal', content: 'Day trip to Salzburg with Ute.', dedupe_key: 'd', happen_time: '2025-05-02T00:00:00', mention_time: t }]);
    // …but a stay there is an event of its own.
    store.memory.replaceForFile(su, file('hotel.pdf'), [], [{ event_type: 'personal', content: 'Three nights at the Hotel Stein, Salzburg.', dedupe_key: 'e', happen_time: '2025-05-02T00:00:00', mention_time: t }]);
    expect(store.memory.events(su, { limit: 10 }).map((e) => [e.happen_time, e.sources.length])).toEqual([['2025-05-02T07:10:00', 2], ['2025-05-02T00:00:00', 1], ['2025-04-18T06:15:00', 2]]);
    // A name with its accents and possessive in a mail, without them in an OCR'd invitation.
    store.memory.replaceForFile(su, file('invite.png'), [], [{ event_type: 'social', content: 'Invited to the wedding of Nguyen Van Hieu & Le Thu Ha at Hoi An.', dedupe_key: 'f', happen_time: '2025-06-07T10:00:00', mention_time: t }]);
    store.memory.replaceForFile(su, file('mail2.json'), [], [{ event_type: 'social', content: 'Hiếu’s wedding is this Saturday in Hội An, so I fly down on Friday.', dedupe_key: 'g', happen_time: '2025-06-07T00:00:00', mention_time: t }]);
    expect(store.memory.events(su, { limit: 1 }).map((e) => [e.happen_time, e.sources.length])).toEqual([['2025-06-07T10:00:00', 2]]);
  });
});

describe('a Microsoft Graph mail export', () => {
  it('reads its recipients and received time, a train run with its stations in brackets, a colon inside a title, an election', async () => {
    const graph = {
      value: [
        { subject: 'Your booking - Q8RT2L', from: { emailAddress: { name: 'Renfe', address: 'noreply@renfe.example' } }, toRecipients: [{ emailAddress: { name: 'Marta Gil', address: 'marta.gil@post.example' } }], receivedDateTime: '2025-09-01T08:00:00Z', body: { contentType: 'text', content: 'Hola Marta,\nBooking reference: Q8RT2L\nOutbound: Train 3142, Madrid (Atocha) to Sevilla, Friday, October 3, 2025, departs 07:35, coach 4\nTotal: EUR 64.20' } },
        { subject: 'Certificate', from: { emailAddress: { name: 'Colegio de Farmacéuticos', address: 'formacion@cof.example' } }, toRecipients: [{ emailAddress: { name: 'Marta Gil', address: 'marta.gil@post.example' } }], receivedDateTime: '2025-10-20T10:00:00Z', body: { contentType: 'text', content: 'Dear Marta,\nThis confirms that you attended the course \'Dermocosmetics: sun care and ageing\' on Saturday 11 October 2025 in Málaga.\nThe Academy' } },
        { subject: 'news', from: { emailAddress: { name: 'Marta Gil', address: 'marta.gil@post.example' } }, toRecipients: [{ emailAddress: { name: 'Pilar', address: 'pilar@post.example' } }], receivedDateTime: '2025-11-16T19:00:00Z', body: { contentType: 'text', content: 'Pilar,\nBig news: I was elected treasurer of the Club de Montaña at Thursday\'s meeting.\nM.' } },
      ],
    };
    const m = await memoryOfFile('graph-export.json', JSON.stringify(graph));
    expect(brief(m.events).map(([t, h]) => [t, h])).toEqual([
      ['financial', '2025-09-01T00:00:00'],
      ['personal', '2025-10-03T07:35:00'],
      ['educational', '2025-10-11T00:00:00'],
      ['professional', '2025-11-13T00:00:00'],
    ]);
    expect(m.events[1]!.content).toBe('Train 3142 from Madrid to Sevilla.');
    // "sun care" is no Sunday.
    expect(findDates('a course on sun care', '2025-10-20T10:00:00')).toEqual([]);
  });

  it('reads a diary’s phrasal past ("Picked up the car") and types a sport it opens with as the writer’s own', async () => {
    const m = await memoryOfText(['2025-03-08 (samedi)', 'Picked up the new Clio at Renault Lyon: $21,400 after the trade-in. I love the colour.', '2025-03-15 (samedi)', 'Hockey tournament at the Club Sainte-Foy. We lost in the semis.'], 'journal.txt');
    expect(brief(m.events)).toEqual([
      ['financial', '2025-03-08T00:00:00', 'Picked up the new Clio at Renault Lyon: $21,400 after the trade-in.'],
      ['personal', '2025-03-15T00:00:00', 'Hockey tournament at the Club Sainte-Foy.'],
    ]);
  });
});

describe('letters, invitations and tickets in other languages', () => {
  it('reads a German letter by its opening and closing, a German invitation, and a rail ticket with its outward leg', async () => {
    const letter = await memoryOfText(['Erika Vogt', 'Lindenstraße 4', '01069 Dresden', 'Dresden, den 2. Juni 2025', 'Sehr geehrte Damen und Herren,', 'ich bitte um die Kündigung meines Vertrags zum 30. Juni 2025.', 'Mit freundlichen Grüßen', 'Erika Vogt'], 'kuendigung.txt');
    expect([letter.genre, letter.ownership.ownership]).toEqual(['letter', 'personal']);
    const invite = await memoryOfText(['EINLADUNG', 'zur Konfirmation von', 'PAUL WEBER', 'Sonntag, 18. Mai 2025, 10:00 Uhr', 'Thomaskirche Leipzig'], 'einladung.png');
    expect(brief(invite.events)).toEqual([['social', '2025-05-18T10:00:00', 'Invited to the Konfirmation of PAUL WEBER at Thomaskirche Leipzig.']]);
    const ticket = await memoryOfText(['DB Online-Ticket', 'Flexpreis (1 Erwachsener)', 'Hinfahrt: Berlin Hbf -> Hamburg Hbf am 12.07.2025', 'Berlin Hbf ab 09:36 ICE 802 Gleis 14', 'Hamburg Hbf an 11:21', 'Gesamtpreis: 89,90 €', 'Buchungsdatum: 01.07.2025'], 'ticket.pdf.txt');
    expect(ticket.ownership.ownership).toBe('personal');
    expect(brief(ticket.events).map(([t, h]) => [t, h])).toEqual([
      ['financial', '2025-07-01T00:00:00'],
      ['personal', '2025-07-12T09:36:00'],
    ]);
  });

  it('types a note’s class as study wherever it is held, and keeps a list item’s brackets whole', async () => {
    const m = await memoryOfText(['Mon 2 June 2025', '- Thursday 9am first-aid class, hospital lecture room 2', '- pharmacy: pick up the inhaler', '- ring Mum'], 'notes.txt');
    expect(brief(m.events).map(([t, h]) => [t, h])).toEqual([['educational', '2025-06-05T09:00:00']]);
    expect(listItems('Trail running (Table Mountain, weekends); jazz')).toEqual(['Trail running', 'jazz']);
  });

  it('reads a card game’s evening as an occasion, and an exclaimed headline with the sentence that tells it', async () => {
    const m = await memoryOfText(['Fr., 06.06.25', 'Doppelkopf evening at Karl’s, we lost as usual.', 'Sa., 14.06.25', 'Silver wedding! The children took Ute and me out for dinner at the Ratskeller.'], 'tagebuch.txt');
    expect(brief(m.events)).toEqual([
      ['social', '2025-06-06T00:00:00', 'Doppelkopf evening at Karl’s, we lost as usual.'],
      ['social', '2025-06-14T00:00:00', 'Silver wedding! The children took Ute and me out for dinner at the Ratskeller.'],
    ]);
  });
});

describe('pay and appointments', () => {
  it('reads a payslip as the employee’s own, its net pay on its pay date', async () => {
    const m = await memoryOfText(['NORTHWIND FOODS LTD', 'PAYSLIP', 'Employee: OKAFOR, CHIDI Employee no.: 4471', 'Pay period: 01/05/2025 - 31/05/2025 Pay date: 30/05/2025', 'Basic pay 310,000.00', 'PAYE (41,200.00)', 'NET PAY 268,800.00'], 'payslip-may.pdf.txt');
    expect([m.ownership.reason, brief(m.events)]).toEqual(['a payslip', [['financial', '2025-05-30T00:00:00', 'Payslip from NORTHWIND FOODS LTD: net pay 268,800.00.']]]);
  });

  it('takes no card digits for a booking’s total, and dates an appointment a letter makes by the letter', async () => {
    const mail = [
      { headers: { From: 'Royal Air Maroc <booking@ram.example>', To: 'samira.b@post.example', Date: 'Tue, 4 Feb 2025 10:00:00 +0100', Subject: 'E-ticket receipt - PNR QW3ERT' }, body: 'PNR: QW3ERT\nAT 401  Casablanca (CMN) - Marrakech (RAK)   Friday 14 March 2025   dep 09:10\nTotal MAD 1,480.00  (Visa ****7731)' },
      { headers: { From: 'Regional Board <board@exams.example>', To: 'samira.b@post.example', Date: 'Mon, 10 Mar 2025 09:00:00 +0100', Subject: 'Appointment' }, body: 'Dear Ms Benali,\n\nWe are pleased to appoint you as a Chief Examiner for the baccalaureate oral tests of the June 2025 session.\n\nThe Board' },
    ];
    const m = await memoryOfFile('mail.json', JSON.stringify(mail));
    expect(brief(m.events).map(([t, h, c]) => [t, h, String(c).slice(0, 40)])).toEqual([
      ['financial', '2025-02-04T00:00:00', 'Booking QW3ERT with Royal Air Maroc (fli'],
      ['personal', '2025-03-14T09:10:00', 'Flight AT 401 from Casablanca to Marrake'],
      ['professional', '2025-03-10T00:00:00', 'We are pleased to appoint you as a Chief'],
    ]);
    expect(m.events[0]!.content).toContain('total MAD 1,480.00');
  });
});

describe('shows, meetings and sums', () => {
  it('takes the show under the house’s name, its bilingual title, a staff meeting as work, and a sum a diary entry says was paid', async () => {
    const ticket = await memoryOfText(['TEATRO COLON', 'Ballet Nacional Sodre', 'El lago de los cisnes / Swan Lake', 'Sala Principal', 'Sab. 8 nov. 2025 / Sat. Nov. 8, 2025 - 20:00', 'Platea, fila 12', 'Total: 45.000 $', 'Compra / Purchased: 2025-09-30'], 'entrada.png');
    expect(ticket.events.find((e) => e.event_type === 'social')?.content).toBe('Ballet Nacional Sodre: El lago de los cisnes / Swan Lake at Sala Principal.');
    const notes = await memoryOfText(['Mon 3 Nov 2025', '- Team meeting Thursday 9:30, breakfast provided', '- call the garage', '- buy stamps'], 'notes.txt');
    expect(brief(notes.events).map(([t, h]) => [t, h])).toEqual([['professional', '2025-11-06T09:30:00']]);
    const diary = await memoryOfText(['2025-11-08 (samedi)', 'Boiler died overnight, of course. The technician came at noon; $380 for the part and labour.', '2025-11-09 (dimanche)', 'Lazy day. I read all afternoon.'], 'journal.txt');
    expect(brief(diary.events)[0]).toEqual(['financial', '2025-11-08T00:00:00', 'The technician came at noon; $380 for the part and labour.']);
    const ceremony = await memoryOfText(['2025-06-21 (samedi)', 'Yusuf’s graduation ceremony at Bilkent — Faculty of Law, class of 2025. I cried, of course.'], 'journal.txt');
    expect(brief(ceremony.events).map(([t, h]) => [t, h])).toEqual([['social', '2025-06-21T00:00:00']]);
  });
});

describe('diaries that open each entry with its day and month', () => {
  it('dates "14.03 …" entries by the year the title gives, and reads the file as a diary', async () => {
    const m = await memoryOfText(['Dziennik 2025 — A.', '', '14.03 Passed my driving test on the second go! Took Ola for ice cream after.', '', '02.05 Moved into the flat on Długa street, carried boxes until midnight.', '', 'Ola says her brother might visit in the summer.'], 'dziennik.txt');
    expect(m.ownership.ownership).toBe('personal');
    const dated = m.events.map((e) => [e.happen_time?.slice(0, 10), e.content.slice(0, 30)]);
    expect(dated).toContainEqual(['2025-03-14', 'Passed my driving test on the ']);
    expect(dated.some(([d, c]) => d === '2025-05-02' && /^Moved into the flat/.test(c!))).toBe(true);
  });
});

describe('résumés typed in a plain-text editor', () => {
  it('reads titles set under their employer with a dot leader before the dates, and "Education & Training"', async () => {
    const cv = ['MARIA OKONKWO', '14 Allen Avenue, Ikeja, Lagos', 'Phone: 0803 555 0142', '', 'WORK EXPERIENCE', 'Lagos State Ferry Services, Marina Jetty', '   Senior Ferry Captain ................. 2017 - present', '   Ferry Pilot .......................... June 2009 - 2016', '', 'EDUCATION & TRAINING', 'Federal College of Fisheries and Marine Technology, 2005 - 2008'].join('\n');
    const m = await memoryOfFile('MARIA CV.txt', cv);
    expect(evidence(m, 'title')[0]?.[0]).toBe('Senior Ferry Captain');
    expect(evidence(m, 'company')[0]?.[0]).toBe('Lagos State Ferry Services');
    expect(m.events.map((e) => e.content)).toContain('Worked as Ferry Pilot at Lagos State Ferry Services (June 2009 - 2016).');
  });
});

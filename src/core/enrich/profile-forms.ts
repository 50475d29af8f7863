/**
 * Profile values from the two formats that state them outright:
 *  - a form its user filled in: label/value pairs ("Full name | Kwame Mensah" from a Word table,
 *    "Date of birth: 21/06/1973" from a PDF or an image), read by what the label asks;
 *  - mail: the user's address and name from the headers of their own messages, and the
 *    signature under what they sent (name, title, company, phone).
 * Other people's fields (emergency contact, witness, referee) are not asked about the user and
 * are left alone; so are the signatures of people writing to the user.
 */
import type { ProfileEvidence } from '../store/memory.js';
import { findDates } from './dates.js';
import type { DocView } from './doc.js';
import { isClosing } from './doc.js';
import { COUNTRIES, ORG_WORDS, looksLikeTitle, toEnglish } from './lexicon.js';
import { displayName, ownerAddress, type MailMessage } from './mail.js';
import { formFields, labelAsks, labelParts } from './ownership.js';
import { holderOf } from './ownership-signs.js';
import { personName } from './nlp.js';
import { newRole } from './profile-role.js';
import { Collector, EMAIL_RE, PHONE_RE, birthDate, industryOfEmployer, industryOfTitle, languagesIn, location, parseStudy } from './profile.js';

/** "21/06/1973" day-first unless the second number cannot be a month; words go to chrono. */
function formDate(value: string): string | undefined {
  const m = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(value.trim());
  if (m) {
    let [d, mo] = [Number(m[1]), Number(m[2])];
    if (mo > 12 && d <= 12) [d, mo] = [mo, d];
    if (mo < 1 || mo > 12 || d < 1 || d > 31) return undefined;
    return `${m[3]}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  }
  return birthDate(value);
}

/** The town of a postal address without a country: "…, 20259 Hamburg", "…, Cork T23 X2Y4", "…, Lyon 69003". */
function postalCity(address: string): { city?: string; country?: string } | undefined {
  const last = address.split(/\s*,\s*/).pop()!.trim();
  const m = /^(?:\d{4,6}(?:-\d{3,4})?\s+)(\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+){0,2})$/u.exec(last) ?? /^(\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+){0,2})\s+(?:[A-Z]{1,2}\d[\dA-Z]?\s?\d?[A-Z0-9]{0,3}|\d{4,6})$/u.exec(last);
  if (m) return { city: m[1] };
  // "…, Québec (QC) G1J 3B7", "…, Toronto, ON M5V 2T6": a Canadian province and postal code.
  const ca = /(\p{Lu}[\p{L}'’-]+(?:[\s-]\p{Lu}[\p{L}'’-]+){0,2}),?\s*\(?(?:QC|ON|BC|AB|MB|SK|NS|NB|NL|PE|YT|NT|NU)\)?\s+[A-Z]\d[A-Z]\s?\d[A-Z]\d$/u.exec(address.trim());
  return ca ? { city: ca[1], country: 'Canada' } : undefined;
}

type Field = 'name' | 'surname' | 'forename' | 'birth' | 'nationality' | 'gender' | 'address' | 'city' | 'country' | 'phone' | 'email' | 'marital' | 'title' | 'company' | 'degree' | 'school' | 'major' | 'languages' | 'children' | 'industry';

const LABELS: Array<[Field, RegExp]> = [
  ['surname', /^(?:surname|last name|family name)$/i],
  ['forename', /^(?:forenames?(?:\(s\))?|first names?|given names?)$/i],
  ['name', /^(?:full names?|name|applicant(?:'s)? name)$/i],
  ['birth', /^(?:date of birth|birth ?date|dob)$/i],
  ['nationality', /^(?:nationality|citizenship)$/i],
  ['gender', /^(?:sex|gender)$/i],
  ['address', /^(?:(?:home |postal |street |residential )?address(?: line \d)?)$/i],
  ['city', /^(?:town(?:\/city)?|city)$/i],
  ['country', /^country$/i],
  ['phone', /^(?:(?:mobile|cell|home|work) )?(?:mobile|phone|telephone|cell)(?: number| no\.?)?$/i],
  ['email', /^e-?mail(?: address)?$/i],
  ['marital', /^(?:marital|civil) status$/i],
  ['title', /^(?:occupation|job title|position|(?:position|role) in the (?:business|company))$/i],
  ['company', /^(?:(?:current )?employer|company|(?:name of )?employer(?:'s name)?|workplace|place of work|organi[sz]ation|institution|business name|name of (?:the )?business)$/i],
  ['industry', /^(?:(?:type|nature|line) of business|business type|industry)$/i],
  ['children', /^(?:(?:number|no\.?) of children|children|dependants|dependents|number of dependants|number of dependents)$/i],
  ['degree', /^(?:highest qualification|qualification|degree|programme|program|course of study)$/i],
  ['school', /^(?:university|school|college)$/i],
  ['major', /^(?:field of study|major)$/i],
  ['languages', /^languages?$/i],
];

/** Nationalities as forms in other languages write them, in the profile's English. */
const NATIONALITY_WORDS = toEnglish({
  German: 'deutsch|deutsche|allemand|allemande|alemán|alemana|alemão|alemã|tedesco|tedesca',
  French: 'französisch|français|française|francés|francesa|francês|francese',
  Spanish: 'spanisch|espagnol|espagnole|español|española|espanhol|espanhola|spagnolo|spagnola',
  Italian: 'italienisch|italien|italienne|italiano|italiana',
  Portuguese: 'portugiesisch|portugais|portugaise|portugués|portuguesa|português|portoghese',
  Canadian: 'kanadisch|canadien|canadienne|canadiense',
  Austrian: 'österreichisch|autrichien|autrichienne|austriaco|austriaca',
  Swiss: 'schweizerisch|suisse|suizo|suiza|svizzero|svizzera',
  Polish: 'polnisch|polonais|polonaise|polaco|polaca|polacco|polacca',
  Turkish: 'türkisch|turc|turque|turco|turca',
  Mexican: 'mexikanisch|mexicain|mexicaine|mexicano|mexicana',
  Argentine: 'argentinisch|argentin|argentine|argentino|argentina',
  Brazilian: 'brasilianisch|brésilien|brésilienne|brasileño|brasileña|brasileiro|brasileira|brasiliano|brasiliana',
  Belgian: 'belgisch|belge|belga',
  Dutch: 'niederländisch|néerlandais|néerlandaise|neerlandés|holandés|holandesa|olandese',
});

/** Of a value written in two languages like its label ("État civil / Marital status" | "Divorcée / Divorced"), the part on the English label's side. */
function englishSide(label: string, value: string): string {
  const labels = label.replace(/\([^)]*\)/g, ' ').split(/\s+\/\s+/);
  const values = value.split(/\s+\/\s+/);
  if (labels.length !== 2 || values.length !== 2) return value;
  const english = labels.findIndex((l) => /^[a-z' -]+$/i.test(l.trim()) && !FOREIGN_ONLY.test(l));
  return english >= 0 ? values[english]!.trim() : value;
}
/** Label words that are French or German though written in plain letters ("Nom", "Adresse"). */
const FOREIGN_ONLY = /^(?:nom|adresse|poste|profession|ville|pays|sexe|courriel|name|anschrift|beruf|land|ort)$/i;

/** A label asking for surname and first name in one field, surname first. */
const SURNAME_FIRST = /^(?:(?:last |family )?name|surname|nachname|familienname|name|nom(?: de famille)?|apellidos?|sobrenome|cognome)\s*,\s*(?:first names?|given names?|forenames?|vornamen?|prénoms?|nombres?|nomes?)$/i;

/** A marital status as forms in other languages write it, in the profile's English. */
const MARITAL_WORDS = toEnglish({
  married: 'verheiratet|marié|mariée|marié(e)|casado|casada|casado/a|sposato|sposata|coniugato|coniugata',
  single: 'ledig|célibataire|soltero|soltera|soltero/a|solteiro|solteira|celibe|nubile',
  divorced: 'geschieden|divorcé|divorcée|divorcé(e)|divorciado|divorciada|divorziato|divorziata',
  widowed: 'verwitwet|veuf|veuve|viudo|viuda|viúvo|viúva|vedovo|vedova',
});

/** A form's sex or gender in the profile's English: "Masculino (M)", "F", "weiblich" → Male / Female; anything else as written. */
const GENDER_WORDS = toEnglish({
  Male: 'm|male|man|masculino|masculin|masculine|männlich|mannlich|maschile|maschio|hombre|homme|mann',
  Female: 'f|female|woman|femenino|feminino|féminin|feminine|weiblich|femminile|femmina|mujer|femme|frau',
});
function genderOf(value: string): string {
  const words = value.toLowerCase().replace(/[()[\]/.,]/g, ' ').split(/\s+/).filter(Boolean);
  const read = new Set(words.map((w) => GENDER_WORDS.get(w)));
  return read.size === 1 && !read.has(undefined) ? [...read][0]! : value;
}

/** The day a form was signed or dated: "Signed at Johannesburg on 2026/01/15", "Signature: … Date: 01/12/2026". */
function signingDate(doc: DocView, now: string): string | undefined {
  for (const l of doc.lines) {
    if (!/\b(?:signed|signature|dated?|datum|fecha|firmado|fait (?:à|le)|unterschrift)\b/i.test(l.text) || /\b(?:birth|naissance|geburt|nacimiento|expir\w*|valid|issue)\b/i.test(l.text)) continue;
    // A numeric date is read in the order the form's own labels declare ("Date of birth (MM/DD/YYYY)"), and is never after today.
    const num = /(?<![\d/.-])(\d{1,2})[/.-](\d{1,2})[/.-]((?:19|20)\d{2})(?![\d/.-])/.exec(l.text);
    if (num) {
      const [a, b, y] = [Number(num[1]), Number(num[2]), num[3]!];
      const monthFirst = doc.lines.some((x) => /\bMM[/.-]DD\b/.test(x.text));
      const iso = (d: number, m: number) => (m >= 1 && m <= 12 && d >= 1 && d <= 31 ? `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}` : undefined);
      const readings = (monthFirst ? [iso(b, a), iso(a, b)] : [iso(a, b), iso(b, a)]).filter((x): x is string => !!x && x <= now.slice(0, 10));
      if (readings[0]) return `${readings[0]}T00:00:00`;
    }
    const d = findDates(l.text, null).find((x) => !x.relative && (x.precision === 'day' || x.precision === 'time') && x.iso.slice(0, 10) <= now.slice(0, 10));
    if (d) return `${d.iso.slice(0, 10)}T00:00:00`;
  }
  return undefined;
}

export function formProfile(doc: DocView, now: string): ProfileEvidence[] {
  const c = new Collector(doc, now);
  const fields = formFields(doc);
  if (fields.length < 4) return c.out;
  const conf = 0.9;
  // A form tells what was true on the day it was signed: a later promotion or move outranks it.
  const signed = signingDate(doc, now) ?? doc.reference;
  let surname: string | undefined;
  let forename: string | undefined;
  for (const f of fields) {
    // "Name, Vorname | Becker, Jürgen": one field for both, surname first.
    const both = SURNAME_FIRST.test(f.label.trim()) && /^[^,]+,\s*[^,]+$/.test(f.value.trim());
    const kind = both ? 'surname-first' : LABELS.find(([, re]) => labelAsks(f.label, re))?.[0];
    const where = { text: doc.lines[f.line]!.text, context: signed };
    // "Divorcée / Divorced" under "État civil / Marital status": a bilingual form's value in the language of its English label.
    const v = englishSide(f.label, f.value.replace(/\s+/g, ' ').trim());
    switch (kind) {
      case 'surname':
        surname = v;
        break;
      case 'forename':
        forename = v;
        break;
      case 'name':
        c.add('Name', v, where, conf);
        break;
      case 'surname-first': {
        const [last, first] = v.split(/\s*,\s*/);
        c.add('Name', `${first} ${last}`, where, conf);
        break;
      }
      case 'birth':
        c.add('birth_date', formDate(v), where, conf);
        break;
      case 'nationality':
        c.add('nationality', NATIONALITY_WORDS.get(v.toLowerCase()) ?? v, where, conf);
        break;
      case 'gender':
        c.add('Gender', genderOf(v), where, conf);
        break;
      case 'address': {
        const loc = location(v) ?? postalCity(v);
        if (loc?.city) c.add('city', loc.city, where, 0.8);
        if (loc?.country) c.add('country', loc.country, where, 0.8);
        break;
      }
      case 'city': {
        // "Buenos Aires, CABA", "Pune, Maharashtra, India": the town first, then its region or country.
        const [town, ...rest] = v.split(/\s*,\s*/);
        // "PLZ, Ort | 04229 Leipzig": the postal code is no part of the town's name.
        c.add('city', town!.replace(/^\d{4,6}\s+|\s+\d{4,6}$/, ''), where, conf);
        const country = rest.find((p) => COUNTRIES.has(p));
        if (country) c.add('country', country, where, 0.8);
        break;
      }
      case 'country':
        if (COUNTRIES.has(v) || /^[A-Z]/.test(v)) c.add('country', v, where, conf);
        break;
      case 'phone':
        c.add('phone', v.match(PHONE_RE)?.[0]?.trim(), where, conf);
        break;
      case 'email':
        c.add('email', v.match(EMAIL_RE)?.[0]?.toLowerCase(), where, conf);
        break;
      case 'marital':
        c.add('marital_status', MARITAL_WORDS.get(v.toLowerCase()) ?? v.toLowerCase(), where, conf);
        break;
      case 'title': {
        c.add('title', v, where, conf);
        const ind = industryOfTitle(v);
        if (ind) c.add('working_industry', ind, where, 0.6);
        break;
      }
      case 'company': {
        // "Employer and employer's address: Ege Lojistik A.S., Kemalpasa Cad. No: 112, Izmir": the name is the first part.
        const name = labelParts(f.label).some((p) => /\baddress\b/i.test(p)) ? v.split(/\s*,\s+/)[0]! : v;
        c.add('company', name, where, conf);
        const ind = industryOfEmployer(name);
        if (ind) c.add('working_industry', ind, where, 0.65);
        break;
      }
      case 'degree': {
        const st = parseStudy(v);
        c.add('degree', st?.degree ?? v, where, conf);
        if (st?.major) c.add('major', st.major, where, 0.8);
        else {
          // "MSc Civil Engineering": the words after a degree's abbreviation are its subject.
          const m = /^([A-Z][A-Za-z.]{1,6})\s+(?:in\s+)?([A-Z][\p{L}]+(?:\s+[A-Z]?[\p{L}]+){0,3})$/u.exec(v);
          if (m) c.add('major', m[2], where, 0.8);
        }
        break;
      }
      case 'school':
        c.add('school', v, where, conf);
        break;
      case 'industry':
        c.add('working_industry', v.toLowerCase(), where, 0.8);
        break;
      case 'children':
        if (/^\d{1,2}$/.test(v)) c.add('number_of_children', v, where, conf);
        break;
      case 'major':
        c.add('major', v, where, conf);
        break;
      case 'languages':
        for (const l of languagesIn(v)) c.add('language_spoken', l, where, conf);
        break;
    }
  }
  if (forename && surname) c.add('Name', `${forename} ${surname}`, { text: `${forename} ${surname}`, context: signed }, conf);
  // Degree and subject written as one value: "MSc Civil Engineering" keeps the abbreviation as the degree.
  for (const e of c.out) if (e.subtopic === 'degree') e.value = e.value.replace(/^([A-Z][A-Za-z.]{1,6})\s+(?:in\s+)?[A-Z].*$/, '$1');
  return c.out;
}

/** The user's name, address and signature from the messages they sent. */
export function mailProfile(doc: DocView, messages: MailMessage[], now: string): ProfileEvidence[] {
  const c = new Collector(doc, now);
  const owner = ownerAddress(doc, messages);
  if (!owner) return c.out;
  c.add('email', owner, { text: owner, context: messages[0]?.date }, 0.8);
  for (const m of messages) {
    const where = (text: string) => ({ text, context: m.date });
    const fromOwner = (m.from ?? '').toLowerCase().includes(owner);
    const toOwner = (m.to ?? '').toLowerCase().includes(owner);
    const name = fromOwner ? displayName(m.from) : toOwner && !(m.to ?? '').includes(',') ? displayName(m.to) : undefined;
    if (name && name.split(/\s+/).length >= 2) c.add('Name', name, where(name), 0.85);
    // A message to the user that promotes or appoints them: the new title from the day it takes effect.
    if (!fromOwner && toOwner) {
      const body = new Set(m.body);
      for (const s of doc.sentences.filter((x) => body.has(x.line))) {
        const role = newRole(s.text, m.date, true);
        if (role) c.add('title', role.title, { text: s.text, context: role.time }, 0.85);
      }
    }
    if (!fromOwner) continue;
    // The signature: the lines after the closing, or the last few lines of the message.
    const body = m.body.map((i) => doc.lines[i]!.text);
    // "-- " is where a mail program puts the signature.
    const dashes = body.findIndex((l) => /^--\s*$/.test(l));
    const close = dashes >= 0 ? dashes : body.findIndex((l) => isClosing(l));
    const sig = (close >= 0 ? body.slice(close + 1) : body.slice(-4)).slice(0, 6);
    for (const l of sig) {
      for (const p of l.match(PHONE_RE) ?? []) if (p.replace(/\D/g, '').length >= 8) c.add('phone', p.trim(), where(l), 0.85);
      // "Senior Accountant at Banca Sella" says it in words.
      const at = /^(.{3,60}?)\s+(?:at|@)\s+(\p{Lu}.{1,60})$/u.exec(l.trim());
      if (at && looksLikeTitle(at[1]!)) {
        c.add('title', at[1], where(l), 0.85);
        c.add('company', at[2]!.replace(/[.,;]+$/, ''), where(l), 0.85);
        continue;
      }
      // "Turin, Italy" on a line of its own.
      const loc = !/\d|@/.test(l) ? location(l.trim()) : undefined;
      if (loc?.city) {
        c.add('city', loc.city, where(l), 0.75);
        if (loc.country) c.add('country', loc.country, where(l), 0.75);
        continue;
      }
      const parts = l.split(/\s*(?:\||,|·|•|–|—)\s*/).filter(Boolean);
      if (parts.length >= 2 && looksLikeTitle(parts[0]!) && /^[A-Z]/.test(parts[1]!) && !PHONE_RE.test(parts[1]!)) {
        PHONE_RE.lastIndex = 0;
        c.add('title', parts[0], where(l), 0.85);
        // "MSc student, Theoretical Physics | VNU University of Science": the organisation, not the field beside the title.
        c.add('company', parts.slice(1, 3).find((p) => ORG_WORDS.test(p)) ?? parts[1], where(l), 0.85);
        const city = parts[2];
        if (city && /^[A-Z][\p{L}]+(?:\s[A-Z][\p{L}]+)?$/u.test(city) && !COUNTRIES.has(city)) c.add('city', city, where(l), 0.7);
      }
      PHONE_RE.lastIndex = 0;
    }
  }
  return c.out;
}

/** A card or certificate the user keeps names them: its holder is the user's name (an insurance card, a membership card). */
export function holderProfile(doc: DocView, now: string): ProfileEvidence[] {
  const c = new Collector(doc, now);
  const h = holderOf(doc);
  const n = h && personName(h.name);
  if (h && n) c.add('Name', n.name, { text: doc.lines[h.line]!.text, context: doc.reference }, 0.8);
  return c.out;
}

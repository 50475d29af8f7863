/**
 * Whose document is it? Before anything is drawn into the profile or the timeline, a file is
 * judged to be about its user (personal) or reference material written by and about others —
 * encyclopedia articles, papers, books, filings, manuals, saved web pages. Only personal files
 * feed the memory. The decision rests on what the text is, never on its topic:
 *  - personal: mail from or to someone, bills, receipts, bookings and invitations, a filled-in
 *    form, a résumé with its owner's contacts, a diary, a letter, first-person writing, and the
 *    files people keep without writing "I" (ownership-signs.ts: OCR'd receipts, cards naming
 *    their holder, dated logs, reminder notes, budgets, recipes, checklists);
 *  - reference: a reference list or citation apparatus, a saved web page, long third-person
 *    prose, and whatever gives no sign of being about the user.
 * Within a personal file, citation lines and the sections under a "References" heading are
 * reference too (`referenceLines`): a CV's publication list dates no happenings.
 */
import type { DocView } from './doc.js';
import { BOOKING } from './events-mail.js';
import { PAYSLIP } from './events-notes.js';
import { toEnglish } from './lexicon.js';
import { calendarItems, companyAccounts, FIELD_PATH, isDatedLog, isReminderNote, looksLikeReceipt, namesItsHolder, namesWriterAsMe, notPronounI, publishedMedia, thirdPersonShare } from './ownership-signs.js';

/** The reason of a reference decision taken for want of any sign: a photo, a table, a short note about nothing in particular. */
export const NOTHING_ABOUT_USER = 'nothing in it is about the user';

/**
 * Whether a decision says the file is about others (an article, a paper, a company's accounts, a
 * published recording), not merely that nothing in it is about the user: a photo without text is
 * reference for want of signs, yet it may well be the user's own.
 */
export const aboutOthers = (d: { ownership?: string; ownership_reason?: string } | undefined): boolean =>
  d?.ownership === 'reference' && d.ownership_reason !== undefined && d.ownership_reason !== NOTHING_ABOUT_USER;

export type Ownership = 'personal' | 'reference';

export interface OwnershipDecision {
  ownership: Ownership;
  reason: string;
}

/** A line that cites a source: "Retrieved 29 July 2020", "doi:", "et al.", "(2015b).", "pp. 32", "[23]". */
const CITATION =
  /\bRetrieved\b[^.]{0,30}\b\d{4}\b|\barchived from the original\b|\bdoi[:.\s]\s*10\.|\bPMID\b|\bISBN\b|\bet al\.|\bpp?\.\s?\d|\(\d{4}[a-z]?\)\s*[.,:]|\bProceedings of\b|\barXiv[:\s]\d|\bVol\.\s?\d|\b\d+\s*\(\d+\)\s*:\s*\d+|\[\d{1,3}\](?:\[\d{1,3}\])*/i;
const REFERENCE_HEADING = /^(?:#+\s*)?(?:\d+\.?\s*)?(?:references|bibliography|works cited|literature cited|citations|sources|further reading|external links|notes and references|footnotes)\s*$/i;
const FIRST_SINGULAR = /\b(?:I|I'm|I've|I'd|I'll|my|mine|myself)\b/;
/** Labels of the fields a form asks its filler about. */
export const PERSONAL_LABEL =
  /^(?:(?:full |first |last |given |family |middle )?names?|surname|forenames?(?:\(s\))?|date of birth|birth ?date|dob|place of birth|nationality|citizenship|sex|gender|(?:home |postal |street |residential )?address(?: line \d)?|town(?:\/city)?|city|country|post ?code|zip(?: code)?|eircode|(?:(?:mobile|cell|home|work) )?(?:mobile|phone|telephone|cell)(?: number| no\.?)?|e-?mail(?: address)?|marital status|civil status|occupation|job title|position|(?:current )?employer|company|workplace|place of work|organi[sz]ation|highest qualification|qualification|degree|university|school|college|field of study|major|programme|program|course of study|languages?|signature|applicant(?:'s)? name|(?:number|no\.?) of (?:children|dependants|dependents)|children|dependants|dependents|business name|name of (?:the )?business|(?:position|role) in the (?:business|company)|(?:type|nature|line) of business|business type|industry)\s*$/i;

/**
 * A form's label as the field it asks for: numbering, explanations in brackets, "(s)", "current"
 * and an "Applicant —" prefix dropped ("3. First name(s) (given name(s))" → "first name",
 * "Date of birth (day-month-year)" → "date of birth"); "City / State" asks for either.
 */
export function labelParts(label: string): string[] {
  const t = label
    .replace(/\(s\)/gi, '')
    .replace(/\([^)]*\)?/g, ' ')
    .replace(/^\s*\d{1,2}[.)]\s*/, '')
    .replace(/^(?:applicant(?:['’]s)?|your)\s*[—–-]?\s*/i, '')
    .replace(/\b(?:current|present)\s+/gi, '')
    .replace(/[.:\s]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  // "City / State", "Name, Vorname": either part asks — a comma only between two short words
  // ("…National University, Hanoi 11. Programme" is the end of one field and the label of the next).
  const comma = /^[\p{L}. -]{2,30},\s*[\p{L}. -]{2,30}$/u.test(t) ? '|,' : '';
  const parts = [t, ...t.split(new RegExp(`\\s*(?:\\/|\\band\\b${comma})\\s*`, 'i')).filter((p) => p && p !== t)];
  // A form in French, German or Spanish asks the same: its label stands for the English one too.
  return [...parts, ...parts.map((p) => FOREIGN_LABELS.get(p.toLowerCase())).filter((p): p is string => p !== undefined)];
}

/** Form labels in the languages users' forms come in most (German, French, Spanish, Portuguese, Italian), as the English label they ask for. */
const FOREIGN_LABELS = toEnglish({
  'last name': 'nachname|familienname|nom|nom de famille|apellido|apellidos|primer apellido|sobrenome|apelido|cognome',
  'first name': 'vorname|vornamen|prénom|prénoms|nombre|nombres|nome|nomes',
  'date of birth': 'geburtsdatum|geb.-datum|geboren am|date de naissance|fecha de nacimiento|data de nascimento|data di nascita',
  'place of birth': 'geburtsort|lieu de naissance|lugar de nacimiento|local de nascimento|luogo di nascita',
  nationality: 'staatsangehörigkeit|nationalität|staatsbürgerschaft|nationalité|citoyenneté|nacionalidad|nacionalidade|nazionalità|cittadinanza',
  sex: 'geschlecht|sexe|sexo|sesso',
  address: 'anschrift|adresse|straße|strasse|straße und hausnummer|strasse und hausnummer|wohnanschrift|adresse postale|adresse domicile|dirección|domicilio|endereço|morada|indirizzo',
  city: 'wohnort|ort|stadt|plz ort|plz, ort|plz/ort|ville|municipalité|localité|ciudad|localidad|municipio|cidade|localidade|città|comune',
  country: 'land|pays|país|paese',
  phone: 'telefon|telefonnummer|tel.|mobil|handy|mobilnummer|handynummer|téléphone|tél.|cellulaire|portable|numéro de téléphone|teléfono|celular|móvil|telefone|telemóvel|telefono|cellulare',
  email: 'e-mail-adresse|e-mail adresse|courriel|adresse courriel|adresse électronique|adresse e-mail|correo|correo electrónico|correo-e',
  'marital status': 'familienstand|état civil|situation familiale|estado civil|stato civile',
  occupation: 'beruf|berufsbezeichnung|tätigkeit|profession|emploi|poste|métier|ocupación|profesión|profissão|ocupação|professione|occupazione',
  employer: "arbeitgeber|firma|employeur|entreprise|nom de l'employeur|nom de l’employeur|empleador|empresa|empregador|datore di lavoro",
  'number of children': "anzahl der kinder|kinder|nombre d'enfants|nombre d’enfants|enfants|número de hijos|hijos|número de filhos|filhos|numero di figli|figli",
  signature: 'unterschrift|assinatura',
});

/** Does a form label ask for what `re` names? */
export const labelAsks = (label: string, re: RegExp): boolean => labelParts(label).some((p) => re.test(p));

/** Lines that cite or list sources, and every line under a references heading. */
export function referenceLines(doc: DocView): Set<number> {
  const out = new Set<number>();
  let inRefs = false;
  doc.lines.forEach((l, i) => {
    if (REFERENCE_HEADING.test(l.text.trim())) inRefs = true;
    else if (l.isHeading && inRefs) inRefs = false;
    // A structured record's field path ("entries[0].date:") is no footnote marker.
    if (inRefs || CITATION.test(l.text.replace(FIELD_PATH, ''))) out.add(i);
  });
  return out;
}

/** Label/value lines of a form: "Full name | Kwame Mensah", "Date of birth: 9 March 1984". */
export function formFields(doc: DocView): Array<{ label: string; value: string; line: number }> {
  const out: Array<{ label: string; value: string; line: number }> = [];
  doc.lines.forEach((l, i) => {
    for (const field of fieldsOfLine(l.text)) {
      const m = /^([^|:]{2,80}?)\s*(?:\||:)\s*(.+)$/.exec(field);
      if (m && labelAsks(m[1]!.trim(), PERSONAL_LABEL) && m[2]!.trim() && !m[2]!.includes('|')) out.push({ label: m[1]!.trim(), value: m[2]!.trim(), line: i });
    }
  });
  return out;
}

/**
 * A PDF's text joins a form's fields into one line ("…, 35220 Izmir, Türkiye Telephone no.: +90 532…",
 * "…, Izmir 21. Main purpose(s) of the journey: …"): each field starts where a numbered label or a
 * label a form asks about its filler stands before a colon.
 */
export function fieldsOfLine(text: string): string[] {
  const cuts: number[] = [];
  for (const colon of text.matchAll(/\s*:\s/g)) {
    const before = text.slice(0, colon.index);
    const words = [...before.matchAll(/\S+/g)].slice(-5);
    // The longest run of words before the colon that is a label, not the start of the line.
    for (const w of words) {
      if (w.index === 0) break;
      const label = before.slice(w.index);
      if (/^\d{1,2}\.\s+\p{Lu}/u.test(label) || (/^\p{Lu}/u.test(label) && labelAsks(label, PERSONAL_LABEL))) {
        cuts.push(w.index);
        break;
      }
    }
  }
  if (cuts.length === 0) return [text];
  return [0, ...cuts].map((c, k) => text.slice(c, cuts[k] ?? text.length).trim()).filter(Boolean);
}

/** Household and personal-finance words a budget or ledger is made of. */
const HOUSEHOLD = /\b(?:budget|rent|groceries|savings|utilities|electricity|mortgage|pocket money|allowance|pension|salary|household|expenses?|spending|bills?|emi|insurance|childcare|tuition|fuel|petrol|gift|vet|planned|actual)\b/gi;
/** Recipe quantities: "2 cups", "500 g", "1 tsp", "1/2 cup", "1.5 litres", "a teaspoon", "three cloves". */
const QUANTITY = /\b(?:\d+(?:[./]\d+)?|an?|one|two|three|four|five|six|half a)\s?(?:g|kg|ml|l|litres?|liters?|cups?|tbsp|tsp|teaspoons?|tablespoons?|oz|lb|pinch|cloves?)\b/gi;

/** Why a short practical file with no "I" is still the user's (a budget, a recipe, a checklist), or undefined. */
function keptWorkingFile(doc: DocView, all: string, words: number, cited: number): string | undefined {
  if (cited > 0 || doc.kind !== 'document' || /\.html?$/i.test(doc.name)) return undefined;
  const sheet = doc.lines.some((l) => l.locator.startsWith('#sheet='));
  if (sheet && doc.lines.length <= 300 && !companyAccounts(all) && new Set((all.match(HOUSEHOLD) ?? []).map((w) => w.toLowerCase())).size >= 2) return 'a budget or ledger in household categories';
  if (words <= 600 && (all.match(QUANTITY) ?? []).length >= 3) return 'a recipe kept in the library';
  const items = doc.lines.filter((l) => /^\s*(?:[-*•▪◦]|\[[ xX]?\]|☐|☑)\s+\S/.test(l.text)).length;
  if (words <= 300 && items >= 3 && items >= doc.lines.length / 2) return 'a short checklist kept in the library';
  return undefined;
}

/** Quoted speech is someone's, not the writer's: a novel's dialogue says "I" for its characters. */
const unquoted = (s: string) => notPronounI(s).replace(/“[^”]{0,2000}”|"[^"]{0,2000}"/g, ' ');

export function decideOwnership(doc: DocView, hasMail: boolean): OwnershipDecision {
  const lines = doc.lines;
  const n = Math.max(1, lines.length);
  const cited = referenceLines(doc).size;
  const citedShare = cited / n;
  const head = lines.slice(0, 12).map((l) => l.text).join('\n');
  const hasContacts = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}|\+?\d[\d\s().-]{7,}\d/.test(head);
  // Quotes are taken out of the whole text first: a quotation may span lines and sentences.
  const spoken = unquoted(doc.sentences.map((s) => s.text).join('\n'));
  const sentences = spoken.split(/\n|(?<=[.!?])\s+/).filter((s) => /\p{L}/u.test(s));
  const singular = sentences.filter((s) => FIRST_SINGULAR.test(s)).length;
  const singularShare = sentences.length ? singular / sentences.length : 0;
  const words = sentences.join(' ').split(/\s+/).length;
  const isHtml = /\.html?$/i.test(doc.name);
  const all = lines.slice(0, 400).map((l) => l.text).join('\n');

  if (hasMail) return { ownership: 'personal', reason: 'mail from or to the user' };
  if (doc.genre === 'invoice') return { ownership: 'personal', reason: 'a bill, receipt or statement' };
  if (PAYSLIP.test(head) && /\b(?:employee|name|net pay|net salary|take[- ]home)\b/i.test(all) && words < 1500) return { ownership: 'personal', reason: 'a payslip' };
  if (BOOKING.test(all) && /\b(?:total|paid|price|fare|amount|gesamtpreis|gesamtbetrag|prix|precio|importe|preço|prezzo|hind|hinta|cena|preis|pris|prijs)\b|\badmits?\s+(?:one|two|\d{1,2})\b.*\d[.,]\d{2}|\b\d{1,2}\s*[x×]\s*(?:[$€£]|[A-Z]{1,3}\$)?\s?\d[\d,.]*[.,]\d{2}(?!\d)/i.test(all) && words < 1500) return { ownership: 'personal', reason: 'a booking or ticket' };
  // A boarding pass or train ticket prints no price, but its passenger, flight or seat say whose trip it is.
  if (BOOKING.test(all) && /\b(?:flight|flug|vol|vuelo|voo|volo|train|zug|seat|gate|boarding|departure|platform|coach)\b/i.test(all) && words < 400) return { ownership: 'personal', reason: 'a booking or ticket' };
  if (looksLikeReceipt(all, words) && cited === 0) return { ownership: 'personal', reason: 'a receipt or bill: sums, a total and a tax or payment line' };
  if (doc.genre === 'invitation') return { ownership: 'personal', reason: 'an invitation' };
  if (formFields(doc).length >= 4 && words < 3000) return { ownership: 'personal', reason: 'a form filled in with personal details' };
  if (cited >= 5 && citedShare >= 0.03 && !(doc.genre === 'resume' && hasContacts)) return { ownership: 'reference', reason: `a reference list or citations (${cited} citing lines)` };
  if (isHtml) return { ownership: 'reference', reason: 'a saved web page' };
  if (publishedMedia(doc)) return { ownership: 'reference', reason: 'a published recording (artist or album tags)' };
  if (namesItsHolder(doc, words)) return { ownership: 'personal', reason: 'a card or certificate naming its holder' };
  if (doc.genre === 'resume') {
    if (hasContacts) return { ownership: 'personal', reason: 'a résumé with its owner’s contact details' };
    // OCR often loses a CV's contact column; a CV is still written in note form, a biography
    // in sentences about "he" or "she".
    if (thirdPersonShare(sentences) < 0.1 && words < 1500) return { ownership: 'personal', reason: 'a résumé in note form, not prose about someone' };
    return { ownership: 'reference', reason: 'a biography without its subject’s contacts' };
  }
  if (doc.genre === 'diary') return { ownership: 'personal', reason: 'a diary: dated first-person entries' };
  if (doc.genre === 'letter') return { ownership: 'personal', reason: 'a letter' };
  if (singular > 0 && (singularShare >= 0.15 || (doc.kind !== 'document' && singular >= 1))) {
    // Long first-person prose with no dated entries is a book or an essay by its author.
    if (words > 6000) return { ownership: 'reference', reason: 'long first-person prose: a book or essay by its author' };
    return { ownership: 'personal', reason: doc.kind === 'audio' || doc.kind === 'video' ? 'a first-person recording' : 'first-person writing' };
  }
  // Working files people keep without writing "I": a budget or ledger in their own categories, a
  // recipe, a checklist. Reference material is prose or data about others; these are short and
  // practical, so in a library they are the user's own.
  if (namesWriterAsMe(doc) && cited === 0) return { ownership: 'personal', reason: 'a record that lists its writer as “me”' };
  if (cited === 0 && !isHtml && isDatedLog(doc, sentences, words)) return { ownership: 'personal', reason: 'a log of dated notes' };
  if (cited === 0 && isReminderNote(sentences, words)) return { ownership: 'personal', reason: 'a note of reminders or appointments' };
  if (cited === 0 && calendarItems(doc).length > 0) return { ownership: 'personal', reason: 'a calendar of the month’s plans' };
  if (companyAccounts(all)) return { ownership: 'reference', reason: 'a company’s accounts or report' };
  const keptFile = keptWorkingFile(doc, all, words, cited);
  if (keptFile) return { ownership: 'personal', reason: keptFile };
  if (words > 400) return { ownership: 'reference', reason: 'third-person prose about others' };
  return { ownership: 'reference', reason: NOTHING_ABOUT_USER };
}

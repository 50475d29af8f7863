/**
 * What a file is in its user's life — financial, professional, educational, social or personal —
 * from what extraction already knows about it: the detected document type, and the words of its
 * name, title, tags and summary held against a small vocabulary per type. Words that say what a
 * document *is* ("invoice", "lecture", "CV", "invitation") weigh twice what topic words
 * ("finance", "research", "friends") do when the name, title or tags use them, so a finance
 * lecture is educational. Below a minimum score a file is personal: the spec's catch-all, and
 * what a photo or a note without telling words is.
 */
import type { EventType } from '../store/memory.js';
import { normalizeToken, tokenize } from '../index/tokens.js';
import type { Genre } from './doc.js';

/**
 * Per type, comma-separated terms: those naming a kind of document (weight 2), then topic words
 * (weight 1). A term of several words matches those words side by side.
 */
const VOCABULARY: Record<EventType, { form: string; topic: string }> = {
  financial: {
    form: 'invoice, receipt, bill, payslip, paystub, bank statement, account statement, credit card statement, tax return, order confirmation, expense report',
    topic:
      'bank, banking, payment, paid, pay, payroll, salary, wage, tax, vat, budget, expense, expenditure, finance, financial, transaction, loan, mortgage, credit, debit, insurance, premium, investment, portfolio, stock, dividend, pension, refund, purchase, price, amount due, balance, fee, rent, lease, saving, iban, deposit, withdrawal, subscription, spending, money, cash, currency, usd, eur, gbp, euro, dollar, billing',
  },
  professional: {
    form: 'cv, resume, curriculum vitae, cover letter, meeting notes, meeting minutes, agenda, proposal, status report, annual report, business plan, contract, specification, roadmap, job description, job application, performance review, pitch deck',
    topic:
      'career, job, employment, employer, employee, work, workplace, office, meeting, project, sales, revenue, client, customer, stakeholder, strategy, business, company, corporate, team, manager, management, colleague, hiring, recruiter, interview, deliverable, deadline, kpi, okr, product, launch, marketing, onboarding, startup, vendor, consulting, operations, engineering, sprint, quarterly, quarter, profit, earnings, shareholder, board, position, report',
  },
  educational: {
    form: 'lecture, paper, thesis, dissertation, syllabus, homework, assignment, exam, quiz, textbook, tutorial, course, lesson, lecture notes, study guide, preprint, proceedings, worksheet, coursework',
    topic:
      'research, study, abstract, university, college, school, student, professor, teacher, semester, curriculum, degree, diploma, learning, education, academic, science, scientific, experiment, hypothesis, method, methodology, literature, citation, chapter, lab, laboratory, theorem, proof, equation, participants, findings, journal, doi, arxiv, seminar, class, classroom, grade, scholarship, clinical, cohort, randomized, randomised, statistically, significantly, empirical, theory, theoretical',
  },
  social: {
    form: 'invitation, invite, rsvp, group chat, chat, party, wedding, reunion, potluck, save the date',
    topic: 'invited, friend, friendship, gathering, celebration, celebrate, dinner, brunch, picnic, bbq, barbecue, festival, concert, guest, hangout, community, club, meetup, neighbour, neighbor, gala, ceremony, drinks, whatsapp',
  },
  personal: {
    form: 'diary, recipe, prescription, passport, shopping list, todo, to-do, selfie, voice memo, voice note, note to self',
    topic: 'health, medical, doctor, family, vacation, travel, trip, holiday, fitness, workout, hobby, garden, pet, dog, cat, home, house, apartment, grocery, personal, wellness, sleep, diet, meditation, baby, kid, child, mom, dad, birthday',
  },
};

/** The type a detected document type decides on its own, and how much that counts. */
const GENRE_TYPE: Partial<Record<Genre, EventType>> = { invoice: 'financial', resume: 'professional', invitation: 'social', diary: 'personal' };
const GENRE_WEIGHT = 6;
/** Below this a file is personal. */
const MIN_SCORE = 2;
/** Equal scores: the more specific vocabulary wins. */
const PRIORITY: EventType[] = ['financial', 'educational', 'professional', 'social', 'personal'];
/** Longest vocabulary term, in words. */
const MAX_TERM_WORDS = 3;

/** invoices → invoice, studies → study, taxes → tax, classes → class; other words as they are. */
function singular(w: string): string {
  if (w.length <= 3) return w;
  if (/ies$/.test(w)) return `${w.slice(0, -3)}y`;
  if (/(?:sses|xes|ches|shes)$/.test(w)) return w.slice(0, -2);
  if (/[^sui]s$/.test(w)) return w.slice(0, -1);
  return w;
}

/** Words as compared: file-name separators split, lower case, accents dropped, singular. */
const words = (text: string): string[] => tokenize(text.replace(/_+/g, ' ')).map((t) => singular(normalizeToken(t)));

/** A field's words and runs of adjacent words up to the longest term. */
function terms(text: string): Set<string> {
  const ws = words(text);
  const out = new Set<string>();
  for (let i = 0; i < ws.length; i++) for (let n = 1; n <= MAX_TERM_WORDS && i + n <= ws.length; n++) out.add(ws.slice(i, i + n).join(' '));
  return out;
}

const LEXICON: Array<{ type: EventType; term: string; weight: number }> = (Object.entries(VOCABULARY) as Array<[EventType, { form: string; topic: string }]>).flatMap(([type, v]) =>
  ([[v.form, 2], [v.topic, 1]] as const).flatMap(([list, weight]) => list.split(',').map((t) => ({ type, term: words(t).join(' '), weight }))),
);

export interface NatureInput {
  name: string;
  title?: string;
  summary?: string;
  /** The metadata record's hash tags (its top key phrases). */
  tags?: string[];
  genre?: Genre;
}

/**
 * Scores per type. A term counts once per field. The name and the title say what the file is:
 * their terms count double. A summary says what the file is about: there a document word is
 * only a topic ("started guitar lessons" is not course material).
 */
export function natureScores(input: NatureInput): Record<EventType, number> {
  const stem = input.name.replace(/\.[^.]+$/, '').replace(/[-.]+/g, ' ');
  const tags = new Set((input.tags ?? []).flatMap((t) => [...terms(t.replace(/^#/, '').replace(/-/g, ' '))]));
  const fields: Array<{ terms: Set<string>; weight: (w: number) => number }> = [
    { terms: terms(stem), weight: (w) => 2 * w },
    { terms: terms(input.title ?? ''), weight: (w) => 2 * w },
    { terms: tags, weight: (w) => w },
    { terms: terms((input.summary ?? '').slice(0, 600)), weight: () => 1 },
  ];
  const scores: Record<EventType, number> = { financial: 0, professional: 0, educational: 0, social: 0, personal: 0 };
  for (const f of fields) for (const { type, term, weight } of LEXICON) if (f.terms.has(term)) scores[type] += f.weight(weight);
  const g = input.genre && GENRE_TYPE[input.genre];
  if (g) scores[g] += GENRE_WEIGHT;
  return scores;
}

/** The event type of a file as a whole: the best-scoring type, personal when nothing says enough. */
export function fileNature(input: NatureInput): EventType {
  const scores = natureScores(input);
  const g = input.genre && GENRE_TYPE[input.genre];
  // Ties: the type the document type names, then the more specific vocabularies (a stable sort).
  const order = g ? [g, ...PRIORITY.filter((t) => t !== g)] : PRIORITY;
  const best = [...order].sort((a, b) => scores[b] - scores[a])[0]!;
  return scores[best] >= MIN_SCORE ? best : 'personal';
}

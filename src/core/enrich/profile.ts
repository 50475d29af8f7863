/**
 * Built-in user-profile extraction: patterns plus compromise's NER, precision first. A value is
 * taken only where the file states it about its user:
 *  - the header of a résumé or letter (name, contacts, address) and labelled fields
 *    ("Nationality: Spanish") in the user's own résumé or letter;
 *  - résumé sections (experience → current company and title, education, skills, languages,
 *    projects, interests);
 *  - a letter's signature;
 *  - first-person sentences ("I speak…", "my husband…", "my favourite book is…", "I moved to…").
 * Other people's tastes and plans ("Sofia is moving to Porto"), a letter's recipient, a vendor's
 * contact details on an invoice and sentences that are questions never count.
 * Each value keeps its evidence: the snippet that states it and the time it was true (a diary
 * entry's date, the document's own date, or the processing time).
 */
import type { ProfileEvidence } from '../store/memory.js';
import type { DocView } from './doc.js';
import { isClosing } from './doc.js';
import { personName } from './nlp.js';
import { Collector, headerBlock, labelled } from './profile-collector.js';
import { resume } from './profile-resume.js';
import { sentence } from './profile-sentences.js';

export { Collector, EMAIL_RE, PHONE_RE, birthDate, languagesIn, listItems, location } from './profile-collector.js';
export { LEADING_RANGE, industryOfEmployer, industryOfTitle, jobHeading, parseStudy, resumeJobs, type Study } from './profile-resume.js';

export function extractProfile(doc: DocView, now: string): ProfileEvidence[] {
  const c = new Collector(doc, now);
  // Invoices, invitations and other people's documents say nothing reliable about the user.
  if (doc.genre === 'invoice' || doc.genre === 'invitation') return c.out;
  if (doc.genre === 'resume') resume(doc, c);
  if (doc.genre === 'letter') letter(doc, c);
  if (doc.genre === 'resume' || doc.genre === 'letter') {
    for (const l of doc.lines) labelled(l, c);
  }
  if (doc.personal) for (const s of doc.sentences) sentence(s, doc, c);
  return c.out;
}

// ---------------------------------------------------------------- letter

function letter(doc: DocView, c: Collector): void {
  if (doc.addressee) {
    // A letter to the user: their name is the one it greets in full; the letterhead and signature are the sender's.
    const greeting = doc.lines.map((l) => /^dear\s+(?:(?:mr|mrs|ms|miss|dr|mx)\.?\s+)?([^,:]+)[,:]?\s*$/i.exec(l.text)?.[1]).find(Boolean);
    const n = greeting && personName(greeting);
    if (n) c.add('Name', n.name, { text: `Dear ${greeting}`, context: doc.reference }, 0.8);
    return;
  }
  headerBlock(doc, c, 0.85);
  // The signature: the name under the closing.
  const close = doc.lines.findIndex((l) => isClosing(l.text));
  if (close >= 0) {
    const sig = doc.lines[close + 1];
    const n = sig && personName(sig.text);
    if (n && sig) c.add('Name', n.name, sig, 0.85);
  }
}

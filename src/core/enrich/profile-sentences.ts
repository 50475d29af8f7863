/**
 * The first-person sentence stage of profile extraction: what the user says of themselves
 * ("I speak…", "my husband…", "my favourite book is…", "I moved to…"), never what they say of
 * others.
 */
import { findDates } from './dates.js';
import type { DocView, Sentence } from './doc.js';
import { COUNTRIES, DEGREE_RE, FAVOURITE_KIND, NATIONALITIES, PERSONALITY_WORDS, SCHOOL_RE, interestKind, looksLikeTitle } from './lexicon.js';
import { NUMBER_WORD_RE, cleanValue, numberOf, personName, placesIn, properPhraseAt, properPhraseBefore } from './nlp.js';
import { Collector, birthDate, languagesIn } from './profile-collector.js';
import { industry, parseStudy } from './profile-resume.js';
import { newRole } from './profile-role.js';

// ---------------------------------------------------------------- first-person sentences

const ORG_AFTER = (s: string) => properPhraseAt(s.replace(/^(?:the\s+)(?=[A-Z])/, ''), { maxWords: 6 });

function titleBefore(s: string): string | undefined {
  const t = s.trim().replace(/^(?:a|an|the)\s+/i, '');
  return looksLikeTitle(t) ? t : undefined;
}

export function sentence(s: Sentence, doc: DocView, c: Collector): void {
  const t = s.text;
  if (/\?\s*$/.test(t)) return;
  let m: RegExpExecArray | null;

  // Name
  if ((m = /\b[Mm]y name is ([A-Z][\p{L}'’-]+(?: [A-Z][\p{L}'’-]+){1,3})/u.exec(t))) {
    const n = personName(m[1]!);
    if (n) c.add('Name', n.name, s, 0.85);
  }

  // Age
  if ((m = new RegExp(`\\bI(?:'m| am) (${NUMBER_WORD_RE}) years? old\\b`, 'i').exec(t)) ?? (m = new RegExp(`(?<!\\b(?:before|until|till|time|when|once|after|by)\\s)\\bI (?:just )?turned (${NUMBER_WORD_RE})\\b(?! (?:percent|minutes|hours|km|miles))`, 'i').exec(t))) {
    const n = numberOf(m[1]!);
    if (n !== undefined && n > 0 && n < 120) c.add('Age', String(n), s, 0.85);
  }

  // "Turned 22." in a diary (its unspoken "I"), "I'm 43 now", "I am 22, in my final year": an age stated in passing.
  const passing =
    (doc.firstPerson && /^(?:(?:today|yesterday|so|well|finally)[,!]?\s+)?(?:just\s+)?turned (\d{1,3})\b(?! (?:percent|minutes|hours|km|miles|degrees))/i.exec(t)) ||
    /\bI(?:'m|’m| am) (\d{2})(?=\s*[,.!;]|\s+(?:now|today|this year|and|years? young)\b)/.exec(t);
  if (passing) {
    const n = Number(passing[1]);
    if (n >= 10 && n < 110) c.add('Age', String(n), s, 0.8);
  }

  // Birth date
  if ((m = /\bI was born on (.{4,40}?)(?:[.,;]|\s+in\s|$)/i.exec(t))) c.add('birth_date', birthDate(m[1]!), s, 0.85);

  // Nationality
  if ((m = /\bI(?:'m| am) (?:a |an )?([A-Z][a-z]+(?: [A-Z][a-z]+)?)(?: citizen| national)?\b/.exec(t)) && NATIONALITIES.has(m[1]!) && !/\b(?:speaker|learner|teacher|food|cuisine)\b/i.test(t.slice(m.index + m[0].length, m.index + m[0].length + 20))) {
    c.add('nationality', m[1], s, 0.75);
  }
  if ((m = /\bI hold (?:a |an )?([A-Z][a-z]+) (?:passport|citizenship)\b/.exec(t)) && NATIONALITIES.has(m[1]!)) c.add('nationality', m[1], s, 0.8);

  // Languages
  if ((m = /\bI (?:also )?speak ([^.;!?]+)/.exec(t))) {
    const clause = m[1]!.split(/,?\s+(?:and|but)\s+I\b|\bbut\b|\bwhile\b/)[0]!;
    for (const l of languagesIn(clause)) c.add('language_spoken', l, s, 0.85);
  }
  if ((m = /\b(?:I(?:'m| am) (?:fluent|bilingual) in|my (?:native language|mother tongue|first language) is|I(?:'m| am) a native) ([^.;!?]+)/.exec(t))) {
    for (const l of languagesIn(m[1]!.split(/\bbut\b/)[0]!)) c.add('language_spoken', l, s, 0.85);
  }

  // Contact
  if ((m = /\bmy (?:e-?mail(?: address)?) is ([A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,})/i.exec(t))) c.add('email', m[1]!.toLowerCase(), s, 0.85);
  if ((m = /\bmy (?:phone|mobile|cell|telephone)(?: number)? is ((?:\+\d{1,3}[\s.-]?)?[\d\s().-]{7,20}\d)/i.exec(t))) c.add('phone', m[1]!.trim(), s, 0.85);

  // Where the user lives
  if ((m = /\b(?:I|[Ww]e) (?:now )?(?:live|am living|are living|reside|am based|'m based|are based) in ([A-Z][^.;!?]*)/.exec(t))) place(m[1]!, s, c, 0.8, false);
  if ((m = /\b(?:I|[Ww]e) (?:have |just |finally )*(?:moved|relocated) (?:back )?to ([A-Z][^.;!?]*)/.exec(t))) place(m[1]!, s, c, 0.8, true);
  // "We moved into the Evanston house": the home's town.
  else if ((m = /\b(?:I|[Ww]e) (?:have |just |finally )*moved into (?:the|our|my|a) (?:new )?(\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+)?) (?:house|flat|apartment|home)\b/u.exec(t))) place(m[1]!, s, c, 0.75, true);
  // "We moved into our new flat in Palermo", a diary's "Moved into the new room in Thanh Xuân": a move, but the place
  // may be a district of the same town, so no city.
  else if ((m = /(?:\b(?:I|[Ww]e) (?:have |just |finally )*|^(?:(?:today|finally|so)[,:]?\s+)?)[Mm]oved into (?:the|our|my|a) (?:new )?(?:house|flat|apartment|home|place|room) in (\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+)?)/u.exec(t)) && (/^\W*(?:I|we)\b/i.test(m[0]) || doc.firstPerson)) c.add('relocation', `Moved to ${m[1]}${dateSuffix(t, s.context)}`, s, 0.75);
  // "Nobody sings like Samidoh": the user's favourite singer (or writer).
  if ((m = /\b(?:[Nn]obody|[Nn]o one|[Nn]o-one) (sings|plays|writes) like (\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+){0,2})/u.exec(t))) c.add(m[1] === 'writes' ? 'books' : 'music', m[2], s, 0.75);

  // Education
  if ((m = /\bI (?:hold|have|earned|received|completed|got|obtained|am completing|finished) (?:a |an |my )?/.exec(t))) {
    const rest = t.slice(m.index + m[0].length);
    const deg = DEGREE_RE.exec(rest);
    if (deg && deg.index === 0) {
      const st = parseStudy(rest.split(/[.;]/)[0]!);
      if (st?.degree) c.add('degree', st.degree, s, 0.8);
      if (st?.major) c.add('major', st.major, s, 0.75);
      if (st?.school) c.add('school', st.school, s, 0.8);
    }
  }
  if ((m = /\bI (?:graduated|studied \w+(?: \w+)?|am studying \w+(?: \w+)?) (?:from|at) (.+)$/.exec(t))) {
    const school = SCHOOL_RE.exec(m[1]!);
    if (school && school.index <= 4) c.add('school', school[0].replace(/^The\s+/, ''), s, 0.8);
  }

  // Work: "I work as a T at C", "I have worked as a T at C", "I'm a T at C", "I joined C as T",
  // "First day at C as T" (a diary's subject is its writer).
  if ((m = /\bI(?:'ve| have)? (?:been )?(?:work|am working|have worked|have been working|'ve worked)(?: as (?:a |an )?([^,.;]+?))? (?:at|for) ([A-Z].*)$/.exec(t))) {
    const company = ORG_AFTER(m[2]!);
    const title = m[1] ? titleBefore(m[1]) : undefined;
    if (company) c.add('company', company, s, 0.8);
    if (title) c.add('title', title, s, 0.75);
  } else if ((m = /\bI(?:'m| am) (?:a |an |the )?([A-Za-z][\w -]{2,50}?) (?:at|for|with) ([A-Z].*)$/.exec(t)) && looksLikeTitle(m[1]!)) {
    const company = ORG_AFTER(m[2]!);
    if (company) c.add('company', company, s, 0.8);
    c.add('title', m[1], s, 0.75);
  } else if ((m = /\b(?:I (?:just )?(?:joined|started (?:working )?at)|(?:my )?first day at) ([A-Z][^.;!?]*)/i.exec(t)) && (/\bI\b/.test(m[0]) || (doc.firstPerson && m.index === 0))) {
    const company = ORG_AFTER(m[1]!);
    const title = /\bas (?:a |an |the )?([A-Z][\w -]{2,50}?)(?:[.,;!]|$| in | at | on | for )/.exec(m[1]!)?.[1];
    if (company && !looksLikeTitle(company)) c.add('company', company, s, 0.8);
    if (title && looksLikeTitle(title)) c.add('title', title, s, 0.75);
  }
  // A promotion or appointment: the new title, dated from the day it takes effect.
  const role = newRole(t, s.context, !!doc.addressee && doc.author !== undefined);
  if (role) c.add('title', role.title, { text: t, context: role.time }, 0.8);
  industry(s, c);

  // Family
  if ((m = /\bI(?:'m| am) (?:happily |recently |now )?(married|single|divorced|widowed|engaged|separated)\b/i.exec(t))) c.add('marital_status', m[1]!.toLowerCase(), s, 0.85);
  else if ((m = /\bI(?:'m| am) (?:a )?(widower|widow)\b/i.exec(t))) c.add('marital_status', 'widowed', s, 0.85);
  else if ((m = /\b[Ww]e(?:'re| are) (?:now |officially |happily )?(married|engaged)\b/.exec(t))) c.add('marital_status', m[1]!.toLowerCase(), s, 0.8);
  else if (/\bmy (?:husband|wife|spouse)\b/i.test(t) || /\b(?:our|my) (?:\w+ )?wedding anniversary\b/i.test(t) || /\b(?:I|we) got married\b/i.test(t)) c.add('marital_status', 'married', s, 0.8);
  else if (/\bmy (?:fianc[eé]e?)\b/i.test(t)) c.add('marital_status', 'engaged', s, 0.75);
  if ((m = new RegExp(`\\b(?:I|[Ww]e) have (${NUMBER_WORD_RE}|no) (?:kids|children|sons|daughters|boys|girls)\\b`, 'i').exec(t)) ?? (m = new RegExp(`\\b(?:our|my) (${NUMBER_WORD_RE}) (?:kids|children)\\b`, 'i').exec(t)) ?? (m = new RegExp(`\\b(?:I(?:'m| am) a )?(?:mother|father|mom|mum|dad|parent) of (${NUMBER_WORD_RE})\\b`, 'i').exec(t))) {
    const n = m[1]!.toLowerCase() === 'no' ? 0 : numberOf(m[1]!);
    if (n !== undefined && n < 20 && (/\b(?:I|we|our|my)\b/i.test(m[0]) || /^(?:mother|father|mom|mum|dad|parent)/i.test(m[0]))) c.add('number_of_children', String(n), s, 0.8);
  }
  if ((m = /\b(?:I|we) got married\b/i.exec(t))) c.add('marriage', `Got married${dateSuffix(t, s.context)}`, s, 0.8);
  if ((m = /\bI (?:retired|have retired|am retiring|will retire)\b/i.exec(t))) c.add('retirement', cleanValue(t.slice(m.index + 2), 80).replace(/^\w/, (x) => x.toUpperCase()), s, 0.75);

  // Interests
  for (const fm of t.matchAll(/\bmy (?:all-time |absolute )?favou?rite (\w+) (?:is|was|has always been|remains) (.+?)(?=,|\s+(?:because|since|which|but)\s|\s+and (?:my|I|we|our|his|her|their)\b|[.;!?]|$)/gi)) {
    const kind = FAVOURITE_KIND[fm[1]!.toLowerCase()];
    // Speech has no full stops: the value ends where the next clause or a time phrase ("this year") begins.
    const what = doc.kind === 'audio' || doc.kind === 'video' ? fm[2]!.split(/\s+(?:ago|and|to|so|but|because|i|we|hope|want|also|one day|someday|some day|before|after|when|since|(?:this|next|last) (?:year|month|week|summer|winter|spring|autumn)|today|tonight|in \w+ (?:years?|months?))\b/i)[0]! : fm[2]!;
    // A value that ends on a word that needs more ("abundant as", speech misheard) is a broken clause.
    // Misheard speech names no dish ("my favourite food is bleak middle stupid"): a spoken food or sport of three words or
    // more must end in one the lexicon knows; a single unknown word ("meatballs") is kept.
    const misheard = (doc.kind === 'audio' || doc.kind === 'video') && (kind === 'foods' || kind === 'sports') && what.trim().split(/\s+/).length >= 3 && interestKind(what) !== kind;
    if (kind && !misheard && !/\s(?:as|of|to|the|a|an|and|or|with|for|is|at|in|on|my)$/i.test(what.trim())) c.add(kind, liked(what), s, 0.85);
  }
  // "Rewatched Relatos salvajes with Mateo; still my favourite film": what the verb took.
  for (const fm of t.matchAll(/\b(?:re-?watched|watched|saw|re-?read|read|listened to|heard|played|ate|cooked|had)\s+(?:the\s+)?(\p{Lu}[^.;!?,]*?)(?:\s+(?:with|at|in|on|again|for|last|this|tonight|yesterday)\b[^.;!?]*)?[;,—–]\s*(?:and\s+)?(?:it(?:'s| is)\s+)?(?:still |definitely |probably )?my (?:all-time )?favou?rite (\w+)/giu)) {
    const kind = FAVOURITE_KIND[fm[2]!.toLowerCase()];
    if (kind && fm[1]!.split(/\s+/).length <= 6) c.add(kind, fm[1]!.trim(), s, 0.8);
  }
  for (const fm of t.matchAll(/([^.;!?]*?),\s*(?:still |definitely |probably )?my (?:all-time )?favou?rite (\w+)/gi)) {
    const kind = FAVOURITE_KIND[fm[2]!.toLowerCase()];
    const what = properPhraseBefore(fm[1]!);
    if (kind && what) c.add(kind, what, s, 0.8);
  }
  // "Jollof rice will always be my favourite food": the thing first, then what it is to the user.
  for (const fm of t.matchAll(/(?:^|[,;:—–]\s*|\b(?:and|but|so)\s+)([\p{L}'’ -]{2,40}?)\s+(?:is|was|will always be|has always been|remains|is still)\s+(?:still\s+|definitely\s+|probably\s+)?my (?:all-time |absolute )?favou?rite (\w+)/giu)) {
    const kind = FAVOURITE_KIND[fm[2]!.toLowerCase()];
    const what = fm[1]!.trim().replace(/^(?:the|and|but|so|still|honestly|really)\s+/i, '');
    if (!kind || !what || /^(?:it|this|that|he|she|they|which|what)$/i.test(what) || what.split(/\s+/).length > 4) continue;
    c.add(kind, kind === 'foods' || kind === 'sports' ? what.toLowerCase() : what, s, 0.8);
  }
  for (const lm of t.matchAll(/\bI (?:really |absolutely |truly |just |also )?(?:love|adore|enjoy|like|am passionate about|am a (?:big |huge )?fan of|am into)\s+([^.;!?]+?)(?=,?\s+(?:and|but) I\b|[.;!?]|$)/g)) {
    // Speech runs on: "I love reggae music this year I want…" — a time phrase ends the object.
    const obj = lm[1]!.replace(/\s+(?:this|next|last) (?:year|month|week|summer|winter|spring|autumn)\b.*$/i, '').split(/\s+(?:and I|but|when|because|with|if|so|since|that|on|at|in)\s/)[0]!.replace(/\s+(?:more than anything|above all|a lot|very much|so much|the most|too|as well)\s*$/i, '');
    for (const item of obj.split(/\s*,\s*|\s+and\s+|\s+or\s+/)) {
      const what = item.replace(/^(?:the|a|an|some|all|good|great|most|playing|to play|eating|listening to|reading|watching)\s+/i, '').trim();
      if (!what || /^(?:it|this|that|them|you|him|her|my|our|to|how|what|when|being|having)\b/i.test(what) || what.split(/\s+/).length > 4) continue;
      const kind = interestKind(what);
      if (kind) c.add(kind, /^[A-Z]/.test(what) && what.split(/\s+/).some((w) => /^[A-Z]/.test(w)) && kind !== 'foods' && kind !== 'sports' ? what : what.toLowerCase(), s, 0.75);
    }
  }
  // "On Saturdays I go fishing off the rocks", and a diary's note-style "Climbing at the Palermo wall after work".
  const doing = /\bI (?:often |usually |always |sometimes |still |regularly )?go ([a-z]+ing)\b/i.exec(t) ?? (doc.genre === 'diary' ? /^([A-Z][a-z]+ing)\s+(?:at|in|on|with|after|before|this|again)\b/.exec(t) : null);
  if (doing && (interestKind(doing[1]!) === 'sports' || /^(?:fishing|hunting|sailing|hiking|camping)$/i.test(doing[1]!))) c.add('sports', doing[1]!.toLowerCase(), s, 0.75);
  if ((m = /\bI (?:play|have played|have been playing)(?: the)? ([a-z][a-z -]{2,25}?)(?:\s+(?:every|on|at|with|since|in|for|twice|once)\b|[.,;!]|$)/.exec(t))) {
    const kind = interestKind(m[1]!);
    if (kind === 'sports' || kind === 'music') c.add(kind, m[1]!, s, 0.75);
  }

  // "I am reading The Secret River": a title in capitals.
  if ((m = /\bI(?:'m| am) (?:currently |now |still )?(?:re-?)?reading (\p{Lu}[^.;!?,]*)/u.exec(t))) {
    const title = properPhraseAt(m[1]!, { allowLeadingThe: true, maxWords: 8 });
    if (title) c.add('books', title, s, 0.75);
  }

  // Psychological
  if ((m = /\bmy (?:(?:main|biggest|big|long-term|personal|career|next|ultimate) )?(?:goal|dream|ambition|aim)(?: for (?:this|next) year)? is to ([^.;!?]+)/i.exec(t))) c.add('goals', goalText(m[1]!), s, 0.8);
  else if ((m = /\bI (?:aim|hope|plan|intend) to ([^.;!?]+)/.exec(t)) && doc.genre !== 'letter') c.add('goals', goalText(m[1]!), s, 0.65);
  else if ((m = /\bI (?:really |still |would really )?(?:want|wanna|would like|'d like|wish|dream) to ((?!thank|say|ask|let|apologi[sz]e|remind|know|share|confirm|tell|check|see if|make sure)[^.;!?]+)/i.exec(t)) && doc.genre !== 'letter') c.add('goals', goalText(m[1]!), s, 0.65);
  // Speech recognisers hear "one day I want to" as "wanted to": a someday wish, not the past.
  else if ((m = /\b(?:one day|someday|some day),? I wanted to ([^.;!?]+)/i.exec(t)) && (doc.kind === 'audio' || doc.kind === 'video')) c.add('goals', goalText(m[1]!), s, 0.65);
  if ((m = /\bI (?:deeply |truly |really |highly )?value ([^.;!?]+)/.exec(t))) {
    for (const v of m[1]!.split(/\s*,\s*|\s+and\s+/).slice(0, 4)) if (v.split(/\s+/).length <= 4) c.add('values', v, s, 0.7);
  }
  if ((m = /\bI (?:strongly |firmly |truly )?believe in ([^.;!?,]+)/.exec(t)) && m[1]!.split(/\s+/).length <= 8) c.add('beliefs', m[1], s, 0.7);
  if ((m = /\b(?:I(?:'m| am) (?:driven|motivated) by|what (?:drives|motivates) me is) ([^.;!?]+)/i.exec(t))) c.add('motivations', m[1], s, 0.75);
  if ((m = /\bI(?:'m| am|'ve always been| have always been) (?:a |an |quite |very |fairly |pretty |rather |such an? |an? (?:true|total|natural) )?([a-z-]+(?: [a-z]+)?)\b/.exec(t))) {
    const w = m[1]!.toLowerCase();
    const one = w.split(' ')[0]!;
    if (PERSONALITY_WORDS.has(w)) c.add('personality', w, s, 0.7);
    else if (PERSONALITY_WORDS.has(one)) c.add('personality', one, s, 0.7);
  }
  if ((m = /\bI(?:'m| am) a (woman|man)\b/i.exec(t)) ?? (m = /\bas a (woman|man) (?:in|who)\b/i.exec(t))) c.add('Gender', m[1]!.toLowerCase() === 'woman' ? 'female' : 'male', s, 0.75);
  if ((m = /\b(?:our|my) (?:annual |yearly )?household income is ([^.;!?]+)/i.exec(t))) c.add('household_income', m[1], s, 0.8);
}

/** A liked thing as stored: a title keeps its capitals, a common noun is lower-cased. */
/** A goal up to where unpunctuated speech starts its next clause ("… this winter remember to call …"). */
function goalText(g: string): string {
  // Speech runs clauses together: "open my own restaurant my favourite food is …" ends at the next "my … is".
  return g.split(/\s+(?:remember|remind me|note to self|don't forget|also|and then|but)\b|\s+(?:before|after|until|when|once|because) I\b|\s+(?=(?:my|our) (?:\w+ )?(?:favou?rite|name|goal|dream)\b)/i)[0]!.trim();
}

function liked(what: string): string {
  // An article before a lower-case word goes ("the jazz"); before a capital it is part of a title ("The God of Small Things").
  const w = what.trim().replace(/^(?:[Tt]he|[Aa]n?)\s+(?=\p{Ll})/u, '');
  // A title in title case keeps its small words: "The Remains of the Day", "Gone with the Wind".
  if (/^\p{Lu}[\p{L}'’.-]*(?:\s+(?:(?:of|the|and|a|an|in|on|at|to|for|with|from|de|la|del)\s+)*\p{Lu}[\p{L}'’.-]*)*$/u.test(w)) return w;
  const proper = properPhraseAt(w, { allowLeadingThe: true });
  if (proper && proper.length >= w.length - 1) return proper;
  return w.toLowerCase();
}

function place(text: string, s: Sentence, c: Collector, confidence: number, moved: boolean): void {
  const phrase = properPhraseAt(text, { maxWords: 4 });
  if (!phrase) return;
  const after = text.slice(text.indexOf(phrase) + phrase.length);
  const country = /^,\s*([A-Z][\p{L} ]+?)(?:[.,;!?]|\s+(?:in|on|last|this|next|today|with)\b|$)/u.exec(after)?.[1];
  if (COUNTRIES.has(phrase)) {
    c.add('country', phrase, s, confidence);
  } else {
    // A city: compromise knows it as a place, or it is written as "City, Country".
    const known = placesIn(phrase).some((p) => p.replace(/[.,]$/, '') === phrase) || (country && COUNTRIES.has(country));
    if (!known && phrase.split(/\s+/).length > 2) return;
    c.add('city', phrase, s, known ? confidence : confidence - 0.1);
    if (country && COUNTRIES.has(country)) c.add('country', country, s, confidence);
  }
  if (moved) c.add('relocation', `Moved to ${phrase}${dateSuffix(s.text, s.context)}`, s, confidence);
}

function dateSuffix(text: string, context: string | null): string {
  const d = findDates(text, context).find((x) => !x.deadline);
  const iso = d?.iso ?? context ?? undefined;
  return iso ? ` (${iso.slice(0, d?.precision === 'year' ? 4 : d?.precision === 'month' ? 7 : 10)})` : '';
}


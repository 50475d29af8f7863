/**
 * British and American spellings of one word ("tyres" / "tires", "colour" / "color",
 * "organise" / "organize", "paediatric" / "pediatric"). A user writes one and the file the
 * other: a Canadian's question about snow tyres must meet an American shop's "winter tires".
 * Only listed stems change: a rule like "-our → -or" would turn "four" into "for" and "-ise →
 * -ize" would turn "advertise" or "exercise" into words nobody writes.
 */

/** British stem → American stem; a word is a stem plus any ending ("colour" → "coloured", "colourful"). */
const STEMS: Record<string, string> = {
  // -our / -or
  behaviour: 'behavior', candour: 'candor', clamour: 'clamor', colour: 'color', endeavour: 'endeavor', favour: 'favor', flavour: 'flavor', harbour: 'harbor', honour: 'honor', humour: 'humor', labour: 'labor', neighbour: 'neighbor', odour: 'odor', parlour: 'parlor', rigour: 'rigor', rumour: 'rumor', savour: 'savor', saviour: 'savior', splendour: 'splendor', tumour: 'tumor', valour: 'valor', vapour: 'vapor', vigour: 'vigor', armour: 'armor',
  // -re / -er
  centre: 'center', fibre: 'fiber', litre: 'liter', lustre: 'luster', metre: 'meter', kilometre: 'kilometer', centimetre: 'centimeter', millimetre: 'millimeter', millilitre: 'milliliter', sabre: 'saber', sombre: 'somber', spectre: 'specter', theatre: 'theater', calibre: 'caliber', manoeuvre: 'maneuver',
  // -ise / -ize (only verbs whose American form is -ize)
  apologis: 'apologiz', authoris: 'authoriz', capitalis: 'capitaliz', categoris: 'categoriz', characteris: 'characteriz', criticis: 'criticiz', customis: 'customiz', emphasise: 'emphasize', emphasised: 'emphasized', emphasising: 'emphasizing', finalis: 'finaliz', hospitalis: 'hospitaliz', immunis: 'immuniz', itemis: 'itemiz', localis: 'localiz', maximis: 'maximiz', memoris: 'memoriz', minimis: 'minimiz', mobilis: 'mobiliz', normalis: 'normaliz', optimis: 'optimiz', organis: 'organiz', personalis: 'personaliz', prioritis: 'prioritiz', realis: 'realiz', recognis: 'recogniz', sanitis: 'sanitiz', specialis: 'specializ', stabilis: 'stabiliz', standardis: 'standardiz', summaris: 'summariz', symbolis: 'symboliz', sympathis: 'sympathiz', utilis: 'utiliz', visualis: 'visualiz', analys: 'analyz', paralys: 'paralyz', catalys: 'catalyz',
  // -ogue / -og
  catalogue: 'catalog', dialogue: 'dialog', analogue: 'analog', prologue: 'prolog',
  // -ence / -ense (nouns)
  licence: 'license', defence: 'defense', offence: 'offense', pretence: 'pretense',
  // ae / oe / e
  anaemia: 'anemia', anaemic: 'anemic', anaesthetic: 'anesthetic', anaesthesia: 'anesthesia', anaesthetist: 'anesthetist', caesarean: 'cesarean', diarrhoea: 'diarrhea', encyclopaedia: 'encyclopedia', haemoglobin: 'hemoglobin', haemophilia: 'hemophilia', haemorrhage: 'hemorrhage', haemorrhoid: 'hemorrhoid', leukaemia: 'leukemia', oesophagus: 'esophagus', oestrogen: 'estrogen', orthopaedic: 'orthopedic', paediatric: 'pediatric', paediatrician: 'pediatrician', gynaecology: 'gynecology', gynaecologist: 'gynecologist', foetus: 'fetus',
  // doubled l
  cancelled: 'canceled', cancelling: 'canceling', counsellor: 'counselor', counselling: 'counseling', fuelled: 'fueled', fuelling: 'fueling', jewellery: 'jewelry', labelled: 'labeled', labelling: 'labeling', levelled: 'leveled', modelled: 'modeled', modelling: 'modeling', travelled: 'traveled', travelling: 'traveling', traveller: 'traveler', enrolment: 'enrollment', fulfilment: 'fulfillment', instalment: 'installment', skilful: 'skillful', wilful: 'willful',
  // single words
  aeroplane: 'airplane', aluminium: 'aluminum', cosy: 'cozy', doughnut: 'donut', draught: 'draft', grey: 'gray', kerb: 'curb', mould: 'mold', moustache: 'mustache', mum: 'mom', plough: 'plow', programme: 'program', pyjama: 'pajama', sceptic: 'skeptic', tyre: 'tire', ageing: 'aging', judgement: 'judgment', acknowledgement: 'acknowledgment', artefact: 'artifact', practise: 'practice', practised: 'practiced', practising: 'practicing',
};

/** Endings a listed stem may carry ("colour" + "ful", "organis" + "ation"). */
const ENDING = /^(?:|s|e|es|ed|ing|er|ers|ation|ations|al|ally|ful|fully|ite|ites|able|ably|hood|hoods|ist|ists|ic|ics|ism|ised|ized|ia|ias|n|ns|ly)$/;

const BRITISH = Object.keys(STEMS).sort((a, b) => b.length - a.length);
const AMERICAN = new Map<string, string[]>();
for (const [b, a] of Object.entries(STEMS)) AMERICAN.set(a, [...(AMERICAN.get(a) ?? []), b]);
const AMERICAN_STEMS = [...AMERICAN.keys()].sort((a, b) => b.length - a.length);

/** The American spelling of a lower-case word, or the word itself when it has no listed British form. */
export function americanSpelling(word: string): string {
  for (const b of BRITISH) {
    if (word.startsWith(b) && ENDING.test(word.slice(b.length))) return STEMS[b]! + word.slice(b.length);
  }
  return word;
}

/** The other spellings of a lower-case word (British for American and back); empty when none is listed. */
export function spellingVariants(word: string): string[] {
  const american = americanSpelling(word);
  if (american !== word) return [american];
  for (const a of AMERICAN_STEMS) {
    const ending = word.slice(a.length);
    if (word.startsWith(a) && ENDING.test(ending)) return AMERICAN.get(a)!.map((b) => b + ending);
  }
  return [];
}

/**
 * Word lists for the built-in profile and event extractors: countries, nationalities,
 * languages, what counts as a sport, a food, a kind of music…, the headings résumés use, and
 * the words that name jobs, degrees and organisations. General English knowledge, not tuned to
 * any document.
 */

const words = (s: string): string[] => s.split('|').map((w) => w.trim()).filter(Boolean);

export const COUNTRIES = new Set(
  words(
    'Afghanistan|Albania|Algeria|Andorra|Angola|Argentina|Armenia|Australia|Austria|Azerbaijan|Bahamas|Bahrain|Bangladesh|Barbados|Belarus|Belgium|Belize|Benin|Bhutan|Bolivia|Bosnia and Herzegovina|Botswana|Brazil|Brunei|Bulgaria|Burkina Faso|Burundi|Cambodia|Cameroon|Canada|Cape Verde|Chad|Chile|China|Colombia|Congo|Costa Rica|Croatia|Cuba|Cyprus|Czech Republic|Czechia|Denmark|Djibouti|Dominican Republic|Ecuador|Egypt|El Salvador|Estonia|Eswatini|Ethiopia|Fiji|Finland|France|Gabon|Gambia|Georgia|Germany|Ghana|Greece|Guatemala|Guinea|Guyana|Haiti|Honduras|Hong Kong|Hungary|Iceland|India|Indonesia|Iran|Iraq|Ireland|Israel|Italy|Ivory Coast|Jamaica|Japan|Jordan|Kazakhstan|Kenya|Kosovo|Kuwait|Kyrgyzstan|Laos|Latvia|Lebanon|Lesotho|Liberia|Libya|Liechtenstein|Lithuania|Luxembourg|Madagascar|Malawi|Malaysia|Maldives|Mali|Malta|Mauritania|Mauritius|Mexico|Moldova|Monaco|Mongolia|Montenegro|Morocco|Mozambique|Myanmar|Namibia|Nepal|Netherlands|New Zealand|Nicaragua|Niger|Nigeria|North Macedonia|Norway|Oman|Pakistan|Panama|Papua New Guinea|Paraguay|Peru|Philippines|Poland|Portugal|Qatar|Romania|Russia|Rwanda|Saudi Arabia|Senegal|Serbia|Singapore|Slovakia|Slovenia|Somalia|South Africa|South Korea|Korea|Spain|Sri Lanka|Sudan|Suriname|Sweden|Switzerland|Syria|Taiwan|Tajikistan|Tanzania|Thailand|Togo|Trinidad and Tobago|Tunisia|Turkey|Türkiye|Turkmenistan|Uganda|Ukraine|United Arab Emirates|United Kingdom|United States|United States of America|Uruguay|Uzbekistan|Venezuela|Vietnam|Yemen|Zambia|Zimbabwe|USA|UK|UAE|England|Scotland|Wales',
  ),
);

/** Short forms written after a city ("Austin, TX"): US states and Canadian provinces. */
export const REGION_COUNTRY: Record<string, string> = Object.fromEntries([
  ...words('AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC').map((s) => [s, 'United States']),
  ...words('ON|QC|BC|AB|MB|SK|NS|NB|NL|PE').map((s) => [s, 'Canada']),
]);

/** Nationality adjectives (and nouns) → the nationality as written. */
export const NATIONALITIES = new Set(
  words(
    'Afghan|Albanian|Algerian|American|Andorran|Angolan|Argentine|Argentinian|Armenian|Australian|Austrian|Azerbaijani|Bahraini|Bangladeshi|Belarusian|Belgian|Bolivian|Bosnian|Brazilian|British|Bulgarian|Cambodian|Cameroonian|Canadian|Chilean|Chinese|Colombian|Congolese|Costa Rican|Croatian|Cuban|Cypriot|Czech|Danish|Dominican|Dutch|Ecuadorian|Egyptian|Emirati|English|Estonian|Ethiopian|Filipino|Finnish|French|Georgian|German|Ghanaian|Greek|Guatemalan|Haitian|Honduran|Hungarian|Icelandic|Indian|Indonesian|Iranian|Iraqi|Irish|Israeli|Italian|Ivorian|Jamaican|Japanese|Jordanian|Kazakh|Kenyan|Korean|Kuwaiti|Latvian|Lebanese|Libyan|Lithuanian|Luxembourgish|Malaysian|Maltese|Mexican|Moldovan|Mongolian|Montenegrin|Moroccan|Mozambican|Namibian|Nepali|Nepalese|New Zealander|Nicaraguan|Nigerian|Norwegian|Omani|Pakistani|Panamanian|Paraguayan|Peruvian|Polish|Portuguese|Qatari|Romanian|Russian|Rwandan|Saudi|Scottish|Senegalese|Serbian|Singaporean|Slovak|Slovenian|Somali|South African|Spanish|Sri Lankan|Sudanese|Swedish|Swiss|Syrian|Taiwanese|Tanzanian|Thai|Tunisian|Turkish|Ugandan|Ukrainian|Uruguayan|Uzbek|Venezuelan|Vietnamese|Welsh|Yemeni|Zambian|Zimbabwean',
  ),
);

export const LANGUAGES = new Set(
  words(
    'English|Spanish|Portuguese|French|German|Italian|Dutch|Swedish|Norwegian|Danish|Finnish|Icelandic|Polish|Czech|Slovak|Hungarian|Romanian|Bulgarian|Greek|Turkish|Russian|Ukrainian|Serbian|Croatian|Bosnian|Slovenian|Albanian|Lithuanian|Latvian|Estonian|Arabic|Hebrew|Persian|Farsi|Urdu|Hindi|Bengali|Punjabi|Gujarati|Marathi|Tamil|Telugu|Kannada|Malayalam|Sinhala|Nepali|Chinese|Mandarin|Cantonese|Japanese|Korean|Vietnamese|Thai|Indonesian|Malay|Tagalog|Filipino|Swahili|Amharic|Yoruba|Igbo|Hausa|Zulu|Xhosa|Afrikaans|Sesotho|Sotho|Setswana|Tswana|Sepedi|Xitsonga|Tsonga|Tshivenda|Venda|Ndebele|Swati|Shona|Kinyarwanda|Somali|Oromo|Tigrinya|Wolof|Twi|Akan|Ewe|Lingala|Malagasy|Kapampangan|Cebuano|Ilocano|Hiligaynon|Waray|Bisaya|Javanese|Sundanese|Burmese|Khmer|Lao|Mongolian|Kazakh|Uzbek|Pashto|Dari|Kurdish|Armenian|Georgian|Azerbaijani|Quechua|Guarani|Nahuatl|Maori|Samoan|Tongan|Luxembourgish|Maltese|Breton|Catalan|Basque|Galician|Welsh|Irish|Latin|Esperanto|Sign Language|ASL|BSL|Auslan',
  ),
);

/** Section headings of a résumé / CV, by what the section holds. */
export const RESUME_SECTIONS: Record<string, RegExp> = {
  // …and as CVs in other languages head them (German, French, Spanish, Italian, Portuguese, Dutch, Swedish, Malay, Polish, Turkish, Icelandic, Korean).
  experience: /^(?:(?:(?:professional|work|working|relevant|employment)\s+)?(?:experience|employment(?: history)?|work history|career(?: history)?|positions?)|working life|berufserfahrung|berufliche erfahrung|exp[ée]riences? professionnelles?|experiencia (?:laboral|profesional)|esperienz[ae] (?:lavorativ[ae]|professional[ei])|experi[êe]ncia profissional|werkervaring|arbetslivserfarenhet|pengalaman (?:kerja|bekerja)|do[śs]wiadczenie zawodowe|i[şs] deneyimi|starfsferill|경력(?:\s*사항)?)$/iu,
  education: /^(?:education(?:al background)?(?:\s*(?:&|and)\s*(?:training|qualifications|certifications?))?|academic (?:background|history)|qualifications|studies|schooling|ausbildung|bildungsweg|formation|formaci[óo]n(?: acad[ée]mica)?|educaci[óo]n|istruzione|formazione|forma[çc][ãa]o(?: acad[êe]mica)?|opleiding(?:en)?|utbildning|pendidikan|wykszta[łl]cenie|e[ğg]itim|menntun|학력(?:\s*사항)?)$/iu,
  skills: /^(?:(?:technical|core|key|professional)\s+)?(?:skills|competencies|expertise|technologies|tools)(?:\s*(?:&|and)\s*\w+)?$/i,
  languages: /^languages?(?: spoken)?$/i,
  projects: /^(?:(?:selected|key|personal|side|notable)\s+)?projects$/i,
  interests: /^(?:interests|hobbies(?:\s*(?:&|and)\s*interests)?|interests\s*(?:&|and)\s*hobbies|personal interests|outside work)$/i,
  summary: /^(?:(?:professional\s+)?summary|profile|about(?: me)?|objective|personal statement)$/i,
  awards: /^(?:awards?|honou?rs(?:\s*(?:&|and)\s*awards)?|achievements)$/i,
  certifications: /^(?:(?:licen[cs]es?|certifications?|certificates)(?:\s*(?:&|and)\s*(?:licen[cs]es?|certifications?|certificates|training))?|training(?:\s*(?:&|and)\s*certifications?)?|courses(?:\s*(?:&|and)\s*certifications?)?)$/i,
  publications: /^publications$/i,
  references: /^references$/i,
  contact: /^(?:contact(?: details| information)?|personal (?:details|information))$/i,
};

export function resumeSection(line: string): string | undefined {
  const t = line.trim().replace(/[:：]$/, '');
  if (t.length > 40) return undefined;
  // Bilingual headings: "Berufserfahrung / Work experience".
  for (const part of [t, ...t.split(/\s+[/|]\s+/)]) for (const [k, re] of Object.entries(RESUME_SECTIONS)) if (re.test(part.trim())) return k;
  return undefined;
}

/** Words that end (or are) a job title. */
export const TITLE_WORDS = new Set(
  words(
    'engineer|developer|programmer|designer|architect|analyst|scientist|researcher|manager|director|lead|head|chief|officer|president|vice president|founder|co-founder|owner|partner|consultant|advisor|adviser|specialist|coordinator|administrator|assistant|associate|intern|trainee|apprentice|technician|teacher|lecturer|professor|tutor|instructor|nurse|physician|doctor|surgeon|dentist|pharmacist|therapist|lawyer|attorney|paralegal|accountant|auditor|economist|editor|writer|journalist|reporter|translator|photographer|artist|musician|chef|cook|baker|waiter|barista|driver|pilot|mechanic|electrician|plumber|carpenter|salesperson|representative|recruiter|librarian|curator|clerk|cashier|secretary|receptionist|strategist|marketer|producer|planner|supervisor|executive|ceo|cto|cfo|coo|vp|sre|devops|student|postdoc|fellow|scholar|volunteer|freelancer|principal|headteacher|headmaster|headmistress|tester|inspector|agent|broker|midwife|paramedic|caregiver|carer|veterinarian|vet|farmer|builder|foreman|surveyor|dispatcher|courier|buyer|merchandiser|stylist|hairdresser|beautician|trainer|coach|counsellor|counselor|social worker|policeman|police officer|firefighter|soldier|sergeant|captain|banker|teller|underwriter|actuary|analyst|chemist|biologist|physicist|geologist|statistician|optician|optometrist|physiotherapist|radiographer|sonographer|dietitian|psychologist|psychiatrist|pharmacologist|economist|sommelier|bartender|welder|machinist|operator|controller|investigator|archivist|conservator|interpreter|illustrator|animator|composer|conductor|dancer|actor|actress|sous-chef',
  ),
);

/** A job title: a short phrase of capitalised words ending in a title word ("Staff Data Engineer"). */
export function looksLikeTitle(s: string): boolean {
  const t = s.trim();
  if (t.length < 3 || t.length > 60 || /\d|@/.test(t)) return false;
  const ws = t.toLowerCase().split(/\s+/);
  if (ws.length > 6) return false;
  const last = ws[ws.length - 1]!.replace(/[^a-z-]/g, '');
  // "Sous-Chef", "Vice-Principal", "Co-Pilot": the word after the hyphen names the job.
  const tail = last.includes('-') ? last.slice(last.lastIndexOf('-') + 1) : last;
  if (TITLE_WORDS.has(last) || TITLE_WORDS.has(tail) || TITLE_WORDS.has(ws.slice(-2).join(' ')) || /^(?:head|director|vp|chief|professor|chef|ma[iî]tre) (?:of|de|d')\b/i.test(t)) return true;
  // "Teacher of Swedish and History", "Lecturer in Chemistry", "Nurse for the elderly": a title and its field.
  const head = /^(.+?)\s+(?:of|in|for)\s+\S/i.exec(t)?.[1];
  return !!head && head.split(/\s+/).length <= 3 && looksLikeTitle(head);
}

/** Words in organisation names. */
export const ORG_WORDS =
  /\b(?:inc|llc|ltd|limited|commission|authority|utilities|lda|gmbh|ag|sa|s\.a|sarl|bv|nv|plc|pty|corp|corporation|company|co|group|holdings|labs?|laboratories|technologies|technology|tech|systems|solutions|software|analytics|health|healthcare|bank|capital|partners|consulting|studios?|media|foundation|institute|university|college|school|academy|hospital|clinic|agency|association|society|council|ministry|department|services|industries|international|global|ventures|networks|pharma|therapeutics|energy|motors|airlines|insurance|logistics)\b\.?/i;

export const SCHOOL_RE =
  /\b(?:(?:The\s+)?University of (?:the\s+)?[A-Z][\w'.-]*(?:\s+(?:at|in|of)?\s*[A-Z][\w'.-]*)*|(?:The\s+)?(?:Institute|School|College|Academy) of [A-Z][\w'.-]*(?:\s+(?:and\s+|&\s+)?[A-Z][\w'.-]*){0,4}|[A-Z][\w'.&-]*(?:\s+[A-Z][\w'.&-]*)*\s+(?:University(?:\s+of\s+(?:Applied\s+)?[A-Z][\w'.-]*(?:\s+(?:and\s+)?[A-Z][\w'.-]*){0,3})?|College|Institute of Technology|Institute|Polytechnic|Academy|(?:Business|Law|Medical|Management|Graduate|High|Secondary|Grammar) School|School of [A-Z][\w-]*(?:\s+[A-Z][\w-]*)*)|(?:MIT|UCLA|NYU|ETH Zurich|EPFL|Caltech|LSE|UCL)|(?:Universidade|Universidad|Université|Universität|Università|Universitat|Universiteit|Uniwersytet|Univerzita|Universitatea|Üniversitesi|Universitas|Instituto|Institut|Escuela|Escola|École|Hochschule|Politecnico|Politécnico)(?:\s+(?:de|do|da|dos|das|del|de la|di|della|des|du|für|van|voor)?\s*\p{Lu}[\p{L}'.-]*)+)(?![\p{L}])/u;

/** Degrees: the short form as written, normalised for comparison. */
export const DEGREE_RE =
  /\b((?:B\.?\s?Com|M\.?\s?Com|BBA|B\.?\s?Tech|M\.?\s?Tech|B\.?\s?Ed|M\.?\s?Ed|B\.?\s?Pharm|M\.?\s?Phil|B\.?\s?Sc|B\.?\s?A|B\.?\s?Eng|LL\.?\s?B)\.?(?:\s+(?:Honours|Hons\.?)|\s*\((?:Honours|Hons\.?)\))(?=[\s,;:(]|$)|B\.?\s?Com\.?|M\.?\s?Com\.?|BBA|B\.?\s?Tech\.?|M\.?\s?Tech\.?|B\.?\s?Ed\.?|M\.?\s?Ed\.?|B\.?\s?Pharm\.?|M\.?\s?Phil\.?|Ph\.?\s?D\.?|D\.?Phil\.?|M\.?\s?Sc\.?|M\.?\s?S\.?|M\.?\s?A\.?|M\.?\s?Eng\.?|MBA|M\.?B\.?A\.?|B\.?\s?Sc\.?|B\.?\s?S\.?|B\.?\s?A\.?|B\.?\s?Eng\.?|LL\.?[BM]\.?|J\.?D\.?|M\.?D\.?|Bachelor(?:'s)?(?: of [A-Z][a-z]+(?: [A-Z][a-z]+)?| degree)?|Master(?:'s)?(?: of [A-Z][a-z]+(?: [A-Z][a-z]+)?| degree)?|Doctorate|Associate(?:'s)? degree|High School Diploma|(?:Certificate|Diploma)(?: [IV]{1,4})? in (?:[A-Z][\w'’-]*|&|and)(?: (?:[A-Z][\w'’-]*|&|and))*|Certificate [IV]{1,4}|Diploma|Laurea(?: magistrale| triennale| specialistica)?|Licenciatura|Licenciado|Licenciada|Bacharelado|Maîtrise|Magister|Dipl\.-Ing\.|Diplom-Ingenieur(?:in)?|Diplom)(?=[\s,;:(]|$)/;

/** Relations: "my husband", "our kids", "my manager" name other people, not the user. */
export const RELATION_NOUNS = new Set(
  words(
    'husband|wife|spouse|partner|boyfriend|girlfriend|fiance|fiancé|fiancée|son|daughter|sons|daughters|kid|kids|child|children|baby|mother|mom|mum|father|dad|parents|parent|brother|sister|brothers|sisters|sibling|siblings|grandmother|grandfather|grandma|grandpa|grandparents|aunt|uncle|cousin|niece|nephew|friend|friends|colleague|colleagues|coworker|coworkers|boss|manager|team|teammate|neighbour|neighbor|roommate|flatmate|landlord|doctor|teacher|client|clients|family|dog|cat',
  ),
);

export type InterestSubtopic = 'books' | 'movies' | 'music' | 'foods' | 'sports';

const SPORTS = words(
  'running|run|jogging|parkrun|curling|marathon|marathons|fútbol|futbol|fußball|futebol|calcio|half marathon|trail running|triathlon|cycling|biking|mountain biking|swimming|tennis|table tennis|badminton|squash|football|soccer|basketball|baseball|volleyball|handball|rugby|cricket|hockey|ice hockey|golf|yoga|pilates|climbing|rock climbing|bouldering|hiking|skiing|snowboarding|surfing|sailing|rowing|kayaking|canoeing|boxing|martial arts|karate|judo|taekwondo|fencing|skating|skateboarding|crossfit|weightlifting|gym|fitness|dancing|dance|padel|chess|athletics|horse riding|equestrian|diving|scuba diving|archery|bowling|darts|frisbee|ultimate frisbee|netball|lacrosse|wrestling',
);
const MUSIC = words(
  'music|jazz|blues|rock|pop|hip hop|hip-hop|rap|classical music|classical|opera|folk|country music|reggae|techno|house music|electronic music|edm|metal|punk|soul|funk|r&b|indie|fado|flamenco|salsa|piano|guitar|violin|cello|drums|bass|saxophone|trumpet|flute|singing|choir|concerts|vinyl|songs|band|bands|symphony|orchestra|tango|samba|bossa nova|highlife|afrobeat|afrobeats|k-pop|j-pop|cumbia|bachata|merengue|mariachi|qawwali|bhangra|gospel|zouk|kizomba|chanson|polka|bluegrass|grunge|ska|dancehall|amapiano|reggaeton|fado music|polish jazz',
);
const BOOKS = words(
  'books|book|novels|novel|reading|literature|poetry|poems|fiction|science fiction|sci-fi|fantasy|mystery novels|thrillers|crime fiction|biographies|history books|comics|graphic novels|manga|short stories|nonfiction|non-fiction|memoirs|audiobooks',
);
const MOVIES = words('movies|movie|films|film|cinema|documentaries|documentary|tv series|series|anime|westerns|horror films|comedies|dramas|thrillers on screen');
const FOODS = words(
  'food|foods|cooking|baking|cuisine|pizza|pasta|sushi|ramen|paella|tacos|burritos|burgers|burger|steak|barbecue|bbq|curry|dumplings|noodles|risotto|lasagna|salad|salads|soup|soups|sandwiches|cheese|chocolate|ice cream|cake|cakes|pastries|croissants|bread|coffee|tea|wine|beer|cocktails|seafood|fish|sardines|oysters|shrimp|lobster|chicken|lamb|pork|beef|vegetables|fruit|mangoes|mango|strawberries|avocado|avocados|olives|tapas|pho|kebab|falafel|hummus|couscous|dim sum|bagels|pancakes|waffles|donuts|doughnuts|cookies|pie|pies|street food|thai food|indian food|italian food|mexican food|japanese food|chinese food|french food|spicy food|vegan food|vegetarian food|dessert|desserts|brunch|bacalhau|pastel de nata|pasteis de nata|churros|gelato|kimchi|bibimbap|tofu|empanadas|empanada|asado|pierogi|jollof|jollof rice|fufu|injera|biryani|dosa|dim sum|pho|falafel|hummus|shawarma|kebab|kebabs|goulash|borscht|ceviche|arepas|feijoada|moussaka|tapas|couscous|tagine|pad thai|banh mi|bulgogi|laksa|samosas|poutine|fish and chips|dumplings',
);

const SPORT_HEAD = /(?:ing|ball|athlon)$/;

/** A sport the lexicon knows by name ("curling", "padel", "fútbol"). */
export const isSport = (word: string): boolean => SPORTS.includes(word.toLowerCase()) && !/^(?:dance|dancing|chess|darts|bowling|gym|fitness)$/i.test(word);

/** Which interest subtopic a liked thing belongs to, from its last word(s); undefined when unknown. */
export function interestKind(phrase: string): InterestSubtopic | undefined {
  const p = phrase.toLowerCase().replace(/[^\p{L}\s&'-]/gu, ' ').replace(/\s+/g, ' ').trim();
  if (!p) return undefined;
  const ws = p.split(' ');
  const tails = [ws.slice(-3).join(' '), ws.slice(-2).join(' '), ws[ws.length - 1]!];
  const has = (list: string[]) => tails.some((t) => list.includes(t));
  // A genre of books ("science fiction novels") ends in a book word; "jazz piano" in an instrument.
  if (has(BOOKS)) return 'books';
  if (has(MOVIES)) return 'movies';
  if (has(MUSIC)) return 'music';
  if (has(SPORTS)) return 'sports';
  if (has(FOODS)) return 'foods';
  // "Trail running", "long-distance swimming": the head word decides.
  const head = ws[ws.length - 1]!;
  if (SPORT_HEAD.test(head) && SPORTS.includes(head)) return 'sports';
  return undefined;
}

export const FAVOURITE_KIND: Record<string, InterestSubtopic> = {
  book: 'books',
  novel: 'books',
  author: 'books',
  writer: 'books',
  poet: 'books',
  movie: 'movies',
  film: 'movies',
  show: 'movies',
  series: 'movies',
  director: 'movies',
  actor: 'movies',
  actress: 'movies',
  song: 'music',
  band: 'music',
  album: 'music',
  singer: 'music',
  artist: 'music',
  composer: 'music',
  music: 'music',
  genre: 'music',
  food: 'foods',
  dish: 'foods',
  meal: 'foods',
  cuisine: 'foods',
  restaurant: 'foods',
  dessert: 'foods',
  drink: 'foods',
  sport: 'sports',
  team: 'sports',
  athlete: 'sports',
  player: 'sports',
  game: 'sports',
};

export const NUMBER_WORDS: Record<string, number> = {
  no: 0,
  zero: 0,
  one: 1,
  a: 1,
  an: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  twins: 2,
  triplets: 3,
};

export const PERSONALITY_WORDS = new Set(
  words(
    'introvert|introverted|extrovert|extroverted|extravert|ambivert|optimist|optimistic|pessimist|perfectionist|curious|creative|organised|organized|patient|impatient|shy|outgoing|adventurous|calm|ambitious|empathetic|analytical|detail-oriented|sociable|reserved|stubborn|easygoing|easy-going|competitive|disciplined|spontaneous|pragmatic|independent|introspective|early riser|night owl|people person',
  ),
);

export const MONTHS_RE = /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|yesterday|tomorrow)$/i;

/** A table of English words and their forms in other languages ("married": "verheiratet|marié|…") as a lookup from each form to its English word. */
export function toEnglish(table: Record<string, string>): Map<string, string> {
  return new Map(Object.entries(table).flatMap(([english, forms]) => forms.split('|').map((f): [string, string] => [f, english])));
}

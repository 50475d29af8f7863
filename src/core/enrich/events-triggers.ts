/**
 * The trigger words of built-in event extraction, in priority order: each names a kind of
 * happening (a birthday, a new job, a payment…), its event type, and whether the words themselves
 * say whose it is ("my birthday"). events.ts decides whether the user is the one doing it.
 */
import type { EventType } from '../store/memory.js';
import { MONEY_STATED } from './money.js';

export interface Trigger {
  action: string;
  type: EventType;
  re: RegExp;
  /** The trigger itself says whose it is ("our wedding anniversary", "my birthday"). */
  owned?: boolean;
}

/** In priority order: the first trigger whose subject is the user decides the event's type. */
export const TRIGGERS: Trigger[] = [
  { action: 'birthday', type: 'personal', re: /\bI (?:just )?turned \d{1,3}\b|\bmy (?:\d+(?:st|nd|rd|th) )?birthday\b/i, owned: true },
  { action: 'marriage', type: 'personal', re: /\b(?:our|my) (?:\w+ )?(?:wedding(?: anniversary)?|anniversary|honeymoon)\b|\b(?:I|we) got (?:married|engaged)\b|\bwe(?:'re| are) (?:now |officially )?(?:married|engaged)\b|\bI proposed\b|\basked \p{Lu}[\p{L}'’-]+ to marry me\b|\bproposed to me\b/iu, owned: true },
  // "Tomás proposed at the end of the pier": a name (capitalised: no /i here) proposing, not "the council proposed a plan".
  { action: 'marriage', type: 'personal', re: /\b\p{Lu}\p{Ll}[\p{L}'’-]* proposed(?=\s*(?:[.!,;—]|$|\s(?:at|on|in|during|while|over|under|by|after|last|this|today|tonight|yesterday)\b))/u, owned: true },
  // A relative's or friend's wedding is an occasion the writer attends: social, not their own marriage.
  { action: 'family-wedding', type: 'social', re: /\bmy (?:\w+ )?(?:sister|brother|cousin|son|daughter|friend|niece|nephew|mother|father|mum|mom|dad|aunt|uncle)(?: \p{Lu}\p{L}+)? (?:got|is getting|was) married\b/iu, owned: true },
  // Someone else's birthday in the writer's life is an occasion: "Abuela Nélida turned 90 today!", "my dad turned 70".
  { action: 'birthday', type: 'social', re: /(?<![\p{L}'’] )\b(?:\p{Lu}\p{Ll}+|(?:my|our) (?:\w+ )?(?:mother|father|mum|mom|dad|grandmother|grandfather|grandma|grandpa|granny|gran|sister|brother|son|daughter|aunt|uncle|cousin|friend|niece|nephew|husband|wife|partner))(?: \p{Lu}\p{Ll}+)? turned \d{1,3}\b/u, owned: true },
  { action: 'birth', type: 'personal', re: /\b(?:our|my) (?:\w+ )?(?:son|daughter|baby|grandson|granddaughter|grandchild|niece|nephew)(?: \p{Lu}\p{L}+)? was born\b|\bI gave birth\b/iu, owned: true },
  // A diary or letter records the births in its writer's family by name: "Viggo was born at 04:10".
  { action: 'birth', type: 'personal', re: /(?<![\p{L}'’] )\b\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)? (?:was|were) born\b(?! in (?:1[89]|20)\d\d)/u, owned: true },
  // Someone's ceremony the writer goes to: "Mariam's graduation day at Ain Shams", "Lena's Jugendweihe".
  { action: 'ceremony', type: 'social', re: /\b\p{Lu}\p{Ll}+['’]s (?:\w+ )?(?:graduation|wedding|christening|baptism|engagement|funeral|bar mitzvah|bat mitzvah|confirmation|first communion|jugendweihe|quincea[ñn]era|naming ceremony|ordination)\b/u, owned: true },
  { action: 'conference', type: 'professional', re: /\bgave (?:a|my|the|our)? ?(?:\w+ )?(?:talk|presentation|keynote|lecture|workshop)\b|\b(?:met|meet|spoke|speak|presented|present|talked|gave a talk|attended|attend|keynote)\b[^.;]*?\b(?:conference|summit|meetup|symposium|congress|expo|trade fair|hackathon)\b/i },
  { action: 'graduate', type: 'educational', re: /\bgraduat(?:ed|e|ing)\b/i },
  { action: 'degree', type: 'educational', re: /\b(?:earned|received|completed|got|obtained|finished|defended|was awarded)\b[^.;]*?\b(?:degree|diploma|thesis|dissertation|ph\.?d|master'?s|bachelor'?s|certificat(?:e|ion)|m\.?s\.?c?|b\.?s\.?c?|mba)\b/i },
  { action: 'enrol', type: 'educational', re: /\b(?:place|admission|enrol(?:l)?ment)\b[^.;]*?\b(?:programme|program|course|university|college)\b|\b(?:enrolled|enrol(?:led)?|admitted|got accepted|was accepted)\b[^.;]*?\b(?:university|college|school|program(?:me)?|course|academy|master'?s|ph\.?d)\b/i },
  // "I got my IELTS result on Saturday": a language or school exam's result.
  { action: 'exam', type: 'educational', re: /\b(?:got|received|passed|failed)\b[^.;]*?\b(?:IELTS|TOEFL|JLPT|DELF|DALF|DELE|GMAT|GRE|TOPIK|HSK|Goethe|A-levels?|GCSEs?|exam|finals)\b(?:[^.;]*?\b(?:results?|grades?|scores?)\b)?/ },
  { action: 'driving', type: 'personal', re: /\b(?:passed|failed|took|sat)\b[^.;]*?\bdriving (?:test|exam)\b|\bgot my driv(?:er'?s|ing) licen[cs]e\b/i },
  { action: 'lessons', type: 'educational', re: /\b(?:started|start|began|begin|took|taking|signed up for|registered for|enrolled (?:in|on|for)|attended|finished|completed|passed|failed|sat)\b[^.;]*?\b(?:lessons?|course|courses|classes|class|bootcamp|training|exam|exams|semester)\b/i },
  { action: 'scholarship', type: 'educational', re: /\b(?:won|received|awarded|got)\b[^.;]*?\bscholarship\b/i },
  { action: 'offer', type: 'professional', re: /\b(?:got|received|accepted|signed|turned down|declined)\b[^.;]*?\b(?:job )?offer\b|\boffer from\b/i },
  // "We are pleased to offer you the position of …" in a letter or message to the user.
  { action: 'offer', type: 'professional', re: /\b(?:offer|appoint|promote)\s+you\b[^.;]*?\b(?:position|post|role|job|place)\b/i },
  // "We are pleased to appoint you as an Oral Examiner for …": the letter makes the appointment (dated by it, below).
  { action: 'appointed', type: 'professional', re: /\b(?:appoint|name|select)\s+you\s+(?:as|to)\s+(?:an?\s+|the\s+)?\p{Lu}/u, owned: true },
  // "Anders offered me the post of head of department": the user is its object.
  { action: 'offer', type: 'professional', re: /\boffered me (?:a |the |my )?(?:new )?(?:post|position|job|role|place|promotion|contract)\b/i, owned: true },
  { action: 'apply', type: 'professional', re: /\bappl(?:y|ied|ying)\s+(?:for|to)\b/i },
  { action: 'interview', type: 'professional', re: /\binterview(?:ed|ing)?\b(?! questions)/i },
  { action: 'promotion', type: 'professional', re: /\b(?:got |was )?promot(?:ed|ion)\b/i },
  // "I was elected president of the Association …": an office in a club, a board or a profession's body.
  { action: 'promotion', type: 'professional', re: /\b(?:was|were|got|been|am|have been) (?:re-?)?(?:elected|voted in|chosen|named) (?:as )?(?:the )?(?:new )?(?:vice[- ])?(?:president|chair|chairman|chairwoman|chairperson|treasurer|secretary|head|leader|councillor|representative|delegate)\b/i },
  // "From 1 April you will be Head Chef of …", "I was appointed Deputy Head": a new role, said to or by the user.
  { action: 'promotion', type: 'professional', re: /\b(?:you will be|you'll be|you become|I will be|I'll be|I become|(?:was|were|have been|has been) (?:appointed|named|made))\s+(?:as\s+)?(?:our|the|a|an)?\s*(?:new\s+)?(?:\p{Lu}[\p{L}-]*\s+){0,3}(?:head|chief|director|manager|lead|principal|partner|editor|captain|supervisor|chef|officer|president)\b/iu },
  { action: 'job', type: 'professional', re: /\b(?:first day (?:at|of)(?!\s+(?:the\s+|my\s+|our\s+)?(?:holidays?|vacation|break|trip|spring|summer|autumn|fall|winter|bayram|eid|ramadan|christmas|easter|term break|leave|festival|the festival)\b)|new (?:job|role|position)\b|(?:started|began|start|joined|join|(?:have |had |'ve )?worked|(?:have |had |'ve )?been working|hired|employed)\b[^.;]*?\b(?:at|for|with|by)\s+(?:the\s+)?[A-Z])/i },
  // "We confirm your appointment as Senior Buyer": an appointment to a post, not at a surgery.
  { action: 'job', type: 'professional', re: /\b(?:your|my) appointment (?:as|to the (?:post|position|role|board) of)\s+(?:an?\s+|the\s+)?\p{Lu}/u },
  // "The Faculty confirms your contract as teaching assistant".
  { action: 'job', type: 'professional', re: /\b(?:your|my) (?:employment )?contract as (?:an?\s+|the\s+)?\p{L}/iu },
  { action: 'leave', type: 'professional', re: /\b(?:resigned|quit|left)\b[^.;]*?\b(?:job|position|role|company)\b|\b(?:laid off|was fired|got fired|lost my job|(?:was|been) made redundant|was let go)\b/i },
  { action: 'award', type: 'professional', re: /\b(?:won|received|awarded|earned|got)\b[^.;]*?\b(?:award|prize|grant|fellowship|medal)\b/i },
  { action: 'launch', type: 'professional', re: /\b(?:launched|shipped|released|published|founded|co-founded)\b/i },
  { action: 'retire', type: 'professional', re: /\bI (?:retired|am retiring|will retire)\b/i, owned: true },
  // Signing a lease or tenancy for a home is about where the user lives (docs/DECISIONS.md); a purchase contract stays financial.
  { action: 'home', type: 'personal', re: /\b(?:signed|sign|signing)\s+(?:the|a|our|my)\s+(?:new\s+)?(?:\w+\s+)?(?:lease|tenancy(?: agreement)?|rental (?:agreement|contract))\b/i },
  { action: 'payment', type: 'financial', re: new RegExp(`\\b(?:paid|pay|paying|bought|buy|purchased|sold|spent|invested|deposited|transferred|borrowed|lent|donated|refunded|took out|signed)\\b[^.;]*?(?:${MONEY_STATED.source}|\\b(?:rent|bill|invoice|loan|mortgage|taxes|tax return|car|house|flat|apartment|home|stocks|shares|insurance|deposit|lease|subscription|school fees?|tuition|instal(?:l)?ments?)\\b)|\\bgot\\b[^.;]*?\\bfor\\s+(?:${MONEY_STATED.source})`, 'iu') },
  // A bank's or mobile-money notice to the user's phone: "Ksh38,500.00 paid to NYERI VET SUPPLIES", "KES 350,000.00 … credited to your account".
  { action: 'transfer', type: 'financial', re: new RegExp(`(?:${MONEY_STATED.source})[\\d.,]*[^.;]{0,40}?\\b(?:paid to|sent to|received from|credited|debited|deposited|withdrawn|transferred to)\\b`, 'iu'), owned: true },
  // "The BBVA loan landed today", "the refund finally came through": money arriving is the writer's.
  { action: 'income', type: 'financial', re: /\b(?:loan|salary|bonus|refund|pension|grant|paycheck|paycheque|wages|deposit|payout|disbursement)\b[^.;]{0,30}?\b(?:landed|arrived|came in|came through|cleared|went through|(?:was|got) (?:paid out|credited|disbursed)|hit (?:my|our|the) account)\b/i, owned: true },
  { action: 'income', type: 'financial', re: /\b(?:my|a|got a) (?:first )?(?:salary|raise|bonus|pay rise|paycheck|paycheque|pension)\b/i },
  // A thesis or dissertation is study: "Submitted the thesis proposal", "thesis defence 9:00".
  { action: 'thesis', type: 'educational', re: /\b(?:thesis|dissertation|viva)\b/i },
  // "The boys in the lab took us girls out for hotpot": the user is taken out.
  { action: 'social', type: 'social', re: /\btook (?:me|us)(?: \w+){0,2} out\b/i, owned: true },
  { action: 'social', type: 'social', re: /\b(?:dinner|lunch|brunch|breakfast|drinks|party|barbecue|bbq|picnic|reunion|wedding|celebrat(?:e|ed|ion)|gathering|get-together|concert|festival|hosted|met up|caught up|catch up|visited (?:my |our )?(?:friends|family|parents|grandparents))\b/i },
  // A religious or national holiday kept with family, and going to see one's family: "First day of Bayram", "drove to my parents in Manisa".
  { action: 'social', type: 'social', re: /\b(?:bayram|eid|diwali|hanukkah|chanukah|christmas (?:eve|day|dinner|lunch)|easter sunday|thanksgiving|passover|seder|lunar new year|chinese new year|nowruz|iftar|holi|vesak|kwanzaa|midsummer|ramadan)\b|\b(?:drove|went|flew|travel(?:l)?ed|came|took the \w+) (?:over |back |home |down |up )?to (?:see )?(?:my|our) (?:\w+ )?(?:family|parents|grandparents|in-laws|mum|mom|dad|mother|father|grandma|grandmother|grandpa|grandfather|relatives|cousins)\b/i },
  { action: 'move', type: 'personal', re: /\b(?:moved|relocated|moving|relocating)\b[^.;]*?\b(?:to|into|in)\b/i },
  // A game of the mind is played with others: a chess tournament or a pub quiz is a social occasion, a race a personal feat.
  { action: 'games', type: 'social', re: /\b(?:played|play|won|took part in|competed in|entered|hosted)\b[^.;]*?\b(?:chess|bridge|quiz|scrabble|poker|board games?|darts|trivia|bingo|mahjong|skat|doppelkopf|canasta|rummy|whist|euchre|cribbage|belote|tarot|briscola|truco|dominoes|jass|cards)\b/i },
  // "Skat evening at the Vereinsheim", "quiz night at the Crown": a game's evening is an occasion among friends.
  { action: 'games', type: 'social', re: /\b(?:chess|bridge|quiz|scrabble|poker|board games?|darts|trivia|bingo|mahjong|skat|doppelkopf|canasta|rummy|whist|euchre|cribbage|belote|tarot|briscola|truco|dominoes|jass|cards?|game)\s+(?:evening|night|afternoon|tournament|club|party)\b/i },
  { action: 'race', type: 'personal', re: /\b(?:ran|walked|cycled|rode|swam|hiked|finished|completed|won|did|played in|competed in|took part in|participated in)\b[^.;]*?\b(?:marathon|half marathon|race|triathlon|\d+ ?k\b|ultra|10k|5k|tournament)\b/i },
  { action: 'travel', type: 'personal', re: /\b(?:fly|flying|flew|traveled|travelled|trip|vacation|holiday|holidays)\b[^.;]*?\b(?:to|in|from)\s+[A-Z]/i },
  // "Saturday 8am BLS renewal class, hospital training room": a class, course or test the user sits is study, wherever it is held.
  { action: 'class', type: 'educational', re: /\b(?<!(?:first|business|economy|premium|world|middle|working) )(?:class|(?<!\bof )course|workshop|seminar|lecture|webinar|IELTS|TOEFL|DELF|GMAT|GRE)\b(?! of\b| fees?\b| results?\b)/i },
  // …also as forms, letters and confirmations in German, French and Spanish name it ("Voruntersuchung: Montag, 16.02.2026, 10:40 Uhr").
  { action: 'health', type: 'personal', re: /\b(?:doctor|dentist|hospital|surgery|diagnosed|check-?up|physiotherapy|vaccinated|vaccine|broke my|appointment)\b|(?<!\p{L})(?:\p{L}*(?:arzt|ärztin|klinik|untersuchung|kontrolle)|krankenhaus|operation|op-termin|impfung|physiotherapie|médecin|dentiste|hôpital|clinique|opération|vaccin|kinésithérapie|médico|dentista|clínica|operación|vacuna|consulta médica)(?!\p{L})/iu },
  { action: 'visit', type: 'personal', re: /\b(?:visited|toured|explored|went to|took (?:\p{Lu}\p{L}+|the (?:kids|children|family|dog)|my \w+|our \w+) to)\s+(?:the\s+)?\p{Lu}/u },
  { action: 'pet', type: 'personal', re: /\badopted (?:a|our|my)\b/i },
];

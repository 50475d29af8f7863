/**
 * What kind of answer a question asks for. The built-in answerer prefers sentences that hold a
 * value of that kind ("How much…" → an amount) and states the value in a sentence of its own.
 * English wording; a question it cannot read is `other` and is answered by its words alone.
 */
export type QuestionType = 'amount' | 'quantity' | 'date' | 'time' | 'duration' | 'count' | 'person' | 'place' | 'code' | 'yes_no' | 'definition' | 'other';

const TIME_UNITS = 'seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|nights?|weeks?|months?|years?|decades?';
const MONEY_WORDS =
  'cost|costs|price|prices|priced|paid|pay|pays|spend|spent|charge|charged|charges|fee|fees|fare|total|amount|owe|owed|due|salary|wage|wages|rent|budget|bill|billed|worth|balance|tip|deposit|refund|income|earn|earned|value|invoice|revenue|revenues|sales|turnover|earnings|profit|profits|loss|losses|margin|ebitda|dividend|dividends';
/** Words that make a "how much" question about money wherever they stand ("how much US tax did I owe"). */
const MONEYISH = `money|cash|tax|taxes|vat|interest|insurance|commission|discount|rebate|change|credit|debt|pension|bonus|compensation|postage|shipping|tuition|fine|funding|capital|cheaper|dearer|${MONEY_WORDS}`;
/** After "how much", words that start a clause ("how much did…", "how much the tickets…") rather than name what is measured. */
const CLAUSE = 'did|does|do|was|is|were|are|will|would|should|can|could|has|have|had|to|for|it|they|i|we|you|he|she|of|in|on|per|each|more|less|the|a|an|my|our|your|his|her|their|this|that|these|those|its|altogether|overall|roughly|approximately|about|exactly|extra|so|all|time|notice|warning|leave|holiday|vacation';
/** "How many litres…": units of measure, not things counted (pounds are left to money). */
const MEASURE_UNITS = 'litres?|liters?|millilit(?:re|er)s?|ml|gallons?|pints?|kilos?|kilograms?|kg|grams?|ounces?|tonnes?|tons?|miles?|kilomet(?:re|er)s?|km|met(?:re|er)s?|feet|inches|yards?|calories|kcal|kilowatt[- ]hours?|kwh|watts?|degrees?|gigabytes?|gb|megabytes?|mb|cups?|tablespoons?|teaspoons?|acres?|hectares?|square met(?:re|er)s?|square feet';
/** "What is the density of SNB22-3?", "What was the rainfall in May?": a measure asks for a number with its unit. */
const MEASURES = 'density|weight|mass|height|width|depth|thickness|diameter|temperature|speed|capacity|volume|area|size|dose|dosage|voltage|power|pressure|distance|mileage|altitude|elevation|tensile strength|yield strength|strength|hardness|concentration|consumption|rainfall|boiling point|melting point';

const RULES: Array<[QuestionType, RegExp]> = [
  // "What does DIA stand for?" asks for a definition, whatever else it names.
  ['definition', /\bwhat (?:does|do|did) [\w-]+ stand for\b|\bwhat is [\w-]+ short for\b/i],
  // Duration before amount and count: "how much time", "how many days".
  ['duration', new RegExp(`\\bhow long\\b|\\bhow much (?:time|notice|warning|leave|holiday|vacation)\\b|\\bhow many (?:${TIME_UNITS})\\b|\\b(?:duration|length of)\\b|\\b(?:marathon|race|finish(?:ing)?|lap|run(?:ning)?|swim(?:ming)?|bike|cycling|split|record|best|winning|travel|flight|journey|commute|cooking|baking|waiting|wait|loading|response) times?\\b|\\bwhat (?:was|is) (?:my|her|his|their) time\\b|\\bin what time\\b`, 'i')],
  ['time', /\bwhat time\b|\bat what time\b|\bwhich time\b|\b(?:meeting|start|starting|departure|arrival|check-?in|check-?out|opening|closing|pick-?up|appointment|boarding) time\b/i],
  // "How much faster…" compares; it asks for no sum of money. "By how much…" may be a share ("by 20%").
  ['other', /\bhow much (?:faster|slower|more|less|larger|smaller|bigger|higher|lower|longer|shorter|better|worse|heavier|lighter|older|younger)\b|\bby how much\b/i],
  // "What is the date on invoice #123?" asks for a date, whatever document it names.
  ['date', /\b(?:what|which)(?:'s| is| was| were| are)? (?:the |my |your |his |her |its |their |our )?(?:date|day|deadline)\b(?! (?:rate|trip|pass|ticket)\b)/i],
  // "How much water…", "how heavy…", "the density of…": a quantity, not a sum of money.
  ['quantity', new RegExp(`^(?!.*\\b(?:${MONEYISH})\\b).*(?:\\bhow much (?!(?:${CLAUSE})\\b)[a-z]+\\b|\\bhow (?:heavy|massive|tall|high|far|deep|wide|thick|hot|cold|warm|big|large|fast|bright|dense|loud)\\b|\\bhow many (?:${MEASURE_UNITS})\\b|\\b(?:what|which)(?:'s| is| was| were| are)? (?:the |its |their |my )?(?:${MEASURES})\\b)`, 'i')],
  // "What did the lunch come to?", "what did the repairs set us back?": a sum of money.
  ['amount', /\bwhat (?:did|does|do|will|would)\b.{1,80}\b(?:come to|add up to|amount to|set (?:me|us|them|you|him|her) back)\b/i],
  ['amount', new RegExp(`\\bhow much\\b|\\bhow expensive\\b|\\bwhat (?:did|does|do|was|is|were|are|will)(?: \\w+){0,4} (?:${MONEY_WORDS})\\b`, 'i')],
  // "What is my booking ID?", "the group number on the card", "my phone number": an identifier.
  ['code', /^(?:what|which)\b.*(?:\b(?:booking|order|invoice|reference|confirmation|policy|member(?:ship)?|group|account|tracking|flight|bib|room|table|seat|gate|phone|telephone|mobile|passport|licen[cs]e|serial|customer|patient|ticket|case|claim|tax|vat|bill|receipt|transaction|registration|plate)\s+(?:id|number|no\.?|code|reference|ref)\b|\b(?:ids?|iban|isbn|pin|postcode|zip code)\b|\b(?:code|passcode|password|combination)\b(?![\s-]+(?:of conduct|base|review|name|word|example|number)\b))/i],
  ['count', /\bhow many\b|\bnumber of\b|\bhow often\b/i],
  ['date', /\bwhen\b|\bwhat (?:date|day|year|month|week)\b|\bwhich (?:date|day|year|month|week)\b|\bon what (?:date|day)\b|\bsince when\b|\bdate of\b|\bbirthday\b/i],
  ['person', /\bwho(?:m|se)?\b|\bwhat(?:'s| is| was)? (?:the |my |his |her |their )?(?:\w+ )?(?:name|names)\b|\bwhich (?:person|doctor|author|manager|teacher|company|employer|vendor|merchant|shop|store)\b/i],
  ['place', /\bwhere\b|\b(?:what|which)(?:'s| is| was| are| were)? (?:the |my |your |his |her |their |our )?(?:address|location|venue)\b|\bwhich (?:city|country|town|place|address|hotel|restaurant|airport|station|venue|room|gate|street)\b|\bwhat (?:city|country|town|address|hotel|restaurant|airport|station|venue|street)\b/i],
  ['yes_no', /^(?:is|are|was|were|am|do|does|did|can|could|has|have|had|will|would|should|shall|may|might|must)\b/i],
  // "What was the total?", "the fee for the course?": a money word asks for an amount.
  ['amount', new RegExp(`\\b(?:${MONEY_WORDS})\\b`, 'i')],
  ['definition', /^(?:what(?:'s| is| are) (?:a |an )?[\w-]+(?: [\w-]+)?\??$|define\b|what does [\w-]+ mean|meaning of\b)|\bwhat (?:does|do|did) [\w-]+ stand for\b|\bwhat is [\w-]+ short for\b/i],
];

/** The kind of value a question asks for. */
export function questionType(question: string): QuestionType {
  const q = question.trim().replace(/\s+/g, ' ');
  for (const [type, re] of RULES) if (re.test(q)) return type;
  return 'other';
}

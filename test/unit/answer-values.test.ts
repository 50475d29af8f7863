import { describe, expect, it } from 'vitest';
import { questionType, type QuestionType } from '../../src/core/answer/question-type.js';
import { valuesIn } from '../../src/core/answer/values.js';

describe('questionType', () => {
  const cases: Array<[string, QuestionType]> = [
    ['How much did I pay for the latte?', 'amount'],
    ['What did the taxi to the airport cost?', 'amount'],
    ['What was the total on the invoice?', 'amount'],
    ['What did the lunch at the noodle house come to?', 'amount'],
    ['What is my salary?', 'amount'],
    ['What was my finishing time in the Berlin marathon?', 'duration'],
    ['How long is the warranty?', 'duration'],
    ['How many days did the trip last?', 'duration'],
    ['When did I move to Lisbon?', 'date'],
    ['When is the rent due?', 'date'],
    ['On what date was the contract signed?', 'date'],
    ['What time does the flight leave?', 'time'],
    ['How many people attended the workshop?', 'count'],
    ['How often do the cleaners come?', 'count'],
    ['Who is my dentist?', 'person'],
    ['Which doctor did I see in March?', 'person'],
    ['What is the name of the hotel?', 'person'],
    ['Where is the hotel?', 'place'],
    ['Which city did the conference take place in?', 'place'],
    ['What is my booking ID for the hotel?', 'code'],
    ['What is the group number on my health card?', 'code'],
    ["What's the phone number of the clinic?", 'code'],
    ['Did I pay the electricity bill?', 'yes_no'],
    ['Is the lease renewable?', 'yes_no'],
    ['What is a mitochondrion?', 'definition'],
    ['octopus', 'other'],
    // A document a question names does not make it a money question; "profit" does.
    ['What is the date on receipt 4471?', 'date'],
    ['What was the operating profit in 2023?', 'amount'],
    // A measure or "how much" of a stuff asks for a quantity; "how much" of money, or a clause, for an amount.
    ['How much flour goes into the bread?', 'quantity'],
    ['What is the boiling point of the solvent?', 'quantity'],
    ['How heavy is the parcel?', 'quantity'],
    ['How many litres of diesel did the van take?', 'quantity'],
    ['How many guests came to the party?', 'count'],
    ['How much council tax did we owe in 2024?', 'amount'],
    ['How much the concert tickets came to?', 'amount'],
    ['Tell me about the project', 'other'],
  ];
  for (const [q, t] of cases) it(`${q} → ${t}`, () => expect(questionType(q)).toBe(t));
});

describe('valuesIn', () => {
  const texts = (type: QuestionType, s: string) => valuesIn(type, s).map((v) => v.text);

  it('finds amounts with a currency, and bare prices only where none is marked', () => {
    expect(texts('amount', 'The monthly rent is 3,200 euros and the deposit €6.400,00.')).toEqual(['3,200 euros', '€6.400,00']);
    expect(texts('amount', 'Net Amount: $1,240.00; Tax USD 12')).toEqual(['$1,240.00', 'USD 12']);
    expect(texts('amount', 'Caffe Latte 4.50 TOTAL 12.80')).toEqual(['4.50', '12.80']);
    expect(texts('amount', 'Room 12 on floor 3, booked on 12/03/2024')).toEqual([]);
    expect(texts('amount', 'Optician: Tues 9 March, 4.20 pm, Dr Lee')).toEqual([]);
    // Sums said in words, as transcripts write them; "pounds of" is a weight.
    expect(texts('amount', 'he quoted ninety five pounds for the job')).toEqual(['ninety five pounds']);
    expect(texts('amount', 'it will cost fifty four pounds eighty five at the garage')).toEqual(['fifty four pounds eighty five']);
    expect(texts('amount', 'picked two pounds of apples')).toEqual([]);
    // A sign between two numbers opens the second: the year before it is no amount.
    expect(texts('amount', 'BALANCE DUE ON May 9, 2023 $18.40')).toEqual(['$18.40']);
    expect(texts('amount', 'TOTAL 2 € 35.10, paid 35,10 €')).toEqual(['€ 35.10', '35,10 €']);
  });

  it('reads figures in scale words and Indian grouping as amounts when no currency is marked', () => {
    expect(texts('amount', 'BY NET PROFIT `67,845 crore')).toEqual(['67,845 crore']);
    expect(texts('amount', 'Turnover rose to 17,81,841 crore; 4.2 billion in exports')).toEqual(['17,81,841 crore', '4.2 billion']);
    expect(texts('amount', 'Revenue €4.2 billion, 120 million units')).toEqual(['€4.2 billion']);
  });

  it('finds quantities: a number with its unit, or under a measure’s label', () => {
    expect(texts('quantity', 'Soak 250 g lentils, add 3 liter water and 2 cloves of garlic.')).toEqual(['250 g', '3 liter', '2 cloves']);
    expect(texts('quantity', 'Density: 7.85 g/cm³. Melting point 1,510 °C')).toEqual(['7.85 g/cm³', '1,510 °C']);
    expect(texts('quantity', 'Weight (net) = 12.5; delivered on 3 May')).toEqual(['12.5']);
    expect(texts('quantity', 'Only 2 can attend, in 3 rooms')).toEqual([]);
    expect(texts('quantity', 'Oats; Calories per portion: 180; Sodium 95mg')).toEqual(['180', '95mg']);
  });

  it('counts grouped thousands run into the next word, never a date’s day', () => {
    expect(texts('count', 'EMPLOYMENT CREATION 2,32,822New jobs created, figures for March 31, 2022')).toEqual(['2,32,822']);
    expect(texts('count', 'We planted 14 trees on 3 May.')).toEqual(['14']);
    // Money is not a count: "$158 million" counts nothing.
    expect(texts('count', 'Sales reached $40 million (£31 million) with 212 staff.')).toEqual(['212']);
    // A street's number is no date; a street named first and a postcode before its town are places.
    expect(texts('date', 'NO. 7, JALAN MAWAR 2/3, TAMAN SRI, paid 14/05/2019')).toEqual(['14/05/2019']);
    expect(texts('place', 'LOT 12, JALAN MAWAR 2/3,\n81100 JOHOR BAHRU')).toEqual(['JALAN MAWAR 2/3', '81100 JOHOR BAHRU']);
    expect(texts('place', 'Kölner Str. 8\n40211 Düsseldorf')).toContain('40211 Düsseldorf');
    // …nor is the number of a name.
    expect(texts('count', 'Hallam is a Fortune 500 supplier with 1,250 staff, all on Windows 11 laptops.')).toEqual(['1,250']);
  });

  it('finds durations, clock times and dates', () => {
    expect(texts('duration', 'Finished in 3:45:12, about 2 hours and 5 minutes slower than planned.')).toEqual(['3:45:12', '2 hours and 5 minutes']);
    expect(texts('time', 'The flight leaves at 7:45 pm from gate B12.')).toEqual(['7:45 pm']);
    expect(texts('date', 'I moved to Lisbon on 4 March 2025.').join(' ')).toContain('4 March 2025');
    expect(texts('date', 'Nothing dated here.')).toEqual([]);
  });

  it('finds identifiers and phone numbers', () => {
    expect(texts('code', 'Booking ID: IBZY2087 for 2 nights')).toEqual(['IBZY2087']);
    expect(texts('code', 'Call us on +44 20 7946 0958 any time')).toEqual(['+44 20 7946 0958']);
    expect(texts('code', 'nothing here to quote')).toEqual([]);
  });

  it('finds people and places', () => {
    expect(texts('person', 'Yesterday I met Dr. Maria Alvarez and then Anna Berg at the clinic.')).toEqual(['Dr. Maria Alvarez', 'Anna Berg']);
    expect(texts('place', 'The hotel is at 12 Rue Cler in Paris, France.')).toContain('Paris, France');
    expect(texts('person', 'the meeting was moved to the afternoon.')).toEqual([]);
  });

  it('reads values as documents write them: labels, OCR separators, dates without a year, states', () => {
    expect(texts('amount', 'price: 18')).toEqual(['18']);
    expect(texts('amount', 'Bill amount CHF 3°949.75')).toEqual(['CHF 3°949.75']);
    expect(texts('duration', 'hotel.nights: 4')).toEqual(['4']);
    expect(texts('duration', 'no later than 45calendar days after the work')).toEqual(['45calendar days']);
    expect(texts('duration', 'submitted within 60-calendar days after acceptance')).toEqual(['60-calendar days']);
    expect(texts('date', 'Day trip to Sintra on 14 May').join(' ')).toContain('14 May');
    expect(texts('date', 'The budget was approved on Tuesday.').join(' ')).toContain('Tuesday');
    expect(texts('date', 'The bittern booms at dusk.')).toEqual(['at dusk']);
    expect(texts('count', 'PubTabNet (395k samples)')).toEqual(['395k']);
    expect(texts('yes_no', 'in_stock: false')).toEqual(['false']);
    expect(texts('yes_no', '☒ Orange juice ☐ Tea')).toEqual(['☒', '☐']);
    expect(texts('person', 'Best Regards,\nMallori')).toEqual(['Mallori']);
    expect(texts('person', 'Dr Felicia Ng Kai Lin')).toEqual(['Dr Felicia Ng Kai Lin']);
  });
});

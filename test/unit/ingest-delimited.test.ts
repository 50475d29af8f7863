/** A CSV or TSV export saved as .txt reads as a table: every row against its header line. */
import { describe, expect, it } from 'vitest';
import { delimitedTable, splitFields } from '../../src/core/ingest/delimited.js';

describe('delimitedTable', () => {
  it('reads comma-separated rows against their headers, quoted fields and all', () => {
    const csv = ['Member,Plan,"Monthly fee, EUR",Joined', 'Ines Varga,Gold,"1,250.00",2021-02-03', 'Tomas Lind,Silver,640.00,2022-07-19', 'Ana Ruiz,Bronze,310.50,2023-01-08'].join('\n');
    expect(delimitedTable(csv)).toEqual([
      { text: 'Columns: Member, Plan, Monthly fee, EUR, Joined', locator: '#line=1' },
      { text: 'Member: Ines Varga; Plan: Gold; Monthly fee, EUR: 1,250.00; Joined: 2021-02-03', locator: '#line=2' },
      { text: 'Member: Tomas Lind; Plan: Silver; Monthly fee, EUR: 640.00; Joined: 2022-07-19', locator: '#line=3' },
      { text: 'Member: Ana Ruiz; Plan: Bronze; Monthly fee, EUR: 310.50; Joined: 2023-01-08', locator: '#line=4' },
    ]);
  });

  it('reads tab-separated exports too, and keeps each row at its own line', () => {
    const tsv = 'day\tsteps\tsleep\n\nMon\t8200\t7.5\nTue\t10400\t6.8\nWed\t5300\t8.1';
    expect(delimitedTable(tsv)?.map((s) => [s.locator, s.text])).toEqual([
      ['#line=1', 'Columns: day, steps, sleep'],
      ['#line=3', 'day: Mon; steps: 8200; sleep: 7.5'],
      ['#line=4', 'day: Tue; steps: 10400; sleep: 6.8'],
      ['#line=5', 'day: Wed; steps: 5300; sleep: 8.1'],
    ]);
  });

  it('leaves prose with commas, lists and header-less numbers alone', () => {
    expect(delimitedTable('We walked to the harbour, then to the market, and home.\nIt rained, of course, all day.\nStill, a good day, mostly.\nTomorrow, the museum, maybe.')).toBeUndefined();
    expect(delimitedTable('apples, pears, plums\nbread, milk, eggs\nsoap, tape, string\nrice, beans, salt')).toBeUndefined();
    expect(delimitedTable('1,2,3\n4,5,6\n7,8,9\n10,11,12')).toBeUndefined();
  });

  it('splits a line on its delimiter outside quotes, with doubled quotes kept', () => {
    expect(splitFields('a,"b, c","say ""hi""",', ',')).toEqual(['a', 'b, c', 'say "hi"', '']);
  });
});

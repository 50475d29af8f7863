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

  it('keeps a quoted field that runs over several lines in its record, at the line the record starts', () => {
    const csv = [
      'Year,Title,Notes',
      '1952,Tide Mill,"Built on the estuary, restored in 1998."',
      '1960,Salt Store,"Two storeys.',
      'The upper one, with its ""long room"", was a school."',
      '1971,Ferry House,Demolished',
      '1984,Boat Shed,"Rebuilt, then sold"',
    ].join('\n');
    expect(delimitedTable(csv)?.map((s) => [s.locator, s.text])).toEqual([
      ['#line=1', 'Columns: Year, Title, Notes'],
      ['#line=2', 'Year: 1952; Title: Tide Mill; Notes: Built on the estuary, restored in 1998.'],
      ['#line=3', 'Year: 1960; Title: Salt Store; Notes: Two storeys. The upper one, with its "long room", was a school.'],
      ['#line=5', 'Year: 1971; Title: Ferry House; Notes: Demolished'],
      ['#line=6', 'Year: 1984; Title: Boat Shed; Notes: Rebuilt, then sold'],
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

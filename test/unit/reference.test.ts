import { describe, expect, it } from 'vitest';
import { parseLocator, parseReference } from '../../src/api/reference.js';
import { segmentsOf, selectSegments } from '../../src/core/files/extracted-text.js';

describe('references of facts, parsed back', () => {
  it('splits a reference at its locator, keeping a # that belongs to the file name', () => {
    expect(parseReference('/docs/report.pdf#page=3')).toEqual({ path: '/docs/report.pdf', locator: '#page=3' });
    expect(parseReference('/C#/notes #2.txt#line=40')).toEqual({ path: '/C#/notes #2.txt', locator: '#line=40' });
    expect(parseReference('/book.xlsx#sheet=Q1%20sales&row=7')).toEqual({ path: '/book.xlsx', locator: '#sheet=Q1%20sales&row=7' });
    expect(parseReference('/docs/guide.docx#paragraph=4')).toEqual({ path: '/docs/guide.docx', locator: '#paragraph=4' });
    expect(parseReference('/book.xlsx#sheet=Chart1&chart=1')).toEqual({ path: '/book.xlsx', locator: '#sheet=Chart1&chart=1' });
    expect(parseReference('/a/b.txt')).toEqual({ path: '/a/b.txt' });
    expect(parseReference('/tag#hash.txt')).toEqual({ path: '/tag#hash.txt' });
  });

  it('reads each kind of locator', () => {
    expect(parseLocator('#page=3')).toEqual({ kind: 'page', n: 3 });
    expect(parseLocator('slide=2')).toEqual({ kind: 'slide', n: 2 });
    expect(parseLocator('#sheet=Q1%20sales&row=7')).toEqual({ kind: 'sheet', sheet: 'Q1 sales', n: 7 });
    expect(parseLocator('#sheet=Data')).toEqual({ kind: 'sheet', sheet: 'Data', n: undefined });
    expect(parseLocator('#t=00:01:23')).toEqual({ kind: 't', n: 83 });
    expect(parseLocator('#t=01:00:00')).toEqual({ kind: 't', n: 3600 });
    expect(parseLocator('#t=95')).toEqual({ kind: 't', n: 95 });
    expect(parseLocator('#sheet=Duck%20Chart&chart=2')).toEqual({ kind: 'sheet', sheet: 'Duck Chart', n: undefined, chart: 2 });
    expect(parseLocator('#paragraph=12')).toEqual({ kind: 'paragraph', n: 12 });
    expect(parseLocator('#footnote=1')).toEqual({ kind: 'footnote', n: 1 });
    expect(parseLocator('#page=x')).toBeUndefined();
    expect(parseLocator('#chapter=2')).toBeUndefined();
  });
});

describe('selecting the text a locator points at', () => {
  const chunks = [
    { text: 'Intro on page one.\nMore of page two.', locator: '#page=1', anchors: JSON.stringify([[0, '#page=1'], [19, '#page=2']]) },
    { text: 'Page two continues.', locator: '#page=2', anchors: null },
    { text: 'Page three.', locator: '#page=3', anchors: null },
  ];

  it('splits chunks back at their anchors and joins pieces of one page', () => {
    expect(segmentsOf(chunks)).toEqual([
      { locator: '#page=1', text: 'Intro on page one.' },
      { locator: '#page=2', text: 'More of page two.\nPage two continues.' },
      { locator: '#page=3', text: 'Page three.' },
    ]);
  });

  it('matches a page exactly and says which pages exist when it is not there', () => {
    const segs = segmentsOf(chunks);
    expect(selectSegments(segs, '#page=2', '/a.pdf').map((s) => s.text)).toEqual(['More of page two.\nPage two continues.']);
    expect(() => selectSegments(segs, '#page=9', '/a.pdf')).toThrow(/has pages #page=1, #page=2, #page=3/);
    expect(() => selectSegments(segs, '#slide=1', '/a.pdf')).toThrow(/has no slides/);
    expect(() => selectSegments(segs, '#bogus=1', '/a.pdf')).toThrow(/is not one of/);
  });

  it('finds the transcript piece a time falls in, and all rows of a sheet', () => {
    const timed = [
      { locator: '#t=00:00:00', text: 'hello' },
      { locator: '#t=00:01:00', text: 'second minute' },
      { locator: '#t=00:02:00', text: 'third minute' },
    ];
    expect(selectSegments(timed, '#t=00:01:30', '/talk.mp3').map((s) => s.text)).toEqual(['second minute']);
    const rows = [
      { locator: '#sheet=A&row=1', text: 'a1' },
      { locator: '#sheet=A&row=2', text: 'a2' },
      { locator: '#sheet=B%20b&row=1', text: 'b1' },
    ];
    expect(selectSegments(rows, '#sheet=A', '/x.xlsx').map((s) => s.text)).toEqual(['a1', 'a2']);
    expect(selectSegments(rows, '#sheet=B b&row=1', '/x.xlsx').map((s) => s.text)).toEqual(['b1']);
  });
});

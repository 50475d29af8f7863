import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { readableName } from '../../src/core/ingest/pdf-form.js';
import { extractPdf } from '../../src/core/ingest/pdf.js';
import type { Extracted, ExtractInput } from '../../src/core/ingest/types.js';

/** Filled PDF forms: a real one (test/data/forms/README.md) and forms written by pdf-lib. */
const DATA = join(import.meta.dirname, '../data/forms');
const dir = mkdtempSync(join(tmpdir(), 'ctx-forms-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let n = 0;
function input(name: string, data?: Buffer, from?: string): ExtractInput {
  const path = join(dir, `${++n}-${name}`);
  if (from) copyFileSync(from, path);
  else writeFileSync(path, data!);
  return { path, name, ext: '.pdf', mime: '' };
}
const page = (x: Extracted, p: number) => x.segments.filter((s) => s.locator === `#page=${p}`).map((s) => s.text).join('\n');

/** A two-page application form; `fill` decides whether anyone typed into it. */
async function applicationForm(fill: boolean): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const p1 = doc.addPage([612, 792]);
  const p2 = doc.addPage([612, 792]);
  p1.drawText('Membership application', { x: 50, y: 740, size: 16, font });
  p1.drawText('Name', { x: 50, y: 700, size: 11, font });
  p2.drawText('Preferences', { x: 50, y: 740, size: 16, font });
  const form = doc.getForm();
  const name = form.createTextField('applicant.fullName[0]');
  name.addToPage(p1, { x: 150, y: 690, width: 200, height: 18 });
  const address = form.createTextField('home_address');
  address.enableMultiline();
  address.addToPage(p1, { x: 150, y: 600, width: 200, height: 60 });
  // A tooltip (TU) is the label the form's author gave the field (here on its widget, where pdfjs reads it).
  address.acroField.getWidgets()[0]!.dict.set(PDFName.of('TU'), PDFString.of('Home address:'));
  const notes = form.createTextField('notes');
  notes.addToPage(p1, { x: 150, y: 560, width: 200, height: 18 });
  const placeholder = form.createTextField('f1_14(0)');
  placeholder.addToPage(p1, { x: 150, y: 530, width: 200, height: 18 });
  const secret = form.createTextField('pin');
  secret.enablePassword();
  secret.addToPage(p1, { x: 150, y: 500, width: 80, height: 18 });
  const agree = form.createCheckBox('newsletter');
  agree.addToPage(p2, { x: 50, y: 700, width: 12, height: 12 });
  const photos = form.createCheckBox('photo_consent');
  photos.addToPage(p2, { x: 50, y: 680, width: 12, height: 12 });
  const plan = form.createRadioGroup('Plan');
  plan.addOptionToPage('Monthly', p2, { x: 50, y: 640, width: 12, height: 12 });
  plan.addOptionToPage('Yearly', p2, { x: 120, y: 640, width: 12, height: 12 });
  // pdf-lib names the buttons' states 0 and 1: the captions printed beside them say which is which.
  p2.drawText('Monthly', { x: 66, y: 642, size: 10, font });
  p2.drawText('Yearly', { x: 136, y: 642, size: 10, font });
  const club = form.createDropdown('Home club');
  club.addOptions(['Bergen', 'Riga', 'Tallinn']);
  club.addToPage(p2, { x: 50, y: 600, width: 120, height: 18 });
  form.createButton('submit').addToPage('Submit', p2, { x: 50, y: 560, width: 80, height: 20 });
  if (fill) {
    name.setText('Ingrid Solberg');
    address.setText('Strandgaten 12\nBergen 5013');
    placeholder.setText('\\');
    secret.setText('4711');
    agree.check();
    plan.select('Yearly');
    club.select('Riga');
  }
  return Buffer.from(await doc.save());
}

describe('filled PDF forms', () => {
  it('reads the values typed into a real LibreOffice form, on the page of their fields', async () => {
    const x = await extractPdf(input('libreoffice-form.pdf', undefined, join(DATA, 'libreoffice-form.pdf')));
    const text = page(x, 1);
    expect(text).toContain('First Name: Alice');
    expect(text).toContain('First Name 2: Bob');
    // The printed labels stay; the empty fields (Last Name, Birthday, Nationality, the boxes) add nothing.
    expect(text).toContain('Agree to privacy policy');
    expect(text).not.toMatch(/Last Name:|Birthday:|Nationality: |gdpr|female|Off/);
    expect(x.facts).toMatchObject({ filled_form_fields: 2 });
  });

  it('names a radio button chosen in the real form by the caption printed beside it', async () => {
    // The same LibreOffice form with the other fields filled in by pdf-lib (its buttons' states are "1" and "2").
    const doc = await PDFDocument.load(readFileSync(join(DATA, 'libreoffice-form.pdf')));
    const form = doc.getForm();
    form.getRadioGroup('female').select('2');
    form.getCheckBox('gdpr').check();
    form.getDropdown('Nationality').select('Indonesian');
    const text = page(await extractPdf(input('filled.pdf', Buffer.from(await doc.save()))), 1);
    expect(text).toContain('female: Male');
    expect(text).toContain('Nationality: Indonesian');
    expect(text).toContain('gdpr: checked');
    expect(text).not.toMatch(/other: |female: 2/);
  });

  it('labels a value by its tooltip or readable name; boxes, radio buttons and lists by what was chosen', async () => {
    const x = await extractPdf(input('application.pdf', await applicationForm(true)));
    const p1 = page(x, 1);
    expect(p1).toContain('Membership application');
    expect(p1).toContain('full name: Ingrid Solberg');
    expect(p1).toContain('Home address: Strandgaten 12; Bergen 5013');
    // A password, a placeholder of punctuation and an empty field say nothing.
    expect(p1).not.toMatch(/4711|pin:|f1 14|notes:/);
    const p2 = page(x, 2);
    expect(p2).toContain('newsletter: checked');
    expect(p2).not.toContain('photo consent');
    expect(p2).toContain('Plan: Yearly');
    expect(p2).not.toContain('Plan: Monthly');
    expect(p2).toContain('Home club: Riga');
    expect(p2).not.toContain('submit');
    expect(x.facts).toMatchObject({ filled_form_fields: 5 });
  });

  it('adds nothing for a form nobody filled in', async () => {
    const x = await extractPdf(input('blank.pdf', await applicationForm(false)));
    expect(page(x, 1)).toBe('Membership application\nName');
    expect(page(x, 2)).toBe('Preferences\nMonthly Yearly');
    expect(x.facts).not.toHaveProperty('filled_form_fields');
  });

  it('makes field names readable', () => {
    expect(readableName('First Name_2')).toBe('First Name 2');
    expect(readableName('topmostSubform[0].Page1[0].f1_01[0]')).toBe('f1 01');
    expect(readableName('dateOfBirth')).toBe('date of birth');
    expect(readableName('IBAN')).toBe('IBAN');
  });
});

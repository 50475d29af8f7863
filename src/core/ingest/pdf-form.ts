import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * What a user typed into a PDF form (AcroForm), as "Label: value" lines for the page the field
 * sits on. The values live in the widget annotations, not in the page's text layer, so without
 * this a filled form reads as its printed labels only. The label is the field's tooltip (TU),
 * else its name made readable ("First Name_2" → "First Name 2"). Empty fields, unchecked boxes,
 * push buttons, hidden and password fields add nothing.
 */

/** The fields of a widget annotation pdfjs reports that this module reads. */
interface Widget {
  subtype?: string;
  fieldName?: string;
  fieldType?: string;
  fieldValue?: unknown;
  alternativeText?: string;
  checkBox?: boolean;
  radioButton?: boolean;
  pushButton?: boolean;
  exportValue?: string;
  buttonValue?: string;
  options?: { exportValue?: string; displayValue?: string }[];
  hidden?: boolean;
  password?: boolean;
  rect?: number[];
}

/** A run of printed text: its string, left edge and baseline in PDF user space. */
interface Printed {
  str: string;
  x: number;
  y: number;
}

/** How far right of a box its printed caption may start, points. */
const CAPTION_REACH = 150;

/** The states a check box's "on" value takes when it carries no meaning of its own. */
const PLAIN_ON = /^(?:yes|on|true|1|x|checked|ja|oui|si|sí)$/i;

/** The page's filled fields as "Label: value" lines, in the order the page lists them. */
export async function readPageFields(doc: PDFDocumentProxy, n: number): Promise<string[]> {
  const page = await doc.getPage(n);
  try {
    const annotations = (await page.getAnnotations()) as Widget[];
    let printed: Printed[] | undefined;
    const captions = async (): Promise<Printed[]> =>
      (printed ??= (await page.getTextContent()).items.flatMap((it) =>
        'str' in it && it.str.trim() ? [{ str: it.str.trim(), x: (it.transform as number[])[4]!, y: (it.transform as number[])[5]! }] : [],
      ));
    const lines: string[] = [];
    // A radio group (or a field shown in several places) has one widget per place: one line.
    const seen = new Set<string>();
    for (const w of annotations) {
      if (w.subtype !== 'Widget' || !w.fieldName || w.hidden || w.password || w.pushButton) continue;
      let value = fieldValue(w);
      if (!value) continue;
      // A radio button whose value is a bare number ("1", "2") was chosen by the caption beside it.
      if (w.radioButton && /^(?:\d+|selected)$/.test(value)) value = captionOf(w, await captions()) ?? value;
      const key = `${w.fieldName}\0${value}`;
      if (seen.has(key)) continue;
      seen.add(key);
      lines.push(`${fieldLabel(w)}: ${value}`);
    }
    return lines;
  } finally {
    page.cleanup();
  }
}

/** The printed words just right of a box, on its line ("Female" beside a radio button). */
function captionOf(w: Widget, printed: Printed[]): string | undefined {
  const [x1, y1, x2, y2] = w.rect ?? [];
  if (x1 === undefined || y1 === undefined || x2 === undefined || y2 === undefined) return undefined;
  const beside = printed.filter((p) => p.y >= Math.min(y1, y2) - 2 && p.y <= Math.max(y1, y2) && p.x >= Math.max(x1, x2) - 1 && p.x <= Math.max(x1, x2) + CAPTION_REACH);
  beside.sort((a, b) => a.x - b.x);
  return beside[0]?.str.split(/\s{2,}|\t/)[0];
}

/** The value as a reader would say it; undefined when the field is empty or unchecked. */
function fieldValue(w: Widget): string | undefined {
  const raw = w.fieldValue;
  if (w.fieldType === 'Btn') {
    const on = typeof raw === 'string' ? raw : undefined;
    if (!on || on === 'Off') return undefined;
    if (w.checkBox) {
      // A box whose own "on" value is not the field's value is another box of the same field.
      if (w.exportValue && w.exportValue !== on) return undefined;
      return PLAIN_ON.test(on) ? 'checked' : readable(on);
    }
    if (w.radioButton) {
      // Each button of a group carries the group's value; the one whose own state it is was chosen.
      if (w.buttonValue !== undefined && w.buttonValue !== on) return undefined;
      return PLAIN_ON.test(on) ? 'selected' : readable(on);
    }
    return undefined;
  }
  const values = (Array.isArray(raw) ? raw : [raw]).filter((v): v is string => typeof v === 'string');
  // A list or combo box stores the option's export value; the reader saw its display text.
  const shown = values.map((v) => w.options?.find((o) => o.exportValue === v)?.displayValue ?? v);
  const text = shown
    .map((v) => v.replace(/\0/g, '').replace(/\s*[\r\n]+\s*/g, '; ').trim())
    // A value of punctuation only (a lone backslash in the IRS's blank 1040NR) is a placeholder, not an entry.
    .filter((v) => /[\p{L}\p{N}]/u.test(v))
    .join(', ');
  return text || undefined;
}

/**
 * The field's tooltip, else its partial name made readable. (pdfjs reads the tooltip from the
 * widget's own dictionary: one set only on a parent field of separate widgets goes unseen.)
 */
function fieldLabel(w: Widget): string {
  const tip = w.alternativeText?.replace(/\s+/g, ' ').trim();
  if (tip) return tip.replace(/[:\s]+$/, '');
  return readableName(w.fieldName!);
}

/**
 * "First Name_2" → "First Name 2", "topmostSubform[0].Page1[0].f1_01[0]" → "f1 01",
 * "dateOfBirth" → "date of birth": the last part of a qualified name, without array indices.
 */
export function readableName(name: string): string {
  const last = name.split('.').map((p) => p.replace(/\[\d+\]|\(\d+\)/g, '')).filter(Boolean).pop() ?? name;
  return readable(last.replace(/([a-z])([A-Z])(?=[a-z])/g, (_, a: string, b: string) => `${a} ${b.toLowerCase()}`)) || name;
}

function readable(s: string): string {
  return s.replace(/[_#]+/g, ' ').replace(/\s+/g, ' ').trim();
}

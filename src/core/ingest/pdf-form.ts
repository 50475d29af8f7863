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
}

/** The states a check box's "on" value takes when it carries no meaning of its own. */
const PLAIN_ON = /^(?:yes|on|true|1|x|checked|ja|oui|si|sí)$/i;

/** The page's filled fields as "Label: value" lines, in the order the page lists them. */
export async function readPageFields(doc: PDFDocumentProxy, n: number): Promise<string[]> {
  const page = await doc.getPage(n);
  try {
    const annotations = (await page.getAnnotations()) as Widget[];
    const lines: string[] = [];
    // A radio group (or a field shown in several places) has one widget per place: one line.
    const seen = new Set<string>();
    for (const w of annotations) {
      if (w.subtype !== 'Widget' || !w.fieldName || w.hidden || w.password || w.pushButton) continue;
      const value = fieldValue(w);
      if (!value) continue;
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
    if (w.radioButton) return PLAIN_ON.test(on) ? 'selected' : readable(on);
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

/** The field's tooltip, else its partial name made readable. */
function fieldLabel(w: Widget): string {
  const tip = w.alternativeText?.replace(/\s+/g, ' ').trim();
  if (tip) return tip.replace(/[:\s]+$/, '');
  return readableName(w.fieldName!);
}

/**
 * "First Name_2" → "First Name 2", "topmostSubform[0].Page1[0].f1_01[0]" → "f1 01",
 * "dateOfBirth" → "date Of Birth": the last part of a qualified name, without array indices.
 */
export function readableName(name: string): string {
  const last = name.split('.').map((p) => p.replace(/\[\d+\]|\(\d+\)/g, '')).filter(Boolean).pop() ?? name;
  return readable(last.replace(/([a-z])([A-Z])/g, '$1 $2')) || name;
}

function readable(s: string): string {
  return s.replace(/[_#]+/g, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * Tables as people make them, written with real writers (exceljs, docx, pdf-lib): spreadsheets
 * with a title above the header, a unit and a period over the columns, a second table further
 * down, merged group headers and merged categories; Word tables with and without a header row,
 * spanning and merged cells, check boxes (content controls and legacy form fields); a PDF that
 * draws a value before its label.
 */
import { CheckBox, Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** Sheets "Results" (title, unit and period rows over the header, a footnote, a second table with years as headers), "Groups" (merged group headers), "Stock" (a category merged down). */
export async function reportXlsx(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const r = wb.addWorksheet('Results');
  r.getCell('A1').value = 'Half-year report';
  r.mergeCells('A1:E1');
  r.getCell('A3').value = 'In thousands of EUR';
  r.getCell('A3').alignment = { horizontal: 'left' };
  // Period labels right-aligned over the last column of their group, as financial tables do.
  for (const [addr, text] of [['C3', 'January–June\n2024'], ['E3', 'January–June\n2023']] as const) {
    r.getCell(addr).value = text;
    r.getCell(addr).alignment = { horizontal: 'right', wrapText: true };
  }
  r.getRow(4).values = [null, 'Sales', 'Operating\nprofit', 'Sales', 'Operating\nprofit'];
  r.getRow(6).values = ['North', 120, 30, 110, 25];
  r.getRow(7).values = ['South', 90, 12, 95, '  —'];
  r.getRow(8).values = ['Total', { formula: 'SUM(B6:B7)', result: 210 }, { formula: 'SUM(C6:C7)', result: 42 }, 205, 25];
  r.getCell('A10').value = '(a) Figures are unaudited and rounded.';
  r.mergeCells('A10:E10');
  r.getRow(12).values = ['Region', 2022, 2023];
  r.getRow(13).values = ['North', 400, 420];

  const g = wb.addWorksheet('Groups');
  g.getCell('B1').value = 'Q1';
  g.mergeCells('B1:C1');
  g.getCell('D1').value = 'Q2';
  g.mergeCells('D1:E1');
  g.getRow(2).values = ['Product', 'Units', 'Revenue', 'Units', 'Revenue'];
  g.getRow(3).values = ['Green tea', 10, 25.5, 12, 30];

  const s = wb.addWorksheet('Stock');
  s.getRow(1).values = ['Category', 'Item', 'Count'];
  s.getRow(2).values = ['Fruit', 'Apple', 5];
  s.getRow(3).values = [null, 'Pear', 7];
  s.mergeCells('A2:A3');
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const cell = (text: string, opts: { columnSpan?: number; rowSpan?: number } = {}) => new TableCell({ children: [new Paragraph(text)], ...opts });
const row = (cells: TableCell[], tableHeader = false) => new TableRow({ children: cells, tableHeader });
const rowOf = (texts: string[], tableHeader = false) => row(texts.map((t) => cell(t)), tableHeader);

/** The legacy (Word 97) check-box form field, which the docx package does not write. */
const legacyBox = (checked: boolean, label: string) =>
  `<w:p><w:r><w:fldChar w:fldCharType="begin"><w:ffData><w:name w:val="Check1"/><w:enabled/><w:calcOnExit w:val="0"/><w:checkBox><w:sizeAuto/>` +
  `<w:default w:val="${checked ? 0 : 1}"/><w:checked w:val="${checked ? 1 : 0}"/></w:checkBox></w:ffData></w:fldChar></w:r>` +
  `<w:r><w:instrText xml:space="preserve"> FORMCHECKBOX </w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>` +
  `<w:r><w:t xml:space="preserve"> ${label}</w:t></w:r></w:p>`;

/**
 * Paragraph order: 1 "Prices", 2–3 a table with a marked header row, 4–6 a table whose first
 * row heads a column of numbers, 7–8 a two-row form (no header), 9–10 text rows (no header),
 * 11–13 two marked header rows (a spanning "Q1") over a row, 14–16 a category merged down two
 * rows, 17–18 an empty top-left header cell, 19 check-box controls in a paragraph, 20 a table row
 * with a box, 21–22 legacy check-box fields.
 */
export async function tablesDocx(): Promise<Buffer> {
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph('Prices'),
          new Table({ rows: [rowOf(['Product', 'Price', 'Quantity'], true), rowOf(['Banana', '$0.50', '20'])] }),
          new Table({ rows: [rowOf(['Month', 'Rainfall (mm)']), rowOf(['March', '61']), rowOf(['April', '44'])] }),
          new Table({ rows: [rowOf(['Name', 'Ana Ruiz']), rowOf(['Age', '42'])] }),
          new Table({ rows: [rowOf(['Header A', 'Header B']), rowOf(['left', 'right'])] }),
          new Table({
            rows: [row([cell(''), cell('Q1', { columnSpan: 2 })], true), rowOf(['Item', 'Units', 'Revenue'], true), rowOf(['Green tea', '10', '25.50'])],
          }),
          new Table({
            rows: [rowOf(['Category', 'Item', 'Count'], true), row([cell('Fruit', { rowSpan: 2 }), cell('Apple'), cell('5')]), row([cell('Pear'), cell('7')])],
          }),
          new Table({ rows: [rowOf(['', 'Food', 'Calories'], true), rowOf(['Leaves', 'Ash, Elm', '50'])] }),
          new Paragraph({ children: [new TextRun('Drinks: '), new CheckBox({ checked: true }), new TextRun(' Orange juice '), new CheckBox({ checked: false }), new TextRun(' Tea')] }),
          new Table({ rows: [row([cell('Coffee'), new TableCell({ children: [new Paragraph({ children: [new CheckBox({ checked: false })] })] })])] }),
          new Paragraph('LEGACY_BOX_1'),
          new Paragraph('LEGACY_BOX_2'),
        ],
      },
    ],
  });
  const zip = await JSZip.loadAsync(await Packer.toBuffer(doc));
  let xml = await zip.file('word/document.xml')!.async('string');
  for (const [marker, box] of [['LEGACY_BOX_1', legacyBox(true, 'Invoice paid')], ['LEGACY_BOX_2', legacyBox(false, 'Receipt filed.')]] as const) {
    const at = xml.indexOf(marker);
    const start = Math.max(xml.lastIndexOf('<w:p>', at), xml.lastIndexOf('<w:p ', at));
    const end = xml.indexOf('</w:p>', at) + '</w:p>'.length;
    xml = xml.slice(0, start) + box + xml.slice(end);
  }
  zip.file('word/document.xml', xml);
  return zip.generateAsync({ type: 'nodebuffer' });
}

/** One page where each label's value is drawn before the label, on the same baseline, as some invoice generators do. */
export async function valueFirstPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  page.drawText('Order ID: OD3041750', { x: 50, y: 740, size: 10, font });
  page.drawText('15-10-2015', { x: 130, y: 722, size: 10, font });
  page.drawText('Order Date:', { x: 50, y: 722, size: 10, font });
  page.drawText('20-10-2015', { x: 130, y: 704, size: 10, font });
  page.drawText('Invoice Date:', { x: 50, y: 704, size: 10, font });
  return Buffer.from(await doc.save());
}

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from '../helpers/api.js';
import { queryOk, search, uploadAndWait } from '../helpers/contract.js';
import { startDaemon, type TestDaemon } from '../helpers/daemon.js';
import { docxFile, encryptedOoxml, encryptedPdf, legacyPpt, longDocx, mixedPdf, pptxFile, textPdf, xlsxFile } from '../helpers/documents.js';

let d: TestDaemon;
let api: Api;
const files: Record<string, { file_id: string; path: string; status: string }> = {};

async function status(fileId: string): Promise<{ status: string; error?: string }> {
  const res = await api.get(`/file/status/${fileId}`);
  expect(res.status).toBe(200);
  return (await res.json()) as { status: string; error?: string };
}

async function metadata(fileId: string): Promise<{ summary: string; content: string; hash_tags: string[] }> {
  const res = await api.get(`/metadata/search_by_id/${fileId}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as { summary: string; content: string; hash_tags: string[] };
}

/** Asks with final_answer=true and returns the facts' references and chunks. */
async function facts(question: string): Promise<Array<{ chunk: string; reference: string }>> {
  const q = await queryOk(api, question, { final_answer: 'true' });
  return q.response.content[0]?.facts ?? [];
}

beforeAll(async () => {
  d = await startDaemon();
  api = new Api(d.url, d.apiKey);
  const good = await xlsxFile({ title: 'Sales 2024', author: 'Ana Ruiz' });
  const docx = await docxFile({
    title: 'Field Guide',
    author: 'Jonas Berg',
    body: ['h1:Birds of the marsh', 'The bittern booms at dusk and hides in the reeds.', 'h2:Nesting', 'Grebes build floating nests in April.', 'h1:Mammals', 'Otters returned to the river in 2019.'],
  });
  const uploads: Array<[string, Buffer | string]> = [
    [
      'harbour.pdf',
      await textPdf(
        [['Harbour renewal plan', 'Overview of the works'], ['The dredging budget for the harbour is 4.2 million euros.', 'Dredging starts in spring.'], ['Appendix: contacts']],
        { title: 'Harbour Plan', author: 'Mina Okafor' },
      ),
    ],
    ['scan.pdf', await mixedPdf([['Cover sheet of the scanned invoice bundle'], { image: ['Invoice total 4711 EUR', 'Warehouse lease Rotterdam'] }])],
    ['guide.docx', docx],
    ['empty.docx', await docxFile({ body: [] })],
    [
      'roadmap.pptx',
      await pptxFile(
        [
          { title: 'Roadmap overview', body: ['Launch the beta in May'], notes: 'Remember to thank the design team for the zeppelin mockups' },
          { title: 'Budget', body: ['Cloud spend falls 12 percent'], notes: 'Finance approved the hiring freeze exemption' },
        ],
        { title: 'Roadmap 2025', author: 'Sam Lee' },
      ),
    ],
    [
      'legacy.ppt',
      legacyPpt(
        [
          { title: 'Quarterly review', body: 'Revenue grew in Zürich by 18 percent' },
          { title: 'Café expansion', body: 'Two new cafés open in Lyon', bodyAsBytes: true, notes: 'The Lyon landlord wants a ten year lease' },
        ],
        { title: 'Review 2024', author: 'Lena Fischer' },
      ),
    ],
    ['sales.xlsx', good],
    ['renamed.ppt', await pptxFile([{ title: 'Hidden zip', body: ['Actually a pptx inside'], notes: 'The marmot census counted 37 burrows' }])],
    ['broken.pdf', (await textPdf([['hello']])).subarray(0, 400)],
    ['broken.docx', docx.subarray(0, docx.length - 300)],
    ['broken.xlsx', good.subarray(0, 300)],
    ['locked.pdf', encryptedPdf('s3cret', 'Top secret')],
    ['locked.xlsx', encryptedOoxml()],
  ];
  const done = await Promise.all(uploads.map(([name, data]) => uploadAndWait(api, name, data, { path: '/docs', timeoutMs: 90_000 })));
  uploads.forEach(([name], i) => (files[name] = done[i]!));
}, 180_000);
afterAll(async () => d?.cleanup());

describe('documents through the daemon', () => {
  it('completes every readable document and fails the broken ones with a reason', async () => {
    for (const name of ['harbour.pdf', 'scan.pdf', 'guide.docx', 'empty.docx', 'roadmap.pptx', 'legacy.ppt', 'sales.xlsx', 'renamed.ppt']) {
      expect({ name, status: files[name]!.status }).toEqual({ name, status: 'COMPLETED' });
    }
    expect(await status(files['locked.pdf']!.file_id)).toMatchObject({ status: 'FAILED', error: 'password-protected PDF' });
    expect(await status(files['locked.xlsx']!.file_id)).toMatchObject({ status: 'FAILED', error: 'password-protected spreadsheet' });
    expect(await status(files['broken.pdf']!.file_id)).toMatchObject({ status: 'FAILED', error: expect.stringMatching(/^corrupted PDF: \S/) });
    expect(await status(files['broken.docx']!.file_id)).toMatchObject({ status: 'FAILED', error: expect.stringMatching(/^corrupted document: \S/) });
    expect(await status(files['broken.xlsx']!.file_id)).toMatchObject({ status: 'FAILED', error: expect.stringMatching(/^corrupted spreadsheet: \S/) });
  });

  it('PDF: found by search, cited by page, title and author in the metadata', async () => {
    const hits = await search(api, 'dredging budget harbour');
    expect(hits[0]?.file_id).toBe(files['harbour.pdf']!.file_id);
    const f = await facts('What is the dredging budget for the harbour?');
    expect(f.find((x) => x.chunk.includes('4.2 million euros'))?.reference).toBe('/docs/harbour.pdf#page=2');
    const m = await metadata(files['harbour.pdf']!.file_id);
    expect(m.content).toContain('Title: Harbour Plan');
    expect(m.content).toContain('Author: Mina Okafor');
    expect(m.content).toMatch(/pages 3/);
  });

  it('scanned PDF: the OCR text of the image-only page is searchable and cited by page', async () => {
    const hits = await search(api, 'invoice total 4711');
    expect(hits[0]?.file_id).toBe(files['scan.pdf']!.file_id);
    const f = await facts('What was the invoice total?');
    expect(f.find((x) => x.chunk.includes('4711'))?.reference).toBe('/docs/scan.pdf#page=2');
    expect((await metadata(files['scan.pdf']!.file_id)).content).toMatch(/scanned pages 1/);
  });

  it('DOCX: headings as sections, paragraphs cited, core properties in the metadata', async () => {
    const hits = await search(api, 'bittern booms dusk');
    expect(hits[0]?.file_id).toBe(files['guide.docx']!.file_id);
    const f = await facts('When does the bittern boom?');
    expect(f.find((x) => x.chunk.includes('bittern booms at dusk'))?.reference).toBe('/docs/guide.docx#paragraph=2');
    const m = await metadata(files['guide.docx']!.file_id);
    expect(m.content).toContain('Title: Field Guide');
    expect(m.content).toContain('Author: Jonas Berg');
    expect(m.content).toContain('Sections: Birds of the marsh; Nesting; Mammals');
  });

  it('an empty DOCX completes with empty content', async () => {
    const m = await metadata(files['empty.docx']!.file_id);
    expect(m.summary).toBe('empty.docx has no extractable text.');
  });

  it('PPTX: speaker notes are searchable and cited by slide', async () => {
    const hits = await search(api, 'zeppelin mockups design team');
    expect(hits[0]?.file_id).toBe(files['roadmap.pptx']!.file_id);
    const f = await facts('Who approved the hiring freeze exemption?');
    expect(f.find((x) => x.chunk.includes('hiring freeze exemption'))?.reference).toBe('/docs/roadmap.pptx#slide=2');
    const m = await metadata(files['roadmap.pptx']!.file_id);
    expect(m.content).toContain('Title: Roadmap 2025');
    expect(m.content).toContain('Author: Sam Lee');
  });

  it('PPT (binary): slide text and notes from the records, cited by slide', async () => {
    const hits = await search(api, 'Lyon landlord lease');
    expect(hits[0]?.file_id).toBe(files['legacy.ppt']!.file_id);
    const f = await facts('What does the Lyon landlord want?');
    expect(f.find((x) => x.chunk.includes('ten year lease'))?.reference).toBe('/docs/legacy.ppt#slide=2');
    const m = await metadata(files['legacy.ppt']!.file_id);
    expect(m.content).toContain('Title: Review 2024');
    expect(m.content).toContain('Author: Lena Fischer');
  });

  it('a .ppt that is really OOXML is sniffed and read as .pptx', async () => {
    const hits = await search(api, 'marmot census burrows');
    expect(hits[0]?.file_id).toBe(files['renamed.ppt']!.file_id);
    expect((await metadata(files['renamed.ppt']!.file_id)).content).toMatch(/detected format pptx/);
  });

  it('XLSX: rows read with their headers, ISO dates, cited by sheet and row', async () => {
    const hits = await search(api, 'Acme Corp signed');
    expect(hits[0]?.file_id).toBe(files['sales.xlsx']!.file_id);
    const f = await facts('When did Acme Corp sign?');
    const acme = f.find((x) => x.chunk.includes('Acme Corp'));
    expect(acme?.chunk).toContain('Customer: Acme Corp; Signed: 2024-03-15; Amount: 1200; Total: 2400');
    expect(acme?.reference).toBe('/docs/sales.xlsx#sheet=Q1&row=2');
    const m = await metadata(files['sales.xlsx']!.file_id);
    expect(m.content).toContain('Title: Sales 2024');
    expect(m.content).toContain('Author: Ana Ruiz');
  });

  it('PDF thumbnail: the first page as a JPEG within max_size; no thumbnail for a DOCX', async () => {
    const res = await api.get('/file/thumbnail', { file_id: files['harbour.pdf']!.file_id, max_size: 96 });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/jpeg/);
    const png = Buffer.from(await res.arrayBuffer());
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width!, meta.height!)).toBe(96);
    expect(meta.height!).toBeGreaterThan(meta.width!);
    const again = await api.get('/file/thumbnail', { file_id: files['harbour.pdf']!.file_id, max_size: 96 });
    expect(Buffer.from(await again.arrayBuffer()).equals(png)).toBe(true);
    const docx = await api.get('/file/thumbnail', { file_id: files['guide.docx']!.file_id });
    expect(docx.status).toBe(404);
  });

  it('a 100-page PDF completes in seconds', async () => {
    const pages = Array.from({ length: 100 }, (_, p) => Array.from({ length: 30 }, (_, l) => `Page ${p + 1} line ${l + 1}: minutes of the committee on ledger ${p * 100 + l}`));
    const pdf = await textPdf(pages);
    const t0 = Date.now();
    const f = await uploadAndWait(api, 'minutes.pdf', pdf, { path: '/long' });
    const secs = (Date.now() - t0) / 1000;
    expect(f.status).toBe('COMPLETED');
    expect(secs).toBeLessThan(10);
    const hits = await search(api, 'ledger 7329');
    expect(hits[0]?.file_id).toBe(f.file_id);
  }, 60_000);

  it('an 800-page DOCX completes and is found by search', async () => {
    const t0 = Date.now();
    const f = await uploadAndWait(api, 'book.docx', await longDocx(800), { path: '/long', timeoutMs: 120_000 });
    expect(f.status).toBe('COMPLETED');
    expect((Date.now() - t0) / 1000).toBeLessThan(60);
    const m = await metadata(f.file_id);
    expect(m.content).toContain('Title: The Long Book');
    expect(m.content).toMatch(/headings 800/);
    const hits = await search(api, 'chapter 800');
    expect(hits.map((h) => h.file_id)).toContain(f.file_id);
  }, 150_000);
});

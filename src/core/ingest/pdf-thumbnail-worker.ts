/** Worker thread behind renderPdfThumbnail: renders one PDF's first page and posts the PNG back. */
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { renderPdfFirstPage } from './pdf.js';

const { path, maxSize } = workerData as { path: string; maxSize: number };
try {
  const png = await renderPdfFirstPage(await readFile(path), maxSize);
  parentPort!.postMessage({ png });
} catch (err) {
  parentPort!.postMessage({ error: ((err as Error)?.message ?? String(err)).split('\n')[0] });
}

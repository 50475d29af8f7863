/**
 * Reference documents other people wrote, salted into the personas' libraries: an encyclopedia
 * article with a reference list, a company history with dated milestones, papers with citation
 * years, a company filing, a novel's first page and an essay in someone else's first person.
 * None of them is about the persona: nothing in them may reach a profile or the timeline.
 *
 * Nothing is downloaded: each file is read from a local repository snapshot
 * (/work/.mirror/<owner>+<repo>/repo, made by the `fetch` tool; MEMORY_MIRROR overrides the
 * root) with `git show <commit>:<path>`, and its sha256 is checked. Markdown sources are
 * uploaded as .txt (the service takes no .md).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { Fixture } from './fixtures.js';

interface Reference {
  name: string;
  repo: string;
  commit: string;
  path: string;
  sha256: string;
  what: string;
}

const UNSTRUCTURED = { repo: 'Unstructured-IO/unstructured', commit: '3e5482bfcdc843b5218ad98d2845b4b71ab013b7' };
const DOCLING = { repo: 'docling-project/docling', commit: 'e1cb2b234c48ff29746b0f2f843d07f8e23905a0' };

export const REFERENCES = {
  norwich: { ...UNSTRUCTURED, name: 'norwich-city-fc.txt', path: 'example-docs/norwich-city.txt', sha256: 'e5239aa6f84456007af7876c10c837bf90446a800363433e183111a0aa941491', what: 'Wikipedia article (football club), 64 "Retrieved …" references' },
  ibm: { ...DOCLING, name: 'ibm-history.txt', path: 'tests/data/md/sources/wiki.md', sha256: '6195c781ebcac5d51da010235d7bb309ed02d93d934cb75d3bf76106801540c4', what: 'Wikipedia excerpt: IBM company history with dated milestones' },
  duck: { ...DOCLING, name: 'duck-wikipedia.txt', path: 'tests/data/html/groundtruth/wiki_duck.html.md', sha256: '0f54883e642696291e217e749ad680eb5ab4aeef8a46ef0619c58e07e06f3867', what: 'Wikipedia article "Duck" as Markdown, with its reference list' },
  elife: { ...DOCLING, name: 'krab-zinc-finger-elife.txt', path: 'tests/data/jats/groundtruth/elife-56337.nxml.md', sha256: 'c1c8ece75d06b31ca6fffe9c045bb1c7403423096c861df71988f901f9ac4ba1', what: 'eLife paper (CC BY) with citation years' },
  tenk: { ...UNSTRUCTURED, name: 'galaxy-gaming-10k.html', path: 'example-docs/example-10k-1p.html', sha256: 'aec066dac8c0273f0eda8057492eeca8a2a960731e1b8388528d55691052e196', what: 'SEC 10-K filing of a company (addresses, phone, dates)' },
  layout: { ...UNSTRUCTURED, name: 'layoutparser-paper.pdf', path: 'example-docs/pdf/layout-parser-paper-fast.pdf', sha256: 'ee85a6a8f4cb095c625a1fdcb4718643acca70e34e3ff20430b5103c0437cf7a', what: 'arXiv paper (LayoutParser), PDF, citation years' },
  tolstoy: { ...UNSTRUCTURED, name: 'war-and-peace-p1.txt', path: 'example-docs/book-war-and-peace-1p.txt', sha256: '99026405e30f09d22b6b615206f6a25634c0aab03a78d30471d8be8b4fec3a5d', what: 'novel, first page (Project Gutenberg)' },
  essay: { ...UNSTRUCTURED, name: 'how-to-get-new-ideas.html', path: 'example-docs/ideas-page.html', sha256: 'd41ac7a65e1d2eb0a6af44d8b02211d0a45e8e3223d5dd2293dc10b6ec59132c', what: "Paul Graham's essay (someone else's first person), dated January 2023" },
  backus: { ...UNSTRUCTURED, name: 'backus-1977-p21.pdf', path: 'example-docs/pdf/a1977-backus-p21.pdf', sha256: 'bb6ff99b1d38d703bae53788099f43d8e7ee07a4700f13158d11c8a5ffc4f68e', what: 'scanned page of a 1977 paper' },
  handbook: { ...UNSTRUCTURED, name: 'handbook-p1.docx', path: 'example-docs/handbook-1p.docx', sha256: '5b80c3b2441655211a30d66cf364dd48cd309eeb95d06010ad3e0c4902cdc4eb', what: 'a page of a handbook (docx)' },
} satisfies Record<string, Reference>;

export type ReferenceName = keyof typeof REFERENCES;

const root = process.env.MEMORY_MIRROR ?? '/work/.mirror';

/** A reference file's bytes, as a fixture of the persona's library. */
export function reference(key: ReferenceName): Fixture {
  const r: Reference = REFERENCES[key];
  const gitDir = join(root, r.repo.replace('/', '+'), 'repo');
  let data: Buffer;
  try {
    data = execFileSync('git', ['-C', gitDir, 'show', `${r.commit}:${r.path}`], { maxBuffer: 64 << 20 });
  } catch {
    throw new Error(`bench:memory needs the snapshot of ${r.repo} at ${gitDir} (fetch github:${r.repo}) for ${r.path}`);
  }
  const got = createHash('sha256').update(data).digest('hex');
  if (got !== r.sha256) throw new Error(`${r.name}: sha256 ${got}, expected ${r.sha256}`);
  return { name: r.name, kind: `reference: ${r.what}`, data, reference: true };
}

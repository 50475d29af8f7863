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

export interface Reference {
  name: string;
  repo: string;
  commit: string;
  path: string;
  sha256: string;
  what: string;
}

const UNSTRUCTURED = { repo: 'Unstructured-IO/unstructured', commit: '3e5482bfcdc843b5218ad98d2845b4b71ab013b7' };
const DOCLING = { repo: 'docling-project/docling', commit: 'e1cb2b234c48ff29746b0f2f843d07f8e23905a0' };
const KREUZBERG = { repo: 'kreuzberg-dev/kreuzberg', commit: 'fd569f92627b4e4d9e48003604158686b1cda6ed' };

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
  // Session 6's unseen personas (unseen.ts): none of these was in a library before.
  sinthgunt: { ...KREUZBERG, name: 'sinthgunt-wikipedia.txt', path: 'test_documents/text/sinthgunt.md', sha256: '4214f4ab4dd6b5949826b001664f59170fb4f73708d89b538ec8af0975d4b2f5', what: 'Wikipedia article (software) as Markdown, with release dates' },
  groove: { ...DOCLING, name: 'groove-botanicals-10q.txt', path: 'tests/data/xbrl/groundtruth/grve_10q_htm.xml.md', sha256: '683964142171332ae6c4182b27b21d170ea6644f8356012716a777a3b59d289f', what: 'company history in a 10-Q, in the company\'s "we" (renamed, moved, merged, with dates)' },
  doclaynet: { ...DOCLING, name: 'doclaynet-paper.txt', path: 'tests/data/pdf/groundtruth/2206.01062.md', sha256: '5e8ab32c895c6114b1c51413e8ac91653d3484c6fd350bcc61b954282e37fdaa', what: 'paper (DocLayNet, KDD 2022) with authors and citation years' },
  swift: { ...KREUZBERG, name: 'taylor-swift-wikipedia.html', path: 'test_documents/web/taylor_swift.html', sha256: '2092986f1b7a91e0501d1c26e888d181379e9171fb87abc153a378eade559f6c', what: 'Wikipedia biography (4 MB HTML): born, moved, signed, toured, with dates' },
  ww2: { ...KREUZBERG, name: 'world-war-ii-wikipedia.txt', path: 'test_documents/text/world_war_ii.md', sha256: '41b068d2baed7121ad50a1844cdd6cd6e66fedeebb9dfca29a80f8aed5747564', what: 'Wikipedia article "World War II" as Markdown (620 kB)' },
  hip: { ...KREUZBERG, name: 'hip-13044-wikipedia.txt', path: 'test_documents/text/hip_13044_b.md', sha256: '0cf3d8141ebcb3c10c9d243ee49bbd63f16687b6a0d69d0daba278581ab406bc', what: 'Wikipedia article (a star) with discovery dates' },
  birthcontrol: { ...KREUZBERG, name: 'birth-control-wikipedia.txt', path: 'test_documents/text/birth_control.md', sha256: '3eb443e7789f8efef197bb7f777edc0780a33bb397234c22944bb6789a44c0f4', what: 'Wikipedia article "Birth control" as Markdown' },
  crohn: { ...KREUZBERG, name: 'crohns-disease-wikipedia.html', path: 'test_documents/web/crohns_disease.html', sha256: 'e85f3fac47a80fdff35b9373dfae0ba850052d189c358f1714267bd6fa74c3a6', what: "Wikipedia article \"Crohn's disease\" (HTML): appointments, diagnoses, history" },
  contract: { ...KREUZBERG, name: 'sample-contract.pdf', path: 'test_documents/pdfs/sample_contract.pdf', sha256: '5c970b36c96f043f2be2ffe4f02746075e7b9210536130128f53e8d62894eb1a', what: 'a contract between two other parties (PDF)' },
  article: { ...KREUZBERG, name: 'test-article.pdf', path: 'test_documents/pdfs/test_article.pdf', sha256: '688595ed9be004c04ff5767130abf5407b91362200601ce6092694bb6edf55ba', what: 'an article (PDF)' },
  mlac: { ...DOCLING, name: 'mountain-lake-10k.txt', path: 'tests/data/xbrl/groundtruth/mlac-20251231.xml.md', sha256: 'e9297ff922b51dcf3542ffb6f01def7bdedc5f7366343276c567a3db63bc3d64', what: 'a SPAC\'s 10-K, in the company\'s "we", with dates' },
  pone: { ...DOCLING, name: 'plos-one-paper.txt', path: 'tests/data/jats/groundtruth/pone.0234687.nxml.md', sha256: '56e2758fbd3f904603b2e6f6ce254e0efddaab1c8600b752322aaa64c2d10517', what: 'PLOS ONE paper (CC BY) with dates and citations' },
  pntd: { ...DOCLING, name: 'plos-ntd-paper.txt', path: 'tests/data/jats/groundtruth/pntd.0008301.nxml.md', sha256: '85a55ff5235595262862a729b8bac45b844989406e3d7e5eedab65a9e6bcb275', what: 'PLOS NTD paper (CC BY) with field dates and citations' },
  tableformer: { ...DOCLING, name: 'tableformer-paper.txt', path: 'tests/data/pdf/groundtruth/2203.01017v2.md', sha256: '7a7670a8a83dbdc1fdce18a32914ede3256f7e04bbebdcead2ba986ad785f447', what: 'arXiv paper (TableFormer) with citation years' },
  reliance: { ...UNSTRUCTURED, name: 'reliance-annual-report.pdf', path: 'example-docs/pdf/reliance.pdf', sha256: '5b55204370b8c1254d560539666930c14874d407bf8cd34ab4ad894943781e39', what: "a company's integrated annual report 2021-22 (PDF)" },
  handbook: { ...UNSTRUCTURED, name: 'handbook-p1.docx', path: 'example-docs/handbook-1p.docx', sha256: '5b80c3b2441655211a30d66cf364dd48cd309eeb95d06010ad3e0c4902cdc4eb', what: 'a page of a handbook (docx)' },
  // Session 7's personas (s7.ts), beside the reference documents written for them (s7-refs.ts): in no library before.
  wkey: { ...KREUZBERG, name: 'wkey-radio-wikipedia.txt', path: 'test_documents/text/wkey_am.md', sha256: '05cb439059ca8dfe4c8a7cf8872ebb98c1341d86bef18597376815b501747be7', what: 'Wikipedia article (a radio station) as Markdown: call signs, owners, dates' },
  hideous: { ...KREUZBERG, name: 'pike-hideous-name-1985.pdf', path: 'test_documents/pdfs/the_hideous_name_1985_pike85hideous.pdf', sha256: 'fdcafeff1f7c21bc0ac0164c4a5c2f1463397f21ffdfe468e3b9560b9625324e', what: 'paper (Pike and Weinberger, 1985), PDF' },
  consciousness: { ...KREUZBERG, name: 'consciousness-wikipedia.html', path: 'test_documents/web/consciousness.html', sha256: '3483c7611618824083d9db4376cf7e3d16baeff9b7c53a1306b9b279e93d5ed4', what: 'Wikipedia article "Consciousness" (HTML), philosophers and dates' },
  emergency: { ...KREUZBERG, name: 'international-emergency-medicine.html', path: 'test_documents/web/international_emergency_medicine.html', sha256: '9fbab71d77a90601135d53403a72075f7e1659ff06806929e2f51c689c115759', what: 'Wikipedia article "International emergency medicine" (HTML)' },
  unixdesign: { ...KREUZBERG, name: 'program-design-unix.pdf', path: 'test_documents/pdfs/program_design_in_the_unix_environment.pdf', sha256: '1c6c233c3b70c7b020823911462594c59f09f0936e0b889c79d712b6070a01fe', what: 'paper (Pike and Kernighan, Program design in the UNIX environment), PDF' },
} satisfies Record<string, Reference>;

export type ReferenceName = keyof typeof REFERENCES;

const root = process.env.MEMORY_MIRROR ?? '/work/.mirror';

/** A reference file's bytes, as a fixture of the persona's library. */
export function reference(key: ReferenceName): Fixture {
  return fromSnapshot(REFERENCES[key]);
}

/** A file other people made, read out of its repository's snapshot and checked against its sha256. */
export function fromSnapshot(r: Reference): Fixture {
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

/**
 * Resident memory of a process tree, read from /proc. The extraction processes' JS heap is
 * capped by V8, but Buffers, WebAssembly memory and the tools they run (tesseract, ffmpeg,
 * pocketsphinx) are not: a PDF stream inflating into a Buffer took a child with a 1 GB heap cap
 * to 1.95 GB. Sampling what the kernel reports is the one measure that covers all of it.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** False where there is no /proc (macOS): the heap cap and the time limit still apply. */
export const CAN_SAMPLE_RSS = ((): boolean => {
  try {
    readFileSync('/proc/self/status', 'utf8');
    return true;
  } catch {
    return false;
  }
})();

function rssKb(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

/** Direct children of a process, from each of its threads' children lists. */
function childrenOf(pid: number): number[] {
  const out: number[] = [];
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return out;
  }
  for (const t of tasks) {
    try {
      for (const c of readFileSync(`/proc/${pid}/task/${t}/children`, 'utf8').split(' ')) if (c.trim()) out.push(Number(c));
    } catch {
      /* the thread ended */
    }
  }
  return out;
}

/** Resident bytes of a process and every process below it. */
export function treeRssBytes(pid: number): number {
  let kb = 0;
  const seen = new Set<number>();
  const stack = [pid];
  while (stack.length > 0) {
    const p = stack.pop()!;
    if (seen.has(p)) continue;
    seen.add(p);
    kb += rssKb(p);
    stack.push(...childrenOf(p));
  }
  return kb * 1024;
}

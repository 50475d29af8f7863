/**
 * A small tmpfs for tests that need a real full disk. Mounting needs root (CI runs as root,
 * .ci/run); elsewhere the test fails with this explanation rather than being skipped.
 */
import { execFileSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, statfsSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Tmpfs {
  dir: string;
  /** Free bytes now. */
  free(): number;
  /** Writes a filler file until only `leave` bytes are free (0: the disk is full). */
  fill(leave?: number): void;
  /** Removes the filler. */
  unfill(): void;
  unmount(): void;
}

export function mountTmpfs(sizeMb: number): Tmpfs {
  const dir = mkdtempSync(join(tmpdir(), 'ctx-tmpfs-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m,mode=0700`, 'tmpfs', dir], { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`this test needs a ${sizeMb} MB tmpfs and could not mount one (run the tests as root, as CI does): ${(err as Error).message}`);
  }
  mkdirSync(join(dir, 'fill'), { recursive: true });
  const free = () => {
    const s = statfsSync(dir);
    return Number(s.bavail) * Number(s.bsize);
  };
  let n = 0;
  return {
    dir,
    free,
    fill(leave = 0) {
      const block = Buffer.alloc(1024 * 1024, 0x61);
      const fd = openSync(join(dir, 'fill', `filler-${n++}`), 'w');
      try {
        for (let want = free() - leave; want > 0; want = free() - leave) {
          try {
            writeSync(fd, block, 0, Math.min(block.length, want));
          } catch (err) {
            if ((err as NodeJS.ErrnoException).code === 'ENOSPC') break;
            throw err;
          }
        }
      } finally {
        closeSync(fd);
      }
    },
    unfill() {
      rmSync(join(dir, 'fill'), { recursive: true, force: true });
      mkdirSync(join(dir, 'fill'));
    },
    unmount() {
      try {
        execFileSync('umount', ['-l', dir], { stdio: 'ignore' });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

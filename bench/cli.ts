/**
 * npm run bench:cli — the client's peak RSS and throughput for `ctx upload` of one 1 GB file and
 * of 2,000 small files, against a real daemon. Peak RSS is the child's VmHWM, sampled until exit.
 */
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, startBenchDaemon } from './harness.js';

const BIG_BYTES = Number(process.env.BENCH_BIG_BYTES ?? 1_000_000_000);
const SMALL_FILES = Number(process.env.BENCH_SMALL_FILES ?? 2000);

function runCtx(args: string[], env: Record<string, string>): Promise<{ code: number | null; peakMb: number; seconds: number; stderr: string }> {
  const started = performance.now();
  const child = spawn(process.execPath, [join(ROOT, 'bin', 'ctx'), ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let peak = 0;
  let stderr = '';
  child.stderr!.on('data', (b: Buffer) => (stderr += b.toString()));
  const sample = () => {
    try {
      const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
      if (m) peak = Math.max(peak, Number(m[1]) / 1024);
    } catch {
      /* exited */
    }
  };
  const timer = setInterval(sample, 20);
  return new Promise((res) => {
    child.on('exit', (code) => {
      clearInterval(timer);
      res({ code, peakMb: peak, seconds: (performance.now() - started) / 1000, stderr });
    });
  });
}

const work = mkdtempSync(join(tmpdir(), 'ctx-bench-cli-'));
const d = await startBenchDaemon({ CTX_MAX_UPLOAD_BYTES: String(BIG_BYTES + 1024 * 1024) });
const env = { CTX_BASE_URL: d.url, CTX_API_KEY: d.key, CI: '1', XDG_STATE_HOME: join(work, 'state'), XDG_CONFIG_HOME: join(work, 'config') };
try {
  // One large file, written in 8 MB blocks so the benchmark itself stays small.
  const big = join(work, 'big.mp4');
  const fd = openSync(big, 'w');
  const block = Buffer.alloc(8 * 1024 * 1024, 0x5a);
  for (let written = 0; written < BIG_BYTES; written += block.length) writeSync(fd, block, 0, Math.min(block.length, BIG_BYTES - written));
  closeSync(fd);
  const r1 = await runCtx(['upload', big, '--to', '/bench-big'], env);
  rmSync(big);
  if (r1.code !== 0) throw new Error(`upload of the big file failed: ${r1.stderr}`);
  console.log(`1 file of ${(BIG_BYTES / 1e9).toFixed(2)} GB: ${r1.seconds.toFixed(1)} s, ${(BIG_BYTES / 1e6 / r1.seconds).toFixed(0)} MB/s, client peak RSS ${r1.peakMb.toFixed(0)} MB (target <= 150)`);

  const small = join(work, 'small');
  mkdirSync(small);
  for (let i = 0; i < SMALL_FILES; i++) mkdirSync(join(small, String(i % 20)), { recursive: true });
  for (let i = 0; i < SMALL_FILES; i++) {
    const f = openSync(join(small, String(i % 20), `note-${i}.txt`), 'w');
    writeSync(f, `Note ${i}: ${'lorem ipsum dolor sit amet '.repeat(20)}\n`);
    closeSync(f);
  }
  const r2 = await runCtx(['upload', small, '--to', '/bench-small', '--concurrency', '8'], env);
  if (r2.code !== 0) throw new Error(`upload of the small files failed: ${r2.stderr}`);
  console.log(`${SMALL_FILES} small files: ${r2.seconds.toFixed(1)} s, ${(SMALL_FILES / r2.seconds).toFixed(0)} files/s, client peak RSS ${r2.peakMb.toFixed(0)} MB`);
} finally {
  await d.stop();
  rmSync(work, { recursive: true, force: true });
}

/**
 * Progress for long work. On a terminal it is an ink view (bar, counts, bytes, rate); when
 * stdout is not a TTY, CI is set, or --json/--quiet is on, nothing animated is drawn: ink would
 * still write ANSI erase sequences into a pipe, so it is never loaded there.
 */
export interface ProgressState {
  label: string;
  done: number;
  total: number;
  bytes: number;
  totalBytes: number;
  note?: string;
}

export interface Progress {
  update(patch: Partial<ProgressState>): void;
  /** A line that stays above the bar (a warning, a finished item). */
  log(line: string): void;
  stop(): Promise<void>;
}

/** CI=1, CI=true… count; CI=false or CI=0 do not. */
function isCi(): boolean {
  const v = process.env.CI;
  return !!v && v !== 'false' && v !== '0';
}

export function wantsFancy(opts: { json?: boolean; quiet?: boolean }): boolean {
  // The view is drawn on stderr; both streams must be terminals (`ctx upload … 2>log` stays plain).
  return !!process.stdout.isTTY && !!process.stderr.isTTY && !isCi() && !opts.json && !opts.quiet && process.env.TERM !== 'dumb';
}

export function humanBytes(n: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let i = 0;
  let v = n;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${v.toFixed(i === 0 ? 0 : 1)} ${units[i]}`;
}

/** Plain mode: log lines go to stderr (stdout stays for results), no bar at all. */
function plainProgress(quiet: boolean): Progress {
  return {
    update() {},
    log(line) {
      if (!quiet) process.stderr.write(line + '\n');
    },
    async stop() {},
  };
}

export async function createProgress(initial: ProgressState, opts: { json?: boolean; quiet?: boolean }): Promise<Progress> {
  if (!wantsFancy(opts)) return plainProgress(!!opts.quiet || !!opts.json);
  const React = (await import('react')).default;
  const { render, Box, Text, Static } = await import('ink');
  const started = Date.now();
  let state: ProgressState = { ...initial };
  let lines: Array<{ id: number; text: string }> = [];
  const color = !process.env.NO_COLOR;
  const h = React.createElement;
  const View = (): React.ReactElement => {
    const width = Math.max(10, Math.min(40, (process.stdout.columns ?? 80) - 60));
    const frac = state.total > 0 ? Math.min(1, state.done / state.total) : 0;
    const filled = Math.round(frac * width);
    const secs = Math.max(0.001, (Date.now() - started) / 1000);
    const rate = state.totalBytes > 0 ? `${humanBytes(state.bytes / secs)}/s` : `${(state.done / secs).toFixed(1)}/s`;
    const bytes = state.totalBytes > 0 ? ` ${humanBytes(state.bytes)}/${humanBytes(state.totalBytes)}` : '';
    return h(
      Box,
      { flexDirection: 'column' },
      h(Static<{ id: number; text: string }>, { items: lines, children: (l) => h(Text, { key: l.id }, l.text) }),
      h(
        Text,
        null,
        `${state.label} `,
        h(Text, color ? { color: 'green' } : {}, '█'.repeat(filled)),
        h(Text, color ? { color: 'gray' } : {}, '░'.repeat(width - filled)),
        ` ${state.done}/${state.total}${bytes} ${rate}${state.note ? ` ${state.note}` : ''}`,
      ),
    );
  };
  const inst = render(h(View), { stdout: process.stderr, patchConsole: false, exitOnCtrlC: false });
  let seq = 0;
  const timer = setInterval(() => inst.rerender(h(View)), 200);
  return {
    update(patch) {
      state = { ...state, ...patch };
    },
    log(line) {
      lines = [...lines, { id: seq++, text: line }];
      inst.rerender(h(View));
    },
    async stop() {
      clearInterval(timer);
      inst.rerender(h(View));
      inst.unmount();
      await inst.waitUntilExit().catch(() => {});
    },
  };
}

import { citationNumbers, looksLikeRefusal } from './checks.js';

/** Characters of an answer held back before the first token is shown, unless a citation comes first. */
export const OPENING_CHARS = 80;
/** An unclosed "[" is held this long waiting for "]" before it is taken for plain text. */
const MAX_MARKER = 24;

/**
 * Relays a chat model's streamed reply to a client token by token while keeping the checks of
 * checks.ts possible:
 * - the opening is held back (until a valid citation or OPENING_CHARS of text that does not read
 *   as a refusal), so an empty, refusing or mis-citing reply can still be retried unseen;
 * - a leading `<think>…</think>` block is dropped;
 * - a citation marker is held until it closes, then shown with its numbers rewritten (source
 *   numbers to fact numbers, by `renumber`); once tokens have been shown, a marker naming a
 *   source that does not exist is repaired (dropped) rather than retried, since what the client
 *   saw cannot be taken back;
 * - trailing whitespace is held until more text follows, so the tokens shown always join up to
 *   exactly `text`.
 */
export class AnswerRelay {
  /** Accepted text: shown, or held back until commit. */
  private out = '';
  private held: string[] = [];
  private pending = '';
  private started = false;
  private ws = '';
  private shown = false;
  /** Set when the held-back opening shows a problem worth a retry (a citation that does not exist). */
  problem: string | undefined;
  /** Citation markers dropped or trimmed after commit. */
  repaired = 0;
  private validCites = 0;

  constructor(
    private readonly sources: number,
    private readonly emit: (token: string) => void,
    private readonly openingChars = OPENING_CHARS,
    /** Rewrites a valid marker's source numbers (to fact numbers), given the text before it. */
    private readonly renumber?: (numbers: number[], before: string) => number[],
  ) {}

  /** True once tokens have gone out: from then on the answer can only be repaired or extended. */
  get committed(): boolean {
    return this.shown;
  }

  /** The answer so far (without trailing whitespace). */
  get text(): string {
    return this.out.trimEnd();
  }

  push(piece: string): void {
    this.pending += piece;
    if (!this.started && !this.skipPreamble()) return;
    this.drain(false);
    if (!this.shown && !this.problem) {
      const t = this.out.trim();
      if (this.validCites > 0 || (t.length >= this.openingChars && !looksLikeRefusal(t))) this.release();
    }
  }

  /** End of the stream: whatever was waiting for more text is taken as it is. Returns the answer. */
  finish(): string {
    if (!this.started) {
      // A reasoning block that never closed, or nothing at all.
      this.pending = /^\s*<think>/i.test(this.pending) ? '' : this.pending.trimStart();
      this.started = true;
    }
    this.drain(true);
    return this.text;
  }

  /** Shows everything held back (the caller has checked it) and shows the rest as it comes. */
  release(): void {
    this.shown = true;
    const held = this.held;
    this.held = [];
    for (const h of held) this.show(h);
  }

  /**
   * Appends tokens produced elsewhere (the built-in answer after a broken stream), replacing
   * the trailing whitespace of what came before.
   */
  append(tokens: string[]): void {
    this.out = this.out.trimEnd();
    this.ws = '';
    for (const t of tokens) this.accept(t);
  }

  /** Drops leading whitespace and a leading reasoning block; false while that is undecided. */
  private skipPreamble(): boolean {
    const t = this.pending.trimStart();
    if (!t) return false;
    const tag = '<think>';
    if (t.length < tag.length && tag.startsWith(t.toLowerCase())) return false;
    if (t.slice(0, tag.length).toLowerCase() === tag) {
      const end = t.toLowerCase().indexOf('</think>');
      if (end < 0) return false;
      const rest = t.slice(end + '</think>'.length).trimStart();
      this.pending = rest;
      if (!rest) return false;
    } else this.pending = t;
    this.started = true;
    return true;
  }

  private drain(final: boolean): void {
    for (;;) {
      const open = this.pending.indexOf('[');
      if (open < 0) {
        this.accept(this.pending);
        this.pending = '';
        return;
      }
      if (open > 0) {
        this.accept(this.pending.slice(0, open));
        this.pending = this.pending.slice(open);
      }
      const close = this.pending.indexOf(']');
      if (close < 0) {
        if (!final && this.pending.length <= MAX_MARKER) return;
        // Not a marker after all: the "[" is text; look again after it.
        this.accept('[');
        this.pending = this.pending.slice(1);
        continue;
      }
      const group = this.pending.slice(0, close + 1);
      const nums = close + 1 <= MAX_MARKER ? citationNumbers(group) : undefined;
      if (!nums) {
        this.accept('[');
        this.pending = this.pending.slice(1);
        continue;
      }
      this.pending = this.pending.slice(close + 1);
      const valid = nums.filter((n) => n >= 1 && n <= this.sources);
      if (valid.length === nums.length) {
        this.validCites++;
        this.accept(this.renumber ? `[${this.renumber(valid, this.out).join(', ')}]` : group);
      } else if (!this.shown) {
        this.problem ??= `it cited ${nums.filter((n) => !valid.includes(n)).map((n) => `[${n}]`).join(', ')} but the sources are numbered 1 to ${this.sources}`;
        this.accept(group);
      } else {
        this.repaired++;
        if (valid.length > 0) {
          this.validCites++;
          this.accept(`[${(this.renumber ? this.renumber(valid, this.out) : valid).join(', ')}]`);
        } else {
          // "moved [5] and" → "moved and": the space before the marker goes with it.
          this.out = this.out.trimEnd();
          this.ws = '';
        }
      }
    }
  }

  private accept(s: string): void {
    if (!s) return;
    this.out += s;
    if (this.shown) this.show(s);
    else this.held.push(s);
  }

  /** Emits text, holding trailing whitespace back until more text follows. */
  private show(s: string): void {
    const body = s.trimEnd();
    if (!body) {
      this.ws += s;
      return;
    }
    this.emit(this.ws + body);
    this.ws = s.slice(body.length);
  }
}

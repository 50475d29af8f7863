/** Documented exit codes (man ctx(1), EXIT STATUS). */
export const EXIT = {
  OK: 0,
  ERROR: 1,
  USAGE: 2,
  NOT_FOUND: 3,
  AUTH: 4,
  RATE_LIMITED: 5,
  UNREACHABLE: 6,
  SERVER: 7,
} as const;

/** An error the CLI reports as one line and turns into an exit code. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT.ERROR,
  ) {
    super(message);
  }
}

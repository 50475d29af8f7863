/** Documented exit codes (man ctx(1), EXIT STATUS; `ctx --help`). */
export const EXIT = {
  /** Success. */
  OK: 0,
  /** Any other failure: a rejected request (400, 409, 413), a failed upload or processing. */
  ERROR: 1,
  /** Usage error: unknown command or option, missing argument, bad value, `rm` of a directory without -r. */
  USAGE: 2,
  /** Not found: no such file, directory, file id, session or key (HTTP 404). */
  NOT_FOUND: 3,
  /** Authentication failed: missing, unknown, disabled, revoked or expired API key (HTTP 401/403). */
  AUTH: 4,
  /** Rate limited (HTTP 429); the limit resets at X-RateLimit-Reset. */
  RATE_LIMITED: 5,
  /** The server cannot be reached (connection refused, unknown host, daemon not running). */
  UNREACHABLE: 6,
  /** The server failed (HTTP 5xx, or a reply that is not a ctx server's). */
  SERVER: 7,
} as const;

export const HELP_FOOTER = `
Environment:
  CTX_BASE_URL, CTX_API_KEY, CTX_SUB_USER   defaults for --base-url, --api-key, --sub-user
  CTX_CONCURRENCY                            uploads at once (default 4)
  XDG_CONFIG_HOME                            config file: $XDG_CONFIG_HOME/ctx/config.json
  NO_COLOR, CI                               no colours / no progress bars
Precedence: flag > environment > config file > default.

Exit status:
  0 success   1 error   2 usage error   3 not found   4 authentication failed
  5 rate limited   6 server unreachable   7 server error
`;

/** An error the CLI reports as one line and turns into an exit code. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT.ERROR,
  ) {
    super(message);
  }
}

/** Where a command writes and reads: the process in real use, buffers in tests. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  /**
   * All of standard input as text; a UsageError (`stdinTooLarge`) once it passes `limit` bytes,
   * `what` naming what the input is for.
   */
  readStdin(limit: number, what: string): Promise<string>;
}

/** Exit codes (docs/cli.md): success, a finding, bad usage. */
export const EXIT_OK = 0;
export const EXIT_FINDING = 1;
export const EXIT_USAGE = 2;

/**
 * A usage mistake: printed as `error: <message>` (one line, whatever it holds) with exit code 2,
 * then `usage`, the command's own lines, when given.
 */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly usage = '',
  ) {
    super(message);
    this.name = 'UsageError';
  }
}

/** A command: takes its arguments (after the command name) and returns the exit code. */
export type CliCommand = (args: string[], io: CliIo) => Promise<number>;

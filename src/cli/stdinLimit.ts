import { formatBytes } from '../tiled/limits';
import { UsageError } from './cliIo';

/**
 * Standard input read with a cap: `replay -` and `distances` stop reading once it passes the
 * command's limit, so 200 MB piped in costs a few kilobytes of memory, not gigabytes.
 */

/** The usage error of standard input over `limit` bytes; `what` says what the input should hold. */
export function stdinTooLarge(limit: number, what: string): UsageError {
  return new UsageError(`standard input: more than ${formatBytes(limit)}, the limit for ${what}`);
}

/** Reads a stream of chunks as UTF-8 text, throwing `stdinTooLarge` as soon as it passes `limit` bytes. */
export async function readCapped(
  chunks: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>,
  limit: number,
  what: string,
): Promise<string> {
  const parts: Buffer[] = [];
  let total = 0;
  for await (const chunk of chunks) {
    const bytes = Buffer.from(chunk);
    total += bytes.length;
    if (total > limit) throw stdinTooLarge(limit, what);
    parts.push(bytes);
  }
  return Buffer.concat(parts).toString('utf8');
}

/**
 * What crosses between the page and the job worker besides requests: failures (as the loader's
 * own MapError on the page) and the buffers a response moves instead of copying. Light on purpose:
 * the page imports this without the loader and solver that jobs.ts brings.
 */
import { LevelError } from '../../level/problems';
import { MapError } from '../../tiled/mapError';
import type { JobFailure } from './protocol';

/** An error as it crosses to the page. */
export function toFailure(error: unknown): JobFailure {
  if (error instanceof LevelError)
    return { message: error.message, levelError: { file: error.file, problems: error.problems } };
  if (error instanceof MapError) {
    return {
      message: error.message,
      mapError: { file: error.file, place: error.place, detail: error.detail },
    };
  }
  return { message: error instanceof Error ? error.message : String(error) };
}

/** The page's error for a failure: the same MapError (or LevelError) the loader threw, with the same words. */
export function fromFailure(failure: JobFailure): Error {
  const l = failure.levelError;
  if (l) return new LevelError(l.file, l.problems);
  const m = failure.mapError;
  return m ? new MapError(m.file, m.place, m.detail) : new Error(failure.message);
}

/**
 * The buffers of the typed arrays in a response (a map's tile layers), moved to the page rather
 * than copied. Only arrays that own their whole buffer are moved.
 */
export function buffersOf(value: unknown): ArrayBuffer[] {
  const buffers = new Set<ArrayBuffer>();
  const seen = new Set<object>();
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (item === null || typeof item !== 'object' || seen.has(item)) continue;
    seen.add(item);
    if (ArrayBuffer.isView(item)) {
      const { buffer } = item;
      if (buffer instanceof ArrayBuffer && item.byteOffset === 0 && item.byteLength === buffer.byteLength) {
        buffers.add(buffer);
      }
      continue;
    }
    if (item instanceof Map) for (const v of item.values()) stack.push(v);
    else for (const v of Object.values(item)) stack.push(v);
  }
  return [...buffers];
}

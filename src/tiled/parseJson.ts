import { jsonErrorAt } from './jsonErrorAt';
import { JsonNode } from './jsonNode';
import { MapError } from './mapError';

/** One object or array on the way down, with how it was reached (for the place of a refusal). */
interface Nest {
  readonly value: object;
  readonly depth: number;
  readonly parent: Nest | null;
  readonly key: string | number;
}

function placeOf(nest: Nest): string {
  const keys: (string | number)[] = [];
  for (let at: Nest | null = nest; at?.parent; at = at.parent) keys.push(at.key);
  keys.reverse();
  // Ten thousand levels make an unreadable place: the first few keys say where it starts.
  const shown = keys.slice(0, 8);
  let place = '';
  for (const key of shown)
    place = typeof key === 'number' ? `${place}[${key}]` : place ? `${place}.${key}` : key;
  return keys.length > shown.length ? `${place}…` : place || '(top level)';
}

/**
 * Refuses objects and arrays nested deeper than `maxNesting`, iteratively (JSON.parse accepts any
 * depth, but the readers and JSON.stringify recurse and would overflow the stack).
 */
function checkNesting(value: unknown, maxNesting: number, file: string): void {
  if (value === null || typeof value !== 'object') return;
  const stack: Nest[] = [{ value, depth: 1, parent: null, key: '' }];
  for (let nest = stack.pop(); nest; nest = stack.pop()) {
    if (nest.depth > maxNesting) {
      throw new MapError(
        file,
        placeOf(nest),
        `objects and arrays are nested more than ${maxNesting} deep; no Tiled map is`,
      );
    }
    const entries: [string | number, unknown][] = Array.isArray(nest.value)
      ? nest.value.map((v, i) => [i, v])
      : Object.entries(nest.value);
    for (const [key, child] of entries) {
      if (child !== null && typeof child === 'object') {
        stack.push({ value: child, depth: nest.depth + 1, parent: nest, key });
      }
    }
  }
}

/**
 * Parses JSON text into a JsonNode, turning syntax errors into a MapError with line and column. A
 * byte-order mark is skipped (some editors write one); nesting is limited to `maxNesting`.
 */
export function parseJsonDocument(text: string, file: string, maxNesting: number): JsonNode {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    // Node's message gives the position; browsers' often do not: the scan finds it the same.
    const position = /position (\d+)/.exec(reason);
    const offset = position ? Number(position[1]) : jsonErrorAt(body);
    let place = '(file)';
    if (offset !== null) {
      const before = body.slice(0, offset);
      const line = before.split('\n').length;
      place = `line ${line}, column ${before.length - before.lastIndexOf('\n')}`;
    }
    throw new MapError(file, place, `malformed JSON (${reason})`);
  }
  checkNesting(value, maxNesting, file);
  return JsonNode.from(value, file, '');
}

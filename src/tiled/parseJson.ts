import { JsonNode } from './jsonNode';
import { MapError } from './mapError';

/** Parses JSON text into a JsonNode, turning syntax errors into a MapError with line and column. */
export function parseJsonDocument(text: string, file: string): JsonNode {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const position = /position (\d+)/.exec(reason);
    let place = '(file)';
    if (position) {
      const before = text.slice(0, Number(position[1]));
      const line = before.split('\n').length;
      place = `line ${line}, column ${before.length - before.lastIndexOf('\n')}`;
    }
    throw new MapError(file, place, `malformed JSON (${reason})`);
  }
  return JsonNode.from(value, file, '');
}

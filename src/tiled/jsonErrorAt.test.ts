import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonErrorAt } from './jsonErrorAt';

/** Node's own position for the error, from its message. */
function nodePosition(text: string): number | null {
  try {
    JSON.parse(text);
    return null;
  } catch (error) {
    const found = /position (\d+)/.exec(String(error));
    return found ? Number(found[1]) : -1;
  }
}

describe('jsonErrorAt', () => {
  it.each([
    ['{"a": 1}', null],
    ['{"a": }', 6],
    ['{"a": 1,}', 8],
    ['[1, 2', 5],
    ['{"a" 1}', 5],
    ['[tru]', 4],
    ['[t0]', 2],
    ['{"a": [1, {"b": nul}]}', 19],
    ['{} x', 3],
    ['"line\nbreak"', 5],
    ['[1.e5]', 3],
  ])('%j goes wrong at %s', (text, at) => {
    expect(jsonErrorAt(text)).toBe(at);
  });

  it('finds where Node says for any mistake made by cutting or changing valid JSON', () => {
    fc.assert(
      fc.property(fc.json(), fc.nat(), fc.constantFrom('', '}', ']', ',', ':', 'x'), (json, cut, put) => {
        const at = cut % (json.length + 1);
        const text = json.slice(0, at) + put + json.slice(at + (put === '' ? 0 : 1));
        const node = nodePosition(text);
        if (node === null) expect(jsonErrorAt(text)).toBeNull();
        else if (node >= 0) expect(jsonErrorAt(text)).toBe(node);
      }),
      { numRuns: 500 },
    );
  });

  it('scans deep nesting without overflowing the stack', () => {
    expect(jsonErrorAt(`${'['.repeat(200_000)}1${']'.repeat(200_000)}`)).toBeNull();
    expect(jsonErrorAt(`${'['.repeat(200_000)}}`)).toBe(200_000);
  });
});

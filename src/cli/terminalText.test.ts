import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorLine, MAX_QUOTED, quoted, terminalLine } from './terminalText';
import { runCli, writeLevel } from './testCli';

const FORGED = 'T\u001b[1A\u001b[2Kverdict: solvable';
/** Any byte a terminal acts on, or a line break inside a printed line. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the test looks for exactly these.
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/;

describe('terminal text', () => {
  it('escapes control characters, newlines and bidirectional overrides', () => {
    expect(terminalLine(FORGED)).toBe('T\\x1b[1A\\x1b[2Kverdict: solvable');
    expect(terminalLine('a\nb\r\tc\u0085\u202e')).toBe('a\\nb\\r\\tc\\x85\\u202e');
    expect(quoted('x\u0007')).toBe('"x\\x07"');
  });

  it('caps quoted text and whole lines', () => {
    const long = 'n'.repeat(300);
    expect(quoted(long)).toBe(`"${'n'.repeat(MAX_QUOTED - 1)}…"`);
    expect(terminalLine(`layer "${long}" is odd`)).toBe(`layer "${'n'.repeat(MAX_QUOTED - 1)}…" is odd`);
    expect(terminalLine('x'.repeat(5000)).length).toBe(1000);
    expect(errorLine('a\nb')).toBe('error: a\\nb\n');
  });
});

describe('every command prints map text through it', () => {
  it('check: a forged title stays on its line, escaped', async () => {
    const file = writeLevel('forged.tmj', ['C.E'], [{ name: 'title', type: 'string', value: FORGED }]);
    const { code, out } = await runCli(['check', file]);
    expect(code).toBe(0);
    expect(out).toContain('title:    T\\x1b[1A\\x1b[2Kverdict: solvable\n');
    expect(out).not.toMatch(CONTROL);
  });

  it('inspect: layer names with escapes and line breaks, capped', async () => {
    const name = `ground\n\u001b[31m${'x'.repeat(200)}`;
    const file = writeLevel('names.tmj', ['C.E'], [], 3, name);
    const { code, out } = await runCli(['inspect', file]);
    expect(code).toBe(0);
    const line = out.split('\n').find((l) => l.includes('tilelayer')) ?? '';
    expect(line).toMatch(/^ {2}tilelayer "ground\\n\\x1b\[31mx+…" {2}nonEmpty 3/);
    expect(out).not.toMatch(CONTROL);
  });

  it('errors: a map excerpt in a refusal is escaped and capped on one line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'maze-cat-escape-'));
    const file = join(dir, 'bad.tmj');
    const type = `\u001b]0;owned\u0007\n${'y'.repeat(500)}`;
    writeFileSync(
      file,
      JSON.stringify({ type: 'map', width: 1, height: 1, tilewidth: 8, tileheight: 8, layers: [{ type }] }),
    );
    const inspect = await runCli(['inspect', file]);
    // check prints a file's errors in its report, one line each, like the error lines of inspect.
    const check = await runCli(['check', file]);
    const checkLine = check.out.split('\n').find((l) => l.startsWith('  error:')) ?? '';
    for (const [code, line] of [
      [inspect.code, inspect.err.slice(0, -1)],
      [check.code, checkLine],
    ] as const) {
      expect(code).toBe(1);
      expect(line).not.toContain('\n');
      expect(line).toContain('unknown layer type "\\x1b]0;owned\\x07\\nyyy');
      expect(line).not.toMatch(CONTROL);
      expect(line.length).toBeLessThan(400);
    }
    expect(inspect.err.split('\n')).toHaveLength(2);
    expect(check.out).not.toMatch(CONTROL);
  });

  it('usage errors repeat arguments escaped', async () => {
    const { code, err } = await runCli(['reach', 'a.tmj', '--budget', '\u001b[2J']);
    expect(code).toBe(2);
    expect(err).toBe('error: --budget takes a number of at least 0, got "\\x1b[2J"\n');
  });
});

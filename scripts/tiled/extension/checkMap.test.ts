import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodeLoadOptions, nodeReadFile } from '../../../src/cli/nodeFiles';
import { writeLevel } from '../../../src/cli/testCli';
import { checkMap, WHOLE_LEVEL } from './checkMap';

const ROOT = resolve(import.meta.dirname, '../../..');
const check = (file: string) => {
  const folder = dirname(file);
  return checkMap(file, nodeReadFile(folder), nodeLoadOptions(folder).readBytes);
};

describe('checkMap (what the Tiled extension reports)', () => {
  it('names every problem of a map that is no level', async () => {
    const result = await check(resolve(ROOT, 'src/cli/fixtures/all-mistakes.tmj'));
    expect(result.summary).toBe('invalid (6 errors, 6 warnings)');
    expect(result.findings.find((f) => f.place.object?.className === 'Bnoe')?.message).toMatch(
      /did you mean "Bone"\?/,
    );
  });

  it('sums up a level with its par and its one warning', async () => {
    const puzzle = writeLevel(
      'puzzle.tmj',
      ['B..C...D.E', '#####.####', '#####B####'],
      [
        { name: 'title', type: 'string', value: 'Down and back' },
        { name: 'par', type: 'int', value: 10 },
      ],
    );
    const result = await check(puzzle);
    expect(result.summary).toBe('solvable, par 10 (the map says 10); 0 errors, 1 warning');
    expect(result.findings.map((f) => f.message)).toEqual([
      expect.stringMatching(/^this bone is not needed/),
    ]);
  });

  it('says when naive play wins a level at par, as check does', async () => {
    const result = await check(
      writeLevel('plain.tmj', ['C.B.D.E'], [{ name: 'title', type: 'string', value: 'L' }]),
    );
    expect(result.findings).toEqual([
      expect.objectContaining({
        severity: 'warning',
        place: WHOLE_LEVEL,
        message: expect.stringMatching(/^naive play wins at par/),
      }),
    ]);
  });

  it('reports a level that cannot be won as an error about the whole level', async () => {
    const result = await check(
      writeLevel('lost.tmj', ['CDE'], [{ name: 'title', type: 'string', value: 'L' }]),
    );
    expect(result.findings).toEqual([
      {
        file: expect.stringMatching(/lost\.tmj$/),
        severity: 'error',
        place: WHOLE_LEVEL,
        message:
          'the level cannot be won: one dog stands on every route to the exit, but the cat cannot collect a single bone',
      },
    ]);
  });

  it('leaves a level too large for its budget undecided, with a warning', async () => {
    const file = writeLevel(
      'big.tmj',
      ['C....', '.....', '....E'],
      [{ name: 'title', type: 'string', value: 'B' }],
    );
    const result = await checkMap(file, nodeReadFile(dirname(file)), undefined, { maxStates: 1 });
    expect(result.summary).toMatch(/^unknown; 0 errors, 1 warning$/);
    expect(result.findings[0].message).toMatch(/run the project command "Check level"/);
  });
});

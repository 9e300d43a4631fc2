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
    expect(result.summary).toBe('invalid (6 errors, 5 warnings)');
    expect(result.findings.find((f) => f.place.object?.className === 'Bnoe')?.message).toMatch(
      /did you mean "Bone"\?/,
    );
  });

  it('sums up a good level with its par', async () => {
    const result = await check(resolve(ROOT, 'levels/03-good-dog.tmj'));
    expect(result).toEqual({
      summary: 'solvable, par 17 (the map says 17); 0 errors, 0 warnings',
      findings: [],
    });
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
    const result = await checkMap(file, nodeReadFile(dirname(file)), undefined, 1);
    expect(result.summary).toMatch(/^unknown; 0 errors, 1 warning$/);
    expect(result.findings[0].message).toMatch(/run the project command "Check level"/);
  });
});

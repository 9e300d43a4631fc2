import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { announcementFor } from '../app/play/announcements';
import { designerSummary } from '../app/play/designerInfo';
import { starsFor } from '../app/saves/stars';
import { formatCost, formatMoves } from '../grid';
import { loadLevel } from '../level/loadLevel';
import { replayTaps, solveLevel } from '../solver';
import { nodeReadFile } from './nodeFiles';
import { runCli, writeLevel } from './testCli';

/**
 * One cost reads the same on every designer's surface (the designer overlay and the `check`, `path`
 * and `reach` commands, formatCost's two decimals), and the player's (the HUD, the win panel and
 * the screen reader's announcement) shows it to one decimal (formatMoves, docs/rules.md, "Numbers").
 * And a par agrees or disagrees the same way everywhere.
 */
const run = (args: string[]) => runCli(args);

describe('a cost of 2.96', () => {
  // Cat, a tile costing 1.96, the exit (1): the only walk costs 2.96.
  const file = writeLevel('cost.tmj', ['CmE', '###'], [], 1.96);

  it('reads 2.96 in the overlay and every command, and 3 to the player', async () => {
    const level = await loadLevel(file, nodeReadFile(dirname(file)));
    const solution = solveLevel(level);
    const played = replayTaps(level, solution.taps);
    expect(played.status).toBe('won');
    expect(formatCost(played.moves)).toBe('2.96');
    expect(formatMoves(played.moves)).toBe('3');
    expect(announcementFor({ kind: 'won', at: { x: 2, y: 0 }, moves: played.moves })).toBe(
      'Escaped in 3 moves!',
    );
    expect(designerSummary(solution, null).headline).toBe('Par 2.96 · solvable · 1 tap');

    const check = await run(['check', file]);
    expect(check.out).toContain('par:      2.96\n');
    const path = await run(['path', file, '--from', '0,0', '--to', '2,0']);
    expect(path.out).toContain('cost: 2.96\n');
    const reach = await run(['reach', file]);
    expect(reach.out).toBe('0 1.96 2.96\n# # #\n');
  });
});

describe('a map par of 14.2 against a solver par of 14.2426 (10 + 3 sqrt 2)', () => {
  const rows = ['C.............', '..............', '..............', '.............E'];
  const diagonal = { name: 'rule', type: 'string', value: 'diagonal' };

  it('agrees in check, the overlay and the stars', async () => {
    const file = writeLevel('par.tmj', rows, [diagonal, { name: 'par', type: 'float', value: 14.2 }]);
    const check = await run(['check', file]);
    expect(check.err).toBe('');
    expect(check.code).toBe(0);
    expect(check.out).toContain('par:      14.24 (the map says 14.2)\n');
    const level = await loadLevel(file, nodeReadFile(dirname(file)));
    const solution = solveLevel(level);
    expect(designerSummary(solution, level.par).parNote).toBeNull();
    expect(starsFor(replayTaps(level, solution.taps).moves, level.par)).toBe(3);
  });

  it('a par of 14 disagrees in check and the overlay alike', async () => {
    const file = writeLevel('par14.tmj', rows, [diagonal, { name: 'par', type: 'int', value: 14 }]);
    const check = await run(['check', file]);
    expect(check.code).toBe(1);
    expect(check.out).toContain(
      `  error:    map property "par": the map says par 14 but the solver's par is 14.24: set "par" to 14.24\n`,
    );
    const level = await loadLevel(file, nodeReadFile(dirname(file)));
    expect(designerSummary(solveLevel(level), level.par).parNote).toBe(
      'The map says par 14; the solver finds 14.24.',
    );
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildLevel } from '../../level/buildLevel';
import { drawingToTmj } from '../../level/tmjWriter';
import { Sim } from '../../sim';
import { MAX_SIZE } from '../../solver/generate';
import { maxPieces } from '../../solver/generate/options';
import { LEVEL_LIMITS } from '../../tiled/limits';
import { parseTiledMap } from '../../tiled/loadTiledMap';
import { JOBS } from './jobs';
import { tooBigForEditor } from './solveBudget';

const TILESET = readFileSync('levels/maze-cat.tsj', 'utf8');
const files = { readFile: async () => TILESET, readBytes: async () => new Uint8Array() };

/** A side x side room with a cat, an exit, and `pieces` dogs and bones spread on a grid of three. */
async function room(side: number, pieces: number) {
  const rows: string[][] = Array.from({ length: side }, (_, y) =>
    Array.from({ length: side }, (_, x) =>
      x === 0 || y === 0 || x === side - 1 || y === side - 1 ? '#' : '.',
    ),
  );
  rows[1][1] = 'C';
  rows[side - 2][side - 2] = 'E';
  let n = 0;
  for (let y = 3; y < side - 3 && n < pieces; y += 3)
    for (let x = 3; x < side - 3 && n < pieces; x += 3) rows[y][x] = n++ % 2 ? 'B' : 'D';
  const text = JSON.stringify(
    drawingToTmj({ title: 'big', intro: '', rows: rows.map((r) => r.join('')) }, null),
  );
  return buildLevel(await parseTiledMap(text, 'big.tmj', files.readFile, { limits: LEVEL_LIMITS }));
}

describe("the game's solver jobs on a level too big to link (issue 36)", { timeout: 20_000 }, () => {
  it('300 pieces on 512 x 512: solve, hint, outlook and measure answer "unknown" at once (the search graph alone would take about 2 minutes)', async () => {
    const level = await room(512, 300);
    const state = new Sim(level).state;
    const solved = await JOBS.solveMap({ map: level.map }, files);
    expect(solved).toMatchObject({
      verdict: 'unknown',
      reason:
        '302 pieces on 512 x 512 tiles are more than the solver in the game takes on (maze-cat check solves it)',
    });
    expect(await JOBS.solveFrom({ map: level.map, state }, files)).toMatchObject({ verdict: 'unknown' });
    expect(await JOBS.outlook({ map: level.map, level: 'big#1', state }, files)).toMatchObject({
      verdict: 'unknown',
    });
    expect(await JOBS.measureMap({ map: level.map, par: 10, states: 1000 }, files)).toEqual({
      depth: null,
      warning: null,
    });
  });
});

describe("the editor's size gate (issue 43)", () => {
  it('generate asks it too; the largest level the generator makes (40 x 40, its most pieces) is well within it', () => {
    const most = maxPieces(MAX_SIZE, MAX_SIZE);
    expect(tooBigForEditor({ width: MAX_SIZE, height: MAX_SIZE, pieces: 2 * most + 2 })).toBeNull();
    expect(tooBigForEditor({ width: 128, height: 128, pieces: 4002 })).toBe(
      "4,002 pieces on 128 x 128 tiles are more than the editor's solver takes on (maze-cat check solves it)",
    );
  });
});

import { describe, expect, it } from 'vitest';
import { distanceMap } from './distanceMap';
import { Grid } from './grid';
import { Landmarks } from './landmarks';
import { ORTHOGONAL } from './moveRules';
import { PaddedGrid } from './paddedGrid';

/** A grid with about `density` of its cells walls, from a fixed seed (a small LCG). */
function seededGrid(width: number, height: number, density: number, seed: number): Grid {
  const grid = new Grid(width, height);
  let state = seed;
  for (let i = 0; i < grid.size; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    if (state / 2 ** 32 < density) grid.walls[i] = 1;
  }
  grid.touch();
  return grid;
}

/** Checks every column of the table against a plain BFS from that landmark: distance + 1, 0 unreached, the largest value on walls. */
function expectExact(grid: Grid, count: number): Landmarks {
  const padded = new PaddedGrid(grid, 1, false);
  padded.refresh();
  const landmarks = new Landmarks(padded.blocked, padded.pw, count);
  const { table } = landmarks;
  const wall = table instanceof Uint16Array ? 0xffff : 0x7fffffff;
  expect(landmarks.count).toBe(count);
  for (let i = 0; i < count; i++) {
    let source = -1;
    for (let c = 0; c < grid.size; c++) if (table[padded.toPadded(c) * count + i] === 1) source = c;
    expect(source).not.toBe(-1);
    const reference = distanceMap(grid, ORTHOGONAL, source);
    const expected = Array.from(reference, (d, c) => (grid.walls[c] === 1 ? wall : d + 1));
    const actual = Array.from(reference, (_, c) => table[padded.toPadded(c) * count + i]);
    expect(actual).toEqual(expected);
  }
  return landmarks;
}

describe('Landmarks', () => {
  it('holds exact BFS distances from each landmark on a grid with walls and closed pockets', () => {
    expectExact(seededGrid(90, 70, 0.3, 7), 4);
  });

  it('stays exact when the BFS frontier outgrows its first ring (a wide open field)', () => {
    expectExact(new Grid(300, 200), 3);
  });

  it('uses 16-bit entries where distances fit, 32-bit where a path is longer than 65,533 moves', () => {
    expect(expectExact(seededGrid(90, 70, 0.3, 7), 2).table).toBeInstanceOf(Uint16Array);
    // A serpentine corridor: rows joined at alternate ends, about 76,000 moves end to end.
    const grid = new Grid(300, 507);
    for (let y = 1; y < grid.height; y += 2)
      for (let x = 0; x < grid.width; x++)
        if (x !== (y % 4 === 1 ? grid.width - 1 : 0)) grid.walls[grid.index(x, y)] = 1;
    grid.touch();
    expect(expectExact(grid, 2).table).toBeInstanceOf(Int32Array);
  });

  it('places landmarks far apart: the second lies on the opposite side of an open field', () => {
    const grid = new Grid(40, 30);
    const padded = new PaddedGrid(grid, 1, false);
    padded.refresh();
    const { table } = new Landmarks(padded.blocked, padded.pw, 2);
    // The first is the top-left cell; the farthest cell from it is the bottom-right one.
    expect(table[padded.toPadded(0) * 2]).toBe(1);
    expect(table[padded.toPadded(grid.size - 1) * 2 + 1]).toBe(1);
  });

  it('places the first landmark in the largest region when the first open cell is in a pocket', () => {
    // A 2-cell pocket at the top-left, walled off from the rest of a 30 x 20 field.
    const grid = new Grid(30, 20);
    for (const [x, y] of [
      [2, 0],
      [0, 1],
      [1, 1],
      [2, 1],
    ])
      grid.walls[grid.index(x, y)] = 1;
    grid.touch();
    const landmarks = expectExact(grid, 3);
    const padded = new PaddedGrid(grid, 1, false);
    const at = (x: number, y: number, i: number) => padded.toPadded(grid.index(x, y)) * 3 + i;
    // The pocket is unreached in every column; the first landmark is the field's first open cell.
    for (let i = 0; i < 3; i++)
      expect([landmarks.table[at(0, 0, i)], landmarks.table[at(1, 0, i)]]).toEqual([0, 0]);
    expect(landmarks.table[at(3, 0, 0)]).toBe(1);
  });

  it('places none on a grid of walls only', () => {
    const grid = Grid.fromRows(['##', '##']);
    const padded = new PaddedGrid(grid, 1, false);
    padded.refresh();
    expect(new Landmarks(padded.blocked, padded.pw, 4).count).toBe(0);
  });
});

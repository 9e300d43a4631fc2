import { DIAGONAL, entryBit, KNIGHT, type MoveRule, ORTHOGONAL, parseMoveRule, stepLists } from '../grid';
import { levelFromRows } from '../level/levelFromRows';
import { LevelError } from '../level/problems';
import type { Level } from '../level/types';
import { orthogonalShape } from '../tiled/gridShape';
import type { GridShape } from '../tiled/types';

/**
 * Small random levels for property tests of the solver (brute force, difficulty measures): a few
 * cells of walls and terrain with bones, dogs and exits, and the extras asked for.
 */
const RULES: readonly MoveRule[] = [ORTHOGONAL, DIAGONAL, KNIGHT, parseMoveRule('1,0 0,1 -1,-1')];

/**
 * What a random level may hold besides bones and dogs; `flaps`: one to three one-way tiles, each
 * banning a random half of the rule's steps from entering it (`Grid.banEntries`, as a flap does).
 */
export type Extras = 'plain' | 'doors' | 'pipes' | 'patrols' | 'flaps';

/**
 * The grids of random levels: `square` (orthogonal tiles under the rules above), `offset`
 * (hexagonal and staggered maps of both stagger axes and indices, a staggered one under its
 * diagonal rule half the time).
 */
export type Grids = 'square' | 'offset';

const OFFSET_SHAPES: readonly GridShape[] = [
  { ...orthogonalShape(32, 32), orientation: 'hexagonal', hexSideLength: 16 },
  {
    ...orthogonalShape(32, 32),
    orientation: 'hexagonal',
    hexSideLength: 16,
    staggerAxis: 'x',
    staggerIndex: 'even',
  },
  { ...orthogonalShape(32, 16), orientation: 'staggered', staggerIndex: 'even' },
  { ...orthogonalShape(16, 32), orientation: 'staggered', staggerAxis: 'x' },
];

/**
 * A small random level from a seed: walls, terrain 1-3, up to three bones and dogs, one or two
 * exits, and with `extras` keys and doors, a pipe, or a patrolling dog. Placements the loader
 * refuses (a patrol across a wall), or that do not fit, are retried with the next seed.
 */
export function randomLevel(seed: number, extras: Extras, grids: Grids = 'square'): Level {
  for (let attempt = 0; ; attempt++) {
    try {
      return drawLevel(seed + attempt * 7919, extras, grids);
    } catch (error) {
      if (!(error instanceof LevelError)) throw error;
    }
  }
}

function drawLevel(seed: number, extras: Extras, grids: Grids): Level {
  let state = seed >>> 0 || 1;
  const rand = (): number => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  const width = 3 + Math.floor(rand() * 4);
  const height = 3 + Math.floor(rand() * 3);
  const cells: string[][] = [];
  for (let y = 0; y < height; y++) {
    const row: string[] = [];
    for (let x = 0; x < width; x++) {
      const r = rand();
      row.push(r < 0.2 ? '#' : r < 0.3 ? '3' : r < 0.4 ? '2' : '.');
    }
    cells.push(row);
  }
  const free: [number, number][] = [];
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) free.push([x, y]);
  const place = (ch: string): [number, number] => {
    if (free.length === 0)
      throw new LevelError('full', [{ severity: 'error', place: { path: '' }, message: 'full' }]);
    const [x, y] = free.splice(Math.floor(rand() * free.length), 1)[0];
    cells[y][x] = ch;
    return [x, y];
  };
  place('C');
  place('E');
  if (rand() < 0.3) place('E');
  const bones = Math.floor(rand() * 4);
  const dogs = Math.floor(rand() * (extras === 'patrols' ? 2 : 4));
  for (let i = 0; i < bones; i++) place('B');
  for (let i = 0; i < dogs; i++) place('D');
  if (extras === 'doors') {
    for (const ch of rand() < 0.5 ? 'rRR' : 'rRuU') place(ch);
  }
  if (extras === 'pipes') {
    place('O');
    place('O');
  }
  const patrols: [number, number][][] = [];
  if (extras === 'patrols') {
    const [x, y] = place('D');
    const length = 1 + Math.floor(rand() * 3);
    patrols.push(
      rand() < 0.5
        ? [
            [x, y],
            [Math.min(width - 1, x + length), y],
          ]
        : [
            [x, y],
            [x, Math.min(height - 1, y + length)],
          ],
    );
  }
  const shape = grids === 'offset' ? OFFSET_SHAPES[Math.floor(rand() * OFFSET_SHAPES.length)] : undefined;
  // On an offset grid the named rule only says whether a staggered map takes corner steps.
  const rule =
    shape === undefined ? RULES[Math.floor(rand() * RULES.length)] : rand() < 0.5 ? ORTHOGONAL : DIAGONAL;
  const energy = rand() < 0.3 ? 2 + Math.floor(rand() * 10) : null;
  const level = levelFromRows(
    cells.map((r) => r.join('')),
    { rule: shape?.orientation === 'hexagonal' ? ORTHOGONAL : rule, energy, patrols, shape },
  );
  if (extras === 'flaps') banRandomWays(level, free, rand);
  return level;
}

/** Makes one to three of the `free` tiles that are open one way (the bans set before any search). */
function banRandomWays(level: Level, free: [number, number][], rand: () => number): void {
  const { grid, rule } = level;
  const open = free.filter(([x, y]) => !grid.isWall(x, y));
  const count = 1 + Math.floor(rand() * 3);
  for (let i = 0; i < count && open.length > 0; i++) {
    const [x, y] = open.splice(Math.floor(rand() * open.length), 1)[0];
    let bans = 0;
    // Both parities' lists: a step into the tile comes from a cell of either.
    for (const list of stepLists(rule))
      for (const [dx, dy] of list) if (rand() < 0.5) bans |= entryBit(dx, dy);
    grid.banEntries(grid.index(x, y), bans);
  }
}

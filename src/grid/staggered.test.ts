import { describe, expect, it } from 'vitest';
import { PathFinder } from './astar';
import { Grid } from './grid';
import { cellHeuristicFor } from './heuristic';
import { DIAGONAL, isDiagonalStep, type MoveRule, ORTHOGONAL, parseMoveRule } from './moveRules';
import { referenceDijkstra } from './referenceDijkstra';
import {
  hexRule,
  OFFSET_RULES,
  type StaggerAxis,
  type StaggerIndex,
  staggeredRule,
  stepsFrom,
} from './staggered';
import { canStep } from './steps';

/** 1 when Tiled draws the row (axis y) or column (axis x) `along` shifted by half a tile. */
const shifted = (index: StaggerIndex, along: number): number =>
  (along & 1) === (index === 'odd' ? 1 : 0) ? 1 : 0;

/**
 * The board as text, the way Tiled draws it: under axis y a shifted row starts half a cell (one
 * character) to the right; under axis x a shifted column sits half a row (one line) lower. `@` is
 * (x, y), `o` a neighbour reached by a plain step, `+` by a corner step (sqrt 2), `.` the rest.
 */
function picture(rule: MoveRule, width: number, height: number, x: number, y: number): string {
  const grid = new Grid(width, height);
  const mark = (cx: number, cy: number): string => {
    if (cx === x && cy === y) return '@';
    for (const [dx, dy] of stepsFrom(rule, x, y)) {
      if (x + dx === cx && y + dy === cy && canStep(grid, rule, x, y, dx, dy))
        return isDiagonalStep(rule, dx, dy) ? '+' : 'o';
    }
    return '.';
  };
  const { axis, index } = rule.stagger ?? { axis: 'y', index: 'even' };
  const lines: string[][] = [];
  for (let cy = 0; cy < height; cy++) {
    for (let cx = 0; cx < width; cx++) {
      const line = axis === 'y' ? cy : 2 * cy + shifted(index, cx);
      const column = axis === 'y' ? 2 * cx + shifted(index, cy) : 2 * cx;
      lines[line] ??= [];
      lines[line][column] = mark(cx, cy);
    }
  }
  return Array.from(lines, (line) => Array.from(line ?? [], (c) => c ?? ' ').join('')).join('\n');
}

describe('hex neighbours: the six hexagons that share an edge', () => {
  it('on a map staggered along y, odd rows shifted, from a shifted row and from an unshifted one', () => {
    const rule = hexRule('y', 'odd');
    expect(picture(rule, 5, 4, 2, 1)).toBe(['. . o o .', ' . o @ o .', '. . o o .', ' . . . . .'].join('\n'));
    expect(picture(rule, 5, 4, 2, 2)).toBe(['. . . . .', ' . o o . .', '. o @ o .', ' . o o . .'].join('\n'));
  });

  it('on a map staggered along y, even rows shifted: the same hexagon, drawn a row later', () => {
    const rule = hexRule('y', 'even');
    expect(picture(rule, 5, 4, 2, 1)).toBe([' . o o . .', '. o @ o .', ' . o o . .', '. . . . .'].join('\n'));
  });

  it('on a map staggered along x (flat-topped hexagons), odd and even columns shifted', () => {
    // Column by column: a shifted column sits one line lower.
    expect(picture(hexRule('x', 'odd'), 5, 3, 2, 1)).toBe(
      ['.   o   .', '  o   o', '.   @   .', '  o   o', '.   o   .', '  .   .'].join('\n'),
    );
    expect(picture(hexRule('x', 'even'), 5, 3, 1, 1)).toBe(
      ['  o   .', 'o   o   .', '  @   .', 'o   o   .', '  o   .', '.   .   .'].join('\n'),
    );
  });

  it('stops at the board edge', () => {
    expect(picture(hexRule('y', 'odd'), 3, 2, 0, 0)).toBe(['@ o .', ' o . .'].join('\n'));
  });
});

describe('staggered isometric neighbours: diamonds sharing an edge, and a corner with the diagonal rule', () => {
  it('four edge neighbours on a map staggered along y', () => {
    expect(picture(staggeredRule('y', 'odd'), 5, 5, 2, 2)).toBe(
      ['. . . . .', ' . o o . .', '. . @ . .', ' . o o . .', '. . . . .'].join('\n'),
    );
  });

  it('and the four corner neighbours: two rows up and down, one tile left and right', () => {
    expect(picture(staggeredRule('y', 'odd', true), 5, 5, 2, 2)).toBe(
      ['. . + . .', ' . o o . .', '. + @ + .', ' . o o . .', '. . + . .'].join('\n'),
    );
    expect(picture(staggeredRule('y', 'even', true), 5, 5, 2, 1)).toBe(
      [' . o o . .', '. + @ + .', ' . o o . .', '. . + . .', ' . . . . .'].join('\n'),
    );
  });

  it('on a map staggered along x: the same diamond, turned', () => {
    expect(picture(staggeredRule('x', 'odd', true), 5, 3, 2, 1)).toBe(
      ['.   +   .', '  o   o', '+   @   +', '  o   o', '.   +   .', '  .   .'].join('\n'),
    );
  });

  it('a corner step needs both diamonds beside it open, unless the rule cuts corners', () => {
    const grid = Grid.fromRows(['.....', '.#...', '.....', '.....', '.....']);
    // One tile right on an even row (odd rows shifted) passes between the row above and the row below.
    const strict = staggeredRule('y', 'odd', true);
    expect(canStep(grid, strict, 1, 2, 1, 0)).toBe(false); // beside it: (1, 1), a wall, and (1, 3)
    expect(canStep(grid, strict, 0, 2, 1, 0)).toBe(true); // beside it: (0, 1) and (0, 3)
    expect(canStep(grid, strict, 1, 0, 1, 0)).toBe(false); // beside it: (1, -1), off the map, and (1, 1)
    expect(canStep(grid, strict, 0, 0, 0, 2)).toBe(false); // two rows down passes (0, 1) and (-1, 1), off the map
    expect(canStep(grid, strict, 2, 0, 0, 2)).toBe(false); // passes (1, 1), a wall, and (2, 1)
    expect(canStep(grid, strict, 3, 0, 0, 2)).toBe(true);
    const cutting = staggeredRule('y', 'odd', true, true);
    expect(canStep(grid, cutting, 1, 2, 1, 0)).toBe(true);
    expect(canStep(grid, cutting, 1, 0, 1, 0)).toBe(true);
  });
});

/** The centres of a map's cells in Tiled's pixels for tiles 2 wide and 2 high (a diamond or hexagon's box). */
function centre(
  kind: 'hex' | 'diamond',
  axis: StaggerAxis,
  index: StaggerIndex,
  x: number,
  y: number,
): [number, number] {
  if (kind === 'hex') {
    // Regular hexagons: neighbouring centres one unit apart.
    const r = Math.sqrt(3) / 2;
    return axis === 'y' ? [x + shifted(index, y) / 2, y * r] : [x * r, y + shifted(index, x) / 2];
  }
  return axis === 'y' ? [2 * x + shifted(index, y), y] : [x, 2 * y + shifted(index, x)];
}

describe('every offset rule matches the geometry Tiled draws', () => {
  for (const rule of OFFSET_RULES.values()) {
    it(`${rule.name}: the neighbours are the nearest tiles (and the corner steps the next nearest)`, () => {
      const { axis, index } = rule.stagger as NonNullable<MoveRule['stagger']>;
      const grid = new Grid(7, 7);
      const shape = rule.kind === 'hex' ? 'hex' : 'diamond';
      for (const [x, y] of [
        [3, 3],
        [3, 4],
        [4, 3],
        [4, 4],
      ]) {
        const [px, py] = centre(shape, axis, index, x, y);
        const near: string[] = [];
        const corner: string[] = [];
        for (let cy = 0; cy < 7; cy++)
          for (let cx = 0; cx < 7; cx++) {
            const [qx, qy] = centre(shape, axis, index, cx, cy);
            const d = Math.hypot(qx - px, qy - py);
            // Hexagons at 1, diamonds sharing an edge at sqrt 2, sharing a corner at 2.
            if (Math.abs(d - (shape === 'hex' ? 1 : Math.SQRT2)) < 1e-9) near.push(`${cx},${cy}`);
            if (shape === 'diamond' && Math.abs(d - 2) < 1e-9) corner.push(`${cx},${cy}`);
          }
        const steps = stepsFrom(rule, x, y).filter(([dx, dy]) => canStep(grid, rule, x, y, dx, dy));
        const plain = steps
          .filter(([dx, dy]) => !isDiagonalStep(rule, dx, dy))
          .map(([dx, dy]) => `${x + dx},${y + dy}`);
        const diagonal = steps
          .filter(([dx, dy]) => isDiagonalStep(rule, dx, dy))
          .map(([dx, dy]) => `${x + dx},${y + dy}`);
        expect(plain.sort()).toEqual(near.sort());
        expect(diagonal.sort()).toEqual(rule.kind === 'staggered-diagonal' ? corner.sort() : []);
      }
    });
  }
});

describe('plain isometric maps: the orthogonal and diagonal rules in tile coordinates', () => {
  /** Tiled's isometric projection for tiles 2 wide and 2 high: x runs down-right, y down-left. */
  const iso = (x: number, y: number): [number, number] => [x - y, x + y];

  it('the orthogonal steps are the diamonds sharing an edge, the diagonal ones those sharing a corner', () => {
    const grid = new Grid(5, 5);
    const [px, py] = iso(2, 2);
    for (const [rule, distance] of [
      [ORTHOGONAL, Math.SQRT2],
      [DIAGONAL, 2],
    ] as const) {
      const reached = rule.offsets
        .filter(
          ([dx, dy]) =>
            canStep(grid, rule, 2, 2, dx, dy) && isDiagonalStep(rule, dx, dy) === (distance === 2),
        )
        .map(([dx, dy]) => Math.hypot(iso(2 + dx, 2 + dy)[0] - px, iso(2 + dx, 2 + dy)[1] - py));
      expect(reached).toHaveLength(4);
      for (const d of reached) expect(d).toBeCloseTo(distance, 12);
    }
  });

  it('a staggered map walked under the staggered diagonal rule costs what the same diamonds cost as an isometric map', () => {
    // The same tiling indexed two ways: staggered (2x + shifted, y) is isometric ((u + v) / 2, (u - v) / 2).
    const rows = ['....#', '.##..', '..#..', '.2...', '#..3.', '.....'];
    for (const index of ['odd', 'even'] as const) {
      const rule = staggeredRule('y', index, true);
      const staggered = Grid.fromRows(rows);
      const isoGrid = new Grid(16, 16);
      isoGrid.walls.fill(1);
      const isoCell = (x: number, y: number): number => {
        // Doubled coordinates (u, v): v is the row, moved by one when even rows are shifted so that u + v is even.
        const u = 2 * x + shifted(index, y);
        const v = y + shifted(index, 0);
        return isoGrid.index((u + v) / 2, (u - v) / 2 + 5);
      };
      for (let y = 0; y < staggered.height; y++)
        for (let x = 0; x < staggered.width; x++) {
          isoGrid.walls[isoCell(x, y)] = staggered.walls[staggered.index(x, y)];
          isoGrid.costs[isoCell(x, y)] = staggered.costs[staggered.index(x, y)];
        }
      isoGrid.touch();
      const fromStaggered = referenceDijkstra(staggered, rule, 0);
      const fromIso = referenceDijkstra(isoGrid, DIAGONAL, isoCell(0, 0));
      for (let y = 0; y < staggered.height; y++)
        for (let x = 0; x < staggered.width; x++)
          expect(fromStaggered[staggered.index(x, y)]).toBe(fromIso[isoCell(x, y)]);
      expect(new PathFinder(staggered, rule).find(0, staggered.index(4, 5))?.cost).toBe(
        fromIso[isoCell(4, 5)],
      );
    }
  });
});

describe('offset rules by name', () => {
  it('reads hex-y-odd, staggered-x-even, staggered-diagonal-y-even as levels and the command line write them', () => {
    expect(parseMoveRule('hex-y-odd')).toBe(hexRule('y', 'odd'));
    expect(parseMoveRule('staggered-x-even')).toBe(staggeredRule('x', 'even'));
    expect(parseMoveRule(' staggered-diagonal-y-even ')).toBe(staggeredRule('y', 'even', true));
    expect(() => parseMoveRule('hex-z-odd')).toThrow(/hex-AXIS-INDEX.*AXIS x or y, INDEX odd or even/);
  });

  it('the heuristic is the hex distance on an open board', () => {
    const rule = hexRule('x', 'even');
    const grid = new Grid(9, 9);
    const exact = referenceDijkstra(grid, rule, grid.index(4, 4));
    const h = cellHeuristicFor(rule, 1);
    for (let y = 0; y < 9; y++)
      for (let x = 0; x < 9; x++) expect(h(x, y, 4, 4)).toBe(exact[grid.index(x, y)]);
  });
});

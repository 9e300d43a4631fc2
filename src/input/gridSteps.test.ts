import { describe, expect, it } from 'vitest';
import { parseMoveRule } from '../grid';
import { orthogonalShape } from '../tiled/gridShape';
import { projectionOf } from '../tiled/projection';
import type { GridShape } from '../tiled/types';
import { type StepGrid, stepToward } from './gridSteps';

const UP = [0, -1] as const;
const RIGHT = [1, 0] as const;

function grid(
  shape: GridShape,
  rule: string,
): StepGrid & { centre: (x: number, y: number) => { x: number; y: number } } {
  const projection = projectionOf(shape, 10);
  return {
    orientation: shape.orientation,
    staggerAxis: shape.staggerAxis,
    rule: parseMoveRule(rule),
    centre: (x, y) => projection.tileCentre(x, y),
  };
}

/** The cells `presses` of one arrow visit from `start`. */
function walk(
  g: ReturnType<typeof grid>,
  start: { x: number; y: number },
  key: readonly [number, number],
  presses: number,
) {
  const cells = [start];
  for (let i = 0; i < presses; i++) {
    const next = stepToward(g, cells[cells.length - 1], key[0], key[1], g.centre);
    if (!next) throw new Error('no step');
    cells.push(next);
  }
  return cells;
}

describe('stepToward', () => {
  it('steps by the arrow itself on an orthogonal map', () => {
    const g = grid(orthogonalShape(32, 32), 'orthogonal');
    expect(stepToward(g, { x: 3, y: 3 }, 1, 0, g.centre)).toEqual({ x: 4, y: 3 });
  });

  it('zigzags straight up pointy-top hexagons, and goes straight across', () => {
    const g = grid({ ...orthogonalShape(32, 32), orientation: 'hexagonal', hexSideLength: 16 }, 'hex-y-odd');
    const up = walk(g, { x: 3, y: 6 }, UP, 4);
    // Every step is one of the grid's own (a neighbour), and two steps come back to the same x on screen.
    expect(up.map((c) => c.y)).toEqual([6, 5, 4, 3, 2]);
    expect(g.centre(up[2].x, up[2].y).x).toBe(g.centre(3, 6).x);
    expect(g.centre(up[4].x, up[4].y).x).toBe(g.centre(3, 6).x);
    expect(Math.abs(g.centre(up[1].x, up[1].y).x - g.centre(3, 6).x)).toBe(16);
    expect(walk(g, { x: 3, y: 5 }, RIGHT, 2)).toEqual([
      { x: 3, y: 5 },
      { x: 4, y: 5 },
      { x: 5, y: 5 },
    ]);
  });

  it('zigzags along the screen on diamonds, by the steps the rule has', () => {
    const g = grid({ ...orthogonalShape(64, 32), orientation: 'isometric' }, 'orthogonal');
    const right = walk(g, { x: 4, y: 4 }, RIGHT, 4);
    for (let i = 1; i < right.length; i++) {
      expect(Math.abs(right[i].x - right[i - 1].x) + Math.abs(right[i].y - right[i - 1].y)).toBe(1);
    }
    expect(g.centre(right[4].x, right[4].y).y).toBe(g.centre(4, 4).y);
    expect(g.centre(right[4].x, right[4].y).x).toBeGreaterThan(g.centre(4, 4).x);
    // The diagonal rule has a step straight up the screen.
    const diagonal = grid({ ...orthogonalShape(64, 32), orientation: 'isometric' }, 'diagonal');
    expect(stepToward(diagonal, { x: 4, y: 4 }, 0, -1, diagonal.centre)).toEqual({ x: 3, y: 3 });
  });
});

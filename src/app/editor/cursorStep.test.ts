import { describe, expect, it } from 'vitest';
import { NEW_GRIDS } from '../../level/edit/newMap';
import type { GridShape } from '../../tiled/types';
import { EditorLayout } from '../../view/editorLayout';
import { cursorStep } from './cursorStep';

/** The layout of a 10 x 8 map on `shape` at tiles 40 px wide. */
const fitted = (shape: GridShape) => new EditorLayout(shape, 10, 8, 40, 0, 0);

describe('cursorStep', () => {
  it('moves the keyboard cursor the way an arrow points on screen, on every grid, and stays at the edge', () => {
    const square = fitted(NEW_GRIDS.square);
    expect(cursorStep(square, { x: 3, y: 3 }, 1, 0)).toEqual({ x: 4, y: 3 });
    expect(cursorStep(square, { x: 0, y: 3 }, -1, 0)).toEqual({ x: 0, y: 3 });
    // On diamonds Right is straight right on screen: one along x and one back along y.
    const iso = fitted(NEW_GRIDS.isometric);
    expect(cursorStep(iso, { x: 3, y: 3 }, 1, 0)).toEqual({ x: 4, y: 2 });
    expect(cursorStep(iso, { x: 3, y: 3 }, 0, 1)).toEqual({ x: 4, y: 4 });
    // On hexagons Right stays on the row; Down goes to a hexagon of the next row, below on screen.
    const hex = fitted(NEW_GRIDS.hexagonal);
    expect(cursorStep(hex, { x: 3, y: 3 }, 1, 0)).toEqual({ x: 4, y: 3 });
    const down = cursorStep(hex, { x: 3, y: 3 }, 0, 1);
    expect(down.y).toBe(4);
    expect(Math.abs(hex.centre(down.x, down.y).x - hex.centre(3, 3).x)).toBeCloseTo(hex.cell / 2);
    expect(cursorStep(hex, { x: 9, y: 3 }, 1, 0)).toEqual({ x: 9, y: 3 });
  });

  it('steps in tile coordinates before the board is drawn', () => {
    expect(cursorStep(null, { x: 2, y: 2 }, 0, -1)).toEqual({ x: 2, y: 1 });
  });
});

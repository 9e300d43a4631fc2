import { describe, expect, it } from 'vitest';
import { levelFromRows } from '../level/levelFromRows';
import { interpolatedTile, isMoving } from './interpolate';
import type { ViewEntity } from './viewSim';

const cat = levelFromRows(['C.E']).pieces[0];
const still: ViewEntity = { kind: 'cat', piece: cat, position: { x: 3, y: 4 } };

function walking(elapsed: number, duration = 9): ViewEntity {
  return {
    kind: 'cat',
    piece: cat,
    position: { x: 3, y: 4 },
    motion: { from: { x: 3, y: 4 }, to: { x: 4, y: 4 }, elapsed, duration, jump: false },
  };
}

describe('interpolatedTile', () => {
  it('draws a still entity on its tile', () => {
    expect(interpolatedTile(still, 0.7)).toEqual({ x: 3, y: 4 });
    expect(isMoving(still)).toBe(false);
  });

  it('moves between the two tiles by elapsed ticks plus alpha', () => {
    expect(interpolatedTile(walking(0), 0)).toEqual({ x: 3, y: 4 });
    expect(interpolatedTile(walking(4), 0.5).x).toBeCloseTo(3.5);
    expect(interpolatedTile(walking(8), 1).x).toBeCloseTo(4);
    expect(isMoving(walking(2))).toBe(true);
  });

  it('never overshoots the target tile, whatever alpha the loop passes', () => {
    expect(interpolatedTile(walking(9), 1).x).toBe(4);
    expect(interpolatedTile(walking(8), 5).x).toBe(4);
    expect(interpolatedTile(walking(0), -3).x).toBe(3);
  });

  it('handles a diagonal or knight move on both axes', () => {
    const e: ViewEntity = {
      kind: 'cat',
      piece: cat,
      position: { x: 0, y: 0 },
      motion: { from: { x: 0, y: 0 }, to: { x: 2, y: 1 }, elapsed: 2, duration: 4, jump: false },
    };
    expect(interpolatedTile(e, 0)).toEqual({ x: 1, y: 0.5 });
  });
});

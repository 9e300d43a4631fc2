import { describe, expect, it } from 'vitest';
import { levelFromRows } from '../level/levelFromRows';
import { interpolatedCentre, isMoving, jumpScale } from './interpolate';
import type { ViewEntity } from './viewSim';

/** Tile coordinates as pixels, so the tests read in tiles. */
const interpolatedTile = (e: ViewEntity, alpha: number) => interpolatedCentre(e, alpha, (x, y) => ({ x, y }));

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

describe('interpolatedCentre', () => {
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

describe('a jump through a pipe', () => {
  const jumping = (elapsed: number): ViewEntity => ({
    kind: 'cat',
    piece: cat,
    position: { x: 1, y: 1 },
    motion: { from: { x: 1, y: 1 }, to: { x: 9, y: 5 }, elapsed, duration: 10, jump: true },
  });

  it('never slides across the map: the entity is at one end or the other', () => {
    expect(interpolatedTile(jumping(0), 0)).toEqual({ x: 1, y: 1 });
    expect(interpolatedTile(jumping(4), 0.5)).toEqual({ x: 1, y: 1 });
    expect(interpolatedTile(jumping(5), 0.2)).toEqual({ x: 9, y: 5 });
    expect(interpolatedTile(jumping(10), 0)).toEqual({ x: 9, y: 5 });
  });

  it('shrinks into the first pipe and grows out of the second', () => {
    expect(jumpScale(jumping(0), 0)).toBe(1);
    expect(jumpScale(jumping(2), 0.5)).toBeCloseTo(0.5);
    expect(jumpScale(jumping(5), 0)).toBeCloseTo(0);
    expect(jumpScale(jumping(7), 0.5)).toBeCloseTo(0.5);
    expect(jumpScale(jumping(10), 0)).toBe(1);
    expect(jumpScale(walking(3), 0)).toBe(1);
  });
});

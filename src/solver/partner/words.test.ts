import { describe, expect, it } from 'vitest';
import type { Cell } from '../../level/types';
import { actionOf, tilesOf } from './suggestEdits';
import type { PartnerEdit } from './variant';
import { percent, thisPiece } from './words';

const move = (route: readonly Cell[] | null): PartnerEdit => ({
  type: 'move',
  piece: 2,
  kind: 'dog',
  from: { x: 4, y: 6 },
  to: { x: 3, y: 3 },
  route,
  edit: { type: 'move', objectId: 7, x: 3, y: 3 },
});

describe("the partner's words", () => {
  it('names a piece as the palette does, and no tile: the board outlines it', () => {
    expect(thisPiece('dog')).toBe('this dog');
    expect(thisPiece('exit')).toBe('this exit');
  });

  it('says what a suggestion does without coordinates, and gives the tiles to outline (from, then to)', () => {
    expect(actionOf(move(null))).toBe('Move this dog');
    expect(tilesOf(move(null))).toEqual([
      { x: 4, y: 6 },
      { x: 3, y: 3 },
    ]);
    const route = [
      { x: 3, y: 3 },
      { x: 3, y: 4 },
    ];
    expect(actionOf(move(route))).toBe('Move this dog and its patrol');
    expect(tilesOf(move(route))).toEqual([{ x: 4, y: 6 }, { x: 3, y: 3 }, ...route]);
    const wall = (type: 'addWall' | 'removeWall'): PartnerEdit => ({
      type,
      at: { x: 5, y: 1 },
      edit: { type: 'paint', cells: [], terrain: 'wall' },
    });
    expect(actionOf(wall('addWall'))).toBe('Add a wall here');
    expect(actionOf(wall('removeWall'))).toBe('Remove this wall');
    expect(tilesOf(wall('addWall'))).toEqual([{ x: 5, y: 1 }]);
  });

  it('writes a share as whole percents, tenths below ten', () => {
    expect(percent(0.42)).toBe('42\u00a0%');
    expect(percent(0.054)).toBe('5.4\u00a0%');
  });
});

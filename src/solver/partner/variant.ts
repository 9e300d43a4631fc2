import type { Edit } from '../../level/edit';
import type { Piece } from '../../level/kinds/types';
import type { Cell, Level } from '../../level/types';

/**
 * A one-tap edit the design partner tries: what it does to the level (a piece moved, a wall added
 * or taken away) and the editor's own edit that does it (`edit`: one undo step in `LevelEditor`).
 */
export type PartnerEdit =
  | {
      readonly type: 'moveBone' | 'moveDog';
      /** The piece moved (its id in `Level.pieces`). */
      readonly piece: number;
      readonly from: Cell;
      readonly to: Cell;
      readonly edit: Edit;
    }
  | { readonly type: 'addWall' | 'removeWall'; readonly at: Cell; readonly edit: Edit };

/** The editor's edits for the partner's kinds of edit, on the map of `level` (tiles from 0,0). */
export function moveEdit(level: Level, piece: Piece, to: Cell): PartnerEdit | null {
  const objectId = piece.place.object?.id;
  if (objectId === undefined || (piece.kind !== 'bone' && piece.kind !== 'dog')) return null;
  return {
    type: piece.kind === 'bone' ? 'moveBone' : 'moveDog',
    piece: piece.id,
    from: { x: piece.x, y: piece.y },
    to,
    edit: { type: 'move', objectId, x: to.x + level.originX, y: to.y + level.originY },
  };
}

export function wallEdit(level: Level, at: Cell, wall: boolean): PartnerEdit {
  const cell = (at.y + level.originY) * level.map.width + at.x + level.originX;
  return {
    type: wall ? 'addWall' : 'removeWall',
    at,
    edit: { type: 'paint', cells: [cell], terrain: wall ? 'wall' : 'floor' },
  };
}

/**
 * The level the edit makes, without building it from its map again: a grid of its own with the wall
 * added (floor under it) or taken away (plain floor), or the piece on its new tile. The same level
 * the editor's map builds after the edit (the partner's tests build it so and compare).
 */
export function levelWith(level: Level, change: PartnerEdit): Level {
  if ('at' in change) {
    const grid = level.grid.clone();
    // A grid of its own: the searches' shared tables hold for the walls of the grid they were made on.
    grid.family = new Map();
    const i = change.at.y * level.width + change.at.x;
    grid.walls[i] = change.type === 'addWall' ? 1 : 0;
    grid.costs[i] = 1;
    grid.touch();
    return { ...level, grid };
  }
  const { to } = change;
  const pieces = level.pieces.map((p) =>
    p.id === change.piece ? { ...p, x: to.x, y: to.y, cell: to.y * level.width + to.x } : p,
  );
  return { ...level, pieces };
}

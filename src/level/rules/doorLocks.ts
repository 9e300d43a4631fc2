import type { Grid } from '../../grid';
import type { PlayState } from './playState';
import type { RuleLevel } from './ruleLevel';
import { blockedAt } from './stepInto';

/**
 * Keeps a copy of a level's grid in line with a play state for a path finder: the tiles pieces
 * close (doors the cat cannot open in that state) are walls, the others are floor. Only tiles that
 * change are touched, so a search's cached tables survive most calls.
 */
export class DoorLocks {
  private readonly locked: Uint8Array;

  constructor(
    private readonly level: RuleLevel,
    readonly grid: Grid,
  ) {
    this.locked = new Uint8Array(level.pieces.length);
  }

  /** Locks and unlocks `grid`'s door tiles for `state`; true when any changed. */
  apply(state: PlayState): boolean {
    let changed = false;
    const w = this.grid.width;
    for (const piece of this.level.blockers) {
      const locked = blockedAt(this.level, state, piece.cell) ? 1 : 0;
      if (locked === this.locked[piece.id]) continue;
      this.locked[piece.id] = locked;
      this.grid.setBlocked(piece.cell % w, Math.floor(piece.cell / w), locked === 1);
      changed = true;
    }
    return changed;
  }
}

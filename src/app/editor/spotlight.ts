import type { Cell } from '../../level/types';

/** What the board outlines for the finding or suggestion being looked at. */
export interface Spot {
  /** The tiles the words mean, outlined. */
  readonly tiles: readonly Cell[];
  /** A piece's move, drawn as an arrow from its tile to where it would go; null for none. */
  readonly arrow: readonly [Cell, Cell] | null;
}

const NONE: Spot = { tiles: [], arrow: null };

/**
 * The places the editor's words name, shown on the board instead of coordinates: a line or a
 * suggestion that names tiles outlines them while it is hovered, focused (Tab, or a tap on a phone)
 * or touched, and no longer once it is left. One at a time; the board reads `spot` when it draws.
 */
export class Spotlight {
  private current: Spot = NONE;
  private owner: HTMLElement | null = null;

  constructor(private readonly redraw: () => void) {}

  /** What the board outlines now. */
  get spot(): Spot {
    return this.current;
  }

  /** Outlines `spot` for `owner`; null ends what `owner` (or, without one, anything) outlined. */
  show(spot: Spot | null, owner: HTMLElement | null = null): void {
    if (spot === null && owner !== null && owner !== this.owner) return;
    this.current = spot ?? NONE;
    this.owner = spot ? owner : null;
    this.redraw();
  }

  /** Ends the outline when its owner is inside `container` (its words are being replaced). */
  release(container: HTMLElement): void {
    if (this.owner && container.contains(this.owner)) this.show(null);
  }

  /**
   * Outlines `spot` while `target` is hovered, focused or touched. A target that is no control of
   * its own is put in the Tab order, so a tap or Tab reaches it; nothing is outlined for no tiles.
   * Returns the functions that show and end it (a held finger's look calls them too).
   */
  watch(target: HTMLElement, spot: Spot): { on: () => void; off: () => void } {
    const on = () => this.show(spot, target);
    const off = () => this.show(null, target);
    if (spot.tiles.length === 0) return { on, off };
    if (target.tabIndex < 0) target.tabIndex = 0;
    target.dataset.tiles = spot.tiles.map((c) => `${c.x},${c.y}`).join(' ');
    target.addEventListener('pointerenter', on);
    target.addEventListener('focus', on);
    target.addEventListener('pointerdown', (e) => {
      if (e.pointerType !== 'mouse') on();
    });
    target.addEventListener('pointerleave', (e) => {
      // A finger lifted leaves too: its outline stays while the target keeps the focus it gave.
      if (document.activeElement !== target || e.pointerType === 'mouse') off();
    });
    target.addEventListener('blur', off);
    return { on, off };
  }
}

/** The spot of tiles a line names, with no arrow. */
export function spotOf(tiles: readonly Cell[]): Spot {
  return { tiles, arrow: null };
}

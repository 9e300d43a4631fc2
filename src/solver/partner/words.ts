import { builtInKind } from '../../level/kinds/table';
import type { KindName } from '../../level/kinds/types';
import type { Cell } from '../../level/types';

/**
 * A line of words that may name places on the board: the page outlines `tiles` while the line is
 * looked at (hovered, focused, tapped), so the words say "this bone" and need no coordinates.
 */
export interface PlacedLine {
  readonly text: string;
  /** The tiles the words mean, in order; empty when they name no place. */
  readonly tiles: readonly Cell[];
}

/** A percentage as the partner writes it: whole percents, tenths below ten; the sign never on a line of its own. */
export function percent(share: number): string {
  const p = share * 100;
  return `${p > 0 && p < 10 ? Math.round(p * 10) / 10 : Math.round(p)}\u00a0%`;
}

/** "this bone": a piece by the name the palette gives its kind (the board outlines which). */
export function thisPiece(kind: KindName): string {
  return `this ${(builtInKind(kind)?.className ?? kind).toLowerCase()}`;
}

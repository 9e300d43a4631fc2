import { KINDS } from '../../level/kinds/table';
import type { KindName } from '../../level/kinds/types';

/** A percentage as the partner writes it: whole percents, tenths below ten; the sign never on a line of its own. */
export function percent(share: number): string {
  const p = share * 100;
  return `${p > 0 && p < 10 ? Math.round(p * 10) / 10 : Math.round(p)}\u00a0%`;
}

/** "the bone at 4,5": a piece by its kind and tile. */
export function pieceAt(kind: KindName, x: number, y: number): string {
  return `the ${KINDS[kind].className.toLowerCase()} at ${x},${y}`;
}

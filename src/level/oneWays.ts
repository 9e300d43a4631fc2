import { entryBit, type Grid, type MoveRule } from '../grid';
import type { Piece } from './kinds/types';
import { compassOf } from './kinds/vocabulary';
import type { ProblemList } from './problems';

/**
 * Makes the tiles of one-way pieces (a kind's `oneWay`, a flap) one way in the level's grid: every
 * step of the rule that goes another way is banned from entering (`Grid.banEntries`), so the path
 * finders, the rules (`canStep`) and the solver's stretches all refuse it, exactly. The ways are
 * the map's tile axes, which name a step only on square tiles under the orthogonal or diagonal
 * rule: on a hex or staggered map (whose steps lean by the row), or under the knight's or a custom
 * rule, a one-way piece is an error at the piece.
 */
export function banOneWays(
  grid: Grid,
  rule: MoveRule,
  pieces: readonly Piece[],
  problems: ProblemList,
): void {
  for (const piece of pieces) {
    const ways = piece.def.oneWay;
    if (ways === undefined) continue;
    const why = unsupported(rule);
    if (why !== null) {
      problems.error(
        piece.place,
        `${piece.def.className} is one way (\`oneWay\`), which needs square tiles under the orthogonal or diagonal rule; ${why}`,
      );
      continue;
    }
    let bans = 0;
    for (const [dx, dy] of rule.offsets) if (!ways.includes(compassOf(dx, dy))) bans |= entryBit(dx, dy);
    grid.banEntries(piece.cell, bans);
  }
}

/** Why `rule`'s steps have no compass way each, or null when they do. */
function unsupported(rule: MoveRule): string | null {
  if (rule.stagger !== undefined) return `this map's rule is ${rule.name} (a hex or staggered map)`;
  if (rule.kind !== 'orthogonal' && rule.kind !== 'diagonal') return `this map's rule is ${rule.name}`;
  return null;
}

import { movementRange } from '../grid';
import type { LevelProblem } from '../level/problems';
import type { Cell, Level } from '../level/types';

/**
 * Things a designer should know about a level that do not decide its verdict, each at the piece's
 * place as Tiled shows it (layer, object, tile): a piece walls cut off from the cat's start (pieces
 * never block, doors count as open), a key no door of its colour needs, and, when there is a
 * solution, the bones and keys it never picks up.
 */
export function levelWarnings(level: Level, solutionTiles: readonly Cell[] | null): LevelProblem[] {
  const { grid, rule } = level;
  const w = grid.width;
  const reach = movementRange(grid, rule, level.cat.y * w + level.cat.x);
  const walked = new Set(solutionTiles?.map((c) => c.y * w + c.x));
  const warnings: LevelProblem[] = [];
  const warn = (place: LevelProblem['place'], message: string) =>
    warnings.push({ severity: 'warning', place, message });
  for (const piece of level.pieces) {
    if (piece.kind === 'cat' || piece.kind === 'pipe') continue;
    const name = piece.def.className.toLowerCase();
    const cells = piece.route ?? [piece.cell];
    const colour = piece.colour ?? 'red';
    if (
      piece.kind === 'key' &&
      !level.pieces.some((p) => p.kind === 'door' && (p.colour ?? 'red') === colour)
    ) {
      warn(
        piece.place,
        `this ${colour} key opens nothing: the level has no ${colour} door; add a Door with colour ${colour}, or remove the key`,
      );
    } else if (!cells.some((c) => Number.isFinite(reach[c]))) {
      warn(
        piece.place,
        `the cat can never reach this ${name} from its start: open a way to it, or remove it`,
      );
    } else if (
      solutionTiles !== null &&
      (piece.kind === 'bone' || piece.kind === 'key') &&
      !walked.has(piece.cell)
    ) {
      warn(
        piece.place,
        `this ${name} is not needed: the solution wins at par without it (fine for a decoy; else make the way through it cheaper)`,
      );
    }
  }
  return warnings;
}

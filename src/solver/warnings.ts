import { movementRange } from '../grid';
import { KINDS } from '../level/kinds/table';
import type { Cell, Level } from '../level/types';

/**
 * Things a designer should know about a level that do not decide its verdict. Each is a plain
 * fact, with the tile as Tiled shows it: a piece walls cut off from the cat's start (pieces never
 * block, doors count as open), and, when there is a solution, the bones and keys it never picks up.
 */
export function levelWarnings(level: Level, solutionTiles: readonly Cell[] | null): string[] {
  const { grid, rule } = level;
  const w = grid.width;
  const reach = movementRange(grid, rule, level.cat.y * w + level.cat.x);
  const walked = new Set(solutionTiles?.map((c) => c.y * w + c.x));
  const warnings: string[] = [];
  for (const piece of level.pieces) {
    if (piece.kind === 'cat' || piece.kind === 'pipe') continue;
    const name = KINDS[piece.kind].className.toLowerCase();
    const where = `tile ${piece.x + level.originX},${piece.y + level.originY}`;
    const cells = piece.route ?? [piece.cell];
    if (!cells.some((c) => Number.isFinite(reach[c]))) {
      warnings.push(`the ${name} at ${where} can never be reached from the cat's start`);
    } else if (
      solutionTiles !== null &&
      (piece.kind === 'bone' || piece.kind === 'key') &&
      !walked.has(piece.cell)
    ) {
      warnings.push(`the ${name} at ${where} is not needed: the solution wins at par without it`);
    }
  }
  return warnings;
}

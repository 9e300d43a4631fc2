import { movementRange } from '../grid';
import type { Cell, Level } from '../level/types';
import { tile } from './words';

/**
 * Things a designer should know about a level that do not decide its verdict. Each is a plain
 * fact: a piece walls cut off from the cat's start (dogs and bones never block), two pieces of the
 * same kind on one tile, and, when there is a solution, the bones it never picks up.
 */
export function levelWarnings(level: Level, solutionTiles: readonly Cell[] | null): string[] {
  const { grid, rule } = level;
  const w = grid.width;
  const reach = movementRange(grid, rule, level.cat.y * w + level.cat.x);
  const reachable = (c: Cell): boolean => Number.isFinite(reach[c.y * w + c.x]);
  const warnings: string[] = [];
  const twice = (cells: readonly Cell[], what: string): void => {
    const seen = new Set<number>();
    for (const c of cells) {
      const i = c.y * w + c.x;
      if (seen.has(i)) warnings.push(`two ${what}s stand on ${tile(c.x, c.y)}: they count as one`);
      seen.add(i);
    }
  };
  twice(level.bones, 'bone');
  twice(level.dogs, 'dog');
  for (const e of level.exits) {
    if (!reachable(e)) warnings.push(`the exit at ${tile(e.x, e.y)} cannot be reached from the cat's start`);
  }
  for (const d of level.dogs) {
    if (!reachable(d)) warnings.push(`the dog at ${tile(d.x, d.y)} can never be reached`);
  }
  const walked = new Set(solutionTiles?.map((c) => c.y * w + c.x));
  for (const b of level.bones) {
    if (!reachable(b)) warnings.push(`the bone at ${tile(b.x, b.y)} can never be reached`);
    else if (solutionTiles !== null && !walked.has(b.y * w + b.x)) {
      warnings.push(`the bone at ${tile(b.x, b.y)} is not needed: the solution wins at par without it`);
    }
  }
  return warnings;
}

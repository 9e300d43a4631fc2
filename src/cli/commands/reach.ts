import { formatCost, type Grid, type MoveRule, movementRange } from '../../grid';
import { boardText } from '../boardText';
import { type CliIo, EXIT_OK, UsageError } from '../cliIo';
import { parseArgs, parseCell } from '../gridArgs';
import { loadLevelFile } from '../levelFile';
import { rootOption } from '../nodeFiles';

/**
 * `maze-cat reach <level> [--from x,y] [--budget N] [--root DIR]` (docs/cli.md): the movement range, by
 * cost-bounded Dijkstra over the level's rule and terrain. Dogs and bones do not block.
 */
export async function run(args: string[], io: CliIo): Promise<number> {
  const parsed = parseArgs(args, ['--from', '--budget', '--root'], []);
  if (parsed.positional.length !== 1)
    throw new UsageError('reach takes one level: reach <level> [--from x,y] [--budget N] [--root DIR]');
  const root = rootOption(parsed.options.get('--root'));
  const file = parsed.positional[0];
  const budgetText = parsed.options.get('--budget');
  const budget = budgetText === undefined ? undefined : Number(budgetText);
  if (budget !== undefined && !(budget >= 0))
    throw new UsageError(`--budget takes a number of at least 0, got "${budgetText}"`);
  const level = await loadLevelFile(file, root);
  const fromText = parsed.options.get('--from');
  const start =
    fromText === undefined
      ? level.grid.index(level.cat.x, level.cat.y)
      : parseCell(fromText, '--from', level.grid, file);
  if (level.grid.walls[start] === 1) throw new UsageError(`${file}: --from: ${fromText} is a wall`);
  const limit = budget ?? level.energy ?? Number.POSITIVE_INFINITY;
  io.out(formatReach(level.grid, movementRange(level.grid, level.rule, start, limit), level.rule));
  return EXIT_OK;
}

/**
 * The range as rows of space-separated tokens: `#` wall, `.` out of reach, else the least cost
 * (`0` at the start; whole numbers without a point, others with two decimals); on a hex or
 * staggered map (a `rule` that staggers) in the grid's own layout (`boardText`).
 */
export function formatReach(grid: Grid, costs: Float64Array, rule?: MoveRule): string {
  const rows: string[][] = [];
  for (let y = 0; y < grid.height; y++) {
    const tokens: string[] = [];
    for (let x = 0; x < grid.width; x++) {
      const i = y * grid.width + x;
      if (grid.walls[i] === 1) tokens.push('#');
      else if (costs[i] === Number.POSITIVE_INFINITY) tokens.push('.');
      else tokens.push(formatCost(costs[i]));
    }
    rows.push(tokens);
  }
  return boardText(rows, rule?.stagger);
}

import {
  formatCost,
  type Grid,
  type MoveRule,
  ORTHOGONAL,
  type Path,
  PathFinder,
  parseMoveRule,
  roundCost,
} from '../../grid';
import { type CliIo, EXIT_FINDING, EXIT_OK, UsageError } from '../cliIo';
import { drawChars, drawingTooLarge, terrainChars } from '../drawLevel';
import { parseArgs, parseCell } from '../gridArgs';
import { loadLevelFile } from '../levelFile';
import { parseMovingAiMap } from '../movingAiMap';
import { readTextFile, rootOption } from '../nodeFiles';

/**
 * `maze-cat path <map> --from x,y --to x,y [--rule R] [--json] [--root DIR]` (docs/cli.md): the cheapest path on a
 * Tiled level (its own rule by default) or a Moving AI `.map` (orthogonal by default). Exits 1 when
 * there is no path.
 */
export async function run(args: string[], io: CliIo): Promise<number> {
  const parsed = parseArgs(args, ['--from', '--to', '--rule', '--root'], ['--json']);
  if (parsed.positional.length !== 1)
    throw new UsageError(
      'path takes one map: path <map> --from x,y --to x,y [--rule R] [--json] [--root DIR]',
    );
  const root = rootOption(parsed.options.get('--root'));
  const from = parsed.options.get('--from');
  const to = parsed.options.get('--to');
  if (from === undefined || to === undefined) throw new UsageError('path needs --from x,y and --to x,y');
  const file = parsed.positional[0];
  const { grid, rule: ownRule } = await loadGrid(file, root);
  const ruleText = parsed.options.get('--rule');
  const rule = ruleText === undefined ? ownRule : ruleOption(ruleText);
  const start = parseCell(from, '--from', grid, file);
  const goal = parseCell(to, '--to', grid, file);
  const path = new PathFinder(grid, rule).find(start, goal);
  io.out(parsed.flags.has('--json') ? pathJson(grid, path) : pathText(grid, path, rule));
  return path ? EXIT_OK : EXIT_FINDING;
}

/**
 * A map file as a grid and its default rule: `.map` by the Moving AI parser (one file, naming no
 * other), anything else as a Tiled level read inside `root` or its project folder.
 */
async function loadGrid(file: string, root: string | undefined): Promise<{ grid: Grid; rule: MoveRule }> {
  if (file.toLowerCase().endsWith('.map')) {
    const text = await readTextFile(file).catch((error: Error) => {
      throw new UsageError(`${file}: ${error.message}`);
    });
    return { grid: parseMovingAiMap(text, file), rule: ORTHOGONAL };
  }
  const level = await loadLevelFile(file, root);
  return { grid: level.grid, rule: level.rule };
}

/** `--rule` as a usage error when it does not parse. */
export function ruleOption(text: string): MoveRule {
  try {
    return parseMoveRule(text);
  } catch (error) {
    throw new UsageError(`--rule: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** `{"cost": ..., "moves": ..., "path": [[x, y], ...]}`, nulls when there is no path. */
export function pathJson(grid: Grid, path: Path | null): string {
  if (!path) return '{"cost": null, "moves": null, "path": null}\n';
  const cells = Array.from(path.cells, (c) => `[${c % grid.width}, ${Math.floor(c / grid.width)}]`);
  return `{"cost": ${roundCost(path.cost)}, "moves": ${path.cells.length - 1}, "path": [${cells.join(', ')}]}\n`;
}

/**
 * The path for people: cost, moves and the tiles as `x,y`; under a hex or staggered rule (one that
 * staggers) also the board in the grid's own layout, the path's tiles marked `*` on the drawing's
 * other characters (`terrainChars`), as `reach` and `check` print it.
 */
export function pathText(grid: Grid, path: Path | null, rule?: MoveRule): string {
  if (!path) return 'no path\n';
  const cells = Array.from(path.cells, (c) => `${c % grid.width},${Math.floor(c / grid.width)}`);
  const text = `cost: ${formatCost(path.cost)}\nmoves: ${path.cells.length - 1}\npath: ${cells.join(' ')}\n`;
  if (!rule?.stagger) return text;
  const tooLarge = drawingTooLarge(grid.width, grid.height);
  if (tooLarge) return text + tooLarge;
  const chars = terrainChars(grid);
  for (const c of path.cells) chars[c] = '*';
  return text + drawChars(chars, grid.width, rule.stagger);
}

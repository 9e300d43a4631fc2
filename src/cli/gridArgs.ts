import type { Grid } from '../grid';
import { UsageError } from './cliIo';

/**
 * Argument helpers shared by the grid commands (`distances`, `reach`, `path`, `scen`): options
 * with values, flags, and `x,y` cells checked against the map.
 */

/** Arguments split into positionals, `--name value` options and `--flag` flags. */
export interface ParsedArgs {
  readonly positional: string[];
  readonly options: Map<string, string>;
  readonly flags: Set<string>;
}

/** Splits `args`; `valued` names the options that take a value, `flags` those that do not. Unknown names are usage errors. */
export function parseArgs(
  args: readonly string[],
  valued: readonly string[],
  flags: readonly string[],
): ParsedArgs {
  const parsed: ParsedArgs = { positional: [], options: new Map(), flags: new Set() };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (!arg.startsWith('--')) {
      parsed.positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = eq === -1 ? arg : arg.slice(0, eq);
    if (flags.includes(name) && eq === -1) parsed.flags.add(name);
    else if (valued.includes(name)) {
      const value = eq === -1 ? args[++i] : arg.slice(eq + 1);
      if (value === undefined) throw new UsageError(`${name} needs a value`);
      parsed.options.set(name, value);
    } else throw new UsageError(`unknown option ${name}`);
  }
  return parsed;
}

/** Reads `x,y` (0-based) and checks that it lies on the grid; returns the cell index. */
export function parseCell(text: string, option: string, grid: Grid, file: string): number {
  const match = /^\s*(-?\d+)\s*,\s*(-?\d+)\s*$/.exec(text);
  if (!match) throw new UsageError(`${option} takes x,y (two whole numbers), got "${text}"`);
  const x = Number(match[1]);
  const y = Number(match[2]);
  if (!grid.inBounds(x, y))
    throw new UsageError(`${file}: ${option}: ${x},${y} is outside the ${grid.width}x${grid.height} map`);
  return grid.index(x, y);
}

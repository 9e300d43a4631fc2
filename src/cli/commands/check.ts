import { dirname } from 'node:path';
import type { Level } from '../../level/types';
import { formatCost, type LevelSolution, roundCost, solveLevel } from '../../solver';
import { MapError } from '../../tiled/mapError';
import { type CliIo, EXIT_FINDING, EXIT_OK, UsageError } from '../cliIo';
import { drawLevel } from '../drawLevel';
import { errorLine, shown, terminalLine } from '../terminalText';

/** One file's report, as `--json` prints it. Tiles are `[x, y]` level cells. */
export interface CheckReport {
  readonly file: string;
  readonly valid: boolean;
  readonly solvable: boolean;
  readonly verdict: 'solvable' | 'unsolvable' | 'unknown' | 'invalid';
  readonly reason: string | null;
  readonly title: string | null;
  readonly width: number | null;
  readonly height: number | null;
  readonly bones: number | null;
  readonly dogs: number | null;
  readonly exits: number | null;
  readonly rule: string | null;
  readonly energy: number | null;
  readonly par: number | null;
  readonly solution: readonly (readonly [number, number])[];
  readonly errors: readonly string[];
  readonly warnings: readonly string[];
}

/**
 * `maze-cat check <level>... [--json]` (GAME.md §3): validates each file as a Maze Cat level and
 * solves it. Exit 0 when every level is valid, solvable and matches its `par` property if it has
 * one; 1 on any finding; 2 on bad usage.
 */
export async function run(args: string[], io: CliIo): Promise<number> {
  let json = false;
  const files: string[] = [];
  for (const arg of args) {
    if (arg === '--json') json = true;
    else if (arg.startsWith('--'))
      throw new UsageError(`check: unknown option "${arg}" (usage: check <level>... [--json])`);
    else files.push(arg);
  }
  if (files.length === 0)
    throw new UsageError('check needs at least one level file (usage: check <level>... [--json])');

  const reports: CheckReport[] = [];
  for (const file of files) {
    const report = await checkFile(file);
    reports.push(report.report);
    for (const error of report.report.errors) io.err(errorLine(error));
    if (!json) io.out(report.text);
  }
  if (json) io.out(`${JSON.stringify(reports, null, 2)}\n`);
  const ok = reports.every((r) => r.valid && r.solvable && r.errors.length === 0);
  return ok ? EXIT_OK : EXIT_FINDING;
}

/** Loads, solves and reports one file; never throws for a bad level. */
export async function checkFile(file: string): Promise<{ report: CheckReport; text: string }> {
  let level: Level;
  try {
    const [{ loadLevel }, { nodeReadFile }] = await Promise.all([
      import('../../level/loadLevel'),
      import('../nodeFiles'),
    ]);
    level = await loadLevel(file, nodeReadFile(dirname(file)));
  } catch (error) {
    const message =
      error instanceof MapError
        ? error.message
        : `${file}: (file): ${error instanceof Error ? error.message : String(error)}`;
    return {
      report: invalidReport(file, message),
      text: `${terminalLine(file)}\n  invalid: see the error below\n\n`,
    };
  }
  const solution = solveLevel(level);
  const errors: string[] = [];
  if (solution.verdict === 'solvable' && level.par !== null && !parMatches(level.par, solution.par ?? 0)) {
    errors.push(
      `${file}: properties.par: the map says par ${formatCost(level.par)} but the solver's par is ${formatCost(solution.par ?? 0)}`,
    );
  }
  const report: CheckReport = {
    file,
    valid: true,
    solvable: solution.verdict === 'solvable',
    verdict: solution.verdict,
    reason: solution.reason,
    title: level.title,
    width: level.width,
    height: level.height,
    bones: level.bones.length,
    dogs: level.dogs.length,
    exits: level.exits.length,
    rule: level.rule.name,
    energy: level.energy,
    par: solution.par,
    solution: solution.taps.map((c) => [c.x, c.y] as const),
    errors,
    warnings: [...level.warnings, ...solution.warnings],
  };
  return { report, text: describeLevel(level, solution, report) };
}

/** A designer's par written to one decimal matches the solver's when both print the same. */
function parMatches(written: number, solved: number): boolean {
  return Math.abs(written - solved) < 1e-6 || formatCost(written) === formatCost(roundCost(solved));
}

function invalidReport(file: string, message: string): CheckReport {
  return {
    file,
    valid: false,
    solvable: false,
    verdict: 'invalid',
    reason: null,
    title: null,
    width: null,
    height: null,
    bones: null,
    dogs: null,
    exits: null,
    rule: null,
    energy: null,
    par: null,
    solution: [],
    errors: [message],
    warnings: [],
  };
}

function describeLevel(level: Level, solution: LevelSolution, report: CheckReport): string {
  const lines = [
    terminalLine(report.file),
    `  title:    ${level.title === '' ? '(none)' : shown(level.title)}`,
    `  size:     ${level.width} x ${level.height}`,
    `  pieces:   ${plural(level.bones.length, 'bone')}, ${plural(level.dogs.length, 'dog')}, ${plural(level.exits.length, 'exit')}`,
    `  rule:     ${level.rule.name}`,
    `  energy:   ${level.energy === null ? 'unlimited' : formatCost(level.energy)}`,
    `  verdict:  ${solution.verdict}${solution.reason === null ? '' : `: ${terminalLine(solution.reason)}`}`,
  ];
  if (solution.par !== null) {
    lines.push(
      `  par:      ${formatCost(solution.par)}${level.par === null ? '' : ` (the map says ${formatCost(level.par)})`}`,
    );
    lines.push(`  solution: ${solution.taps.map((c) => `${c.x},${c.y}`).join(' ')}`);
  }
  for (const warning of report.warnings) lines.push(`  warning:  ${terminalLine(warning)}`);
  const drawing = drawLevel(level, solution.path, solution.taps)
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => `    ${line}`);
  return `${[...lines, '', ...drawing].join('\n')}\n\n`;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

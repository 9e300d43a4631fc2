import { formatCost, parAgrees } from '../../grid';
import { KIND_LIST } from '../../level/kinds/table';
import type { KindName } from '../../level/kinds/types';
import { formatPlace, LevelError } from '../../level/problems';
import { type Level, piecesOf } from '../../level/types';
import { type LevelSolution, solveLevel } from '../../solver';
import { type Difficulty, measureDifficulty, winsAtPar } from '../../solver/difficulty';
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
  /** Pieces by kind (src/level/kinds), the cat left out. */
  readonly pieces: Readonly<Record<string, number>> | null;
  readonly rule: string | null;
  readonly energy: number | null;
  readonly par: number | null;
  readonly solution: readonly (readonly [number, number])[];
  /** How hard the level is (docs/levels.md), for a solvable level. */
  readonly difficulty: Difficulty | null;
  readonly errors: readonly string[];
  readonly warnings: readonly string[];
}

/**
 * `maze-cat check <level>... [--json]` (docs/cli.md): validates each file as a Maze Cat level and
 * solves it. Exit 0 when every level is valid, solvable and its `par` property, if it has one, agrees
 * with the solver's (`parAgrees`); 1 on any finding; 2 on bad usage.
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

/** The error lines for a level that did not load: each problem as `file: place: what`. */
export function loadErrorLines(file: string, error: unknown): string[] {
  if (error instanceof LevelError)
    return error.problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${file}: ${formatPlace(p.place)}: ${p.message}`);
  if (error instanceof MapError) return [error.message];
  return [`${file}: (file): ${error instanceof Error ? error.message : String(error)}`];
}

/** Loads, solves and reports one file; never throws for a bad level. */
export async function checkFile(file: string): Promise<{ report: CheckReport; text: string }> {
  let level: Level;
  try {
    const { loadLevelFile } = await import('../levelFile');
    level = await loadLevelFile(file);
  } catch (error) {
    const messages = loadErrorLines(file, error);
    return {
      report: invalidReport(file, messages),
      text: `${terminalLine(file)}\n  invalid: see the errors below\n\n`,
    };
  }
  const solution = solveLevel(level);
  const errors: string[] = [];
  if (solution.verdict === 'solvable' && level.par !== null && !parAgrees(level.par, solution.par ?? 0)) {
    errors.push(
      `${file}: properties.par: the map says par ${formatCost(level.par)} but the solver's par is ${formatCost(solution.par ?? 0)}`,
    );
  }
  // The walks within par are a search a few times the solver's own; past that, no measure.
  const difficulty =
    solution.par !== null
      ? measureDifficulty(level, solution.par, { maxStates: Math.max(100_000, 4 * solution.states) })
      : null;
  const naiveWarning =
    difficulty && !difficulty.beatsNaive && !level.tutorial ? naivePlayWarning(difficulty, solution) : null;
  const report: CheckReport = {
    file,
    valid: true,
    solvable: solution.verdict === 'solvable',
    verdict: solution.verdict,
    reason: solution.reason,
    title: level.title,
    width: level.width,
    height: level.height,
    bones: piecesOf(level, 'bone').length,
    dogs: piecesOf(level, 'dog').length,
    exits: piecesOf(level, 'exit').length,
    pieces: pieceCounts(level),
    rule: level.rule.name,
    energy: level.energy,
    par: solution.par,
    solution: solution.taps.map((c) => [c.x, c.y] as const),
    difficulty,
    errors,
    warnings: [
      ...level.warnings.map((w) => `${formatPlace(w.place)}: ${w.message}`),
      ...solution.warnings,
      ...(naiveWarning ? [naiveWarning] : []),
    ],
  };
  return { report, text: describeLevel(level, solution, report) };
}

function invalidReport(file: string, messages: readonly string[]): CheckReport {
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
    pieces: null,
    rule: null,
    energy: null,
    par: null,
    solution: [],
    difficulty: null,
    errors: messages,
    warnings: [],
  };
}

function describeLevel(level: Level, solution: LevelSolution, report: CheckReport): string {
  const lines = [
    terminalLine(report.file),
    `  title:    ${level.title === '' ? '(none)' : shown(level.title)}`,
    `  size:     ${level.width} x ${level.height}`,
    `  pieces:   ${Object.entries(report.pieces ?? {})
      .map(([kind, n]) => plural(n, kind))
      .join(', ')}`,
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
  if (report.difficulty) lines.push(`  depth:    ${describeDifficulty(report.difficulty, solution)}`);
  else if (solution.par !== null)
    lines.push('  depth:    not measured: the walks within par are too many to search');
  for (const warning of report.warnings) lines.push(`  warning:  ${terminalLine(warning)}`);
  const drawing = drawLevel(level, solution.path, solution.taps)
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => `    ${line}`);
  return `${[...lines, '', ...drawing].join('\n')}\n\n`;
}

/** The strategies that win at par, by name. */
function naiveWinners(difficulty: Difficulty, solution: LevelSolution): string[] {
  return difficulty.naive.filter((n) => winsAtPar(n, solution.par ?? 0)).map((n) => n.strategy);
}

/** One line: the score and band, naive play, traps, optimal solutions, the search's size. */
function describeDifficulty(d: Difficulty, solution: LevelSolution): string {
  const winners = naiveWinners(d, solution);
  const naive = d.beatsNaive ? 'beats naive play' : `naive play wins at par (${winners.join(', ')})`;
  const solutions = `${d.solutions}${d.solutionsCapped ? '+' : ''} optimal solution${d.solutions === 1 ? '' : 's'} (${d.piecesMet} piece${d.piecesMet === 1 ? '' : 's'} met)`;
  return `score ${d.score} (${d.band}), ${naive}, traps ${Math.round(d.traps * 100)}% of ${d.firstTaps}${d.trapsSampled ? ' sampled' : ''} first taps, ${solutions}, ${d.states} states`;
}

function naivePlayWarning(d: Difficulty, solution: LevelSolution): string {
  return (
    `naive play wins at par (${naiveWinners(d, solution).join(', ')}): the level is not a puzzle yet ` +
    '(a level that teaches can say so with the map property tutorial = true)'
  );
}

/** How many pieces of each kind besides the cat, in the kinds table's order (bones, dogs, exits always). */
function pieceCounts(level: Level): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const kind of KIND_LIST) {
    const n = piecesOf(level, kind.name as KindName).length;
    if (kind.name !== 'cat' && (n > 0 || ['bone', 'dog', 'exit'].includes(kind.name))) counts[kind.name] = n;
  }
  return counts;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

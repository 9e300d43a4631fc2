import { formatCost } from '../../grid';
import { levelKinds } from '../../level/levelKinds';
import {
  formatPlace,
  LevelError,
  type LevelProblem,
  type PlaceFields,
  placeFields,
  problemsOf,
} from '../../level/problems';
import { isShelfFile } from '../../level/shelfInfo';
import { type Level, piecesOf } from '../../level/types';
import { critique, findingsDespiteErrors, type LevelSolution, parProblem, solveLevel } from '../../solver';
import { type Difficulty, describeChance, describeDifficulty, levelDepth } from '../../solver/difficulty';
import { judgeShelfLevel } from '../../solver/shelfRules';
import type { ProjectTypes } from '../../tiled/projectTypes';
import { type CliIo, EXIT_FINDING, EXIT_OK, UsageError } from '../cliIo';
import { drawLevel } from '../drawLevel';
import { parseArgs } from '../gridArgs';
import { kindClassProblems } from '../kindClassProblems';
import { type FileRoot, projectRoot, projectTypes, rootOption } from '../nodeFiles';
import { shown, terminalLine } from '../terminalText';

/**
 * One thing wrong with a level, as `--json` prints it: the file it is in (a tileset or template
 * the map uses, or the map itself), its place as Tiled shows it, and what is wrong with the fix.
 */
export interface CheckProblem {
  readonly file: string;
  readonly severity: 'error' | 'warning';
  readonly place: PlaceFields;
  readonly message: string;
}

/** One file's report, as `--json` prints it. Solution tiles are `[x, y]` level cells. */
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
  /** The solver's par. */
  readonly par: number | null;
  /** The par the map's `par` property gives, if any. */
  readonly mapPar: number | null;
  readonly solution: readonly (readonly [number, number])[];
  /** How hard the level is (docs/levels.md), for a solvable level. */
  readonly difficulty: Difficulty | null;
  readonly errors: readonly CheckProblem[];
  readonly warnings: readonly CheckProblem[];
}

const USAGE = 'usage: check <level>... [--json] [--strict] [--shelf] [--root DIR] [--project FILE]';

/**
 * `maze-cat check <level>... [--json] [--strict] [--shelf] [--root DIR] [--project FILE]`
 * (docs/cli.md): validates each file as a Maze Cat level and solves it, reading inside `--root`,
 * else the folder the Tiled project FILE gives in its `mazeCatRoot` property (Tiled's Check level
 * passes its project), else each level's project folder, as the Tiled extension reads. Every mistake of a file is reported in its own report, each at its place.
 * With `--project`, the project's kind classes a map uses are checked too, as Tiled's on-save check
 * does (a mistake in one is an error; a map whose `kinds` property they would change, a warning).
 * Exit 0 when every level is valid, solvable and its `par` property, if it has one, agrees with the
 * solver's (`parAgrees`), a map in a `community/` folder (or every map, with `--shelf`) passes the
 * shelf's judgement (src/solver/shelfRules.ts), and, with `--strict`, has no warnings; 1 on any
 * finding; 2 on bad usage.
 */
export async function run(args: string[], io: CliIo): Promise<number> {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs(args, ['--root', '--project'], ['--json', '--strict', '--shelf']);
  } catch (error) {
    throw error instanceof UsageError ? new UsageError(`check: ${error.message} (${USAGE})`) : error;
  }
  const { positional: files, flags } = parsed;
  const json = flags.has('--json');
  const strict = flags.has('--strict');
  const project = parsed.options.get('--project');
  const root =
    rootOption(parsed.options.get('--root')) ??
    (project === undefined ? undefined : await projectRoot(project));
  const kindClasses = project === undefined ? undefined : await projectTypes(project);
  if (files.length === 0) throw new UsageError(`check needs at least one level file (${USAGE})`);

  const reports: CheckReport[] = [];
  for (const file of files) {
    const report = await checkFile(file, root, flags.has('--shelf'), kindClasses);
    reports.push(report.report);
    if (!json) io.out(report.text);
  }
  if (json) io.out(`${JSON.stringify(reports, null, 2)}\n`);
  const ok = reports.every(
    (r) => r.valid && r.solvable && r.errors.length === 0 && (!strict || r.warnings.length === 0),
  );
  return ok ? EXIT_OK : EXIT_FINDING;
}

const toCheckProblem = (file: string, p: LevelProblem): CheckProblem => ({
  file,
  severity: p.severity,
  place: placeFields(p.place),
  message: p.message,
});

/** The error lines for a level that did not load: each error as `file: place: what`. */
export function loadErrorLines(file: string, error: unknown): string[] {
  return problemsOf(error, file)
    .filter((f) => f.problem.severity === 'error')
    .map((f) => `${f.file}: ${formatPlace(f.problem.place)}: ${f.problem.message}`);
}

/**
 * Loads (inside `root`, when given), solves and reports one file, judged as a shelf level when it
 * is in a `community/` folder or `shelf` is set; never throws for a bad level.
 */
export async function checkFile(
  file: string,
  root?: string | FileRoot,
  shelf = false,
  kindClasses?: ProjectTypes,
): Promise<{ report: CheckReport; text: string }> {
  // The project's kind classes the map uses: their mistakes, and a `kinds` property they would change.
  const classFound = kindClasses ? await kindClassProblems(file, root, kindClasses) : [];
  const classErrors = classFound.filter((p) => p.severity === 'error');
  const classWarnings = classFound.filter((p) => p.severity === 'warning');
  let level: Level;
  try {
    const { loadLevelFile } = await import('../levelFile');
    level = await loadLevelFile(file, root);
  } catch (error) {
    const found = problemsOf(error, file).map((f) => toCheckProblem(f.file, f.problem));
    const solverFound = await solveDespiteErrors(file, error, root);
    const report = invalidReport(
      file,
      [...classErrors, ...found.filter((p) => p.severity === 'error')],
      [...classWarnings, ...found.filter((p) => p.severity === 'warning'), ...solverFound],
    );
    return { report, text: describeInvalid(report) };
  }
  const solution = solveLevel(level);
  // A shelf level's errors are the shelf's judgement (which holds the par's and its own rule of
  // naive play); any other level's, a par that disagrees, with naive play a warning.
  const {
    difficulty,
    errors: found,
    naivePlay,
  } = shelf || isShelfFile(file) ? shelfFindings(level, solution) : plainFindings(level, solution);
  const errors = [...classErrors, ...found.map((p) => toCheckProblem(file, p))];
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
    mapPar: level.par,
    solution: solution.taps.map((c) => [c.x, c.y] as const),
    difficulty,
    errors,
    warnings: [
      ...classWarnings,
      ...[
        ...level.warnings,
        ...(solution.problems ?? []),
        ...critique(level, solution),
        ...(naivePlay ? [naivePlay] : []),
      ].map((w) => toCheckProblem(file, w)),
    ],
  };
  return { report, text: describeLevel(level, solution, report) };
}

interface Findings {
  readonly difficulty: Difficulty | null;
  readonly errors: readonly LevelProblem[];
  readonly naivePlay: LevelProblem | null;
}

function shelfFindings(level: Level, solution: LevelSolution): Findings {
  const { difficulty, problems } = judgeShelfLevel(level, solution);
  return { difficulty, errors: problems, naivePlay: null };
}

function plainFindings(level: Level, solution: LevelSolution): Findings {
  const mismatch = parProblem(level, solution);
  const { difficulty, problem } = levelDepth(level, solution);
  return { difficulty, errors: mismatch ? [mismatch] : [], naivePlay: problem };
}

/** The solver's findings in a level refused for its errors (`findingsDespiteErrors`). */
async function solveDespiteErrors(
  file: string,
  error: unknown,
  root?: string | FileRoot,
): Promise<CheckProblem[]> {
  if (!(error instanceof LevelError)) return [];
  const { loadLevelFileDespiteErrors } = await import('../levelFile');
  const level = await loadLevelFileDespiteErrors(file, root);
  return level ? findingsDespiteErrors(level).map((p) => toCheckProblem(file, p)) : [];
}

function invalidReport(
  file: string,
  errors: readonly CheckProblem[],
  warnings: readonly CheckProblem[],
): CheckReport {
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
    mapPar: null,
    solution: [],
    difficulty: null,
    errors,
    warnings,
  };
}

/** The report's problems, one line each: `error:` or `warning:`, the place, what is wrong. */
function problemLines(report: CheckReport): string[] {
  return [...report.errors, ...report.warnings].map((p) => {
    const where = [p.file === report.file ? '' : p.file, p.place.text].filter((s) => s !== '').join(': ');
    return `  ${`${p.severity}:`.padEnd(10)}${terminalLine(where === '' ? p.message : `${where}: ${p.message}`)}`;
  });
}

function describeInvalid(report: CheckReport): string {
  const counts = [plural(report.errors.length, 'error'), plural(report.warnings.length, 'warning')];
  const lines = [
    terminalLine(report.file),
    `  verdict:  invalid (${counts.join(', ')})`,
    ...problemLines(report),
  ];
  return `${lines.join('\n')}\n\n`;
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
  if (report.difficulty) {
    lines.push(`  depth:    ${describeDifficulty(report.difficulty, solution.par ?? 0)}`);
    lines.push(`  chance:   ${describeChance(report.difficulty)}`);
  } else if (solution.par !== null)
    lines.push('  depth:    not measured: the walks within par are too many to search');
  lines.push(...problemLines(report));
  const drawing = drawLevel(level, solution.path, solution.taps)
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => `    ${line}`);
  return `${[...lines, '', ...drawing].join('\n')}\n\n`;
}

/** How many pieces of each kind besides the cat, in the kinds table's order (bones, dogs, exits always). */
function pieceCounts(level: Level): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const kind of levelKinds(level).list) {
    const n = piecesOf(level, kind.name).length;
    if (kind.name !== 'cat' && (n > 0 || ['bone', 'dog', 'exit'].includes(kind.name))) counts[kind.name] = n;
  }
  return counts;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

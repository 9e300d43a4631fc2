import { agreesAsWritten, DIAGONAL, type Grid, type MoveRule, ORTHOGONAL, PathFinder } from '../../grid';
import { type CliIo, EXIT_FINDING, EXIT_OK, UsageError } from '../cliIo';
import { parseArgs } from '../gridArgs';
import { parseMovingAiMap, parseScenarios, type Scenario } from '../movingAiMap';
import { readTextFile } from '../nodeFiles';

/** What `scen` found: how many problems, how many had the optimal length, and the median query time. */
export interface ScenarioReport {
  readonly problems: number;
  readonly optimal: number;
  readonly medianMs: number;
}

/**
 * `maze-cat scen <file.map> <file.map.scen> [--rule diagonal|orthogonal] [--json]` (docs/cli.md).
 * Diagonal by default, the rule the scenario lengths are computed for. Exits 1 when, under the
 * diagonal rule, some length is not the optimal one.
 */
export async function run(args: string[], io: CliIo): Promise<number> {
  const parsed = parseArgs(args, ['--rule'], ['--json']);
  if (parsed.positional.length !== 2)
    throw new UsageError('scen takes a map and its scenarios: scen <file.map> <file.map.scen>');
  const [mapFile, scenFile] = parsed.positional;
  const ruleText = parsed.options.get('--rule') ?? 'diagonal';
  if (ruleText !== 'diagonal' && ruleText !== 'orthogonal')
    throw new UsageError(`--rule takes diagonal or orthogonal, got "${ruleText}"`);
  const rule = ruleText === 'diagonal' ? DIAGONAL : ORTHOGONAL;
  const grid = parseMovingAiMap(await readText(mapFile), mapFile);
  const scenarios = parseScenarios(await readText(scenFile), scenFile);
  const report = runScenarios(grid, rule, scenarios, scenFile);
  if (parsed.flags.has('--json')) io.out(`${JSON.stringify(report)}\n`);
  else
    io.out(
      `problems: ${report.problems}\noptimal: ${report.optimal}\nmedian query: ${report.medianMs.toFixed(4)} ms\n`,
    );
  return rule === DIAGONAL && report.optimal < report.problems ? EXIT_FINDING : EXIT_OK;
}

/**
 * Runs every problem on one reused PathFinder. A length counts as optimal when it equals the stated
 * one to the precision the file prints it with (`agreesAsWritten`: 10.828427 is "10.8284").
 */
export function runScenarios(
  grid: Grid,
  rule: MoveRule,
  scenarios: readonly Scenario[],
  file = 'scenarios',
): ScenarioReport {
  const finder = new PathFinder(grid, rule);
  const times: number[] = [];
  let optimal = 0;
  scenarios.forEach((s, i) => {
    if (
      s.width !== grid.width ||
      s.height !== grid.height ||
      !grid.inBounds(s.startX, s.startY) ||
      !grid.inBounds(s.goalX, s.goalY)
    ) {
      throw new UsageError(
        `${file}: problem ${i + 1}: it is for a ${s.width}x${s.height} map or lies outside this ${grid.width}x${grid.height} one`,
      );
    }
    const t0 = performance.now();
    const path = finder.find(grid.index(s.startX, s.startY), grid.index(s.goalX, s.goalY));
    times.push(performance.now() - t0);
    if (path && agreesAsWritten(path.cost, s.optimalText)) optimal++;
  });
  times.sort((a, b) => a - b);
  const medianMs = times.length === 0 ? 0 : times[Math.floor(times.length / 2)];
  return { problems: scenarios.length, optimal, medianMs };
}

async function readText(file: string): Promise<string> {
  try {
    return await readTextFile(file);
  } catch (error) {
    throw new UsageError(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * The designer overlay's solver: the level's solution and par, computed on demand in the job
 * worker, so a large level's solve never freezes the page (and a player who never opens the
 * overlay never runs it).
 */

import { formatCost, parAgrees } from '../../grid';
import type { Level } from '../../level/types';
import type { LevelSolution } from '../../solver/solveLevel';
import type { JobWorker } from '../workers/JobWorker';

/** What the overlay legend says about the level's solution. */
export interface DesignerSummary {
  /** One line: `Par 18 · solvable · 4 taps`, or `Unsolvable: <reason>`. */
  readonly headline: string;
  /** Par written in the map versus the solver's, when they differ; else null. */
  readonly parNote: string | null;
  readonly warnings: readonly string[];
}

/**
 * How hard a solved level is, in the overlay's words for what `maze-cat check` prints after
 * `depth:` (measured in the job worker), and the naive-play warning if naive play wins at par.
 */
export async function designerDepth(
  level: Level,
  solution: Pick<LevelSolution, 'par' | 'states'>,
  jobs: JobWorker,
  signal?: AbortSignal,
): Promise<string[]> {
  if (solution.par === null) return [];
  const { par, states } = solution;
  const { depth, warning } = await jobs.run('measureMap', { map: level.map, par, states }, { signal });
  return [
    `Depth: ${depth ?? 'not measured: the walks within par are too many to search'}`,
    ...(warning ? [warning] : []),
  ];
}

const solutions = new WeakMap<Level, Promise<LevelSolution>>();

/**
 * Solves a level once (cached per loaded level: a live reload builds a new Level, so it is solved
 * again). The worker builds the level from its map, as the page did. A cancelled solve (`signal`:
 * the level was left) is forgotten, so opening the level again solves it again.
 */
export function solveForDesigner(
  level: Level,
  jobs: JobWorker,
  signal?: AbortSignal,
): Promise<LevelSolution> {
  let pending = solutions.get(level);
  if (!pending) {
    pending = jobs.run('solveMap', { map: level.map }, { signal });
    pending.catch(() => solutions.delete(level));
    solutions.set(level, pending);
  }
  return pending;
}

/**
 * The legend's words for a solution (pure). `mapPar` is the par the map's properties give; `energy`
 * the cat's budget (null: none), of which a win at par leaves budget minus par (a step spends as
 * much energy as it adds to the moves).
 */
export function designerSummary(
  solution: LevelSolution,
  mapPar: number | null,
  energy: number | null = null,
): DesignerSummary {
  let headline: string;
  let parNote: string | null = null;
  if (solution.verdict === 'solvable' && solution.par !== null) {
    const taps = solution.taps.length;
    headline = `Par ${formatCost(solution.par)} · solvable · ${taps} ${taps === 1 ? 'tap' : 'taps'}`;
    if (energy !== null)
      headline += ` · energy left at par: ${formatCost(Math.max(0, energy - solution.par))} of ${formatCost(energy)}`;
    if (mapPar === null) parNote = `The map sets no par; add par = ${formatCost(solution.par)}.`;
    else if (!parAgrees(mapPar, solution.par))
      parNote = `The map says par ${formatCost(mapPar)}; the solver finds ${formatCost(solution.par)}.`;
  } else {
    const what = solution.verdict === 'unknown' ? 'Not decided' : 'Unsolvable';
    headline = solution.reason ? `${what}: ${solution.reason}` : what;
  }
  return { headline, parNote, warnings: solution.warnings };
}

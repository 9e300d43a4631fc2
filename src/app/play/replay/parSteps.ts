import type { Level } from '../../../level/types';
import type { ReplayStep } from '../../../sim/replay';
import type { JobWorker } from '../../workers/JobWorker';
import { solveForDesigner } from '../designerInfo';

/**
 * The solver's par solution of `level` (solved in the job worker, once per level) as a replay to
 * watch, each tap sent when the cat stands still; null when the solver found none.
 */
export async function parSteps(level: Level, jobs: JobWorker): Promise<ReplayStep[] | null> {
  const solution = await solveForDesigner(level, jobs);
  if (solution.verdict !== 'solvable') return null;
  return solution.taps.map((t) => ({ kind: 'tap', x: t.x, y: t.y, tick: null }));
}

import { formatCost, parAgrees } from '../grid';
import type { LevelProblem } from '../level/problems';
import type { Level } from '../level/types';
import type { LevelSolution } from './solveLevel';

/**
 * The error of a map whose `par` property disagrees with the solver's par (docs/rules.md, Numbers),
 * at that property, with the value to write; null when it agrees, is absent, or there is no solution.
 */
export function parProblem(
  level: Pick<Level, 'par'>,
  solution: Pick<LevelSolution, 'par'>,
): LevelProblem | null {
  if (level.par === null || solution.par === null || parAgrees(level.par, solution.par)) return null;
  const par = formatCost(solution.par);
  return {
    severity: 'error',
    place: { path: 'properties.par', property: 'par' },
    message: `the map says par ${formatCost(level.par)} but the solver's par is ${par}: set "par" to ${par}`,
  };
}

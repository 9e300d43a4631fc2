import { stopsAt } from '../level/rules/stepInto';
import type { Cell } from '../level/types';
import { planWalk, projectCurrentStep } from './planning';
import { PatrolWatch } from './previewPatrols';
import type { SimContext } from './simContext';
import type { Preview } from './types';
import { walkOutcomes } from './walkOutcomes';

const NOTHING: Preview = { path: [], outcomes: [], cost: 0, affordable: true };

/**
 * What `walkTo(target)` would do if sent now: planned from where the cat will be after the step in
 * progress, and walked on paper with the same rules the walk then applies; with where the
 * patrolling dogs it passes will be then. A walk that a cushion stops (`stopsAt`) is shown as far
 * as the cushion, at what it costs to get there: that is the walk the tap makes.
 */
export function previewWalk(ctx: SimContext, target: Cell): Preview {
  if (ctx.state.status !== 'playing') return NOTHING;
  const projection = projectCurrentStep(ctx);
  if (projection.over) return NOTHING;
  const plan = planWalk(ctx, projection.state, target);
  const toCells = (path: Int32Array): Cell[] => Array.from(path, (i) => ctx.cellOf(i));
  switch (plan.kind) {
    case 'bump':
      return plan.path
        ? {
            path: toCells(plan.path),
            outcomes: [],
            cost: plan.cost ?? 0,
            affordable: false,
            bump: plan.reason,
          }
        : { ...NOTHING, bump: plan.reason };
    case 'here':
      return { path: [ctx.cellOf(projection.state.cell)], outcomes: [], cost: 0, affordable: true };
    case 'walk': {
      const patrols = new PatrolWatch(ctx.rules, plan.path, projection.state);
      const walked = walkOutcomes(ctx.rules, plan.path, projection.state, patrols.afterMove);
      const cellOf = (i: number) => ctx.cellOf(i);
      const passed = patrols.patrols(walked.stopIndex, cellOf);
      const cushioned =
        walked.state.status === 'playing' &&
        walked.stopIndex < plan.path.length - 1 &&
        stopsAt(ctx.rules, plan.path[walked.stopIndex]);
      return {
        path: toCells(cushioned ? plan.path.subarray(0, walked.stopIndex + 1) : plan.path),
        outcomes: patrols.placed(walked.outcomes, cellOf),
        cost: cushioned ? walked.state.moves - projection.state.moves : plan.cost,
        affordable: !walked.outcomes.some((o) => o.effect === 'tired'),
        ...(passed.length > 0 ? { patrols: passed } : {}),
      };
    }
  }
}

import type { Cell } from '../level/types';
import { canAfford, costOfStep, enterTile, isExhausted, type RunState } from './rules';
import type { SimContext } from './simContext';
import type { BumpReason } from './types';

/** Where the cat will be once the step in progress completes, and in what state. */
export interface Projection {
  /** Cell index the next walk would start from. */
  readonly from: number;
  readonly run: RunState;
  /** True when the cat will not be able to walk on: the game is over or will be after this step. */
  readonly over: boolean;
}

/**
 * Projects the step in progress to its end, applying the tile rules on paper, so a tap mid-walk
 * is planned from where the cat will really be (last tap wins, after the current step).
 */
export function projectCurrentStep(ctx: SimContext): Projection {
  const { cat, level } = ctx;
  if (!cat.motion) return { from: ctx.catIndex(), run: ctx.run, over: ctx.status !== 'playing' };
  const to = ctx.index(cat.motion.to);
  const result = enterTile(ctx.run, cat.motion.cost, ctx.contentsAt(to));
  const over = result.eaten || result.won || isExhausted(level.grid, level.rule, to, result.state.energyLeft);
  return { from: to, run: result.state, over };
}

/** The answer to "walk to this tile" from a given cell. */
export type Plan =
  | { readonly kind: 'bump'; readonly reason: BumpReason; readonly path?: Int32Array; readonly cost?: number }
  | { readonly kind: 'here' }
  | { readonly kind: 'walk'; readonly path: Int32Array; readonly cost: number };

/**
 * Plans a walk from cell index `from` to (x, y): a bump for a tile outside the map, a wall, a tile
 * no path reaches, or a path whose first step the energy left cannot pay ('tooCostly': the cat
 * stays put rather than losing on the spot; a walk that runs out later ends tired).
 */
export function planWalk(ctx: SimContext, from: number, target: Cell, energyLeft: number | null): Plan {
  const { level } = ctx;
  const { x, y } = target;
  if (!Number.isInteger(x) || !Number.isInteger(y) || !level.grid.inBounds(x, y)) {
    return { kind: 'bump', reason: 'outside' };
  }
  if (level.grid.isWall(x, y)) return { kind: 'bump', reason: 'wall' };
  const goal = level.grid.index(x, y);
  if (goal === from) return { kind: 'here' };
  const found = ctx.finder.find(from, goal);
  if (!found) return { kind: 'bump', reason: 'unreachable' };
  if (!canAfford(energyLeft, costOfStep(level.grid, level.rule, found.cells[0], found.cells[1]))) {
    return { kind: 'bump', reason: 'tooCostly', path: found.cells, cost: found.cost };
  }
  return { kind: 'walk', path: found.cells, cost: found.cost };
}

import { copyPlayState, type PlayState } from '../level/rules/playState';
import { blockedAt, checkStep, takeStep } from '../level/rules/stepInto';
import type { Cell } from '../level/types';
import { fairPath } from './fairWalk';
import type { PathQuery } from './searchQueries';
import type { SimContext } from './simContext';
import type { BumpReason } from './types';

/**
 * Where the cat will be once the step in progress completes, and in what state: the current step
 * taken on paper with the same rules, so a tap mid-walk is planned from where the cat will really
 * be (last tap wins, after the current step; after the jump, when the step goes into a pipe). `over`
 * when it will not walk on: the game is over, or will be after this step.
 */
export function projectCurrentStep(ctx: SimContext): { readonly state: PlayState; readonly over: boolean } {
  const { cat, grid } = ctx;
  if (!cat.motion) return { state: ctx.state, over: ctx.state.status !== 'playing' };
  const state = copyPlayState(ctx.state);
  const to = ctx.index(cat.motion.to);
  takeStep(ctx.rules, state, to);
  // Stepping into a pipe: the jump out of its other end follows whatever is tapped.
  const landing = grid.linkTo !== null && !cat.motion.jump ? grid.linkTo[to] : -1;
  if (landing >= 0 && state.status === 'playing') {
    if (checkStep(ctx.rules, state, landing) !== 'ok') return { state, over: true };
    takeStep(ctx.rules, state, landing);
  }
  return { state, over: state.status !== 'playing' };
}

/** The answer to "walk to this tile" from a given state. */
export type Plan =
  | { readonly kind: 'bump'; readonly reason: BumpReason; readonly path?: Int32Array; readonly cost?: number }
  | { readonly kind: 'here' }
  | { readonly kind: 'walk'; readonly path: Int32Array; readonly cost: number };

/**
 * Plans a walk from the state's cell to (x, y): a bump for a tile outside the map, a wall or a
 * locked door, a tile no path reaches, or a path whose first move the energy left cannot pay
 * ('tooCostly': the cat stays put rather than losing on the spot; a walk that runs out later ends
 * tired). The path finder sees the doors the cat can open as floor (`SimContext.sync`); of the
 * cheapest paths the walk takes one it does not lose on whenever there is one (`fairPath`).
 */
export function planWalk(ctx: SimContext, state: PlayState, target: Cell): Plan {
  const goal = searchGoal(ctx, state, target);
  if (typeof goal !== 'number') return goal;
  let found = ctx.answers.isEmpty() ? undefined : ctx.answers.get(ctx.pathQuery(state, goal).key);
  if (found === undefined) {
    ctx.lockDoorsFor(state);
    found = ctx.finder.find(state.cell, goal);
    ctx.lockDoorsFor(ctx.state);
  }
  if (!found) return { kind: 'bump', reason: 'unreachable' };
  // The far end of the pipe the cat came out of leads back here.
  if (found.cells.length < 2) return { kind: 'here' };
  const path = fairPath(ctx, state, found);
  if (checkStep(ctx.rules, state, path[1]) === 'tired') {
    return { kind: 'bump', reason: 'tooCostly', path, cost: found.cost };
  }
  return { kind: 'walk', path, cost: found.cost };
}

/**
 * The path search a walk to `target` from `state` runs, to have it run elsewhere; null when the
 * walk needs no search (a bump on the target itself, or the cat already there) or its answer is
 * known.
 */
export function pathQuery(ctx: SimContext, state: PlayState, target: Cell): PathQuery | null {
  const goal = searchGoal(ctx, state, target);
  if (typeof goal !== 'number') return null;
  const query = ctx.pathQuery(state, goal);
  return ctx.answers.has(query.key) ? null : query;
}

/** The cell a walk to `target` searches a path to, or the plan when the target alone decides it. */
function searchGoal(ctx: SimContext, state: PlayState, target: Cell): number | Plan {
  const { level, grid } = ctx;
  const { x, y } = target;
  if (!Number.isInteger(x) || !Number.isInteger(y) || !grid.inBounds(x, y)) {
    return { kind: 'bump', reason: 'outside' };
  }
  if (level.grid.isWall(x, y)) return { kind: 'bump', reason: 'wall' };
  const goal = grid.index(x, y);
  if (blockedAt(ctx.rules, state, goal)) return { kind: 'bump', reason: 'locked' };
  if (goal === state.cell) return { kind: 'here' };
  return goal;
}

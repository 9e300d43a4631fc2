import type { Grid, MoveRule } from '../grid';
import { canAfford, costOfStep, enterTile, isExhausted, type RunState, type TileContents } from './rules';
import type { Outcome } from './types';

/** What walking a whole path would do, tile by tile. */
export interface WalkOutcome {
  /** Outcomes by index into the path; the walk stops at the first eaten, tired or win. */
  readonly outcomes: { readonly index: number; readonly outcome: Outcome }[];
  /** Index into the path of the tile the cat ends on. */
  readonly stopIndex: number;
  /** The counters when the cat stops. */
  readonly state: RunState;
  readonly status: 'playing' | 'won' | 'lost';
}

/**
 * Walks `path` (cell indices, the cat's tile first) on paper with the same rules the simulation
 * applies step by step: afford the step or stop tired, enter the tile (bone, dog, exit), then stop
 * tired if no legal step is affordable any more. `contentsAt` tells what stands on a tile before
 * the walk; a tile is never entered twice on a cheapest path, so nothing taken needs tracking.
 */
export function walkOutcomes(
  grid: Grid,
  rule: MoveRule,
  path: ArrayLike<number>,
  start: RunState,
  contentsAt: (index: number) => TileContents,
): WalkOutcome {
  const outcomes: { index: number; outcome: Outcome }[] = [];
  let state = start;
  for (let i = 1; i < path.length; i++) {
    const cost = costOfStep(grid, rule, path[i - 1], path[i]);
    if (!canAfford(state.energyLeft, cost)) {
      outcomes.push({ index: i - 1, outcome: 'tired' });
      return { outcomes, stopIndex: i - 1, state, status: 'lost' };
    }
    const result = enterTile(state, cost, contentsAt(path[i]));
    state = result.state;
    if (result.pickedUp) outcomes.push({ index: i, outcome: 'pickup' });
    if (result.bribed) outcomes.push({ index: i, outcome: 'bribe' });
    if (result.eaten) {
      outcomes.push({ index: i, outcome: 'eaten' });
      return { outcomes, stopIndex: i, state, status: 'lost' };
    }
    if (result.won) {
      outcomes.push({ index: i, outcome: 'win' });
      return { outcomes, stopIndex: i, state, status: 'won' };
    }
    if (isExhausted(grid, rule, path[i], state.energyLeft)) {
      outcomes.push({ index: i, outcome: 'tired' });
      return { outcomes, stopIndex: i, state, status: 'lost' };
    }
  }
  return { outcomes, stopIndex: path.length - 1, state, status: 'playing' };
}

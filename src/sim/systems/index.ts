import type { SimContext } from '../simContext';
import { createCommandSystem } from './commandSystem';
import { createRuleSystem } from './ruleSystem';
import { createWalkOnSystem } from './walkOnSystem';
import { createWalkSystem } from './walkSystem';

/**
 * The systems of one tick, in the order they run. This is the one place that order is written:
 *
 * 1. commands: walkTo / undo / restart queued since the last tick (a new walk's first step starts
 *    here, so it advances on this very tick);
 * 2. walk: the steps in progress (the cat's and the patrollers') advance one tick; on completion
 *    the cat stands on the new tile;
 * 3. rules: the kinds' rules for the move just made (src/level/rules): bones and keys taken,
 *    doors opened, dogs met, the exit, tiredness;
 * 4. walk on: end the walk or take the next step (after a re-plan, if one is pending).
 */
export function createSystems(ctx: SimContext): readonly (() => void)[] {
  return [createCommandSystem(ctx), createWalkSystem(ctx), createRuleSystem(ctx), createWalkOnSystem(ctx)];
}

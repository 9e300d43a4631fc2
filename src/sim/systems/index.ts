import type { SimContext } from '../simContext';
import { createCommandSystem } from './commandSystem';
import { createTileRuleSystem } from './tileRuleSystem';
import { createWalkOnSystem } from './walkOnSystem';
import { createWalkSystem } from './walkSystem';

/**
 * The systems of one tick, in the order they run. This is the one place that order is written:
 *
 * 1. commands: walkTo / undo / restart queued since the last tick (a new walk's first step starts
 *    here, so it advances on this very tick);
 * 2. walk: the step in progress advances one tick; on completion the cat stands on the new tile;
 * 3. tile rules: bone, dog, exit, tiredness on the tile just entered;
 * 4. walk on: end the walk or take the next step (after a re-plan, if one is pending).
 */
export function createSystems(ctx: SimContext): readonly (() => void)[] {
  return [
    createCommandSystem(ctx),
    createWalkSystem(ctx),
    createTileRuleSystem(ctx),
    createWalkOnSystem(ctx),
  ];
}

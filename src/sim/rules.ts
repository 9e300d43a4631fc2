import { canStep, type Grid, type MoveRule, stepCost, withinBudget } from '../grid';

/**
 * The tile rules (docs/rules.md) as pure functions, so the simulation, the path preview and the
 * solver all apply exactly the same ones. Nothing here knows about entities, ticks or events.
 */

/** The counters a walk changes. */
export interface RunState {
  readonly bones: number;
  /** Total cost spent so far (the move counter, docs/rules.md "Moves, par and stars"). */
  readonly moves: number;
  /** Energy left, or null when the level has no energy budget. */
  readonly energyLeft: number | null;
}

/** What stands on a tile, as far as the rules care. */
export interface TileContents {
  readonly bone: boolean;
  readonly dog: boolean;
  readonly exit: boolean;
}

/** The result of entering one tile. */
export interface EnterResult {
  readonly state: RunState;
  readonly pickedUp: boolean;
  readonly bribed: boolean;
  readonly eaten: boolean;
  readonly won: boolean;
}

/** Whether a step of `cost` can be paid from `energyLeft` (always true without an energy budget). */
export function canAfford(energyLeft: number | null, cost: number): boolean {
  // Sums of sqrt(2) steps may land a hair above an energy they exactly meet.
  return energyLeft === null || withinBudget(cost, energyLeft);
}

/**
 * Enters a tile: pays `cost` (moves and energy), then applies, in this order, bone (picked up),
 * dog (bribed with a bone, else the cat is eaten) and exit (won). Once eaten, the exit does not
 * count. The caller checks `canAfford` first: a step the cat cannot pay is never taken.
 */
export function enterTile(state: RunState, cost: number, tile: TileContents): EnterResult {
  let bones = state.bones;
  const moves = state.moves + cost;
  const energyLeft = state.energyLeft === null ? null : Math.max(0, state.energyLeft - cost);
  const pickedUp = tile.bone;
  if (pickedUp) bones++;
  let bribed = false;
  let eaten = false;
  if (tile.dog) {
    if (bones > 0) {
      bones--;
      bribed = true;
    } else {
      eaten = true;
    }
  }
  const won = !eaten && tile.exit;
  return { state: { bones, moves, energyLeft }, pickedUp, bribed, eaten, won };
}

/**
 * Whether the cat on cell `from` (index) has no legal step it can afford: then it is too tired
 * and the level is lost. Without an energy budget the cat is never tired (a walled-in cat is
 * simply stuck, which the level check reports).
 */
export function isExhausted(grid: Grid, rule: MoveRule, from: number, energyLeft: number | null): boolean {
  if (energyLeft === null) return false;
  const x = from % grid.width;
  const y = (from - x) / grid.width;
  for (const [dx, dy] of rule.offsets) {
    if (!canStep(grid, rule, x, y, dx, dy)) continue;
    if (canAfford(energyLeft, stepCost(grid, rule, from + dy * grid.width + dx, dx, dy))) return false;
  }
  return true;
}

/** The cost of stepping from cell index `from` to cell index `to` (adjacent under the rule). */
export function costOfStep(grid: Grid, rule: MoveRule, from: number, to: number): number {
  const w = grid.width;
  const fx = from % w;
  const tx = to % w;
  return stepCost(grid, rule, to, tx - fx, (to - tx) / w - (from - fx) / w);
}

/**
 * The simulation: one play of one level, deterministic, in fixed ticks of STEP_MS.
 *
 * ```ts
 * const sim = new Sim(level);                        // level from src/level (loadLevel / buildLevel)
 * sim.command({ kind: 'walkTo', x: 7, y: 3 });       // input, CLI replays, tests: all send commands
 * sim.step();                                        // one tick; call it 60 times a second
 * for (const event of sim.drainEvents()) { ... }     // stepped, pickedUp, bribed, eaten, won, bumped...
 * ```
 *
 * - Commands are applied at the start of the next `step()`. `walkTo` while walking: the cat finishes
 *   the step it is on, then walks from there (last tap wins). A bump (wall, outside, unreachable,
 *   tooCostly: the first step is more than the energy left) never cancels a walk.
 * - Events of one step: `stepped` (the cat has entered `to`), then that tile's `pickedUp`, `bribed`,
 *   `eaten`, `won` or `tired`, then `walkEnded` when the walk stops. `walkStarted` when a walk starts
 *   or is re-planned. `undone`, `restarted`.
 * - The view reads `sim.world` (miniplex): entities of kind cat, dog, bone, exit with `position`;
 *   the walking cat has `motion` (from, to, elapsed, duration in ticks) to interpolate, and `facing`.
 *   Picked-up bones and bribed dogs are removed from the world; undo and restart add the same
 *   entity objects back (use `world.onEntityAdded` / `onEntityRemoved`).
 * - `preview(x, y)` says what `walkTo(x, y)` would do, with the same rules; `range()` is the
 *   movement range within the energy left.
 * - The rules as pure functions (`enterTile`, `canAfford`, `isExhausted`, `walkOutcomes`) are for
 *   the solver, so it applies exactly what the game does.
 */
export type { Entity, Motion, Walk } from './entity';
export { facingOf } from './facing';
export {
  canAfford,
  costOfStep,
  type EnterResult,
  enterTile,
  isExhausted,
  type RunState,
  type TileContents,
} from './rules';
export { Sim, type SimOptions, STEP_MS } from './Sim';
export {
  type CatEntity,
  DEFAULT_TICKS_PER_TILE,
  MAX_SLOWDOWN,
} from './simContext';
export type { BumpReason, Command, Facing, Outcome, Preview, SimEvent, Status } from './types';
export { type WalkOutcome, walkOutcomes } from './walkOutcomes';

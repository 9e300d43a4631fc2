/**
 * The simulation: one play of one level, deterministic, in fixed ticks of STEP_MS.
 *
 * ```ts
 * const sim = new Sim(level);                        // level from src/level (loadLevel / buildLevel)
 * sim.command({ kind: 'walkTo', x: 7, y: 3 });       // input, CLI replays, tests: all send commands
 * sim.step();                                        // one tick; call it 60 times a second
 * for (const event of sim.drainEvents()) { ... }     // stepped, piece, eaten, won, tired, bumped...
 * ```
 *
 * - Commands are applied at the start of the next `step()`. `walkTo` while walking: the cat finishes
 *   the step it is on, then walks from there (last tap wins). A bump (wall, outside, unreachable,
 *   locked door, tooCostly: the first step is more than the energy left) never cancels a walk.
 * - The rules are the kinds table's (src/level/kinds, applied by src/level/rules). Events of one
 *   step: `stepped` (the cat has entered `to`; `jump` for a pipe), then one `piece` event per thing
 *   a piece did (`effect`: take, bribe, eat, open, jump, win; `entity` is the piece's entity), with
 *   `eaten` / `won` / `tired` when the play ends, then `walkEnded` when the walk stops.
 *   `walkStarted` when a walk starts or is re-planned. `undone`, `restarted`.
 * - The view reads `sim.world` (miniplex): one entity per piece with `kind`, `piece` and `position`;
 *   the walking cat and the patrolling dogs have `motion` (from, to, elapsed, duration in ticks) to
 *   interpolate, and `facing`. A piece that goes is removed from the world, or tagged `gone` when
 *   its kind stays (an open door, a sleeping patroller); undo and restart bring back the same
 *   entity objects (use `world.onEntityAdded` / `onEntityRemoved`).
 * - `preview(x, y)` says what `walkTo(x, y)` would do, with the same rules; `range()` is the
 *   movement range within the energy left. `pathQuery(x, y)` and `rangeQuery()` describe their
 *   searches so a big level can run them in a worker; `answerPath` hands a path search's answer back.
 */
export type { Entity, Motion, Walk } from './entity';
export { facingOf } from './facing';
export { Sim, type SimOptions, STEP_MS } from './Sim';
export type { PathQuery, RangeQuery } from './searchQueries';
export { type CatEntity, DEFAULT_TICKS_PER_TILE, MAX_SLOWDOWN } from './simContext';
export type { BumpReason, Command, Facing, Preview, PreviewOutcome, SimEvent, Status } from './types';
export { type WalkOutcome, walkOutcomes } from './walkOutcomes';

import type { World } from 'miniplex';
import { movementRange, type Path } from '../grid';
import { BONES } from '../level/kinds/bone';
import type { PlayState } from '../level/rules/playState';
import { counter } from '../level/rules/ruleCall';
import type { RuleLevel } from '../level/rules/ruleLevel';
import type { Cell, Level } from '../level/types';
import type { Entity } from './entity';
import { pathQuery, projectCurrentStep } from './planning';
import { previewWalk } from './preview';
import type { PathQuery, RangeQuery } from './searchQueries';
import { DEFAULT_TICKS_PER_TILE, SimContext } from './simContext';
import { createSystems } from './systems';
import type { Command, Preview, SimEvent, Status } from './types';

/** The length of one fixed tick in milliseconds: the simulation runs at 60 ticks a second. */
export const STEP_MS = 1000 / 60;

export interface SimOptions {
  /** Ticks to cross a cost-1 tile (default 9); costlier tiles take proportionally longer, up to 3 times. */
  ticksPerTile?: number;
  /**
   * Start in this state of a play of the level (the solver checks its hints from any state)
   * instead of the level's start. Restart still goes back to the start.
   */
  from?: Readonly<PlayState>;
}

/**
 * One play of one level: a deterministic, fixed-step simulation. Send commands, call `step()` once
 * per tick, and drain the events. It knows nothing of screens; the view reads `world`.
 */
export class Sim {
  readonly level: Level;
  private readonly ctx: SimContext;
  private readonly systems: readonly (() => void)[];
  private previewCache: { key: string; revision: number; preview: Preview } | null = null;

  constructor(level: Level, options: SimOptions = {}) {
    const ticks = options.ticksPerTile ?? DEFAULT_TICKS_PER_TILE;
    if (!Number.isInteger(ticks) || ticks < 1)
      throw new RangeError(`ticksPerTile must be a whole number >= 1, got ${ticks}`);
    this.level = level;
    this.ctx = new SimContext(level, ticks, options.from);
    this.systems = createSystems(this.ctx);
  }

  /** The entities, one per piece (src/level/kinds); pieces that have gone and do not stay are removed. */
  get world(): World<Entity> {
    return this.ctx.world;
  }

  /**
   * Builds the path finder's precomputed helpers (landmarks on large maps) now, so the first tap on
   * a big level answers at once; the game calls it while the level loads.
   */
  prepare(): void {
    this.ctx.finder.prepare();
  }

  /** Queues a command; it is applied at the start of the next `step()`. */
  command(command: Command): void {
    this.ctx.commands.push(command);
  }

  /** Advances the simulation by one fixed tick (STEP_MS). */
  step(): void {
    for (const system of this.systems) system();
  }

  /** The events since the last call, in the order they happened. */
  drainEvents(): SimEvent[] {
    const events = this.ctx.events;
    this.ctx.events = [];
    return events;
  }

  get status(): Status {
    return this.ctx.state.status;
  }

  /** The play state the rules keep (read it, do not change it): counters, pieces gone, the clock. */
  get state(): Readonly<PlayState> {
    return this.ctx.state;
  }

  /** The level as the rules read it: counters in use, pieces by slot, the patrols' period. */
  get rules(): RuleLevel {
    return this.ctx.rules;
  }

  get bones(): number {
    return counter(this.ctx.rules, this.ctx.state, BONES);
  }

  /** The value of a counter the cat carries (`bone`, `key:red`...). */
  carried(name: string): number {
    return counter(this.ctx.rules, this.ctx.state, name);
  }

  /** Total cost spent: one per plain tile, sqrt(2) times the cost for a diagonal step. */
  get moves(): number {
    return this.ctx.state.moves;
  }

  /** Energy left, or null when the level has no energy budget. */
  get energyLeft(): number | null {
    return this.level.energy === null ? null : this.ctx.state.energyLeft;
  }

  /** The tile the cat stands on (while walking: the tile it left). */
  get cat(): Cell {
    return this.ctx.cellOf(this.ctx.state.cell);
  }

  /** The cat entity itself (position, motion, facing), for views. */
  get catEntity(): Entity {
    return this.ctx.cat;
  }

  get walking(): boolean {
    return this.ctx.cat.walk !== undefined;
  }

  /** True while a command waits for the next step: the state does not show it yet. */
  get commandsPending(): boolean {
    return this.ctx.commands.length > 0;
  }

  /** Not walking and no command waiting for the next step: the cat will stay where it is. */
  get idle(): boolean {
    return !this.walking && this.ctx.commands.length === 0;
  }

  /** Whether undo would do something: a walk to take back, and the level not won. */
  get canUndo(): boolean {
    return this.ctx.state.status !== 'won' && this.ctx.history.length > 0;
  }

  /**
   * What `walkTo(x, y)` would do now: the path from where the cat will be after the step in
   * progress, its outcomes, or the bump (`bump`). Empty when the level is over. Cached until the
   * state changes, so calling it every frame is cheap.
   */
  preview(x: number, y: number): Preview {
    const key = `${x},${y}`;
    const cached = this.previewCache;
    if (cached && cached.key === key && cached.revision === this.ctx.revision) return cached.preview;
    const preview = previewWalk(this.ctx, { x, y });
    this.previewCache = { key, revision: this.ctx.revision, preview };
    return preview;
  }

  /**
   * The least cost to reach every tile within the energy left (Infinity = not reachable), from
   * where the cat will be after the step in progress. Index `y * width + x`.
   */
  range(): Float64Array {
    const { state } = projectCurrentStep(this.ctx);
    this.ctx.lockDoorsFor(state);
    const range = movementRange(this.ctx.grid, this.level.rule, state.cell, state.energyLeft);
    this.ctx.lockDoorsFor(this.ctx.state);
    return range;
  }

  /**
   * The path search `walkTo(x, y)` or `preview(x, y)` would run now, to run it elsewhere (the game
   * does on big levels, in a worker) and hand the answer back with `answerPath` before sending the
   * command; null when they would run none, or its answer is in already.
   */
  pathQuery(x: number, y: number): PathQuery | null {
    if (this.ctx.state.status !== 'playing') return null;
    const projection = projectCurrentStep(this.ctx);
    if (projection.over) return null;
    return pathQuery(this.ctx, projection.state, { x, y });
  }

  /**
   * The answer to a `pathQuery` found elsewhere by the same search on a copy of the level's grid
   * with the query's doors closed: walks and previews that need that search take it.
   */
  answerPath(query: PathQuery, path: Path | null): void {
    this.ctx.answers.set(query.key, path);
    this.previewCache = null;
  }

  /** The search `range()` would run now, to run it elsewhere (`movementRange` with these inputs). */
  rangeQuery(): RangeQuery {
    const { state } = projectCurrentStep(this.ctx);
    return { start: state.cell, budget: state.energyLeft, closed: this.ctx.closedDoors(state) };
  }

  /** The cells (indices) the last A* search expanded, for the designer overlay. */
  lastSearchExpanded(): readonly number[] {
    return this.ctx.finder.lastExpanded();
  }

  /** Steps until no walk is in progress and no command is waiting (tests, CLI replays). */
  runUntilIdle(maxTicks = 10_000_000): void {
    for (let i = 0; i < maxTicks; i++) {
      if (!this.walking && this.ctx.commands.length === 0) return;
      this.step();
    }
  }
}

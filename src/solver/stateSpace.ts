import type { PlayState } from '../level/rules/playState';
import type { RuleLevel } from '../level/rules/ruleLevel';
import { applyArrival, blockedAt, checkStep, type Reporter, takeStep } from '../level/rules/stepInto';
import type { SearchGraph } from './searchGraph';
import { StateTable } from './stateTable';

/** `StateSpace.flags` bits. */
export const CLOSED = 1;
export const WON = 2;

/**
 * The play states of a search graph, numbered as they are found: a state is (node, the clock
 * modulo the patrols' period, which pieces have gone); counters follow from the pieces gone
 * (`KindDef.counter`). Per state it keeps the cost of the best way found to it, the state it came
 * from, the node it entered and two flags. Every edge is taken by the game's own rules
 * (src/level/rules: `applyArrival` after a stretch, `takeStep` for single moves and pipe jumps), so
 * the searches built on it (`searchStates`, `optimalWalks`) find what the game does. Costs are
 * counted from the state the search started in.
 */
export class StateSpace {
  readonly table: StateTable;
  /** Per state: least cost found from the search's start, the state before, the node entered, flags. */
  cost = new Float64Array(1024);
  parent = new Int32Array(1024);
  entered = new Int32Array(1024);
  flags = new Uint8Array(1024);
  /** The key `find` and `add` read: fill it with `setKey`. */
  readonly key: Int32Array;
  private readonly goneWords: number;
  /** What a gone piece adds to the counters, by slot. */
  private readonly slotCounter: readonly ({ index: number; delta: number } | null)[];

  /**
   * @param energy the energy left at the search's start (Infinity for none): a loaded state has
   *   this minus its cost left.
   */
  constructor(
    readonly level: RuleLevel,
    readonly graph: SearchGraph,
    readonly energy: number,
  ) {
    this.goneWords = Math.ceil(level.bySlot.length / 32);
    this.table = new StateTable(1 + this.goneWords);
    this.key = new Int32Array(1 + this.goneWords);
    this.slotCounter = level.bySlot.map((p) => {
      const c = p.def.counter?.(p);
      return c ? { index: level.counterIndex.get(c.name) as number, delta: c.delta } : null;
    });
  }

  get size(): number {
    return this.table.size;
  }

  /** Fills `key` with the key of a play state standing on a node: that node, its clock phase, its pieces gone. */
  setKey(state: PlayState): void {
    this.key[0] = this.graph.nodeAt[state.cell] * this.level.period + (state.clock % this.level.period);
    this.key.set(state.gone, 1);
  }

  /** The state number of `key`, or -1. */
  find(): number {
    return this.table.find(this.key);
  }

  /** Adds `key` (known to be absent) as a new state with no flags; returns its number. */
  add(): number {
    if (this.table.size === this.cost.length) this.grow();
    const s = this.table.add(this.key);
    this.flags[s] = 0;
    return s;
  }

  /** The node state `s` stands on. */
  nodeOf(s: number): number {
    return Math.floor(this.table.keys[s * this.table.width] / this.level.period);
  }

  /** Loads state `s` into `into`: its cell, clock phase, pieces gone, counters, cost and energy. */
  load(s: number, into: PlayState): void {
    const { table, level, slotCounter } = this;
    const at = s * table.width;
    const head = table.keys[at];
    into.cell = this.graph.cells[Math.floor(head / level.period)];
    into.clock = head % level.period;
    into.moves = this.cost[s];
    into.energyLeft = this.energy - this.cost[s];
    into.status = 'playing';
    into.lostBy = null;
    into.counters.fill(0);
    for (let w = 0; w < this.goneWords; w++) into.gone[w] = table.keys[at + 1 + w];
    for (let slot = 0; slot < slotCounter.length; slot++) {
      const c = slotCounter[slot];
      if (c && (into.gone[slot >>> 5] & (1 << (slot & 31))) !== 0) into.counters[c.index] += c.delta;
    }
  }

  /**
   * Takes the edge to `cell` (cost `cost`) from the state in `work`, changing it; false when the
   * rules refuse it or the cat is lost. A walk into a pipe's entry comes out of its other end.
   */
  take(work: PlayState, cell: number, cost: number, report?: Reporter): boolean {
    const { level } = this;
    const linkTo = level.grid.linkTo;
    if (this.graph.singleMoves) {
      if (checkStep(level, work, cell) !== 'ok') return false;
      takeStep(level, work, cell, report);
    } else {
      // A stretch between points of interest: nothing happens on its inner tiles, so pay it whole
      // and apply the rules where it ends.
      if (blockedAt(level, work, cell)) return false;
      work.moves += cost;
      work.energyLeft -= cost;
      work.cell = cell;
      applyArrival(level, work, -1, cell, report);
    }
    if (work.status === 'playing' && linkTo !== null && linkTo[cell] >= 0) {
      // Into a pipe: the jump to its other end follows at once.
      if (checkStep(level, work, linkTo[cell]) !== 'ok') return false;
      takeStep(level, work, linkTo[cell], report);
    }
    return work.status !== 'lost';
  }

  private grow(): void {
    const capacity = this.cost.length * 2;
    const cost = new Float64Array(capacity);
    cost.set(this.cost);
    this.cost = cost;
    const parent = new Int32Array(capacity);
    parent.set(this.parent);
    this.parent = parent;
    const entered = new Int32Array(capacity);
    entered.set(this.entered);
    this.entered = entered;
    const flags = new Uint8Array(capacity);
    flags.set(this.flags);
    this.flags = flags;
  }
}

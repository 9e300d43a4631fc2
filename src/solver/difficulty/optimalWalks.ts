import { sameCost, withinBudget } from '../../grid';
import { assignPlayState, copyPlayState, type PlayState } from '../../level/rules/playState';
import { startState } from '../../level/rules/ruleLevel';
import type { Level } from '../../level/types';
import { RestrictedDijkstra } from '../searchGraph';
import { DEFAULT_MAX_STATES, levelSearch } from '../solveLevel';
import { exploreStates } from '../stateSearch';
import { CLOSED, type StateSpace, WON } from '../stateSpace';

/** How many distinct optimal solutions `countSolutions` tells apart before it stops counting. */
export const SOLUTION_CAP = 50;

/**
 * Room, relative to par, that `continuesAtPar` leaves its bound: a thousand times the tolerance of
 * cost comparisons, so float noise never cuts off a stretch the exploration would have kept.
 */
const BOUND_SLACK = 1e-6;

/**
 * Every walk of a level that wins at par, as a graph over the solver's play states: the states a
 * walk from the start reaches within par (each with its least cost), and which of them lie on a
 * walk that still wins at par (`onPar`: a win at par, or an edge that keeps the cost least into
 * such a state). Built once per level; then it says whether any state of a play can still make par
 * (`continuesAtPar`) and how many distinct optimal solutions there are (`countSolutions`).
 */
export class OptimalWalks {
  private readonly onPar: Uint8Array;
  /** Per state on a walk at par: the fewest pieces an optimal walk from there meets (the exit included). */
  private readonly fewest: Int32Array;
  /** Closed states, costliest first: every edge of a walk leads to a costlier state. */
  private readonly order: Int32Array;
  private readonly work: PlayState;
  private readonly here: PlayState;
  private stretches: RestrictedDijkstra | null = null;

  private constructor(
    private readonly space: StateSpace,
    readonly par: number,
    /** Per cell, the least cost to an exit over walls alone (the solver's heuristic). */
    private readonly toExit: Float64Array,
  ) {
    const closed: number[] = [];
    for (let s = 0; s < space.size; s++) if ((space.flags[s] & CLOSED) !== 0) closed.push(s);
    this.order = Int32Array.from(closed).sort((a, b) => space.cost[b] - space.cost[a]);
    this.work = startState(space.level);
    this.here = startState(space.level);
    this.onPar = new Uint8Array(space.size);
    this.fewest = new Int32Array(space.size);
    for (const s of this.order) {
      if ((space.flags[s] & WON) !== 0) {
        this.onPar[s] = 1;
        continue;
      }
      let fewest = Number.MAX_SAFE_INTEGER;
      this.forEachOptimalEdge(s, (t, met) => {
        if (this.onPar[t] === 0) return;
        this.onPar[s] = 1;
        fewest = Math.min(fewest, (met === '' ? 0 : met.split(',').length) + this.fewest[t]);
      });
      this.fewest[s] = fewest;
    }
  }

  /** The optimal walks of a solvable level of par `par`; null when they are too many states to hold. */
  static of(level: Level, par: number, maxStates = DEFAULT_MAX_STATES): OptimalWalks | null {
    const { rules, graph, toWin, toExit } = levelSearch(level);
    const energy = level.energy ?? Number.POSITIVE_INFINITY;
    const space = exploreStates(rules, graph, { energy, toWin, maxStates, limit: par });
    return space === null ? null : new OptimalWalks(space, par, toExit);
  }

  /**
   * The fewest pieces an optimal walk acts with, the exit aside: bones and keys taken, dogs
   * bribed, doors opened, pipes jumped through (0 when the best way just walks to the exit).
   */
  get piecesMet(): number {
    return this.onPar[0] === 1 ? this.fewest[0] - 1 : 0;
  }

  /** States the exploration created: the size of the search for every optimal walk. */
  get states(): number {
    return this.space.size;
  }

  /**
   * Whether a play in `state` (reached from the level's start, resting, `moves` counted from the
   * start) can still win at par.
   */
  continuesAtPar(state: Readonly<PlayState>): boolean {
    if (state.status === 'lost') return false;
    if (state.status === 'won') return withinBudget(state.moves, this.par);
    const { space } = this;
    const { graph } = space;
    if (graph.nodeAt[state.cell] !== -1) return this.isOnPar(state);
    // A tile where nothing happens (only in a graph of points of interest): par is still there when
    // one of its stretches leads into a state on a walk at par.
    this.stretches ??= new RestrictedDijkstra(space.level.grid, space.level.rule, graph.nodeAt, graph.usable);
    const onPar = (node: number, cost: number): boolean => {
      const work = copyPlayState(state as PlayState);
      return space.take(work, graph.cells[node], cost) && this.isOnPar(work);
    };
    const { linkTo } = space.level.grid;
    if (linkTo !== null && linkTo[state.cell] >= 0)
      return this.stretches.run(state.cell).some((r) => onPar(r.node, r.cost));
    // Only stretches whose end can still reach an exit within par can lead into a walk at par (the
    // exploration keeps no state past that bound), so the search goes no further than them, with
    // room for float sums added in another order.
    const budget = this.par - state.moves + BOUND_SLACK * Math.max(1, this.par);
    return this.stretches.someWithin(state.cell, this.toExit, budget, onPar);
  }

  /**
   * How many distinct solutions win at par, up to `cap`. Two optimal walks are the same solution
   * when the cat meets the same pieces in the same order: the sequence of pieces that act on the
   * way (bones and keys taken, dogs bribed, doors opened, pipes jumped through, the exit reached).
   * Walks that differ only in the floor tiles they cross, or in when they pass a patrol, count once.
   */
  countSolutions(cap = SOLUTION_CAP): { readonly count: number; readonly capped: boolean } {
    const { space } = this;
    // Per state on a walk at par: the distinct piece sequences from there to a win (at most `cap`).
    const suffixes = new Map<number, string[]>();
    let capped = false;
    for (const s of this.order) {
      if (this.onPar[s] === 0) continue;
      if ((space.flags[s] & WON) !== 0) {
        suffixes.set(s, ['']);
        continue;
      }
      const found = new Set<string>();
      this.forEachOptimalEdge(s, (t, met) => {
        const rest = suffixes.get(t);
        if (rest === undefined) return;
        for (const suffix of rest) {
          const sequence = met === '' ? suffix : suffix === '' ? met : `${met} ${suffix}`;
          if (found.has(sequence)) continue;
          if (found.size >= cap) {
            capped = true;
            return;
          }
          found.add(sequence);
        }
      });
      suffixes.set(s, [...found]);
    }
    return { count: suffixes.get(0)?.length ?? 0, capped };
  }

  /** Whether `state` (on a node) is a state of the exploration, reached at its least cost, on a walk at par. */
  private isOnPar(state: PlayState): boolean {
    if (state.status === 'won') return withinBudget(state.moves, this.par);
    if (state.status !== 'playing') return false;
    const { space } = this;
    space.setKey(state);
    const t = space.find();
    return t !== -1 && this.onPar[t] === 1 && sameCost(space.cost[t], state.moves);
  }

  /**
   * Calls `visit` for every edge out of state `s` that reaches a closed state at its least cost,
   * with the pieces the cat meets on it (piece ids in the order they act).
   */
  private forEachOptimalEdge(s: number, visit: (t: number, met: string) => void): void {
    const { space, work, here } = this;
    const { graph } = space;
    space.load(s, here);
    const targets = graph.edgeTo[graph.nodeAt[here.cell]];
    const costs = graph.edgeCost[graph.nodeAt[here.cell]];
    const met: number[] = [];
    const report = (_: unknown, piece: { id: number }): void => {
      met.push(piece.id);
    };
    for (let e = 0; e < targets.length; e++) {
      assignPlayState(work, here);
      met.length = 0;
      if (!space.take(work, graph.cells[targets[e]], costs[e], report)) continue;
      space.setKey(work);
      const t = space.find();
      if (t === -1 || (space.flags[t] & CLOSED) === 0) continue;
      if (!sameCost(space.cost[t], work.moves)) continue;
      visit(t, met.join(','));
    }
  }
}

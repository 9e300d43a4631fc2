/**
 * The state of one play of a level, as the rules read and change it. The sim keeps one (and copies
 * for undo), the path preview walks a copy on paper, and the solver loads its search states into a
 * scratch one: all three then apply the same rules (`stepInto`).
 */
export interface PlayState {
  /** The cell the cat stands on. */
  cell: number;
  /** Total cost spent: the move counter. */
  moves: number;
  /** Energy left; Infinity when the level has no energy budget. */
  energyLeft: number;
  /** Steps taken so far: the clock patrolling dogs walk by. */
  clock: number;
  status: 'playing' | 'won' | 'lost';
  /** Why the level was lost, while `status` is 'lost'. */
  lostBy: 'eaten' | 'tired' | null;
  /** What the cat carries, by counter (see `RuleLevel.counters`): bones, keys of each colour. */
  readonly counters: Int32Array;
  /** One bit per piece slot: set once the piece has gone (taken, bribed, opened). */
  readonly gone: Uint32Array;
}

/** A fresh state: the cat on `cell`, nothing carried, nothing gone. */
export function createPlayState(
  cell: number,
  energy: number | null,
  counters: number,
  slots: number,
): PlayState {
  return {
    cell,
    moves: 0,
    energyLeft: energy ?? Number.POSITIVE_INFINITY,
    clock: 0,
    status: 'playing',
    lostBy: null,
    counters: new Int32Array(counters),
    gone: new Uint32Array(Math.ceil(slots / 32)),
  };
}

/** An independent copy. */
export function copyPlayState(state: PlayState): PlayState {
  return { ...state, counters: state.counters.slice(), gone: state.gone.slice() };
}

/** Overwrites `into` with `from` (same level), without allocating. */
export function assignPlayState(into: PlayState, from: PlayState): void {
  into.cell = from.cell;
  into.moves = from.moves;
  into.energyLeft = from.energyLeft;
  into.clock = from.clock;
  into.status = from.status;
  into.lostBy = from.lostBy;
  into.counters.set(from.counters);
  into.gone.set(from.gone);
}

/** Whether the piece in `slot` has gone (false for slot -1: pieces that never go). */
export function isGone(state: PlayState, slot: number): boolean {
  return slot >= 0 && (state.gone[slot >>> 5] & (1 << (slot & 31))) !== 0;
}

export function setGone(state: PlayState, slot: number): void {
  state.gone[slot >>> 5] |= 1 << (slot & 31);
}

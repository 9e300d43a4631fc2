import { movementRange } from '../../grid';
import type { Piece } from '../../level/kinds/types';
import { copyPlayState, isGone, type PlayState } from '../../level/rules/playState';
import { ruleLevel, startState } from '../../level/rules/ruleLevel';
import type { Level } from '../../level/types';
import { PieceTaps, tapStateKey } from './pieceTaps';

/** How a naive strategy's play ended: a win, a loss (eaten, too tired), or no tap that moves it on. */
export type NaiveOutcome = 'won' | 'lost' | 'stuck';

/** One naive strategy played on a level: how it ended and what it cost (moves made, when it stopped). */
export interface NaiveResult {
  readonly strategy: string;
  readonly outcome: NaiveOutcome;
  readonly cost: number;
}

/** What a strategy sees of the play before each tap. */
interface Table {
  /** Bones the cat carries. */
  readonly bones: number;
  /** The pieces of a kind that have not gone. */
  left(kind: Piece['kind']): Piece[];
  /** The pieces the cat can pick up (bones, keys) that are still there, in the map's order. */
  pickups(): Piece[];
  /** The pieces that close their tile (doors) that the cat can open now: it carries their key. */
  openable(): Piece[];
}

/** A naive way to play: before each tap, groups of target pieces, the first group with a reachable one wins. */
interface Strategy {
  readonly name: string;
  /** Whether the strategy is worth playing on a level (it needs the pieces it aims for). */
  applies(level: Level): boolean;
  /** Target groups in order of preference; the nearest reachable piece of the first group that has one is tapped. */
  targets(table: Table): readonly (readonly Piece[])[];
  /** Reads the path preview: never taps where it shows the cat eaten or too tired. */
  readonly careful?: boolean;
}

const has = (level: Level, kind: Piece['kind']): boolean => level.pieces.some((p) => p.kind === kind);

/** Whether taking a piece adds to what the cat carries (a bone, a key): what a player picks up. */
const isPickup = (piece: Piece): boolean => (piece.def.counter?.(piece)?.delta ?? 0) > 0;

/** Bones and keys to take, doors it can open, dogs it can bribe: every piece that changes something now. */
const useful = (t: Table): Piece[] => [
  ...t.left('bone'),
  ...t.left('key'),
  ...t.openable(),
  ...(t.bones > 0 ? t.left('dog') : []),
];

/**
 * The ways players were seen to play a level without planning it. Each taps a piece's tile, the
 * nearest by the walk's cost as the path preview shows it (ties: bones, then keys, doors and dogs,
 * each in the map's order), and lets the cat walk there:
 * - `exit`: straight for the nearest exit;
 * - `nearest`: the nearest bone (or key) not yet taken, until none is reachable, then the nearest
 *   exit;
 * - `dogsFirst`: with a bone in hand the nearest dog still awake, else the nearest bone, until no
 *   dog is left; then the exit;
 * - `keysFirst` (levels with keys): the nearest key, then the nearest door the cat can open, then
 *   as `nearest`;
 * - `useful`: the nearest piece that changes something (a bone or key to take, a door it can open,
 *   a dog it can bribe), the exit when none is left;
 * - `careful`: `useful`, reading the path preview: it never taps where the preview shows the cat
 *   eaten or too tired;
 * - `exitWhenSafe`: reads the preview too: the exit as soon as the way there is safe, otherwise
 *   the nearest useful piece it can safely walk to (a bone for the dog in the way, a key for the
 *   door).
 */
export const STRATEGIES: readonly Strategy[] = [
  { name: 'exit', applies: () => true, targets: (t) => [t.left('exit')] },
  { name: 'nearest', applies: () => true, targets: (t) => [t.pickups(), t.left('exit')] },
  {
    name: 'dogsFirst',
    applies: (level) => has(level, 'dog'),
    targets: (t) =>
      t.left('dog').length === 0
        ? [t.left('exit')]
        : t.bones > 0
          ? [t.left('dog'), t.left('bone'), t.left('exit')]
          : [t.left('bone'), t.left('exit')],
  },
  {
    name: 'keysFirst',
    applies: (level) => has(level, 'key'),
    targets: (t) => [t.left('key'), t.openable(), t.left('bone'), t.left('exit')],
  },
  { name: 'useful', applies: () => true, targets: (t) => [useful(t), t.left('exit')] },
  { name: 'careful', applies: () => true, careful: true, targets: (t) => [useful(t), t.left('exit')] },
  { name: 'exitWhenSafe', applies: () => true, careful: true, targets: (t) => [t.left('exit'), useful(t)] },
];

/** One strategy by name, played with the game's taps (`PieceTaps`). */
export function playStrategy(level: Level, name: string): NaiveResult {
  const strategy = STRATEGIES.find((s) => s.name === name);
  if (strategy === undefined) throw new RangeError(`no naive strategy "${name}"`);
  return play(new PieceTaps(level), strategy, new Map(), new Map());
}

/**
 * Every strategy that applies to the level, each played tap by tap as the Sim plays it: the cat's
 * path finder plans each tap's walk and the game's rules walk it (`PieceTaps`, the same planner
 * and rules the Sim runs, without ticking a Sim through every step). `from`: a state to start in
 * instead of the level's start (`check` asks how a level plays with a dog taken away).
 */
export function playNaive(level: Level, from?: Readonly<PlayState>): NaiveResult[] {
  const known = from === undefined ? fromStart.get(level) : undefined;
  if (known !== undefined) return [...known];
  const taps = new PieceTaps(level);
  // Strategies often look at the same tiles from the same states (the start, at least).
  const looks = new Map<string, Look>();
  const bounds = new Map<number, Bounds>();
  const results = STRATEGIES.filter((s) => s.applies(level)).map((s) => play(taps, s, looks, bounds, from));
  if (from === undefined) fromStart.set(level, results);
  return [...results];
}

/** The plays from a level's start, made once per level: `check` asks for them twice (depth, critic). */
const fromStart = new WeakMap<Level, readonly NaiveResult[]>();

/** From one tile: the cost over walls alone (doors open) to each tile a piece can stand on. */
type Bounds = ReadonlyMap<number, number>;

/**
 * The bounds from `cell`, made once per tile for all strategies: each is a flood of the whole
 * level (a second on a 1024 x 1024 map), of which only the pieces' tiles are read.
 */
function boundsFrom(level: Level, cell: number, known: Map<number, Bounds>): Bounds {
  let bounds = known.get(cell);
  if (bounds === undefined) {
    const range = movementRange(level.grid, level.rule, cell);
    const made = new Map<number, number>();
    for (const piece of level.pieces)
      for (const c of [piece.cell, ...(piece.route ?? [])]) made.set(c, range[c]);
    known.set(cell, made);
    bounds = made;
  }
  return bounds;
}

/** What a tap does: whether it starts a walk, its cost as the preview shows it, and the state it ends in. */
interface Look {
  readonly walks: boolean;
  readonly cost: number;
  readonly after: PlayState | null;
}

function look(taps: PieceTaps, state: PlayState, cell: number, looks: Map<string, Look>): Look {
  const key = `${tapStateKey(state, ruleLevel(taps.level).period)} ${cell}`;
  let seen = looks.get(key);
  if (seen === undefined) {
    const walk = taps.walkTo(state, cell);
    seen = walk
      ? { walks: true, cost: walk.cost, after: walk.state }
      : { walks: false, cost: 0, after: null };
    looks.set(key, seen);
  }
  return seen;
}

/**
 * Plays one strategy to its end: a win, a loss, or stuck when its rule finds no tap that starts a
 * walk (every target unreachable, locked, unaffordable or, played carefully, deadly), when a tap
 * changes nothing, or after more taps than a play of the level could need (a chase after a patrol).
 */
function play(
  taps: PieceTaps,
  strategy: Strategy,
  looks: Map<string, Look>,
  bounds: Map<number, Bounds>,
  from?: Readonly<PlayState>,
): NaiveResult {
  const { level } = taps;
  let state = from ? copyPlayState(from) : startState(ruleLevel(level));
  const table: Table = {
    get bones() {
      return state.counters[0];
    },
    left: (kind) => level.pieces.filter((p) => p.kind === kind && (p.slot < 0 || !isGone(state, p.slot))),
    pickups: () => level.pieces.filter((p) => isPickup(p) && !isGone(state, p.slot)),
    openable: () =>
      ruleLevel(level).blockers.filter((p) => !isGone(state, p.slot) && taps.openable(state, p)),
  };
  const maxTaps = 2 * level.pieces.length + 4;
  const result = (outcome: NaiveOutcome): NaiveResult => ({
    strategy: strategy.name,
    outcome,
    cost: state.moves,
  });
  for (let tap = 0; tap < maxTaps; tap++) {
    if (state.status !== 'playing') break;
    const target = choose(taps, state, strategy, strategy.targets(table), looks, bounds);
    if (target === null) return result('stuck');
    const after = target.after as PlayState;
    const { period } = ruleLevel(level);
    if (after.status === 'playing' && tapStateKey(after, period) === tapStateKey(state, period)) {
      return result('stuck');
    }
    state = after;
  }
  return result(state.status === 'playing' ? 'stuck' : state.status);
}

/**
 * The tap to make: on the nearest reachable target of the first group that has one (by the
 * preview's cost, ties to the group's order), or null. Previews are asked for in order of a lower
 * bound on their cost (the cost over walls alone, doors open), and no more once the bound passes
 * the best found.
 */
function choose(
  taps: PieceTaps,
  state: PlayState,
  strategy: Strategy,
  groups: readonly (readonly Piece[])[],
  looks: Map<string, Look>,
  bounds: Map<number, Bounds>,
): Look | null {
  for (const group of groups) {
    if (group.length === 0) continue;
    const from = boundsFrom(taps.level, state.cell, bounds);
    const lowest = (cell: number): number => from.get(cell) as number;
    const targets = group
      // Where the piece stands now, as the Sim shows it: a patrolling dog where its round has taken it.
      .map((piece, order) => ({ cell: taps.cellOf(state, piece), order }))
      .filter((t) => Number.isFinite(lowest(t.cell)))
      .sort((a, b) => lowest(a.cell) - lowest(b.cell) || a.order - b.order);
    let best: { look: Look; order: number } | null = null;
    for (const target of targets) {
      if (best !== null && lowest(target.cell) > best.look.cost) break;
      const seen = look(taps, state, target.cell, looks);
      if (!seen.walks || (strategy.careful && seen.after?.status === 'lost')) continue;
      if (
        best === null ||
        seen.cost < best.look.cost ||
        (seen.cost === best.look.cost && target.order < best.order)
      ) {
        best = { look: seen, order: target.order };
      }
    }
    if (best !== null) return best.look;
  }
  return null;
}

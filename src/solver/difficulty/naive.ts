import { movementRange } from '../../grid';
import { KINDS } from '../../level/kinds/table';
import type { Piece } from '../../level/kinds/types';
import { isGone } from '../../level/rules/playState';
import { blockedAt } from '../../level/rules/stepInto';
import type { Level } from '../../level/types';
import type { Entity } from '../../sim/entity';
import { Sim } from '../../sim/Sim';

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
  readonly sim: Sim;
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
const isPickup = (piece: Piece): boolean => (KINDS[piece.kind].counter?.(piece)?.delta ?? 0) > 0;

/** Bones and keys to take, doors it can open, dogs it can bribe: every piece that changes something now. */
const useful = (t: Table): Piece[] => [
  ...t.left('bone'),
  ...t.left('key'),
  ...t.openable(),
  ...(t.sim.bones > 0 ? t.left('dog') : []),
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
        : t.sim.bones > 0
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

/** One strategy by name, played in the real Sim with real taps. */
export function playStrategy(level: Level, name: string): NaiveResult {
  const strategy = STRATEGIES.find((s) => s.name === name);
  if (strategy === undefined) throw new RangeError(`no naive strategy "${name}"`);
  const sim = new Sim(level, { ticksPerTile: 1 });
  return play(sim, strategy, new Map(), entitiesOf(sim));
}

/** Every piece's entity (a restart brings back the same ones), for where it stands. */
function entitiesOf(sim: Sim): Map<number, Entity> {
  return new Map([...sim.world].map((e) => [e.piece.id, e]));
}

/** Every strategy that applies to the level, played in the real Sim with real taps (one Sim, restarted for each). */
export function playNaive(level: Level): NaiveResult[] {
  const sim = new Sim(level, { ticksPerTile: 1 });
  // Strategies often look at the same tiles from the same states (the start, at least).
  const looks = new Map<string, Look>();
  const entities = entitiesOf(sim);
  return STRATEGIES.filter((s) => s.applies(level)).map((s) => {
    sim.command({ kind: 'restart' });
    sim.runUntilIdle();
    return play(sim, s, looks, entities);
  });
}

/** What the path preview shows for a tap: whether it starts a walk, its cost, and whether it ends eaten or tired. */
interface Look {
  readonly walks: boolean;
  readonly cost: number;
  readonly deadly: boolean;
}

/** The play state as far as a tap's outcome goes: where the cat is, the clock, the cost so far, what has gone. */
function stateKey(sim: Sim): string {
  return `${sim.state.cell} ${sim.state.clock} ${sim.moves} ${sim.state.gone.join()}`;
}

function look(sim: Sim, cell: number, looks: Map<string, Look>): Look {
  const key = `${stateKey(sim)} ${cell}`;
  let seen = looks.get(key);
  if (seen === undefined) {
    const w = sim.level.width;
    const preview = sim.preview(cell % w, Math.floor(cell / w));
    seen = {
      walks: preview.bump === undefined && preview.path.length >= 2,
      cost: preview.cost,
      deadly: preview.outcomes.some((o) => o.effect === 'eat' || o.effect === 'tired'),
    };
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
  sim: Sim,
  strategy: Strategy,
  looks: Map<string, Look>,
  entities: ReadonlyMap<number, Entity>,
): NaiveResult {
  const { level } = sim;
  const w = level.width;
  const table: Table = {
    sim,
    left: (kind) => level.pieces.filter((p) => p.kind === kind && (p.slot < 0 || !isGone(sim.state, p.slot))),
    pickups: () => level.pieces.filter((p) => isPickup(p) && !isGone(sim.state, p.slot)),
    openable: () =>
      sim.rules.blockers.filter(
        (p) => !isGone(sim.state, p.slot) && !blockedAt(sim.rules, sim.state, p.cell),
      ),
  };
  const maxTaps = 2 * level.pieces.length + 4;
  const result = (outcome: NaiveOutcome): NaiveResult => ({
    strategy: strategy.name,
    outcome,
    cost: sim.moves,
  });
  for (let tap = 0; tap < maxTaps; tap++) {
    if (sim.status !== 'playing') break;
    const target = choose(sim, strategy, strategy.targets(table), looks, entities);
    if (target === null) return result('stuck');
    const before = stateKey(sim);
    sim.command({ kind: 'walkTo', x: target % w, y: Math.floor(target / w) });
    sim.runUntilIdle();
    if (sim.status === 'playing' && stateKey(sim) === before) {
      return result('stuck');
    }
  }
  return result(sim.status === 'playing' ? 'stuck' : sim.status);
}

/**
 * The cell to tap: the nearest reachable target of the first group that has one (by the preview's
 * cost, ties to the group's order), or null. Previews are asked for in order of a lower bound on their
 * cost (the cost over walls alone, doors open), and no more once the bound passes the best found.
 */
function choose(
  sim: Sim,
  strategy: Strategy,
  groups: readonly (readonly Piece[])[],
  looks: Map<string, Look>,
  entities: ReadonlyMap<number, Entity>,
): number | null {
  const w = sim.level.width;
  let bound: Float64Array | null = null;
  for (const group of groups) {
    if (group.length === 0) continue;
    bound ??= movementRange(sim.level.grid, sim.level.rule, sim.state.cell);
    const lowest = bound;
    const targets = group
      .map((piece, order) => {
        // Where the piece stands now, as the Sim shows it: a patrolling dog where its round has taken it.
        const at = entities.get(piece.id)?.position ?? piece;
        return { cell: at.y * w + at.x, order };
      })
      .filter((t) => Number.isFinite(lowest[t.cell]))
      .sort((a, b) => lowest[a.cell] - lowest[b.cell] || a.order - b.order);
    let best: { cell: number; order: number } | null = null;
    let bestCost = Number.POSITIVE_INFINITY;
    for (const target of targets) {
      if (lowest[target.cell] > bestCost) break;
      const seen = look(sim, target.cell, looks);
      if (!seen.walks || (strategy.careful && seen.deadly)) continue;
      if (seen.cost < bestCost || (seen.cost === bestCost && best !== null && target.order < best.order)) {
        best = target;
        bestCost = seen.cost;
      }
    }
    if (best !== null) return best.cell;
  }
  return null;
}

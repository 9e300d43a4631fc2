import type { Grid, MoveRule } from '../../grid';
import { BONES } from '../kinds/bone';
import type { KindDef, Piece } from '../kinds/types';
import { levelKinds } from '../levelKinds';
import type { Level } from '../types';
import { createPlayState, type PlayState } from './playState';

/**
 * A level as the rules read it: its pieces indexed for the step rules, derived from the kinds
 * table once per level. The sim, the path preview and the solver all use the same one.
 */
export interface RuleLevel {
  readonly grid: Grid;
  readonly rule: MoveRule;
  readonly pieces: readonly Piece[];
  /** The level's kinds, built-in and its own, in rule order. */
  readonly kinds: readonly KindDef[];
  /** The piece (id) whose cell it is, the cat excepted; -1 for none. */
  readonly pieceAt: Int32Array;
  /** Per kind, in `kinds` order: the pieces whose kind acts after every step (dogs). */
  readonly movers: readonly (readonly Piece[])[];
  /** 1 on every tile a mover may ever stand on (its cell, its route): elsewhere no `afterStep` acts. */
  readonly moverTiles: Uint8Array;
  /** The pieces whose kind can close their tile (doors). */
  readonly blockers: readonly Piece[];
  /** Counter names in use; the bone counter always first (the HUD shows it on every level). */
  readonly counters: readonly string[];
  readonly counterIndex: ReadonlyMap<string, number>;
  /** Pieces by slot (their bit in `PlayState.gone`). */
  readonly bySlot: readonly Piece[];
  /** The least common multiple of the patrols' laps (1 without patrols): the solver's clock. */
  readonly period: number;
  /** The cat's start cell and energy budget. */
  readonly start: number;
  readonly energy: number | null;
}

const cache = new WeakMap<Level, RuleLevel>();

/** The rule view of a level (made once per level and kept). */
export function ruleLevel(level: Level): RuleLevel {
  let made = cache.get(level);
  if (!made) {
    made = makeRuleLevel(level);
    cache.set(level, made);
  }
  return made;
}

function makeRuleLevel(level: Level): RuleLevel {
  const { grid } = level;
  const pieceAt = new Int32Array(grid.size).fill(-1);
  const bySlot: Piece[] = [];
  const counters = [BONES];
  let period = 1;
  for (const piece of level.pieces) {
    const kind: KindDef = piece.def;
    if (piece.kind !== 'cat') pieceAt[piece.cell] = piece.id;
    if (piece.slot >= 0) bySlot[piece.slot] = piece;
    const name = kind.counter?.(piece)?.name;
    if (name !== undefined && !counters.includes(name)) counters.push(name);
    period = lcm(period, kind.period?.(piece) ?? 1);
  }
  const kinds = levelKinds(level).list;
  const movers = kinds.map((k) => (k.afterStep ? level.pieces.filter((p) => p.kind === k.name) : []));
  const moverTiles = new Uint8Array(grid.size);
  // Loops, not Array.prototype.flat: Tiled 1.8's script engine, which runs the extension, lacks it.
  for (const pieces of movers)
    for (const piece of pieces) for (const cell of piece.route ?? [piece.cell]) moverTiles[cell] = 1;
  return {
    grid,
    rule: level.rule,
    pieces: level.pieces,
    kinds,
    pieceAt,
    movers,
    moverTiles,
    blockers: level.pieces.filter((p) => p.def.blocks !== undefined),
    counters,
    counterIndex: new Map(counters.map((name, i) => [name, i])),
    bySlot,
    period,
    start: level.cat.y * grid.width + level.cat.x,
    energy: level.energy,
  };
}

/** The state a play of the level starts in. */
export function startState(level: RuleLevel): PlayState {
  return createPlayState(level.start, level.energy, level.counters.length, level.bySlot.length);
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** The least common multiple of two whole numbers (the clock two patrol laps share). */
export function lcm(a: number, b: number): number {
  return (a / gcd(a, b)) * b;
}

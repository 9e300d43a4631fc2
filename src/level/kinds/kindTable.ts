import { interpretKind } from './interpret';
import { KIND_DATA, KIND_LIST } from './table';
import type { KindDef, Piece } from './types';
import type { KindData } from './vocabulary';

/**
 * A level's kinds: the seven built-in ones and the designer's own (a map's `kinds` property), in
 * the order their rules act, and looked up by name and by Tiled class.
 */
export interface KindTable {
  /** Every kind in rule order (`ruleRank`). */
  readonly list: readonly KindDef[];
  byName(name: string): KindDef | undefined;
  /** The kind a Tiled class names (case-insensitive). */
  byClass(className: string): KindDef | undefined;
  /** The Tiled classes of all its kinds, for "did you mean" suggestions. */
  readonly classNames: readonly string[];
}

/**
 * Where a kind's rules act among the others, by role: what gives (a bone, a key), then what an
 * `enter` needs or does (a door, a pipe), then what the cat meets (a dog), then what wins (an exit).
 * So a cat that grabs a fish on a crocodile's tile calms it, and a cat eaten on an exit does not
 * win. The built-in kinds already stand in this order.
 */
export function ruleRank(data: KindData): number {
  const { rules } = data;
  if (rules.length === 0) return 0;
  if (rules.some((r) => r.end === 'win')) return 4;
  if (rules.some((r) => r.on === 'meet')) return 3;
  return rules.every((r) => r.give !== undefined && r.need === undefined) ? 1 : 2;
}

function makeTable(entries: readonly { readonly data: KindData; readonly def: KindDef }[]): KindTable {
  // A stable sort: kinds of one role keep the built-ins first, then the map's order.
  const list = [...entries].sort((a, b) => ruleRank(a.data) - ruleRank(b.data)).map((e) => e.def);
  const names = new Map(list.map((k) => [k.name, k]));
  const classes = new Map(list.map((k) => [k.className.toLowerCase(), k]));
  return {
    list,
    byName: (name) => names.get(name),
    byClass: (className) => classes.get(className.trim().toLowerCase()),
    classNames: list.map((k) => k.className),
  };
}

const BUILT_IN_ENTRIES = Object.values(KIND_DATA).map((data, i) => ({ data, def: KIND_LIST[i] }));

/** The table of a level without kinds of its own. */
export const BUILT_IN_KINDS: KindTable = makeTable(BUILT_IN_ENTRIES);

/** The table of a level with kinds of its own (checked already: `readKinds`), each interpreted once. */
export function kindTable(own: readonly KindData[]): KindTable {
  if (own.length === 0) return BUILT_IN_KINDS;
  return makeTable([...BUILT_IN_ENTRIES, ...own.map((data) => ({ data, def: interpretKind(data) }))]);
}

/**
 * A piece with its kind's definition attached. The definition is behaviour (closures), and a level
 * crosses from the job worker to the page as data (a structured clone): `def` is not enumerable,
 * so the clone leaves it out instead of failing, and `withKinds` attaches it again.
 */
export function withDef(piece: Omit<Piece, 'def'>, def: KindDef): Piece {
  return Object.defineProperty({ ...piece }, 'def', { value: def, enumerable: false }) as Piece;
}

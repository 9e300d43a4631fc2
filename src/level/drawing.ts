import { parseMoveRule } from '../grid';
import type { GridShape } from '../tiled/types';
import { levelFromRows } from './levelFromRows';
import type { Level } from './types';

/**
 * Terrain characters of a level drawing; every other letter is a piece (the kinds table's
 * `LETTERS`). Each terrain is a tile of the game's tileset (levels/maze-cat.tsj), whose `cost`
 * property gives its cost: `TERRAIN_COSTS`.
 */
export const TERRAIN = {
  '#': 'wall',
  '.': 'floor',
  g: 'grass',
  m: 'mud',
  w: 'water',
} as const;

/** The cost of entering each terrain's tiles in the game's tileset. */
export const TERRAIN_COSTS: Readonly<Record<'floor' | 'grass' | 'mud' | 'water', number>> = {
  floor: 1,
  grass: 2,
  mud: 3,
  water: 5,
};

/**
 * A level drawn as rows of characters, with its settings: the shipped levels are drawn this way
 * (scripts/levels/drawings.ts), and so are the levels `maze-cat generate` makes. `drawingToTmj`
 * (tmjWriter.ts) writes one as a Tiled map; `levelOfDrawing` reads one as the Level that map loads as.
 */
export interface LevelDrawing {
  readonly title: string;
  readonly intro: string;
  readonly rows: readonly string[];
  readonly rule?: string;
  readonly energy?: number;
  /** Campaign chapter and whether this is its tutorial level. */
  readonly chapter?: string;
  readonly tutorial?: boolean;
  /**
   * Patrol routes as tile points; each belongs to the dog drawn on its first point. A route whose
   * last point is its first is a loop, else the dog walks it there and back.
   */
  readonly patrols?: readonly (readonly (readonly [number, number])[])[];
  /** The grid the map is written on (`drawingToTmj`); square tiles of 32 pixels when absent. */
  readonly grid?: GridShape;
  /**
   * Kinds of the map's own (docs/pieces.md, "A map's own kinds"): the `kinds` property's JSON, and
   * the letter each kind is drawn with in `rows`, by its class (`{ f: 'Fish' }`). The map
   * `drawingToTmj` writes declares them, and `levelOfDrawing` plays them.
   */
  readonly kinds?: { readonly json: string; readonly letters: Readonly<Record<string, string>> };
}

const COST_DIGITS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(TERRAIN)
    .filter(([, name]) => name !== 'wall' && name !== 'floor')
    .map(([ch, name]) => [ch, String(TERRAIN_COSTS[name as keyof typeof TERRAIN_COSTS])]),
);

/**
 * The Level a drawing's Tiled map loads as (without the map: see `levelFromRows`), for solving a
 * drawing before it is written. Throws a LevelError as the loader would.
 */
export function levelOfDrawing(drawing: LevelDrawing, file = 'drawing'): Level {
  const rows = drawing.rows.map((row) => row.replace(/[gmw]/g, (ch) => COST_DIGITS[ch]));
  return levelFromRows(rows, {
    file,
    title: drawing.title,
    rule: drawing.rule === undefined ? undefined : parseMoveRule(drawing.rule),
    energy: drawing.energy ?? null,
    patrols: drawing.patrols,
    shape: drawing.grid,
    kinds: drawing.kinds,
  });
}

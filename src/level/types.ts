import type { Grid, MoveRule } from '../grid';
import type { Orientation, TiledMap } from '../tiled/types';
import type { KindName, Piece } from './kinds/types';
import type { KindData } from './kinds/vocabulary';
import type { LevelProblem } from './problems';

/** A tile position, 0-based, x to the right, y down, as Tiled shows it. */
export interface Cell {
  readonly x: number;
  readonly y: number;
}

/**
 * A Tiled map read as a Maze Cat level (docs/levels.md): walls, terrain costs and pipes in a grid,
 * the pieces (the cat, bones, dogs, exits, keys, doors, pipes: see the kinds table in
 * src/level/kinds) and the map's settings. The map itself is kept for drawing.
 */
export interface Level {
  /** The file it came from, as given to the loader (used in every message about it). */
  readonly file: string;
  readonly title: string;
  readonly intro: string;
  readonly width: number;
  readonly height: number;
  /** Walls, the cost of entering each tile, and a link per pipe end. */
  readonly grid: Grid;
  /**
   * The grid Tiled draws the map as (docs/tiled.md, Orientations); `map` holds its settings and
   * `mapProjection(map)` where its tiles are. Staggered and hexagonal levels play by their grid's
   * own rule (src/level/gridRule.ts).
   */
  readonly orientation: Orientation;
  readonly rule: MoveRule;
  /** The cat's energy budget, or null for unlimited. */
  readonly energy: number | null;
  /** The par the designer wrote in the map, or null; `maze-cat check` compares it with the solver's. */
  readonly par: number | null;
  /** The campaign chapter it belongs to ('' for none), and whether it is the chapter's tutorial. */
  readonly chapter: string;
  readonly tutorial: boolean;
  /** The cat's start (also `pieces[0]`). */
  readonly cat: Cell;
  /** Every piece, the cat first, then in the order the map lists them; `pieces[i].id === i`. */
  readonly pieces: readonly Piece[];
  /** Tiled may place a finite or infinite map's tiles anywhere; level cell (0,0) is tile (originX, originY). */
  readonly originX: number;
  readonly originY: number;
  readonly map: TiledMap;
  /**
   * The kinds the map declares itself (its `kinds` property, docs/pieces.md), as data: the level's
   * kind table is the built-in kinds and these (`levelKinds`). Empty for most levels.
   */
  readonly kinds: readonly KindData[];
  /** Things a designer should know that do not stop the level from loading. */
  readonly warnings: readonly LevelProblem[];
}

/** The pieces of one kind, in level order. */
export function piecesOf(level: Pick<Level, 'pieces'>, kind: KindName): Piece[] {
  return level.pieces.filter((p) => p.kind === kind);
}

import type { Grid, MoveRule } from '../grid';
import type { TiledMap } from '../tiled/types';

/** A tile position, 0-based, x to the right, y down, as Tiled shows it. */
export interface Cell {
  readonly x: number;
  readonly y: number;
}

/**
 * A Tiled map read as a Maze Cat level (docs/levels.md): walls and terrain costs in a grid, the cat's
 * start, bones, dogs and exits as cells, and the map's settings. The map itself is kept for drawing.
 */
export interface Level {
  /** The file it came from, as given to the loader (used in every message about it). */
  readonly file: string;
  readonly title: string;
  readonly intro: string;
  readonly width: number;
  readonly height: number;
  /** Walls and the cost of entering each tile. */
  readonly grid: Grid;
  readonly rule: MoveRule;
  /** The cat's energy budget, or null for unlimited. */
  readonly energy: number | null;
  /** The par the designer wrote in the map, or null; `maze-cat check` compares it with the solver's. */
  readonly par: number | null;
  readonly cat: Cell;
  readonly bones: readonly Cell[];
  readonly dogs: readonly Cell[];
  readonly exits: readonly Cell[];
  /** Tiled may place a finite or infinite map's tiles anywhere; level cell (0,0) is tile (originX, originY). */
  readonly originX: number;
  readonly originY: number;
  readonly map: TiledMap;
  /** Things a designer should know that do not stop the level from loading. */
  readonly warnings: readonly string[];
}

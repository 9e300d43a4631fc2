import { BIG_MAZES } from './chapters/bigMazes';
import { DIAGONAL } from './chapters/diagonal';
import { DOGS } from './chapters/dogs';
import { ENERGY } from './chapters/energy';
import { FINALE } from './chapters/finale';
import { HEXAGONS } from './chapters/hexagons';
import { KEYS } from './chapters/keys';
import { KNIGHT } from './chapters/knight';
import { ORDER } from './chapters/order';
import { PATROLS } from './chapters/patrols';
import { PIPES } from './chapters/pipes';
import { TERRAIN } from './chapters/terrain';
import type { Chapter, ShippedDrawing } from './chapters/types';
import { WALKING } from './chapters/walking';

/**
 * The campaign, chapter by chapter: each teaches one idea in its first level and then tests it.
 * Level ids (file names) set the play order, so a chapter's ids sort together and in its order;
 * levels added between older ones take a letter (`03a-`), so the older ids, and the progress
 * players saved under them, stay as they were.
 *
 * Legend: # wall, . floor, g grass (2), m mud (3), w water (5); pieces by their letters in the kinds
 * table (src/level/kinds): C cat, B bone, D dog, E exit, r/u/n/y keys and R/U/N/Y doors (red, blue,
 * green, yellow), O pipe ends (paired in reading order); a dog with a `patrols` route patrols it.
 * A level with a `grid` is drawn on that board (the Hexagons chapter: chapters/hexagons.ts says how
 * its rows sit), with the game's tileset for that grid (`GRID_TILESETS`).
 */
export const CHAPTERS: readonly Chapter[] = [
  WALKING,
  DOGS,
  ORDER,
  TERRAIN,
  ENERGY,
  DIAGONAL,
  KNIGHT,
  BIG_MAZES,
  KEYS,
  PIPES,
  PATROLS,
  FINALE,
  HEXAGONS,
];

/** Every shipped level in play order, with its chapter. */
export const DRAWINGS: readonly ShippedDrawing[] = CHAPTERS.flatMap((chapter) =>
  chapter.levels.map((level) => ({ ...level, chapter: chapter.name })),
);

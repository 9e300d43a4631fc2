import type { LevelDrawing } from '../../../src/level/drawing';

/** A shipped level's drawing and its id (its file name in levels/, which sets the play order). */
export type ShippedDrawing = LevelDrawing & { readonly id: string };

/**
 * A chapter of the campaign: its name (the map property `chapter` of each of its levels) and its
 * levels in play order. The first level teaches the chapter's idea and may be a `tutorial`; every
 * other level must beat naive play, each scoring harder than the one before.
 */
export interface Chapter {
  readonly name: string;
  readonly levels: readonly Omit<ShippedDrawing, 'chapter'>[];
}

import { drawingToTmj } from '../tmjWriter';

/** The size a new level starts at. */
export const NEW_WIDTH = 10;
export const NEW_HEIGHT = 8;

/**
 * The Tiled map of a new level: `width` x `height` tiles of floor walled all round, written as the
 * shipped levels are (a ground, a walls and an entities layer, the game's tileset beside it).
 */
export function newMapText(width = NEW_WIDTH, height = NEW_HEIGHT, title = 'My level'): string {
  const edge = '#'.repeat(width);
  const inside = `#${'.'.repeat(width - 2)}#`;
  const rows = [edge, ...Array.from({ length: height - 2 }, () => inside), edge];
  return JSON.stringify(drawingToTmj({ title, intro: '', rows }, null));
}

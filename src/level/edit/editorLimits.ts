/** How big a map the editor opens (a module of its own: the play screen asks before opening it). */

/**
 * The most tiles a map opened in the editor may have (128 x 128, or any shape of as many): every
 * edit copies the map for its undo on the page's thread, which a 1024 x 1024 level would freeze
 * for a second an edit (docs/editor.md). Larger levels are edited in Tiled.
 */
export const EDITOR_MAX_CELLS = 128 * 128;

/** Why a map of `width` x `height` tiles is too big for the editor, or null (asked before it is opened, too). */
export function tooBigToEdit(width: number, height: number): string | null {
  if (width * height <= EDITOR_MAX_CELLS) return null;
  return `the editor edits maps of at most ${EDITOR_MAX_CELLS.toLocaleString('en')} tiles (128 x 128); this one is ${width} x ${height}: edit it in Tiled`;
}

/** How big a map the editor opens and makes (a module of its own: the play screen asks before opening it). */

/** The smallest and largest map side the editor makes (a map opened larger may keep its side, or shrink it). */
export const MIN_SIDE = 3;
export const MAX_SIDE = 64;

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

/**
 * Why the editor will not resize a `now.width` x `now.height` map to `width` x `height`, or null: a
 * side is a whole number from MIN_SIDE to MAX_SIDE, or up to the map's own side when it was opened
 * larger (a 128 x 128 map shrinks to 128 x 100). A side that is not a number (an empty field) keeps
 * its size. Said in the maker's words, naming the limit.
 */
export function resizeProblem(
  width: number,
  height: number,
  now: { readonly width: number; readonly height: number },
): string | null {
  const sides = [
    ['Width', width, now.width],
    ['Height', height, now.height],
  ] as const;
  for (const [name, side, own] of sides) {
    if (Number.isNaN(side)) continue;
    const most = Math.max(MAX_SIDE, own);
    const limit = `a side is ${MIN_SIDE} to ${MAX_SIDE} tiles${most > MAX_SIDE ? `, or up to the ${most} this map has` : ''}`;
    const wrong = !Number.isInteger(side)
      ? 'is not a whole number of tiles'
      : side < MIN_SIDE
        ? 'is too small'
        : side > most
          ? 'is too big'
          : null;
    if (wrong) return `${name} ${side} ${wrong}: ${limit}. The size is unchanged.`;
  }
  return null;
}

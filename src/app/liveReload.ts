/**
 * Live reload's one decision, kept pure so it is unit-tested: after Vite reports changed files in
 * levels/, does the open level have to be loaded again?
 */
import { catalogKey } from './levelCatalog';

/** A map file among the catalog's texts (only maps can be levels; they never feed another map). */
const MAP_FILE = /\.(tmj|tmx|json)$/i;

/**
 * True when `changed` (catalog keys such as `levels/maze-cat.tsj`) touches the open level: its own
 * map file, or any file a map may use (tileset, template, image). Another map changing does not
 * reload the level being played. `openFile` is the open level's path (empty when none).
 */
export function needsReload(changed: readonly string[], openFile: string): boolean {
  if (openFile === '') return false;
  const open = catalogKey(openFile);
  // A `.json` may be a tileset too; reloading once too often is harmless, missing one is not.
  return changed.some((f) => catalogKey(f) === open || !MAP_FILE.test(f) || /\.json$/i.test(f));
}

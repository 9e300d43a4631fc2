/**
 * How the community shelf's levels are named (docs/levels.md, "The community shelf"): a map in
 * levels/community/ is the level `community/<file name without extension>`. Apart from
 * shelfInfo.ts, which checks a shelf level, so that the first screen can tell a shelf id from any
 * other without the kinds table.
 */

/** The shelf's folder inside levels/, and the first part of every shelf level's id. */
export const SHELF_FOLDER = 'community';

const SHELF_ID = new RegExp(`^${SHELF_FOLDER}/[a-z0-9][a-z0-9_-]{0,63}$`, 'i');

/** True for a shelf level's id (`community/03-spiral`). */
export function isShelfId(id: string): boolean {
  return SHELF_ID.test(id);
}

/** The shelf id of a map file (`levels/community/03-spiral.tmj` -> `community/03-spiral`). */
export function shelfIdOf(file: string): string {
  const name = file.slice(file.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return `${SHELF_FOLDER}/${dot > 0 ? name.slice(0, dot) : name}`;
}

/** True for a map in a folder named `community` (levels/community/x.tmj): a shelf level, checked as one. */
export function isShelfFile(path: string): boolean {
  const parts = path.split(/[\\/]/);
  return parts.length >= 2 && parts[parts.length - 2] === SHELF_FOLDER;
}

/** The map file of a shelf id, as the game's level files name it (`levels/community/<name>.tmj`). */
export function shelfFileOf(id: string): string {
  return `levels/${id}.tmj`;
}

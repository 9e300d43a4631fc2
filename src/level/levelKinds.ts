import { Grid, type GridData } from '../grid';
import { type KindTable, kindTable, withDef } from './kinds/kindTable';
import type { Level } from './types';

const cache = new WeakMap<Level, KindTable>();

/** The kinds of a level, built-in and its own, in rule order (made once per level and kept). */
export function levelKinds(level: Level): KindTable {
  let made = cache.get(level);
  if (!made) {
    made = kindTable(level.kinds);
    cache.set(level, made);
  }
  return made;
}

/** Keeps the table a level was built with, so its pieces' definitions are the table's. */
export function keepKinds(level: Level, table: KindTable): Level {
  cache.set(level, table);
  return level;
}

/**
 * A level that crossed from the job worker as data (a structured clone) made whole again: its grid
 * a Grid, and each piece's kind definition, which the crossing leaves out, attached again from
 * the table `levelKinds` then gives for it.
 */
export function reviveLevel(data: Omit<Level, 'grid'> & { readonly grid: GridData }): Level {
  const kinds = kindTable(data.kinds);
  const pieces = data.pieces.map((piece) => {
    const def = kinds.byName(piece.kind);
    if (!def)
      throw new Error(`${data.file}: piece ${piece.id} is of kind "${piece.kind}", which the level has not`);
    return withDef(piece, def);
  });
  return keepKinds({ ...data, grid: Grid.revive(data.grid), pieces }, kinds);
}

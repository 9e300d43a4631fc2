import type { TiledMap } from '../tiled/types';
import { KindsError } from './kinds/kindJson';
import { BUILT_IN_KINDS, type KindTable, kindTable } from './kinds/kindTable';
import { readKinds } from './kinds/readKinds';
import type { KindData } from './kinds/vocabulary';
import type { ProblemList } from './problems';

/** The map property that declares a map's own kinds (docs/pieces.md, "A map's own kinds"). */
export const KINDS_PROPERTY = 'kinds';

/** A `kinds` property read: its kinds and the level's kind table, or what is wrong with it. */
export type OwnKinds =
  | { readonly own: readonly KindData[]; readonly table: KindTable; readonly problem?: undefined }
  | { readonly problem: string };

/**
 * Reads the value of a map's `kinds` property (undefined when it has none): a mistake is a
 * sentence naming the place in its JSON, never a throw of the kinds' making.
 */
export function readOwnKinds(value: unknown): OwnKinds {
  if (value === undefined) return { own: [], table: BUILT_IN_KINDS };
  if (typeof value !== 'string') return { problem: 'must be a string holding a JSON array of kinds' };
  try {
    const own = readKinds(value);
    return { own, table: kindTable(own) };
  } catch (error) {
    // KindsError names the place in the JSON; interpretKind's errors name the kind.
    if (!(error instanceof KindsError) && !(error instanceof Error && error.message.startsWith('kind ')))
      throw error;
    if (!(error instanceof KindsError)) return { problem: error.message };
    return { problem: error.at === '' ? error.detail : `at ${error.at}: ${error.detail}` };
  }
}

/**
 * A map's own kinds, from its `kinds` property, and the level's kind table with them. A mistake is
 * an error at the property, naming the place in its JSON; the level then has the built-in kinds
 * only (objects of the own classes are reported as strangers, not guessed at).
 */
export function ownKinds(
  map: TiledMap,
  problems: ProblemList,
): { own: readonly KindData[]; table: KindTable } {
  const read = readOwnKinds(map.properties[KINDS_PROPERTY]);
  if (read.problem === undefined) return read;
  problems.error({ path: `properties.${KINDS_PROPERTY}`, property: KINDS_PROPERTY }, read.problem);
  return { own: [], table: BUILT_IN_KINDS };
}

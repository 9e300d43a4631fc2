import type { TiledMap } from '../tiled/types';
import { KindsError } from './kinds/kindJson';
import { BUILT_IN_KINDS, type KindTable, kindTable } from './kinds/kindTable';
import { readKinds } from './kinds/readKinds';
import type { KindData } from './kinds/vocabulary';
import type { ProblemList } from './problems';

/** The map property that declares a map's own kinds (docs/pieces.md, "A map's own kinds"). */
export const KINDS_PROPERTY = 'kinds';

/**
 * A map's own kinds, from its `kinds` property, and the level's kind table with them. A mistake is
 * an error at the property, naming the place in its JSON; the level then has the built-in kinds
 * only (objects of the own classes are reported as strangers, not guessed at).
 */
export function ownKinds(map: TiledMap, problems: ProblemList): { own: KindData[]; table: KindTable } {
  const value = map.properties[KINDS_PROPERTY];
  if (value === undefined) return { own: [], table: BUILT_IN_KINDS };
  const place = { path: `properties.${KINDS_PROPERTY}`, property: KINDS_PROPERTY };
  if (typeof value !== 'string') {
    problems.error(place, 'must be a string holding a JSON array of kinds');
    return { own: [], table: BUILT_IN_KINDS };
  }
  try {
    const own = readKinds(value);
    return { own, table: kindTable(own) };
  } catch (error) {
    // KindsError names the place in the JSON; interpretKind's errors name the kind.
    if (!(error instanceof KindsError) && !(error instanceof Error && error.message.startsWith('kind ')))
      throw error;
    const message =
      error instanceof KindsError
        ? error.at === ''
          ? error.detail
          : `at ${error.at}: ${error.detail}`
        : error.message;
    problems.error(place, message);
    return { own: [], table: BUILT_IN_KINDS };
  }
}

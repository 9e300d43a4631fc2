import { MapError } from '../tiled/mapError';
import type { ProjectTypes } from '../tiled/projectTypes';
import { isKindClass, kindsFromClasses } from './kinds/kindClasses';
import { KindsError, parseBounded } from './kinds/kindJson';
import type { KindData } from './kinds/vocabulary';
import { KINDS_PROPERTY } from './ownKinds';

/** A map's `kinds` property made from the project's kind classes it uses, and those kinds. */
export interface ProjectKinds {
  /** The property's new text; null when it should stay as it is (absent, or already this in meaning). */
  readonly text: string | null;
  readonly kinds: readonly KindData[];
}

/**
 * The `kinds` property a map travels with, refreshed from the Tiled project's kind classes it uses
 * (`usedClasses`, its objects' classes): each used kind class written as a kind, the map's own
 * entries for other classes kept before them, and a kind class no object uses any more dropped. So
 * the game, `maze-cat check` and a share link, which see the map alone, play what the project
 * declares. A mistake is a MapError naming the class and member (or the map's property).
 */
export function projectKinds(
  existing: unknown,
  types: ProjectTypes,
  usedClasses: readonly string[],
  mapFile: string,
): ProjectKinds {
  const place = `map property "${KINDS_PROPERTY}"`;
  let entries: unknown[] = [];
  if (existing !== undefined) {
    if (typeof existing !== 'string')
      throw new MapError(mapFile, place, 'must be a string holding a JSON array of kinds');
    try {
      const parsed = parseBounded(existing);
      if (!Array.isArray(parsed)) throw new KindsError('', 'must be a JSON array of kinds');
      entries = parsed;
    } catch (error) {
      if (error instanceof KindsError) throw new MapError(mapFile, place, error.message);
      throw error;
    }
  }
  const classKinds = new Set(
    [...types.classes.values()].filter(isKindClass).map((c) => c.name.toLowerCase()),
  );
  const classOf = (entry: unknown) =>
    typeof entry === 'object' && entry !== null && 'className' in entry && typeof entry.className === 'string'
      ? entry.className.toLowerCase()
      : '';
  const before = entries.filter((entry) => !classKinds.has(classOf(entry)));
  const { kinds, json } = kindsFromClasses(types, usedClasses, before, mapFile);
  const all = [...before, ...json];
  if (existing === undefined && all.length === 0) return { text: null, kinds };
  // Unchanged in meaning (however it is spaced or its keys ordered), the property is left alone.
  if (existing !== undefined && canonical(entries) === canonical(all)) return { text: null, kinds };
  return { text: JSON.stringify(all, null, 2), kinds };
}

/** A JSON value's text with every object's keys sorted. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/**
 * What the Community screen lists: the shelf filtered by mechanics and difficulty bands and sorted.
 * Pure, so the screen and its tests share it.
 */
import type { Mechanic } from '../../level/shelfInfo';
import { BANDS, type Band } from '../../solver/difficulty/score';
import type { ShelfEntry } from './shelfEntry';

/** How the shelf is ordered: newest added first, or by the solver's difficulty score. */
export const SHELF_SORTS = ['newest', 'easiest', 'hardest'] as const;
export type ShelfSort = (typeof SHELF_SORTS)[number];

/** The player's choice: cards must have every chosen mechanic and one of the chosen bands (none chosen: any). */
export interface ShelfQuery {
  readonly mechanics: ReadonlySet<Mechanic>;
  readonly bands: ReadonlySet<Band>;
  readonly sort: ShelfSort;
}

/** The mechanics in words, as the filters and the cards name them. */
export const MECHANIC_WORDS: Readonly<Record<Mechanic, string>> = {
  bone: 'bones',
  key: 'keys',
  door: 'doors',
  pipe: 'pipes',
  dog: 'dogs',
  own: 'new pieces',
  patrol: 'patrols',
  terrain: 'terrain',
  energy: 'energy',
  diagonal: 'diagonal moves',
  knight: 'knight moves',
  custom: 'custom moves',
};

/**
 * The shelf's levels the query keeps, in its order. Ties keep the shelf's own order (file names),
 * except newest first: of levels added the same day, the later on the shelf was added later.
 */
export function queryShelf(entries: readonly ShelfEntry[], query: ShelfQuery): ShelfEntry[] {
  const place = new Map(entries.map((e, i) => [e.id, i]));
  const later = (a: ShelfEntry, b: ShelfEntry) => (place.get(b.id) ?? 0) - (place.get(a.id) ?? 0);
  const kept = entries.filter(
    (e) =>
      [...query.mechanics].every((m) => e.mechanics.includes(m)) &&
      (query.bands.size === 0 || query.bands.has(e.band)),
  );
  const order: Readonly<Record<ShelfSort, (a: ShelfEntry, b: ShelfEntry) => number>> = {
    newest: (a, b) => (a.added < b.added ? 1 : a.added > b.added ? -1 : later(a, b)),
    easiest: (a, b) => a.score - b.score,
    hardest: (a, b) => b.score - a.score,
  };
  return kept.sort(order[query.sort]);
}

/**
 * What the screen says above its cards, given the shelf's size and how many levels the filters
 * keep, and whether it offers "Clear filters": when they keep none, so the page is never empty with
 * no way back.
 */
export function shelfSummary(
  total: number,
  shown: number,
): { readonly text: string; readonly offerClear: boolean } {
  if (total === 0) return { text: 'The shelf is empty: add levels to levels/community/.', offerClear: false };
  if (shown === 0) return { text: 'No level matches these filters.', offerClear: true };
  return { text: `Showing ${shown} of ${total} levels`, offerClear: false };
}

/** The mechanics some shelf level has, in the order the words list them. */
export function shelfMechanics(entries: readonly ShelfEntry[]): Mechanic[] {
  return (Object.keys(MECHANIC_WORDS) as Mechanic[]).filter((m) =>
    entries.some((e) => e.mechanics.includes(m)),
  );
}

/** The bands some shelf level is in, easiest first. */
export function shelfBands(entries: readonly ShelfEntry[]): Band[] {
  return BANDS.filter((b) => entries.some((e) => e.band === b));
}

/** "remix of Locksmith by Ada Whisker, a remix of ..." for a card, or '' for a level made afresh. */
export function remixWords(entry: Pick<ShelfEntry, 'remixOf'>): string {
  return entry.remixOf
    .map(
      (c, i) =>
        `${i === 0 ? 'remix of' : 'a remix of'} ${c.title === null ? 'a shared level' : `${c.title} by ${c.maker}`}`,
    )
    .join(', ');
}

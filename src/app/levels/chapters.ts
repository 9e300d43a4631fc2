/**
 * The level list's chapters: levels grouped by their `chapter` map property, with stars won per
 * chapter and in all. Pure, and fed a plain list of levels, so it serves whatever makes that list
 * (the level files read in the page, or a catalogue generated at build time).
 */

/** A level as the level list knows it. */
export interface CatalogLevel {
  readonly id: string;
  readonly title: string;
  /** The chapter it belongs to ('' for none). */
  readonly chapter: string;
  readonly par: number | null;
  /** The chapter's first level, which teaches its idea. */
  readonly tutorial: boolean;
}

/** A level in its chapter, with its number in play order over all levels (from 1). */
export interface NumberedLevel<L> {
  readonly level: L;
  readonly number: number;
}

export interface Chapter<L> {
  /** The chapter's name; '' when no level names one (the list is then one plain group). */
  readonly name: string;
  readonly levels: readonly NumberedLevel<L>[];
}

/** The group for levels without a chapter, when other levels have one. */
export const OTHER_LEVELS = 'More levels';

/**
 * Groups levels (in play order) by chapter, chapters in the order their first level comes. When no
 * level names a chapter there is one group named '' (no heading to show); when only some do, the
 * others go together under `OTHER_LEVELS`.
 */
export function groupChapters<L extends { readonly chapter: string }>(levels: readonly L[]): Chapter<L>[] {
  const named = levels.some((l) => l.chapter.trim() !== '');
  const groups = new Map<string, NumberedLevel<L>[]>();
  levels.forEach((level, i) => {
    const name = named ? level.chapter.trim() || OTHER_LEVELS : '';
    let group = groups.get(name);
    if (!group) {
      group = [];
      groups.set(name, group);
    }
    group.push({ level, number: i + 1 });
  });
  return [...groups].map(([name, list]) => ({ name, levels: list }));
}

/** Stars won over some levels and the most there are to win (three a level). */
export interface StarTally {
  readonly stars: number;
  readonly max: number;
}

/** Adds up the stars saved for `ids` (a level never won counts none). */
export function tallyStars(
  ids: readonly string[],
  records: Readonly<Record<string, { readonly stars: number } | undefined>>,
): StarTally {
  let stars = 0;
  for (const id of ids) stars += records[id]?.stars ?? 0;
  return { stars, max: ids.length * 3 };
}

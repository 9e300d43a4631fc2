/**
 * Which campaign levels are open, and what opens a locked one (docs/rules.md, "Unlocking levels").
 * Pure: fed the saved wins and the levels in play order with their chapters.
 *
 * A level is open when it is won, when the level before it is won, when it is a chapter's first level
 * and the previous chapter's first is won (so each chapter's idea is a few wins away, not thirty), or
 * when it is one of the first `OPEN_UNSOLVED` levels not yet won.
 */
import { groupChapters } from './chapters';

/** A level in play order as unlocking sees it. */
export interface OrderedLevel {
  readonly id: string;
  /** Its chapter ('' for none). */
  readonly chapter: string;
}

/** The saved wins by level id (a null-prototype record: `progress.levels`). */
export type Wins = Readonly<Record<string, unknown>>;

/** How many levels not yet won are always open, so a player stuck on one has another to try. */
export const OPEN_UNSOLVED = 2;

/** What opens a locked level, for the player. */
export interface LockReason {
  /** The level whose win opens it. */
  readonly opener: string;
  /** The open level, not yet won, that the way there starts with (the opener itself when that is open). */
  readonly start: string;
  /** How many wins the way takes, `start` and `opener` included. */
  readonly wins: number;
}

/** The ids of the open levels among `levels` (a level never won and not listed here is locked). */
export function openLevels(wins: Wins, levels: readonly OrderedLevel[]): ReadonlySet<string> {
  const openers = openerByLevel(levels);
  const open = new Set<string>();
  let unsolved = 0;
  for (const { id } of levels) {
    const won = wins[id] !== undefined;
    const openerWon = (openers.get(id) ?? []).some((opener) => wins[opener] !== undefined);
    if (won || openerWon || unsolved < OPEN_UNSOLVED) open.add(id);
    if (!won) unsolved++;
  }
  return open;
}

/**
 * What opens a locked level: the level whose win opens it and, when that one is locked too, where
 * the way there starts: of all the ways (each a chain of levels, each opening the next), one of the
 * fewest wins. Null for an open level.
 */
export function lockReason(wins: Wins, levels: readonly OrderedLevel[], id: string): LockReason | null {
  const open = openLevels(wins, levels);
  const openers = openerByLevel(levels);
  // Wins needed before each level opens, and the opener on a way of that many, in play order
  // (a level's openers come before it).
  const needed = new Map<string, { wins: number; opener: string | null }>();
  for (const level of levels) {
    let best: { wins: number; opener: string | null } = {
      wins: open.has(level.id) ? 0 : Infinity,
      opener: null,
    };
    if (best.wins > 0)
      for (const opener of openers.get(level.id) ?? []) {
        const wins = (needed.get(opener)?.wins ?? Infinity) + 1;
        if (wins < best.wins) best = { wins, opener };
      }
    needed.set(level.id, best);
    if (level.id === id) break;
  }
  const first = needed.get(id)?.opener;
  if (first === undefined || first === null) return null;
  let start = first;
  for (let next = needed.get(start)?.opener; next; next = needed.get(start)?.opener) start = next;
  return { opener: first, start, wins: needed.get(id)?.wins ?? 0 };
}

/**
 * For each level, the levels whose win opens it: the level before it and, for a chapter's first
 * level, the previous chapter's first, named first (the way the player is told when both are as near).
 */
function openerByLevel(levels: readonly OrderedLevel[]): Map<string, string[]> {
  const openers = new Map<string, string[]>();
  levels.forEach(({ id }, i) => {
    if (i > 0) openers.set(id, [levels[i - 1].id]);
  });
  const firsts = groupChapters(levels).map((chapter) => chapter.levels[0].level.id);
  for (let c = 1; c < firsts.length; c++) openers.get(firsts[c])?.unshift(firsts[c - 1]);
  return openers;
}

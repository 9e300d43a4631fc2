/**
 * "Opened from links": every level a share link opened, remembered in the browser (localStorage)
 * with its title, its maker and when it was opened, so it plays again later, offline too. The
 * link's level itself is kept (its fragment, which for a packed map is the whole map), not only an
 * address. Bounded when written and again when read, whatever the storage holds (another version,
 * another script, a hand in the developer tools): the latest 50 links and 1,000,000 characters in
 * all, titles and makers cut to what the list shows; a damaged list or entry is dropped with a
 * sentence saying so, and a full storage costs the oldest entries, never a crash.
 */

/** One level opened from a link. */
export interface OpenedLink {
  /** A hash of the fragment: the same link opened again replaces its entry. */
  readonly id: string;
  readonly title: string;
  /** The map's `maker` property, or '' when it has none. */
  readonly maker: string;
  /** When it was last opened, in milliseconds since 1970. */
  readonly opened: number;
  /** The link's fragment without its replay (`#mc=1&map=...`): the level itself. */
  readonly fragment: string;
}

/** The localStorage key of the list. */
export const OPENED_LINKS_KEY = 'maze-cat.openedLinks';
/** The most links kept: the oldest goes first. */
export const MAX_OPENED_LINKS = 50;
/** The most characters the whole list takes in storage (a 5 MB browser quota holds it twice); longer is not read. */
export const MAX_OPENED_CHARS = 1_000_000;
/** The longest fragment kept: a link's own limit (shareFragment.ts's MAX_LINK_CHARS) and room. */
export const MAX_FRAGMENT_CHARS = 40_000;
/** Titles and makers are cut to this many characters. */
const MAX_WORDS = 120;
/** The latest time a Date shows (8.64e15 ms, in the year 275760); the earliest is its negative. */
const MAX_DATE_MS = 8.64e15;

/** What reading the list found: the links, the latest first, and a sentence when some were dropped. */
export interface OpenedList {
  readonly links: readonly OpenedLink[];
  readonly problem: string | null;
}

/** The list in a Storage (localStorage in the page, a fake in tests); null storage keeps nothing. */
export class OpenedLinks {
  constructor(
    private readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Every link kept, the latest first, at most MAX_OPENED_LINKS of them with their words cut as
   * `remember` cuts them; damaged entries and older ones past the limit are left out and counted in
   * `problem`. Stored text longer than any list this game writes is not parsed at all, so reading
   * takes bounded time whatever is stored.
   */
  read(): OpenedList {
    let raw: string | null;
    try {
      raw = this.storage?.getItem(OPENED_LINKS_KEY) ?? null;
    } catch {
      return { links: [], problem: 'The levels opened from links cannot be read: storage is blocked.' };
    }
    if (raw === null) return { links: [], problem: null };
    if (raw.length > MAX_OPENED_CHARS)
      return {
        links: [],
        problem: `The list of levels opened from links was longer than the game keeps (${count(raw.length)} characters; at most ${count(MAX_OPENED_CHARS)}) and was not read; it starts again.`,
      };
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      value = null;
    }
    if (!Array.isArray(value))
      return {
        links: [],
        problem: 'The list of levels opened from links was damaged and could not be read; it starts again.',
      };
    const whole = value.filter(isStoredLink).sort((a, b) => b.opened - a.opened);
    const damaged = value.length - whole.length;
    const links: OpenedLink[] = [];
    const ids = new Set<string>();
    let older = 0;
    for (const stored of whole) {
      // The id is the fragment's own, never the stored one: one entry per link, whatever was kept.
      const link = openedLink(stored.title, stored.maker, stored.opened, stored.fragment);
      if (ids.has(link.id)) continue;
      ids.add(link.id);
      if (links.length < MAX_OPENED_LINKS) links.push(link);
      else older++;
    }
    const problems = [
      damaged > 0 &&
        `${count(damaged)} damaged ${damaged === 1 ? 'entry was' : 'entries were'} left out of the levels opened from links.`,
      older > 0 &&
        `${count(older)} older ${older === 1 ? 'entry' : 'entries'} past the ${MAX_OPENED_LINKS} kept ${older === 1 ? 'was' : 'were'} left out of the levels opened from links.`,
    ].filter((p): p is string => typeof p === 'string');
    return { links, problem: problems.length > 0 ? problems.join(' ') : null };
  }

  /** The links kept, the latest first (damaged entries left out). */
  list(): readonly OpenedLink[] {
    return this.read().links;
  }

  /**
   * Remembers a level a link opened (again: it moves to the top). Returns null when it is kept, else
   * the sentence saying why not (too large, storage full or blocked).
   */
  remember(entry: { title: string; maker: string; fragment: string }): string | null {
    if (entry.fragment.length > MAX_FRAGMENT_CHARS)
      return `This level is not kept under Opened from links: its link takes ${entry.fragment.length.toLocaleString('en')} characters, more than the ${MAX_FRAGMENT_CHARS.toLocaleString('en')} kept.`;
    const link = openedLink(entry.title, entry.maker, this.now(), entry.fragment);
    const rest = this.list().filter((l) => l.id !== link.id);
    return this.write([link, ...rest])
      ? null
      : "This level is not kept under Opened from links: this browser's storage is full or blocked.";
  }

  /** Forgets one link; returns it (to put back with `restore`), or undefined when it was not kept. */
  remove(id: string): OpenedLink | undefined {
    const links = this.list();
    const gone = links.find((l) => l.id === id);
    if (gone) this.write(links.filter((l) => l !== gone));
    return gone;
  }

  /** Puts a removed link back where it was (Undo); false when storage refused. */
  restore(link: OpenedLink): boolean {
    return this.write([link, ...this.list().filter((l) => l.id !== link.id)]);
  }

  /**
   * Writes `links` (the latest first) within the bounds; when storage refuses (full), drops the
   * oldest and tries again, keeping at least the first. False when even that is refused.
   */
  private write(links: readonly OpenedLink[]): boolean {
    if (!this.storage) return false;
    let kept = links.slice(0, MAX_OPENED_LINKS);
    while (kept.length > 1 && JSON.stringify(kept).length > MAX_OPENED_CHARS) kept = kept.slice(0, -1);
    for (;;) {
      try {
        this.storage.setItem(OPENED_LINKS_KEY, JSON.stringify(kept));
        return true;
      } catch {
        if (kept.length <= 1) return false;
        kept = kept.slice(0, Math.max(1, Math.floor(kept.length / 2)));
      }
    }
  }
}

/** An entry as it is remembered: its id from its fragment, its words cut to what the list shows. */
function openedLink(title: string, maker: string, opened: number, fragment: string): OpenedLink {
  return {
    id: fragmentId(fragment),
    title: title.slice(0, MAX_WORDS) || 'Untitled',
    maker: maker.slice(0, MAX_WORDS),
    opened,
    fragment,
  };
}

/** A stored entry the list can show: words, a time a Date shows, and a link's fragment. */
function isStoredLink(value: unknown): value is Omit<OpenedLink, 'id'> {
  const v = value as Partial<Record<keyof OpenedLink, unknown>> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.title === 'string' &&
    typeof v.maker === 'string' &&
    typeof v.opened === 'number' &&
    Math.abs(v.opened) <= MAX_DATE_MS &&
    typeof v.fragment === 'string' &&
    v.fragment.startsWith('#mc=') &&
    v.fragment.length <= MAX_FRAGMENT_CHARS
  );
}

/** A count in the list's sentences: 19,950. */
function count(n: number): string {
  return n.toLocaleString('en');
}

/** FNV-1a of the fragment, in base 36: the same link, the same id. */
export function fragmentId(fragment: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < fragment.length; i++) {
    h ^= fragment.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return `${h.toString(36)}-${fragment.length.toString(36)}`;
}

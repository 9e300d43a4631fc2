/**
 * The levels a maker has drawn, kept in the browser (localStorage) so nothing is lost on reload:
 * one entry per draft with its title, its map's text and when it was last changed. What cannot be
 * read is never dropped: a damaged store is copied aside before anything is written over it, a
 * store from a newer version is left as it is (and nothing is saved over it), and an entry that is
 * not a draft is written back as it was. `problem` says so in the maker's words (docs/editor.md).
 */

/** A draft as "My levels" lists it. */
export interface Draft {
  readonly id: string;
  readonly title: string;
  /** The map as Tiled JSON text. */
  readonly text: string;
  /** Milliseconds since 1970. */
  readonly saved: number;
}

/** Where the drafts are kept: a JSON array of drafts (format 1; a later format is an object with `version`). */
export const DRAFTS_KEY = 'maze-cat.editor.drafts';
/** Where the text of a damaged store is copied before new drafts are saved. */
export const UNREADABLE_KEY = 'maze-cat.editor.drafts.unreadable';
/** The draft the editor had open, opened again on the next visit. */
const OPEN_KEY = 'maze-cat.editor.open';
/** The store format this version writes. */
const FORMAT = 1;

/** Why a draft could not be saved, in the maker's words. */
export const STORAGE_FULL =
  "This browser's storage is full, so your latest changes are not saved here. Export the level to a file, or delete levels you no longer need from My levels.";

const NEWER =
  'My levels were saved by a newer version of Maze Cat, which this version cannot read: they are kept as they are. Reload the page to update the game; until then, levels made here are not saved in this browser (export them to keep them).';
const DAMAGED_KEPT = `My levels in this browser were damaged and could not be read: their text is kept aside (under "${UNREADABLE_KEY}"), and levels are saved afresh.`;
const DAMAGED_STUCK =
  'My levels in this browser were damaged and could not be read, and the storage has no room to keep a copy aside: they are left as they are, and levels made here are not saved in this browser (export them to keep them).';

/** What the store holds, read. */
interface Shelf {
  readonly drafts: Draft[];
  /** Entries that are not drafts this version reads: written back as they are. */
  readonly kept: unknown[];
  /** False when writing would destroy what could not be read. */
  readonly writable: boolean;
  readonly problem: string | null;
}

const isDraft = (d: unknown): d is Draft => {
  const draft = d as Partial<Draft> | null;
  return (
    typeof draft?.id === 'string' &&
    typeof draft.text === 'string' &&
    typeof draft.title === 'string' &&
    typeof draft.saved === 'number' &&
    Number.isFinite(draft.saved)
  );
};

/** Drafts in a Storage (localStorage in the page, a fake in tests). */
export class DraftStore {
  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null) {}

  /** Every draft, the latest first. */
  list(): Draft[] {
    return this.read().drafts;
  }

  /** Why some of the maker's levels cannot be read or saved here, or null when all is well. */
  get problem(): string | null {
    return this.read().problem;
  }

  /** False when saving would write over what could not be read (a newer version's, a damaged store with no room for a copy). */
  get writable(): boolean {
    return this.read().writable;
  }

  get(id: string): Draft | undefined {
    return this.list().find((d) => d.id === id);
  }

  /** Saves a draft: null when saved, else the sentence saying why it is not (storage full, a newer store). */
  save(draft: Draft): string | null {
    const shelf = this.read();
    const problem = this.write(shelf, [draft, ...shelf.drafts.filter((d) => d.id !== draft.id)]);
    return problem ?? (this.setOpen(draft.id) ? null : STORAGE_FULL);
  }

  /** Deletes a draft; null when done, else why not. */
  remove(id: string): string | null {
    const shelf = this.read();
    return this.write(
      shelf,
      shelf.drafts.filter((d) => d.id !== id),
    );
  }

  /** The draft open last, if it is still kept. */
  get openId(): string | null {
    return this.getItem(OPEN_KEY);
  }

  private getItem(key: string): string | null {
    try {
      return this.storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  private setItem(key: string, value: string): boolean {
    try {
      this.storage?.setItem(key, value);
      return this.storage !== null;
    } catch {
      return false;
    }
  }

  private setOpen(id: string): boolean {
    return this.setItem(OPEN_KEY, id);
  }

  private read(): Shelf {
    const raw = this.getItem(DRAFTS_KEY);
    if (raw === null) return { drafts: [], kept: [], writable: true, problem: null };
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      return this.damaged(raw);
    }
    if (!Array.isArray(value)) {
      const version = (value as { version?: unknown } | null)?.version;
      if (typeof version === 'number' && version > FORMAT)
        return { drafts: [], kept: [], writable: false, problem: NEWER };
      return this.damaged(raw);
    }
    const drafts = value.filter(isDraft).sort((a, b) => b.saved - a.saved);
    const kept = value.filter((d) => !isDraft(d));
    const problem =
      kept.length === 0
        ? null
        : `${kept.length === 1 ? 'One of My levels' : `${kept.length} of My levels`} could not be read (damaged, or saved by a newer version of Maze Cat): kept as saved, not listed.`;
    return { drafts, kept, writable: true, problem };
  }

  /** A store that is not JSON or not drafts: its text is copied aside once, so saving afresh loses nothing. */
  private damaged(raw: string): Shelf {
    const aside = this.getItem(UNREADABLE_KEY);
    const kept = aside === raw || (aside === null && this.setItem(UNREADABLE_KEY, raw));
    return { drafts: [], kept: [], writable: kept, problem: kept ? DAMAGED_KEPT : DAMAGED_STUCK };
  }

  private write(shelf: Shelf, drafts: readonly Draft[]): string | null {
    if (!shelf.writable) return shelf.problem;
    return this.setItem(DRAFTS_KEY, JSON.stringify([...drafts, ...shelf.kept])) ? null : STORAGE_FULL;
  }
}

/** A new draft id: the time and a random part, so two tabs never share one. */
export function newDraftId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

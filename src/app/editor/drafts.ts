/**
 * The levels a maker has drawn, kept in the browser (localStorage) so nothing is lost on reload:
 * each draft under a key of its own (its title, its map's text, when it was last changed), and a
 * small index listing them, the latest first, each with a revision that grows with every save. A
 * save writes that draft and the index, never the others; a save that would replace a revision
 * another tab wrote since this one read it is refused (`changed`), so the caller keeps both.
 *
 * What cannot be read is never dropped: drafts stored the first way (one list of every draft) are
 * moved to their own keys, and left as they were when there is no room to move them; a damaged
 * index is copied aside before anything is written over it (the drafts under their own keys are
 * listed still); a store from a newer version is left as it is (and nothing is saved over it); an
 * entry that is not a draft is written back as it was. `problem` says so in the maker's words
 * (docs/editor.md).
 */

/** A draft as the editor saves it. */
export interface Draft {
  readonly id: string;
  readonly title: string;
  /** The map as Tiled JSON text. */
  readonly text: string;
  /** Milliseconds since 1970. */
  readonly saved: number;
  /** The level it was opened from by Edit (its id in the game), if any: Edit on that level opens this draft again. */
  readonly level?: string;
}

/** A draft as My levels lists it (its map is read only when it is opened). */
export interface DraftEntry {
  readonly id: string;
  readonly title: string;
  readonly saved: number;
  /** Counts the draft's saves: a tab saves over the revision it read, and no other. */
  readonly rev: number;
  /** The level it was opened from by Edit, if any (as `Draft.level`). */
  readonly level?: string;
}

/** A draft read back, with the revision its next save is made over. */
export type StoredDraft = Draft & { readonly rev: number };

/** What became of a save: saved (at its new revision), refused with why, or changed by another tab since it was read. */
export type SaveOutcome =
  | { readonly kind: 'saved'; readonly rev: number }
  | { readonly kind: 'failed'; readonly problem: string }
  | { readonly kind: 'changed' };

/**
 * The index (format 2: `{"version": 2, "drafts": [entries]}`); format 1 was a JSON array of the
 * drafts themselves, moved on first reading. A later format is an object with a higher `version`.
 */
export const DRAFTS_KEY = 'maze-cat.editor.drafts';
/** Each draft's own key is this and its id. */
export const DRAFT_PREFIX = 'maze-cat.editor.draft.';
/** Where the text of a damaged index is copied before new drafts are saved. */
export const UNREADABLE_KEY = 'maze-cat.editor.drafts.unreadable';
/** The draft the editor had open, opened again on the next visit. */
const OPEN_KEY = 'maze-cat.editor.open';
/** The store format this version writes. */
const FORMAT = 2;

/** Why a draft could not be saved, in the maker's words. */
export const STORAGE_FULL =
  "This browser's storage is full, so your latest changes are not saved here. Export the level to a file, or delete levels you no longer need from My levels.";

const NEWER =
  'My levels were saved by a newer version of Maze Cat, which this version cannot read: they are kept as they are. Reload the page to update the game; until then, levels made here are not saved in this browser (export them to keep them).';
const DAMAGED_KEPT = `My levels in this browser were damaged and could not be read: their text is kept aside (under "${UNREADABLE_KEY}"), and levels are saved afresh.`;
const DAMAGED_STUCK =
  'My levels in this browser were damaged and could not be read, and the storage has no room to keep a copy aside: they are left as they are, and levels made here are not saved in this browser (export them to keep them).';
const MOVE_STUCK =
  "My levels could not be moved to this version's way of keeping them, because this browser's storage is full: they are kept as they were and can be opened, but changes are not saved in this browser until there is room (export the levels you are making to keep them).";

/** What the store holds, read. */
interface Shelf {
  /** The latest saved first. */
  readonly entries: readonly DraftEntry[];
  /** Entries that are not drafts this version reads: written back as they are. */
  readonly kept: readonly unknown[];
  /** False when writing would destroy what could not be read. */
  readonly writable: boolean;
  readonly problem: string | null;
  /** The drafts of a first-format list that could not be moved, read from it. */
  readonly unmoved?: ReadonlyMap<string, Draft>;
}

const EMPTY: Shelf = { entries: [], kept: [], writable: true, problem: null };

const isDraft = (d: unknown): d is Draft => {
  const draft = d as Partial<Draft> | null;
  return (
    typeof draft?.id === 'string' &&
    typeof draft.text === 'string' &&
    typeof draft.title === 'string' &&
    typeof draft.saved === 'number' &&
    Number.isFinite(draft.saved) &&
    (draft.level === undefined || typeof draft.level === 'string')
  );
};

const isEntry = (e: unknown): e is DraftEntry => {
  const entry = e as Partial<DraftEntry> | null;
  return (
    typeof entry?.id === 'string' &&
    typeof entry.title === 'string' &&
    typeof entry.saved === 'number' &&
    Number.isFinite(entry.saved) &&
    Number.isSafeInteger(entry.rev) &&
    (entry.level === undefined || typeof entry.level === 'string')
  );
};

const entryOf = (d: Draft, rev: number): DraftEntry => {
  const entry = { id: d.id, title: d.title, saved: d.saved, rev };
  return d.level === undefined ? entry : { ...entry, level: d.level };
};

const keptProblem = (kept: readonly unknown[]) =>
  kept.length === 0
    ? null
    : `${kept.length === 1 ? 'One of My levels' : `${kept.length} of My levels`} could not be read (damaged, or saved by a newer version of Maze Cat): kept as saved, not listed.`;

/** Drafts in a Storage (localStorage in the page, one in memory in tests). */
export class DraftStore {
  /** The index as last read or written, and what it holds: a save or a listing parses it only when another tab changed it. */
  private cache: { readonly raw: string | null; readonly shelf: Shelf } | null = null;

  constructor(private readonly storage: Storage | null) {}

  /** Every draft, the latest saved first. */
  list(): readonly DraftEntry[] {
    return this.read().entries;
  }

  /** Why some of the maker's levels cannot be read or saved here, or null when all is well. */
  get problem(): string | null {
    return this.read().problem;
  }

  /** False when saving would write over what could not be read (a newer version's, a damaged store with no room for a copy). */
  get writable(): boolean {
    return this.read().writable;
  }

  /** The draft Edit made of the level `level` (its id in the game), the latest saved if there are several, or undefined. */
  ofLevel(level: string): DraftEntry | undefined {
    return this.read().entries.find((e) => e.level === level);
  }

  /** A draft with its map, or undefined when it is not listed or its own text cannot be read. */
  get(id: string): StoredDraft | undefined {
    const shelf = this.read();
    const entry = shelf.entries.find((e) => e.id === id);
    if (!entry) return undefined;
    const unmoved = shelf.unmoved?.get(id);
    if (unmoved) return { ...unmoved, rev: entry.rev };
    const draft = parse(this.getItem(DRAFT_PREFIX + id));
    return isDraft(draft) && draft.id === id ? { ...draft, rev: entry.rev } : undefined;
  }

  /**
   * Saves a draft over revision `rev` (the one this tab read; null for a draft it never saved). When
   * another tab saved the draft since, nothing is written: `changed`.
   */
  save(draft: Draft, rev: number | null): SaveOutcome {
    const shelf = this.read();
    if (!shelf.writable) return { kind: 'failed', problem: shelf.problem ?? STORAGE_FULL };
    const at = shelf.entries.findIndex((e) => e.id === draft.id);
    const stored = at < 0 ? null : shelf.entries[at];
    if (stored && stored.rev !== rev) return { kind: 'changed' };
    const key = DRAFT_PREFIX + draft.id;
    if (!this.setItem(key, JSON.stringify(draft))) return { kind: 'failed', problem: STORAGE_FULL };
    const next = (rev ?? 0) + 1;
    const others = at < 0 ? shelf.entries : [...shelf.entries.slice(0, at), ...shelf.entries.slice(at + 1)];
    if (!this.writeIndex([entryOf(draft, next), ...others], shelf.kept)) {
      // A new draft not listed takes no room; an older one keeps its newer text under its key.
      if (!stored) this.removeItem(key);
      return { kind: 'failed', problem: STORAGE_FULL };
    }
    // The draft is saved at `next` whether or not the page remembers it as the one open.
    this.setItem(OPEN_KEY, draft.id);
    return { kind: 'saved', rev: next };
  }

  /** Deletes a draft; null when done, else why not. */
  remove(id: string): string | null {
    const shelf = this.read();
    if (!shelf.writable) return shelf.problem;
    const entries = shelf.entries.filter((e) => e.id !== id);
    if (!this.writeIndex(entries, shelf.kept)) return STORAGE_FULL;
    this.removeItem(DRAFT_PREFIX + id);
    return null;
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

  private removeItem(key: string): void {
    try {
      this.storage?.removeItem(key);
    } catch {
      // Nothing lost: a key left behind is a draft no longer listed.
    }
  }

  private writeIndex(entries: readonly DraftEntry[], kept: readonly unknown[]): boolean {
    const raw = JSON.stringify({ version: FORMAT, drafts: [...entries, ...kept] });
    if (!this.setItem(DRAFTS_KEY, raw)) return false;
    this.cache = { raw, shelf: { entries, kept, writable: true, problem: keptProblem(kept) } };
    return true;
  }

  private read(): Shelf {
    const raw = this.getItem(DRAFTS_KEY);
    if (this.cache && this.cache.raw === raw) return this.cache.shelf;
    const shelf = this.shelfOf(raw);
    // Read again: moving the first format wrote the index.
    this.cache = { raw: this.getItem(DRAFTS_KEY), shelf };
    return shelf;
  }

  private shelfOf(raw: string | null): Shelf {
    if (raw === null) return EMPTY;
    const value = parse(raw);
    if (Array.isArray(value)) return this.move(value);
    const { version, drafts } = (value ?? {}) as { version?: unknown; drafts?: unknown };
    if (typeof version === 'number' && version > FORMAT) return { ...EMPTY, writable: false, problem: NEWER };
    if (version !== FORMAT || !Array.isArray(drafts)) return this.damaged(raw);
    const kept = drafts.filter((e) => !isEntry(e));
    return { entries: drafts.filter(isEntry), kept, writable: true, problem: keptProblem(kept) };
  }

  /**
   * The first format (one list of every draft, in any order) moved to a key per draft and an index.
   * With no room, what was written is taken back and the list is read where it is, not written over.
   */
  private move(list: readonly unknown[]): Shelf {
    const drafts: Draft[] = [];
    const kept: unknown[] = [];
    const ids = new Set<string>();
    for (const d of list) {
      // The first format never held an id twice; one that does is kept as it was.
      if (isDraft(d) && !ids.has(d.id)) {
        ids.add(d.id);
        drafts.push(d);
      } else kept.push(d);
    }
    drafts.sort((a, b) => b.saved - a.saved);
    const entries = drafts.map((d) => entryOf(d, 1));
    const written: string[] = [];
    for (const d of drafts) {
      if (!this.setItem(DRAFT_PREFIX + d.id, JSON.stringify(d))) break;
      written.push(DRAFT_PREFIX + d.id);
    }
    if (written.length === drafts.length && this.writeIndex(entries, kept))
      return { entries, kept, writable: true, problem: keptProblem(kept) };
    for (const key of written) this.removeItem(key);
    const unmoved = new Map(drafts.map((d) => [d.id, d]));
    return { entries, kept, writable: false, problem: MOVE_STUCK, unmoved };
  }

  /**
   * An index that is not JSON or not an index: its text is copied aside once, so saving afresh loses
   * nothing, and the drafts under their own keys are listed from them.
   */
  private damaged(raw: string): Shelf {
    const aside = this.getItem(UNREADABLE_KEY);
    const kept = aside === raw || (aside === null && this.setItem(UNREADABLE_KEY, raw));
    const drafts: Draft[] = [];
    for (let i = 0; i < (this.storage?.length ?? 0); i++) {
      const key = this.storage?.key(i) ?? '';
      const draft = key.startsWith(DRAFT_PREFIX) ? parse(this.getItem(key)) : null;
      if (isDraft(draft) && key === DRAFT_PREFIX + draft.id) drafts.push(draft);
    }
    drafts.sort((a, b) => b.saved - a.saved);
    // Revision 0: a tab that had one open saves its changes beside it, not over it.
    const entries = drafts.map((d) => entryOf(d, 0));
    return { entries, kept: [], writable: kept, problem: kept ? DAMAGED_KEPT : DAMAGED_STUCK };
  }
}

/** JSON text's value, or undefined when it is not JSON (or missing). */
function parse(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A new draft id: the time and a random part, so two tabs never share one. */
export function newDraftId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

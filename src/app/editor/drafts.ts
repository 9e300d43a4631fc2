/**
 * The levels a maker has drawn, kept in the browser (localStorage) so nothing is lost on reload:
 * one entry per draft with its title, its map's text and when it was last changed.
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

const KEY = 'maze-cat.editor.drafts';
/** The draft the editor had open, opened again on the next visit. */
const OPEN_KEY = 'maze-cat.editor.open';

/** Why a draft could not be saved, in the maker's words. */
export const STORAGE_FULL =
  "This browser's storage is full, so your latest changes are not saved here. Export the level to a file, or delete levels you no longer need from My levels.";

/** Drafts in a Storage (localStorage in the page, a fake in tests). */
export class DraftStore {
  constructor(private readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null) {}

  /** Every draft, the latest first. */
  list(): Draft[] {
    try {
      const value: unknown = JSON.parse(this.storage?.getItem(KEY) ?? '[]');
      if (!Array.isArray(value)) return [];
      return value
        .filter(
          (d): d is Draft =>
            typeof d?.id === 'string' && typeof d.text === 'string' && typeof d.title === 'string',
        )
        .sort((a, b) => b.saved - a.saved);
    } catch {
      return [];
    }
  }

  get(id: string): Draft | undefined {
    return this.list().find((d) => d.id === id);
  }

  /** Saves a draft; false (nothing changed) when the storage is full or unavailable. */
  save(draft: Draft): boolean {
    return this.write([draft, ...this.list().filter((d) => d.id !== draft.id)]) && this.setOpen(draft.id);
  }

  remove(id: string): void {
    this.write(this.list().filter((d) => d.id !== id));
  }

  /** The draft open last, if it is still kept. */
  get openId(): string | null {
    return this.storage?.getItem(OPEN_KEY) ?? null;
  }

  private setOpen(id: string): boolean {
    try {
      this.storage?.setItem(OPEN_KEY, id);
      return true;
    } catch {
      return false;
    }
  }

  private write(drafts: readonly Draft[]): boolean {
    if (!this.storage) return false;
    try {
      this.storage.setItem(KEY, JSON.stringify(drafts));
      return true;
    } catch {
      return false;
    }
  }
}

/** A new draft id: the time and a random part, so two tabs never share one. */
export function newDraftId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

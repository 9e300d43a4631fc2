import { SHELF_LIMITS } from '../../level/shelfInfo';
import type { NoticeAction } from '../page/Notices';
import { DRAFTS_KEY, type DraftEntry, type DraftStore, newDraftId } from './drafts';

/** How the keeper tells the maker something: a notice, with an action when one helps. */
export type Notify = (message: string, kind: 'info' | 'warn', action?: NoticeAction) => void;

/** Where My levels is shown. */
export interface DraftsView {
  showDrafts(entries: readonly DraftEntry[], openId: string, problem: string | null): void;
}

/** The editor whose level is kept: the level now, and what the keeper may ask of it. */
export interface KeeperHost {
  /** The open level's title and map text, or null when none is open. */
  level(): { readonly title: string; readonly text: string } | null;
  /** Renames the open level (a copy kept beside another tab's changes). */
  retitle(title: string): void;
  /** Opens a draft of My levels. */
  open(id: string): void;
}

export interface KeeperDeps {
  readonly drafts: DraftStore;
  readonly view: DraftsView;
  readonly host: KeeperHost;
  readonly notify: Notify;
  /** Offered when a save fails: the level can still be kept as a file. */
  readonly exportAction: NoticeAction;
}

/** Edits come fast: the draft is saved this long after the last, the latest only. */
const SAVE_DELAY_MS = 400;
const COPY = ' (copy from another tab)';

/**
 * Keeps the level being made in My levels (docs/editor.md): saves it a moment after each edit, and
 * at once when the page hides or goes away and before another level opens; lists the drafts; and
 * tells the maker once, with Export offered, when a save fails or the stored drafts cannot be read.
 * A save never replaces a draft another tab saved since this tab read it: this tab's level is kept
 * as a copy beside it, and the maker is told. The level stays open as it is whatever storage does.
 */
export class DraftKeeper {
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** True from an edit until the save it asked for is made. */
  private pending = false;
  private id = '';
  /** The revision of the open draft this tab read or saved last (null: not saved yet). */
  private rev: number | null = null;
  /** The level the open draft was made from by Edit (undefined: none), kept with every save. */
  private level: string | undefined;
  /** The last reason a save failed, told once until a save succeeds again. */
  private unsaved: string | null = null;
  /** The drafts' problem last told, so opening the editor again does not repeat it. */
  private told: string | null = null;
  /** The draft another tab was heard changing, told once. */
  private heardOf: string | null = null;

  constructor(private readonly deps: KeeperDeps) {}

  /** The draft the open level is saved as. */
  get openId(): string {
    return this.id;
  }

  /**
   * Hears the page: a pending save is made when the page hides (a phone switching apps, a tab in
   * the background) or goes away (reload, close), before a timer could; another tab's change to the
   * drafts (`storage`) shows in My levels, and a change to the level open here is told.
   */
  watch(page: EventTarget, doc: EventTarget & { readonly visibilityState: string }): void {
    page.addEventListener('pagehide', () => this.flush());
    doc.addEventListener('visibilitychange', () => {
      if (doc.visibilityState === 'hidden') this.flush();
    });
    page.addEventListener('storage', (e) => this.heard((e as Partial<StorageEvent>).key));
  }

  /**
   * Opens another level as draft `id`, read at revision `rev` (null: a new level), made from the
   * game's level `level` by Edit (if it was): the level open until now is saved first if an edit is
   * waiting (it is still the host's), then `swap` puts the new one in.
   */
  open(id: string, rev: number | null, swap: () => void, level?: string): void {
    this.flush();
    swap();
    this.id = id;
    this.rev = rev;
    this.level = level;
    this.heardOf = null;
    this.show();
  }

  /** Lists My levels with the open draft marked, and says once what in them could not be read. */
  show(): void {
    const { drafts, view, notify, exportAction } = this.deps;
    const problem = drafts.problem;
    view.showDrafts(drafts.list(), this.id, problem);
    if (problem && problem !== this.told) notify(problem, 'warn', drafts.writable ? undefined : exportAction);
    this.told = problem;
  }

  /** Saves the level in a moment (edits come fast: the latest only). */
  saveSoon(): void {
    clearTimeout(this.timer);
    this.pending = true;
    this.timer = setTimeout(() => this.save(), SAVE_DELAY_MS);
  }

  /** Saves now if an edit is waiting to be saved. */
  flush(): void {
    if (this.pending) this.save();
  }

  /** Saves the level now; true when it was saved. */
  save(): boolean {
    clearTimeout(this.timer);
    this.pending = false;
    const level = this.deps.host.level();
    if (!level) return false;
    const saved = Date.now();
    const draft = { id: this.id, title: level.title, text: level.text, saved, level: this.level };
    const outcome = this.deps.drafts.save(draft, this.rev);
    if (outcome.kind === 'changed') return this.keepCopy(level.title);
    const problem = outcome.kind === 'failed' ? outcome.problem : null;
    if (outcome.kind === 'saved') this.rev = outcome.rev;
    if (problem && problem !== this.unsaved && problem !== this.told)
      this.deps.notify(problem, 'warn', this.deps.exportAction);
    this.unsaved = problem;
    this.show();
    return problem === null;
  }

  /** Deletes a draft, saying why when it cannot be. */
  remove(id: string): void {
    const problem = this.deps.drafts.remove(id);
    if (problem) this.deps.notify(problem, 'warn');
    this.show();
  }

  /** Another tab saved the open draft since this tab read it: this tab's level becomes a draft of its own. */
  private keepCopy(title: string): boolean {
    const theirs = this.id;
    const copy = copyTitle(title);
    this.id = newDraftId();
    this.rev = null;
    // The other tab's draft stays the one Edit opens for the level: this copy is a level of its own.
    this.level = undefined;
    this.deps.host.retitle(copy);
    this.deps.notify(
      `This level was changed in another tab since this tab opened it, so this tab’s version is kept as a separate level, “${copy}”, open here; the other tab’s is kept as it was. Both are in My levels.`,
      'warn',
      { label: 'Open the other tab’s', run: () => this.deps.host.open(theirs) },
    );
    return this.save();
  }

  /** Another tab changed the store (`key` null: it was cleared). */
  private heard(key: string | null | undefined): void {
    if (key !== DRAFTS_KEY && key !== null) return;
    this.show();
    const entry = this.deps.drafts.list().find((e) => e.id === this.id);
    if (!entry || this.rev === null || entry.rev === this.rev || this.heardOf === this.id) return;
    this.heardOf = this.id;
    const id = this.id;
    this.deps.notify(
      'This level was just changed in another tab. What you change here is kept as a separate level, so neither tab’s work is lost.',
      'info',
      { label: 'Open the other tab’s', run: () => this.deps.host.open(id) },
    );
  }
}

/** A copy's title: the level's, cut to leave room for saying what it is. */
function copyTitle(title: string): string {
  const room = SHELF_LIMITS.text - COPY.length;
  return `${title.length > room ? `${title.slice(0, room - 1)}…` : title}${COPY}`;
}

import type { NoticeAction } from '../page/Notices';
import type { Draft, DraftStore } from './drafts';
import type { EditorSidebar } from './EditorSidebar';

/** How the keeper tells the maker something: a notice, with an action when one helps. */
export type Notify = (message: string, kind: 'info' | 'warn', action?: NoticeAction) => void;

/**
 * Keeps the level being made in My levels (docs/editor.md): saves it a moment after each edit, lists
 * the drafts, and tells the maker once, with Export offered, when a save fails or the stored drafts
 * cannot be read. The level stays open as it is whatever storage does.
 */
export class DraftKeeper {
  private timer = 0;
  /** The last reason a save failed, told once until a save succeeds again. */
  private unsaved: string | null = null;
  /** The drafts' problem last told, so opening the editor again does not repeat it. */
  private told: string | null = null;

  constructor(
    private readonly drafts: DraftStore,
    private readonly sidebar: EditorSidebar,
    private readonly notify: Notify,
    private readonly exportAction: NoticeAction,
  ) {}

  /** Lists My levels with `openId` marked, and says once what in them could not be read. */
  show(openId: string): void {
    const problem = this.drafts.problem;
    this.sidebar.showDrafts(this.drafts.list(), openId, problem);
    if (problem && problem !== this.told)
      this.notify(problem, 'warn', this.drafts.writable ? undefined : this.exportAction);
    this.told = problem;
  }

  /** Saves `draft` in 400 ms (edits come fast: the latest only). */
  saveSoon(draft: () => Draft | null): void {
    window.clearTimeout(this.timer);
    this.timer = window.setTimeout(() => {
      const d = draft();
      if (d) this.save(d);
    }, 400);
  }

  /** Saves `draft` now; true when it was saved. */
  save(draft: Draft): boolean {
    window.clearTimeout(this.timer);
    const problem = this.drafts.save(draft);
    if (problem && problem !== this.unsaved && problem !== this.told)
      this.notify(problem, 'warn', this.exportAction);
    this.unsaved = problem;
    this.show(draft.id);
    return problem === null;
  }

  /** Deletes a draft, saying why when it cannot be; `openId` stays marked. */
  remove(id: string, openId: string): void {
    const problem = this.drafts.remove(id);
    if (problem) this.notify(problem, 'warn');
    this.show(openId);
  }
}

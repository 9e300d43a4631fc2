import { button, el } from '../page/dom';
import { DRAFTS_PER_PAGE, pageOf } from './draftPage';
import type { DraftEntry } from './drafts';

/** What the list's buttons ask for. */
export interface DraftListActions {
  open(draft: DraftEntry): void;
  remove(draft: DraftEntry): void;
}

/**
 * My levels: the drafts, the latest first, a page of them at a time (a long list draws only the
 * page shown, so a maker with 1,500 drafts edits as fast as one with three), each to open or delete,
 * and what in the store could not be read or saved.
 */
export class DraftList {
  readonly root: HTMLElement;
  private readonly problem = el('p', { className: 'editor-note editor-warn editor-drafts-problem' });
  private readonly list = el('ul', { className: 'editor-drafts' });
  private readonly where = el('span', { className: 'editor-drafts-page', attrs: { 'aria-live': 'polite' } });
  private readonly newer: HTMLButtonElement;
  private readonly older: HTMLButtonElement;
  private readonly pager: HTMLElement;
  private drafts: readonly DraftEntry[] = [];
  private openId = '';
  private page = 0;

  constructor(private readonly actions: DraftListActions) {
    this.newer = button('Newer levels', () => this.turn(-1), { className: 'btn-small' });
    this.older = button('Older levels', () => this.turn(1), { className: 'btn-small' });
    this.pager = el('div', { className: 'editor-row editor-drafts-pager' }, [
      this.newer,
      this.where,
      this.older,
    ]);
    this.root = el('div', { className: 'editor-drafts-box' }, [this.problem, this.list, this.pager]);
  }

  /** Shows `drafts` (the latest first) with `openId` marked, on the page shown until now, and `problem`, if any. */
  show(drafts: readonly DraftEntry[], openId: string, problem: string | null): void {
    this.drafts = drafts;
    this.openId = openId;
    this.problem.textContent = problem ?? '';
    this.problem.hidden = problem === null;
    this.draw();
  }

  private turn(by: number): void {
    this.page += by;
    this.draw();
  }

  private draw(): void {
    const count = this.drafts.length;
    const { page, from, to } = pageOf(count, this.page);
    this.page = page;
    this.list.replaceChildren(...this.drafts.slice(from, to).map((d) => this.item(d)));
    this.pager.hidden = count <= DRAFTS_PER_PAGE;
    this.where.textContent = `${(from + 1).toLocaleString('en')}–${to.toLocaleString('en')} of ${count.toLocaleString('en')}`;
    this.newer.disabled = from === 0;
    this.older.disabled = to === count;
  }

  private item(d: DraftEntry): HTMLElement {
    return el('li', { className: d.id === this.openId ? 'editor-draft open' : 'editor-draft' }, [
      button(d.title, () => this.actions.open(d), { className: 'btn-small btn-link' }),
      el('span', { className: 'editor-draft-date', text: new Date(d.saved).toLocaleString() }),
      button('Delete', () => this.actions.remove(d), {
        className: 'btn-small',
        ariaLabel: `Delete ${d.title}`,
      }),
    ]);
  }
}

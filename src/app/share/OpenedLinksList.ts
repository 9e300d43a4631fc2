import { button, el } from '../page/dom';
import type { NoticeAction } from '../page/Notices';
import type { OpenedLink, OpenedLinks } from './openedLinks';
import './openedLinks.css';

/** What the list's buttons do. */
export interface OpenedLinksActions {
  /** Plays a kept link's level again. */
  play(link: OpenedLink): void;
  /** Tells the player something (a removal with its Undo, a problem with the list). */
  notify(message: string, kind: 'info' | 'warn', action?: NoticeAction): void;
}

/**
 * "Opened from links": each level a share link opened, with its title, maker and when, to play
 * again or remove (one by one, with Undo on the notice). Hidden while the list is empty, and so is
 * its shortcut (a button that goes to the list from the top of the screen it is on, below a long
 * list of levels). A kept map's words are shown as text only, never as HTML.
 */
export class OpenedLinksList {
  readonly root: HTMLElement;
  readonly shortcut: HTMLButtonElement;
  private readonly heading: HTMLElement;
  private readonly list = el('ul', { className: 'opened-list' });
  private readonly problem = el('p', { className: 'opened-problem' });

  constructor(
    private readonly store: OpenedLinks,
    private readonly actions: OpenedLinksActions,
    headingId = 'opened-links-heading',
  ) {
    // Focusable from the script only, so the shortcut can take the keyboard there too.
    this.heading = el('h3', { text: 'Opened from links', attrs: { id: headingId, tabindex: '-1' } });
    this.shortcut = button('Opened from links', () => this.reveal(), {
      className: 'btn-small opened-shortcut',
      icon: '↓',
    });
    this.root = el('section', { className: 'opened-links', attrs: { 'aria-labelledby': headingId } }, [
      el('header', { className: 'chapter-header' }, [this.heading]),
      this.problem,
      this.list,
    ]);
  }

  /** Takes the keyboard (and the scroll) to the list's heading. */
  reveal(): void {
    this.heading.focus();
  }

  /** Draws the list again from storage (each time the screen it is on shows). */
  refresh(): void {
    const { links, problem } = this.store.read();
    this.problem.textContent = problem ?? '';
    this.problem.hidden = problem === null;
    this.root.hidden = links.length === 0 && problem === null;
    this.shortcut.hidden = this.root.hidden;
    const label = this.shortcut.querySelector('.btn-label');
    if (label)
      label.textContent = links.length > 0 ? `Opened from links (${links.length})` : 'Opened from links';
    this.list.replaceChildren(...links.map((link) => this.item(link)));
  }

  private item(link: OpenedLink): HTMLElement {
    const by = link.maker ? `by ${link.maker} · ` : '';
    return el('li', { className: 'opened-link' }, [
      el('span', { className: 'opened-title', text: link.title }),
      el('span', { className: 'opened-meta', text: `${by}opened ${readableTime(link.opened)}` }),
      el('span', { className: 'opened-buttons' }, [
        button('Play', () => this.actions.play(link), {
          className: 'btn-small btn-primary',
          icon: '▶',
          ariaLabel: `Play ${link.title}`,
        }),
        button('Remove', () => this.remove(link), {
          className: 'btn-small',
          ariaLabel: `Remove ${link.title}`,
        }),
      ]),
    ]);
  }

  private remove(link: OpenedLink): void {
    if (!this.store.remove(link.id)) return;
    this.refresh();
    this.actions.notify(`Removed “${link.title}” from Opened from links.`, 'info', {
      label: 'Undo',
      run: () => {
        if (!this.store.restore(link))
          this.actions.notify("It could not be put back: this browser's storage is full or blocked.", 'warn');
        this.refresh();
      },
    });
  }
}

/** "2 Dec 2026, 13:40" in the player's own time zone. */
function readableTime(ms: number): string {
  return new Date(ms).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}

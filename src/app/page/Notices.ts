import { button, el } from './dom';

/** A button on a notice: what it says and what it does. */
export interface NoticeAction {
  readonly label: string;
  readonly run: () => void;
}

/**
 * Visible notices (a repaired save, a level that failed to load in the background, a new version):
 * small cards at the top of the screen that stay until dismissed or time out.
 */
export class Notices {
  readonly root: HTMLElement;

  constructor() {
    this.root = el('div', { className: 'notices', attrs: { role: 'status', 'aria-live': 'polite' } });
  }

  /**
   * Shows a notice; `timeoutMs` 0 keeps it until the player closes it (or uses its action). Returns
   * what takes it away sooner (a notice about a state that has passed).
   */
  show(
    message: string,
    kind: 'info' | 'warn' | 'error' = 'info',
    timeoutMs = 8000,
    action?: NoticeAction,
  ): () => void {
    const card = el('div', { className: `notice notice-${kind}` }, [el('span', { text: message })]);
    if (action) {
      card.append(
        button(
          action.label,
          () => {
            card.remove();
            action.run();
          },
          { className: 'btn-small notice-action' },
        ),
      );
    }
    const close = button('Dismiss', () => card.remove(), {
      icon: '×',
      hideLabel: true,
      className: 'btn-small',
    });
    card.append(close);
    this.root.append(card);
    if (timeoutMs > 0) window.setTimeout(() => card.remove(), timeoutMs);
    return () => card.remove();
  }
}

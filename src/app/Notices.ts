import { button, el } from './dom';

/**
 * Visible notices (a repaired save, a level that failed to load in the background, offline ready):
 * small cards at the top of the screen that stay until dismissed or time out.
 */
export class Notices {
  readonly root: HTMLElement;

  constructor() {
    this.root = el('div', { className: 'notices', attrs: { role: 'status', 'aria-live': 'polite' } });
  }

  /** Shows a notice; `timeoutMs` 0 keeps it until the player closes it. */
  show(message: string, kind: 'info' | 'warn' | 'error' = 'info', timeoutMs = 8000): void {
    const card = el('div', { className: `notice notice-${kind}` }, [el('span', { text: message })]);
    const close = button('Dismiss', () => card.remove(), {
      icon: '×',
      hideLabel: true,
      className: 'btn-small',
    });
    card.append(close);
    this.root.append(card);
    if (timeoutMs > 0) window.setTimeout(() => card.remove(), timeoutMs);
  }
}

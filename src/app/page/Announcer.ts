import { el } from './dom';

/**
 * The ARIA live region: short sentences for screen-reader users (pickups, bribes, win, lose).
 * Visually hidden; the same events are shown by the HUD and the board.
 */
export class Announcer {
  readonly root: HTMLElement;
  private clearTimer = 0;

  constructor() {
    this.root = el('div', {
      className: 'sr-only',
      attrs: { 'aria-live': 'polite', 'aria-atomic': 'true', role: 'status' },
    });
  }

  /** Announces a sentence. Re-announcing the same words still speaks (the region is cleared first). */
  say(message: string): void {
    this.root.textContent = '';
    window.clearTimeout(this.clearTimer);
    // A fresh text node after a tick makes screen readers announce repeated messages.
    this.clearTimer = window.setTimeout(() => {
      this.root.textContent = message;
    }, 30);
  }
}

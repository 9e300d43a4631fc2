import { button, el } from '../page/dom';

/**
 * The veil over the editor's board when the editor was reached by Back or Forward (or a reload):
 * the level shows as the maker left it, dimmed, and the first tap or click anywhere on it only
 * lifts the veil. So a tap meant for the screen the player thought they were going to never paints
 * on their level; the next one does.
 */
export class BoardVeil {
  readonly root = el('div', { className: 'editor-veil' });
  private readonly keep: HTMLButtonElement;

  /** `lifted`: the board takes taps again (the caller focuses it). */
  constructor(lifted: () => void) {
    const lift = () => {
      this.hold(false);
      lifted();
    };
    this.keep = button('Tap to keep editing', lift, {
      className: 'btn-primary',
      ariaLabel: 'Keep editing: the board takes taps again',
    });
    this.root.append(
      this.keep,
      el('p', { text: 'Back to your level, as you left it. Nothing changes until you tap.' }),
    );
    // A tap anywhere on the veil lifts it, not only on its button.
    this.root.addEventListener('click', (e) => {
      if (e.target === this.root || e.target instanceof HTMLParagraphElement) lift();
    });
    this.root.hidden = true;
  }

  /** Veils the board (`on`) or lifts the veil. */
  hold(on: boolean): void {
    this.root.hidden = !on;
    // The screen's focus lands on the veil's button while it shows (Enter lifts it).
    if (on) this.keep.dataset.autofocus = '';
    else delete this.keep.dataset.autofocus;
  }

  get held(): boolean {
    return !this.root.hidden;
  }
}

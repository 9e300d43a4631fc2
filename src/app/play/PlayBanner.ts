import { button, el } from '../page/dom';
import './playBanner.css';

/** A button of the banner; `pressed` marks the chosen one of a group (a replay's speed). */
export interface BannerAction {
  readonly label: string;
  readonly run: () => void;
  readonly pressed?: boolean;
  readonly ariaLabel?: string;
}

/**
 * A line over the board, above the bottom bar, for what the game says during play: a hint and
 * what it means, a replay being watched and its speed. Text only (never HTML), read out politely.
 */
export class PlayBanner {
  readonly root = el('div', { className: 'play-banner', attrs: { role: 'status', 'aria-live': 'polite' } });
  private readonly text = el('p', { className: 'play-banner-text' });
  private readonly actions = el('div', { className: 'play-banner-actions' });

  constructor(kind: string) {
    this.root.classList.add(`play-banner-${kind}`);
    this.root.append(this.text, this.actions);
    this.root.hidden = true;
  }

  show(text: string, actions: readonly BannerAction[] = []): void {
    this.text.textContent = text;
    this.actions.replaceChildren(
      ...actions.map((a) => {
        const b = button(a.label, a.run, { className: 'btn-small', ariaLabel: a.ariaLabel });
        if (a.pressed !== undefined) b.setAttribute('aria-pressed', String(a.pressed));
        return b;
      }),
    );
    this.root.hidden = false;
  }

  hide(): void {
    this.root.hidden = true;
  }

  get shown(): boolean {
    return !this.root.hidden;
  }
}

import { button, el } from '../page/dom';
import { panel } from '../screens/Panels';
import { DomScreen } from '../screens/Screen';
import { LinkQr } from './LinkQr';
import './share.css';

/** What the share panel offers: a link (or why there is none) and, when there is one, a replay to add. */
export interface ShareOffer {
  /** The link for the level alone and with the replay (null when there is no replay to add). */
  readonly link: (
    withReplay: boolean,
  ) => { readonly url: string; readonly note: string } | { readonly error: string };
  /** Words for the replay box ("your win, 17 moves"), or null when there is no replay. */
  readonly replayLabel: string | null;
  /** Whether the box starts ticked. */
  readonly withReplay: boolean;
}

/**
 * The share panel: the link in a read-only field, a box to add the replay, the phone's share sheet
 * (the Web Share API, on touch screens that have it), a copy button, the link's QR code and Save
 * picture (a PNG of the board, made by `savePicture`, which says what it did). Everything shown is
 * text: a shared map's words never become HTML.
 */
export class SharePanel extends DomScreen {
  readonly name = 'share' as const;
  readonly root: HTMLElement;
  private readonly field = el('input', {
    className: 'share-link',
    attrs: { type: 'text', readonly: '', 'aria-label': 'Share link', spellcheck: 'false' },
  });
  private readonly note = el('p', { className: 'share-note' });
  private readonly status = el('p', {
    className: 'share-status',
    attrs: { role: 'status', 'aria-live': 'polite' },
  });
  private readonly replayBox = el('input', { attrs: { type: 'checkbox' } });
  private readonly replayText = el('span', { className: 'toggle-text' });
  private readonly replayRow = el('label', { className: 'toggle share-replay' }, [
    this.replayBox,
    this.replayText,
  ]);
  private readonly shareButton: HTMLButtonElement;
  private readonly copyButton: HTMLButtonElement;
  private readonly pictureButton: HTMLButtonElement;
  private readonly qr = new LinkQr();
  private offer: ShareOffer | null = null;
  private url = '';

  constructor(back: () => void, savePicture: () => Promise<string>) {
    super();
    this.pictureButton = button('Save picture', () => void this.picture(savePicture), {
      ariaLabel: 'Save picture: a PNG of the board',
    });
    this.shareButton = button('Share…', () => void this.shareSheet(), {
      className: 'btn-primary',
      icon: '⇪',
    });
    this.copyButton = button('Copy link', () => void this.copy());
    const heading = el('h2', { text: 'Share', attrs: { id: 'share-heading' } });
    this.root = panel('share', heading, [
      this.replayRow,
      this.field,
      this.note,
      el('div', { className: 'menu' }, [
        this.shareButton,
        this.copyButton,
        this.pictureButton,
        button('Back', back, { icon: '↩' }),
      ]),
      this.status,
      // Under the buttons: a large code never pushes them out of a short screen.
      this.qr.root,
    ]);
    this.root.setAttribute('aria-labelledby', 'share-heading');
    this.replayBox.addEventListener('change', () => this.render());
    this.field.addEventListener('focus', () => this.field.select());
  }

  /** Fills the panel for `offer` (before it is shown). */
  set(offer: ShareOffer): void {
    this.offer = offer;
    this.replayRow.hidden = offer.replayLabel === null;
    this.replayText.textContent = `Include ${offer.replayLabel ?? 'the replay'}`;
    this.replayBox.checked = offer.withReplay && offer.replayLabel !== null;
    this.status.textContent = '';
    this.render();
  }

  private render(): void {
    if (!this.offer) return;
    const made = this.offer.link(this.replayBox.checked);
    const ok = 'url' in made;
    this.url = ok ? made.url : '';
    this.field.value = this.url;
    this.field.hidden = !ok;
    this.note.textContent = ok ? made.note : made.error;
    this.note.classList.toggle('share-error', !ok);
    this.copyButton.hidden = !ok;
    void this.qr.show(this.url);
    this.shareButton.hidden = !ok || !canShareSheet();
    const first = this.shareButton.hidden ? this.copyButton : this.shareButton;
    for (const b of [this.shareButton, this.copyButton]) delete b.dataset.autofocus;
    first.dataset.autofocus = '';
  }

  private async picture(make: () => Promise<string>): Promise<void> {
    this.pictureButton.disabled = true;
    this.status.textContent = 'Drawing the picture…';
    try {
      this.status.textContent = await make();
    } finally {
      this.pictureButton.disabled = false;
    }
  }

  private async copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(this.url);
      this.status.textContent = 'Link copied.';
    } catch {
      // No clipboard (an insecure page, a refused permission): the player copies it by hand.
      this.field.focus();
      this.field.select();
      this.status.textContent =
        'Copying was refused here: the link is selected, copy it with Ctrl+C (or a long press).';
    }
  }

  private async shareSheet(): Promise<void> {
    try {
      await navigator.share({ title: 'Maze Cat', text: 'A Maze Cat level for you to play.', url: this.url });
      this.status.textContent = 'Shared.';
    } catch (error) {
      // Closing the share sheet is not a failure worth a word.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      this.status.textContent = 'The share sheet could not open: copy the link instead.';
    }
  }
}

/** The share sheet on touch screens whose browser has the Web Share API; elsewhere the copy button. */
function canShareSheet(): boolean {
  return typeof navigator.share === 'function' && (window.matchMedia?.('(pointer: coarse)').matches ?? false);
}

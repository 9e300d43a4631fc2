import { el } from '../page/dom';
import './share.css';

/** Pixels of the drawn code a side at least (it is shown smaller by the style sheet: sharp on any screen). */
const DRAWN = 400;
/** The light border a reader needs around a code, in modules. */
const QUIET = 4;

/**
 * A share link's QR code on a canvas (an image named "QR code of the link"), or the sentence saying
 * why there is none. The code's maker (qrMatrix.ts, with the `qrcode` package) loads on the first
 * link shown, so it never weighs on the first screen.
 */
export class LinkQr {
  readonly root: HTMLElement;
  private readonly canvas = el('canvas', {
    className: 'share-qr',
    attrs: { role: 'img', 'aria-label': 'QR code of the link' },
  });
  private readonly note = el('p', { className: 'share-qr-note' });
  private shown = '';

  constructor() {
    this.root = el('div', { className: 'share-qr-box' }, [this.canvas, this.note]);
    this.root.hidden = true;
  }

  /** Shows the code of `url` ('' hides it). */
  async show(url: string): Promise<void> {
    this.shown = url;
    if (url === '') {
      this.root.hidden = true;
      return;
    }
    const { qrModules } = await import('./qrMatrix');
    if (this.shown !== url) return;
    const code = qrModules(url);
    this.root.hidden = false;
    this.canvas.hidden = 'error' in code;
    this.canvas.dataset.version = 'error' in code ? '' : String(code.version);
    this.note.textContent = 'error' in code ? code.error : '';
    this.note.hidden = !('error' in code);
    if ('error' in code) return;
    const side = code.size + 2 * QUIET;
    const scale = Math.max(1, Math.ceil(DRAWN / side));
    this.canvas.width = side * scale;
    this.canvas.height = side * scale;
    // At least 3 CSS pixels a module (a phone's camera reads a dense code off a screen), as the panel allows.
    this.root.style.setProperty('--qr-side', `${Math.max(160, side * 3)}px`);
    const g = this.canvas.getContext('2d');
    if (!g) return;
    // Black on white whatever the theme: readers want the most contrast.
    g.fillStyle = '#fff';
    g.fillRect(0, 0, this.canvas.width, this.canvas.height);
    g.fillStyle = '#000';
    for (let y = 0; y < code.size; y++)
      for (let x = 0; x < code.size; x++)
        if (code.dark[y * code.size + x]) g.fillRect((x + QUIET) * scale, (y + QUIET) * scale, scale, scale);
  }
}

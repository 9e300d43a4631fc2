import { el } from '../page/dom';

/**
 * A HUD counter's icon: the sprite's picture (`iconUrl`), tinted with `tint` when one is given (a
 * map's own kind, as the board tints the piece: the picture multiplied by the colour and cut to its
 * own shape, by the style sheet's `.hud-icon-tinted`).
 */
export function hudIcon(iconUrl: string, tint: string | null): HTMLImageElement {
  const icon = el('img', {
    className: 'hud-icon',
    attrs: { src: iconUrl, alt: '', 'aria-hidden': 'true', draggable: 'false' },
  });
  if (tint !== null) {
    icon.classList.add('hud-icon-tinted');
    icon.style.setProperty('--hud-tint', tint);
    // Whole: a url() in a custom property is resolved against the style sheet that uses it.
    icon.style.setProperty('--hud-icon', `url("${new URL(iconUrl, document.baseURI).href}")`);
  }
  return icon;
}

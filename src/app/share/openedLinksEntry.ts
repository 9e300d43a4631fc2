import { button, el } from '../page/dom';
import type { TitlePart } from '../screens/TitleScreen';
import type { OpenedLinks } from './openedLinks';

/**
 * The title's way to the levels share links opened: "Opened from links (N)", shown only while some
 * are kept, going to them on the level list (a player who opened a friend's link finds it again
 * from the first screen, not only by scrolling the list).
 */
export function openedLinksEntry(store: OpenedLinks, open: () => void): TitlePart {
  const entry = button('Opened from links', open, { className: 'btn-small', icon: '↗' });
  const root = el('div', { className: 'menu opened-entry' }, [entry]);
  const label = entry.querySelector('.btn-label');
  const refresh = (): void => {
    const { links } = store.read();
    root.hidden = links.length === 0;
    if (label) label.textContent = `Opened from links (${links.length})`;
  };
  refresh();
  return { root, refresh };
}

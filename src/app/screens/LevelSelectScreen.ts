import { formatCost } from '../../grid';
import { button, el, starRow } from '../dom';
import { isUnlocked } from '../progress';
import type { ProgressStore } from '../storage';

import { DomScreen } from './Screen';

/** What the level list shows for one level. */
export interface LevelCard {
  readonly id: string;
  readonly title: string;
  readonly par: number | null;
  /** True when the level cannot be played (its problems show when it is picked). */
  readonly broken: boolean;
}

/**
 * The level list: locked/unlocked, best moves and stars per level; a level that cannot be played is
 * marked broken and can still be picked, to see its problems.
 */
export class LevelSelectScreen extends DomScreen {
  readonly name = 'levels' as const;
  readonly root: HTMLElement;
  private readonly list: HTMLElement;

  constructor(
    private readonly store: ProgressStore,
    private readonly cards: () => readonly LevelCard[],
    private readonly actions: { pick(id: string): void; back(): void; ownMap(): void },
  ) {
    super();
    this.list = el('ol', { className: 'level-grid' });
    this.root = el(
      'section',
      { className: 'screen levels-screen', attrs: { 'aria-labelledby': 'levels-heading' } },
      [
        el('header', { className: 'screen-header' }, [
          button('Back', actions.back, { icon: '◀', className: 'btn-small', ariaLabel: 'Back to the title' }),
          el('h2', { text: 'Levels', attrs: { id: 'levels-heading' } }),
        ]),
        this.list,
        el('footer', { className: 'screen-footer' }, [
          button('Play your own map', actions.ownMap, {
            icon: '⤒',
            ariaLabel: 'Play your own map: choose a Tiled map and its tilesets',
          }),
          el('span', { className: 'drop-hint', text: 'or drop map files on this page' }),
        ]),
      ],
    );
    this.root.hidden = true;
  }

  protected override onShow(): void {
    this.render();
  }

  /** Rebuilds the list (after a win, or when a level file changed). */
  render(): void {
    const cards = this.cards();
    const ids = cards.map((c) => c.id);
    const progress = this.store.progress;
    this.list.replaceChildren();
    if (cards.length === 0) {
      this.list.append(el('li', { className: 'empty', text: 'No levels yet: add .tmj files to levels/.' }));
      return;
    }
    let autofocused = false;
    cards.forEach((card, i) => {
      const record = progress.levels[card.id];
      const unlocked = isUnlocked(progress, ids, card.id) || card.broken;
      const number = String(i + 1).padStart(2, '0');
      const b = el('button', {
        className: `level-card${unlocked ? '' : ' locked'}${record ? ' done' : ''}${card.broken ? ' broken' : ''}`,
        attrs: { type: 'button' },
      });
      b.disabled = !unlocked;
      b.append(
        unlocked
          ? el('span', { className: 'level-number', text: number })
          : el('span', { className: 'level-number' }, [
              el('span', { className: 'lock-icon', attrs: { 'aria-hidden': 'true' } }),
            ]),
      );
      b.append(el('span', { className: 'level-title', text: card.title }));
      if (card.broken) {
        b.append(el('span', { className: 'level-best level-broken', text: '⚠ cannot be played' }));
      } else if (record) {
        b.append(starRow(record.stars));
        b.append(
          el('span', {
            className: 'level-best',
            text: `best ${formatCost(record.best)}${card.par !== null ? ` / par ${formatCost(card.par)}` : ''}`,
          }),
        );
      } else {
        b.append(el('span', { className: 'level-best', text: unlocked ? 'not solved yet' : 'locked' }));
      }
      const state = card.broken
        ? 'cannot be played: open it to see why'
        : !unlocked
          ? 'locked'
          : record
            ? `best ${formatCost(record.best)} moves, ${record.stars} of 3 stars`
            : 'not solved yet';
      b.setAttribute('aria-label', `Level ${i + 1}: ${card.title}, ${state}`);
      if (unlocked && !record && !card.broken && !autofocused) {
        b.dataset.autofocus = '';
        autofocused = true;
      }
      b.addEventListener('click', () => this.actions.pick(card.id));
      this.list.append(el('li', {}, [b]));
    });
  }
}

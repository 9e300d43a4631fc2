// Room community/ (docs/architecture.md, "The rooms of src/app"): the Community shelf: its screen, filters
// and board pictures.
/**
 * The Community screen: the shelf's levels (levels/community/, from the build's manifest) as cards
 * with a picture of the board, title, maker, size, mechanics, difficulty band, remix credit, and the
 * stars and best moves won on each (saved like the campaign's, by shelf id). Filters by mechanic and
 * band (toggle buttons, aria-pressed), sorted newest first or by difficulty. Its own chunk, with
 * the manifest: the title does not carry it.
 */
import { formatMoves } from '../../grid/costNumbers';
import type { Mechanic } from '../../level/shelfInfo';
import type { Band } from '../../solver/difficulty/score';
import { tallyStars } from '../levels/chapters';
import { starCount } from '../levels/LevelSelectScreen';
import { button, el, starRow } from '../page/dom';
import type { ProgressStore } from '../saves/storage';
import { DomScreen } from '../screens/Screen';
import { boardPicture } from './boardPicture';
import type { ShelfEntry } from './shelfEntry';
import {
  MECHANIC_WORDS,
  queryShelf,
  remixWords,
  SHELF_SORTS,
  type ShelfSort,
  shelfBands,
  shelfMechanics,
  shelfSummary,
} from './shelfFilter';
import './community.css';

const SORT_WORDS: Readonly<Record<ShelfSort, string>> = {
  newest: 'Newest',
  easiest: 'Easiest',
  hardest: 'Hardest',
};

export class CommunityScreen extends DomScreen {
  readonly name = 'community' as const;
  readonly root: HTMLElement;
  private readonly list = el('ol', { className: 'shelf-grid' });
  private readonly count = el('p', { className: 'shelf-count', attrs: { 'aria-live': 'polite' } });
  private readonly total = el('p', { className: 'star-total' });
  /** Shown when the filters keep no level: takes every filter off. */
  private readonly clear = button('Clear filters', () => this.clearFilters(), { className: 'shelf-clear' });
  private readonly mechanics = new Set<Mechanic>();
  private readonly bands = new Set<Band>();
  private sort: ShelfSort = 'newest';
  /** Each card's picture, drawn once (until the dev server sends a new manifest: `setEntries`). */
  private readonly pictures = new Map<string, HTMLCanvasElement>();
  /** The mechanic and band filters, which offer what the shelf's levels have. */
  private readonly filters = el('div', { className: 'shelf-filters' });

  constructor(
    private readonly store: ProgressStore,
    private entries: readonly ShelfEntry[],
    private readonly actions: { pick(id: string): void; back(): void },
  ) {
    super();
    this.root = el(
      'section',
      { className: 'screen community-screen', attrs: { 'aria-labelledby': 'community-heading' } },
      [
        el('header', { className: 'screen-header' }, [
          button('Back', actions.back, { icon: '◀', className: 'btn-small', ariaLabel: 'Back to the title' }),
          el('h2', { text: 'Community', attrs: { id: 'community-heading' } }),
          this.total,
        ]),
        el('div', { className: 'shelf' }, [
          el('p', {
            className: 'shelf-about',
            text: 'Levels made with the editor and the generator, each checked by the solver. Make one and submit it from the editor.',
          }),
          el('div', { className: 'shelf-controls' }, [this.filters, this.sortButtons()]),
          el('div', { className: 'shelf-status' }, [this.count, this.clear]),
          this.list,
        ]),
      ],
    );
    this.showFilters();
    this.root.hidden = true;
  }

  protected override onShow(): void {
    this.render();
  }

  /**
   * The shelf as the dev server regenerated it (a shelf map was saved): new cards, pictures and
   * filters; a chosen mechanic or band that no level has any more is let go.
   */
  setEntries(entries: readonly ShelfEntry[]): void {
    this.entries = entries;
    this.pictures.clear();
    const mechanics = new Set(shelfMechanics(entries));
    const bands = new Set(shelfBands(entries));
    for (const m of this.mechanics) if (!mechanics.has(m)) this.mechanics.delete(m);
    for (const b of this.bands) if (!bands.has(b)) this.bands.delete(b);
    this.showFilters();
    if (!this.root.hidden) this.render();
  }

  private showFilters(): void {
    this.filters.replaceChildren(
      this.toggles(
        'Mechanics',
        shelfMechanics(this.entries).map((m) => [m, MECHANIC_WORDS[m]] as const),
        this.mechanics,
      ),
      this.toggles(
        'Difficulty',
        shelfBands(this.entries).map((b) => [b, b] as const),
        this.bands,
      ),
    );
  }

  /** A fieldset of toggle buttons, each adding its value to `chosen` (or taking it out). */
  private toggles<T extends string>(
    legend: string,
    options: readonly (readonly [T, string])[],
    chosen: Set<T>,
  ): HTMLElement {
    const set = el('fieldset', { className: 'shelf-filter' }, [el('legend', { text: legend })]);
    for (const [value, words] of options) {
      const b = el('button', {
        className: 'shelf-chip',
        text: words,
        attrs: { type: 'button', 'aria-pressed': String(chosen.has(value)), 'data-filter': value },
      });
      b.addEventListener('click', () => {
        if (chosen.has(value)) chosen.delete(value);
        else chosen.add(value);
        b.setAttribute('aria-pressed', String(chosen.has(value)));
        this.render();
      });
      set.append(b);
    }
    return set;
  }

  /** Takes every mechanic and band off (the sort stays), and shows the whole shelf again. */
  private clearFilters(): void {
    this.mechanics.clear();
    this.bands.clear();
    for (const chip of this.root.querySelectorAll('[data-filter]'))
      chip.setAttribute('aria-pressed', 'false');
    this.render();
  }

  /** Newest, easiest or hardest first: one pressed at a time. */
  private sortButtons(): HTMLElement {
    const set = el('fieldset', { className: 'shelf-filter' }, [el('legend', { text: 'Sort' })]);
    const buttons = SHELF_SORTS.map((sort) => {
      const b = el('button', {
        className: 'shelf-chip',
        text: SORT_WORDS[sort],
        attrs: { type: 'button', 'aria-pressed': String(sort === this.sort), 'data-sort': sort },
      });
      b.addEventListener('click', () => {
        this.sort = sort;
        buttons.forEach((other, i) => {
          other.setAttribute('aria-pressed', String(SHELF_SORTS[i] === sort));
        });
        this.render();
      });
      return b;
    });
    set.append(...buttons);
    return set;
  }

  /** Draws the cards the filters keep, with the stars won so far. */
  render(): void {
    const records = this.store.progress.levels;
    this.total.replaceChildren(
      ...starCount(
        tallyStars(
          this.entries.map((e) => e.id),
          records,
        ),
        'on the shelf',
      ),
    );
    const shown = queryShelf(this.entries, { mechanics: this.mechanics, bands: this.bands, sort: this.sort });
    const summary = shelfSummary(this.entries.length, shown.length);
    this.count.textContent = summary.text;
    this.clear.hidden = !summary.offerClear;
    this.list.replaceChildren(...shown.map((entry) => el('li', {}, [this.card(entry)])));
  }

  private card(entry: ShelfEntry): HTMLButtonElement {
    const record = this.store.progress.levels[entry.id];
    const b = el('button', {
      className: `level-card shelf-card${record ? ' done' : ''}`,
      attrs: { type: 'button', 'data-level': entry.id },
    });
    let picture = this.pictures.get(entry.id);
    if (!picture) {
      picture = boardPicture(entry.board, entry.tints);
      this.pictures.set(entry.id, picture);
    }
    b.append(
      picture,
      el('span', { className: 'shelf-title', text: entry.title }),
      el('span', { className: 'shelf-maker', text: `by ${entry.maker}` }),
      el('span', { className: 'shelf-facts' }, [
        el('span', { text: `${entry.width} x ${entry.height}` }),
        el('span', { className: `shelf-band band-${entry.band}`, text: entry.band }),
        el('span', { text: entry.licence }),
      ]),
      el(
        'span',
        { className: 'shelf-tags' },
        // A map's own kinds are named as the map names them (a fish, a crocodile), not as "new pieces".
        entry.mechanics
          .flatMap((m) =>
            m === 'own' ? entry.ownKinds.map((n) => n.replace(/-/g, ' ')) : [MECHANIC_WORDS[m]],
          )
          .map((text) => el('span', { className: 'shelf-tag', text })),
      ),
    );
    const remix = remixWords(entry);
    if (remix !== '') b.append(el('span', { className: 'shelf-remix', text: remix }));
    b.append(
      record
        ? el('span', { className: 'shelf-record' }, [
            starRow(record.stars),
            el('span', {
              className: 'level-best',
              text: `best ${formatMoves(record.best)} / par ${formatMoves(entry.par)}`,
            }),
          ])
        : el('span', { className: 'level-best', text: `not solved yet · par ${formatMoves(entry.par)}` }),
    );
    b.addEventListener('click', () => this.actions.pick(entry.id));
    return b;
  }
}

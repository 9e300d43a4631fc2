import { formatMoves } from '../../grid/costNumbers';
import { button, el, starRow } from '../page/dom';
import type { ProgressStore } from '../saves/storage';
import { DomScreen } from '../screens/Screen';
import type { TitlePart } from '../screens/TitleScreen';
import { type CatalogLevel, groupChapters, type StarTally, tallyStars } from './chapters';
import { type LockReason, lockReason, openLevels } from './unlocking';

/** What the level list shows for one level. */
export interface LevelCard extends CatalogLevel {
  /** True when the level cannot be played (its problems show when it is picked). */
  readonly broken: boolean;
}

/** A part of the level list shown under the chapters, with a shortcut to it at the top when it has one. */
export interface LevelListPart extends TitlePart {
  readonly shortcut?: HTMLElement;
}

/**
 * The level list: chapters (from each level's `chapter`), each with the stars won in it, and the
 * total in the header; per level locked or not, best moves and stars. A locked card says what opens
 * it when picked (src/app/levels/unlocking.ts), and a line above the chapters says the rule. A level that
 * cannot be played is marked broken and can still be picked, to see its problems.
 */
export class LevelSelectScreen extends DomScreen {
  readonly name = 'levels' as const;
  readonly root: HTMLElement;
  private readonly list = el('div', { className: 'chapters' });
  private readonly total = el('p', { className: 'star-total' });
  private readonly rule = el('p', { className: 'levels-rule' });
  /** Says a locked card's reason to screen readers (the card shows it too). */
  private readonly said = el('p', { className: 'sr-only', attrs: { role: 'status' } });
  /** The cards as last drawn (what a locked card's reason is worked out from). */
  private drawnCards: readonly LevelCard[] = [];
  /** What the list was last drawn from, so a redraw that would change nothing keeps the cards. */
  private drawnFrom = '';
  /** The locked card last picked, whose reason stays shown when the list is drawn again. */
  private toldId: string | null = null;

  constructor(
    private readonly store: ProgressStore,
    private readonly cards: () => readonly LevelCard[],
    private readonly actions: { pick(id: string): void; back(): void; ownMap(): void },
    /** Parts shown under the chapters (the levels opened from links), brought up to date on each show. */
    private readonly parts: readonly LevelListPart[] = [],
  ) {
    super();
    this.root = el(
      'section',
      { className: 'screen levels-screen', attrs: { 'aria-labelledby': 'levels-heading' } },
      [
        el('header', { className: 'screen-header' }, [
          button('Back', actions.back, { icon: '◀', className: 'btn-small', ariaLabel: 'Back to the title' }),
          el('h2', { text: 'Levels', attrs: { id: 'levels-heading' } }),
          this.total,
        ]),
        el('div', { className: 'levels-top' }, [
          this.rule,
          ...parts.flatMap((p) => (p.shortcut ? [p.shortcut] : [])),
        ]),
        this.said,
        this.list,
        ...parts.map((p) => p.root),
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
    this.toldId = null;
    this.drawnFrom = '';
    this.render();
    for (const part of this.parts) part.refresh();
  }

  /**
   * Draws the list again when what it shows changed (the level files came in, a level was found
   * broken, a level file changed). The cards are kept when nothing changed, so a tap landing
   * during a redraw still lands on its card, and a locked card picked keeps saying what opens it.
   */
  render(): void {
    const cards = this.cards();
    const records = this.store.progress.levels;
    const drawnFrom = JSON.stringify([cards, records]);
    if (drawnFrom === this.drawnFrom) return;
    this.drawnFrom = drawnFrom;
    this.drawnCards = cards;
    const ids = cards.map((c) => c.id);
    const open = openLevels(records, cards);
    // Drawn again while shown (the level files came in, a level was found broken): focus stays in the list.
    const hadFocus = this.list.contains(document.activeElement);
    this.list.replaceChildren();
    const total = tallyStars(ids, records);
    this.total.replaceChildren(...starCount(total, 'in all'));
    this.total.hidden = cards.length === 0;
    this.said.replaceChildren();
    const anyLocked = cards.some((c) => !open.has(c.id) && !c.broken);
    this.rule.textContent = anyLocked ? ruleLine(cards) : '';
    this.rule.hidden = !anyLocked;
    if (cards.length === 0) {
      this.list.append(el('p', { className: 'empty', text: 'No levels yet: add .tmj files to levels/.' }));
      return;
    }
    let autofocused = false;
    groupChapters(cards).forEach((chapter, c) => {
      const grid = el('ol', { className: 'level-grid' });
      const section = el('section', { className: 'chapter' });
      if (chapter.name !== '') {
        const headingId = `chapter-${c + 1}`;
        const tally = tallyStars(
          chapter.levels.map((l) => l.level.id),
          records,
        );
        section.setAttribute('aria-labelledby', headingId);
        section.append(
          el('header', { className: 'chapter-header' }, [
            el('h3', { text: chapter.name, attrs: { id: headingId } }),
            el('p', { className: 'chapter-stars' }, starCount(tally, `in ${chapter.name}`)),
          ]),
        );
      }
      section.append(grid);
      this.list.append(section);
      for (const { level: card, number } of chapter.levels) {
        const unlocked = open.has(card.id) || card.broken;
        const b = this.card(card, number, unlocked);
        if (unlocked && !records[card.id] && !card.broken && !autofocused) {
          b.dataset.autofocus = '';
          autofocused = true;
        }
        grid.append(el('li', {}, [b]));
        if (card.id === this.toldId && !unlocked) this.showReason(card, b);
      }
    });
    if (hadFocus) this.list.querySelector<HTMLElement>('[data-autofocus]')?.focus({ preventScroll: true });
  }

  private card(card: LevelCard, number: number, unlocked: boolean): HTMLButtonElement {
    const record = this.store.progress.levels[card.id];
    const b = el('button', {
      className: `level-card${unlocked ? '' : ' locked'}${record ? ' done' : ''}${card.broken ? ' broken' : ''}`,
      attrs: { type: 'button' },
    });
    // Locked, but not disabled: a locked card can be focused and picked, to say what opens it.
    if (!unlocked) b.setAttribute('aria-disabled', 'true');
    // The card's name is its own words ("Level 01: First Steps, tutorial, not solved yet"), so
    // it contains all it shows (the label-in-name rule); the words only a screen reader needs are sr-only.
    const shownNumber = String(number).padStart(2, '0');
    b.append(el('span', { className: 'sr-only', text: `Level ${shownNumber}: ` }));
    b.append(
      unlocked
        ? el('span', { className: 'level-number', text: shownNumber, attrs: { 'aria-hidden': 'true' } })
        : el('span', { className: 'level-number' }, [
            el('span', { className: 'lock-icon', attrs: { 'aria-hidden': 'true' } }),
          ]),
    );
    b.append(el('span', { className: 'level-title', text: card.title }));
    if (card.tutorial) b.append(el('span', { className: 'level-tag', text: 'tutorial' }));
    if (card.broken) {
      b.append(
        el('span', { className: 'level-best level-broken', text: '⚠ cannot be played' }),
        el('span', { className: 'sr-only', text: ': open it to see why' }),
      );
    } else if (record) {
      b.append(starRow(record.stars));
      b.append(
        el('span', {
          className: 'level-best',
          text: `best ${formatMoves(record.best)}${card.par !== null ? ` / par ${formatMoves(card.par)}` : ''}`,
        }),
      );
    } else {
      b.append(el('span', { className: 'level-best', text: unlocked ? 'not solved yet' : 'locked' }));
    }
    b.addEventListener('click', () => (unlocked ? this.actions.pick(card.id) : this.explain(card, b)));
    return b;
  }

  /** Shows on a locked card, and says, what opens it (one card at a time: the last one picked). */
  private explain(card: LevelCard, b: HTMLButtonElement): void {
    const message = this.showReason(card, b);
    if (message === null) return;
    this.toldId = card.id;
    // A new node each time, so the same card picked twice is said twice.
    this.said.replaceChildren(el('span', { text: `${card.title}: ${message}` }));
  }

  /** Shows on `b` what opens its level, in place of the last card told; returns the words. */
  private showReason(card: LevelCard, b: HTMLButtonElement): string | null {
    const cards = this.drawnCards;
    const reason = lockReason(this.store.progress.levels, cards, card.id);
    if (reason === null) return null;
    const message = lockMessage(reason, (id) => cards.find((c) => c.id === id)?.title ?? id);
    for (const told of this.list.querySelectorAll('.level-card.told')) {
      told.classList.remove('told');
      const best = told.querySelector('.level-best');
      if (best) best.textContent = 'locked';
    }
    b.classList.add('told');
    const best = b.querySelector('.level-best');
    if (best) best.textContent = message;
    return message;
  }
}

/** The unlocking rule in one line, for the top of the list. */
function ruleLine(cards: readonly LevelCard[]): string {
  const chapters = new Set(cards.map((c) => c.chapter.trim())).size > 1;
  return chapters
    ? "Each win opens the next level, and a chapter's first level opens the next chapter."
    : 'Each win opens the next level.';
}

/** "Win “Good Dog” to open.", and where the way starts when that level is locked too. */
function lockMessage(reason: LockReason, titleOf: (id: string) => string): string {
  const opener = `Win “${titleOf(reason.opener)}” to open.`;
  return reason.wins === 1
    ? opener
    : `${opener} ${reason.wins} wins away: start with “${titleOf(reason.start)}”.`;
}

/** "★ 5 / 9" with words for screen readers: "5 of 9 stars in Dogs" (the Community screen's total too). */
export function starCount(tally: StarTally, where: string): Node[] {
  return [
    // The style sheet draws the star (`.star::before`): a ★ in the text as well showed two.
    el('span', { className: 'star on', attrs: { 'aria-hidden': 'true' } }),
    el('span', { text: ` ${tally.stars} / ${tally.max}`, attrs: { 'aria-hidden': 'true' } }),
    el('span', { className: 'sr-only', text: `${tally.stars} of ${tally.max} stars ${where}` }),
  ];
}

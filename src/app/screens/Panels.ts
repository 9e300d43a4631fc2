import { formatMoves } from '../../grid/costNumbers';
import { button, el, starRow } from '../page/dom';
import type { ScreenName } from '../page/screenNames';
import { starGoalText } from '../saves/starGoals';
import type { ProgressStore } from '../saves/storage';
import { DomScreen } from './Screen';
import { settingsControls } from './SettingsControls';

/** A dialog panel's root over the play screen (hidden until shown). */
export function panel(name: string, heading: HTMLElement, body: (Node | string)[]): HTMLElement {
  const root = el(
    'section',
    { className: `panel-backdrop panel-${name}`, attrs: { role: 'dialog', 'aria-modal': 'true' } },
    [el('div', { className: 'panel' }, [heading, ...body])],
  );
  root.hidden = true;
  return root;
}

/** The pause panel: resume, restart, levels, settings. */
export class PausePanel extends DomScreen {
  readonly name = 'pause' as const;
  readonly root: HTMLElement;

  constructor(
    store: ProgressStore,
    actions: { resume(): void; restart(): void; levels(): void; share(): void },
  ) {
    super();
    const heading = el('h2', { text: 'Paused', attrs: { id: 'pause-heading' } });
    const resume = button('Resume', actions.resume, { className: 'btn-primary', icon: '▶' });
    resume.dataset.autofocus = '';
    this.root = panel('pause', heading, [
      el('div', { className: 'menu' }, [
        resume,
        button('Restart', actions.restart, { icon: '⟲' }),
        button('Levels', actions.levels, { icon: '☰' }),
        button('Share', actions.share, { icon: '⇪', ariaLabel: 'Share this level' }),
      ]),
      settingsControls(store),
    ]);
    this.root.setAttribute('aria-labelledby', 'pause-heading');
  }
}

/** What the win panel reports. */
export interface WinResult {
  readonly moves: number;
  readonly par: number | null;
  readonly stars: 1 | 2 | 3;
  /** Every move on the level costs a whole number (see `movesAreWhole`). */
  readonly wholeMoves: boolean;
  readonly newBest: boolean;
  /** Hints shown during the play (a win with hints earns at most two stars). */
  readonly hints: number;
  readonly hasNext: boolean;
  /** The level came from a share link with the sender's win: "Compare" watches it. */
  readonly compare: boolean;
}

/** What the win panel's second row does: replays and the share link (src/app/play/replay, src/app/share). */
export interface WinExtras {
  watch(): void;
  watchPar(): void;
  /** Watches the sender's win, on a level a share link brought with one. */
  compare(): void;
  share(): void;
  /** Opens the level in the editor (back to it, for a play-tested level). */
  edit(): void;
}

/** The win panel: moves, stars, what par is and what more stars take, Next level / Restart / Levels. */
export class WinPanel extends DomScreen {
  readonly name = 'won' as const;
  readonly root: HTMLElement;
  private readonly stars = el('div', { className: 'result-stars' });
  private readonly detail = el('p', { className: 'result-detail' });
  private readonly goal = el('p', { className: 'result-goal' });
  private readonly hints = el('p', { className: 'result-hints' });
  private readonly next: HTMLButtonElement;
  private readonly compare: HTMLButtonElement;

  constructor(actions: { next(): void; restart(): void; levels(): void } & WinExtras) {
    super();
    this.next = button('Next level', actions.next, { className: 'btn-primary', icon: '▶' });
    const heading = el('h2', { text: 'Escaped!', attrs: { id: 'won-heading' } });
    this.compare = button('Compare', actions.compare, {
      icon: '⇄',
      className: 'btn-small',
      ariaLabel: 'Compare: watch how they did it',
    });
    this.root = panel('won', heading, [
      this.stars,
      this.detail,
      this.goal,
      this.hints,
      el('div', { className: 'menu' }, [
        this.next,
        button('Restart', actions.restart, { icon: '⟲' }),
        button('Levels', actions.levels, { icon: '☰' }),
      ]),
      el('div', { className: 'menu menu-row', attrs: { 'aria-label': 'Replays and sharing' } }, [
        button('Watch', actions.watch, {
          icon: '▷',
          className: 'btn-small',
          ariaLabel: 'Watch your win again',
        }),
        button('Watch par', actions.watchPar, {
          icon: '★',
          className: 'btn-small',
          ariaLabel: "Watch par: the solver's solution",
        }),
        this.compare,
        button('Share', actions.share, {
          icon: '⇪',
          className: 'btn-small',
          ariaLabel: 'Share this level and your win',
        }),
        button('Edit', actions.edit, { icon: '✎', className: 'btn-small', ariaLabel: 'Edit this level' }),
      ]),
    ]);
    this.root.setAttribute('aria-labelledby', 'won-heading');
  }

  set(result: WinResult): void {
    this.stars.replaceChildren(starRow(result.stars, 'stars stars-big'));
    this.detail.textContent = `${formatMoves(result.moves)} moves.${result.newBest ? ' New best!' : ''}`;
    const goal = starGoalText(result);
    this.goal.textContent = goal ?? '';
    this.goal.hidden = goal === null;
    this.hints.hidden = result.hints === 0;
    this.hints.textContent = `${result.hints} ${result.hints === 1 ? 'hint' : 'hints'} used: three stars are for a win without hints.`;
    this.next.hidden = !result.hasNext;
    this.compare.hidden = !result.compare;
    if (result.hasNext) this.next.dataset.autofocus = '';
    else delete this.next.dataset.autofocus;
  }
}

/** The lose panel: why (eaten / tired), Undo, Restart. */
export class LosePanel extends DomScreen {
  readonly name = 'lost' as const;
  readonly root: HTMLElement;
  private readonly heading = el('h2', { attrs: { id: 'lost-heading' } });
  private readonly detail = el('p', { className: 'result-detail' });

  constructor(actions: { undo(): void; restart(): void; levels(): void }) {
    super();
    const undo = button('Undo', actions.undo, { className: 'btn-primary', icon: '↶' });
    undo.dataset.autofocus = '';
    this.root = panel('lost', this.heading, [
      this.detail,
      el('div', { className: 'menu' }, [
        undo,
        button('Restart', actions.restart, { icon: '⟲' }),
        button('Levels', actions.levels, { icon: '☰' }),
      ]),
    ]);
    this.root.setAttribute('aria-labelledby', 'lost-heading');
  }

  set(reason: 'eaten' | 'tired'): void {
    this.heading.textContent = reason === 'eaten' ? 'Eaten!' : 'Too tired!';
    this.detail.textContent =
      reason === 'eaten'
        ? 'A dog caught the cat with no bone to bribe it. Pick up a bone first.'
        : 'The cat ran out of energy. Look for a cheaper path.';
  }
}

/** A full-screen message: a level that failed to load, or no WebGL. */
export class MessageScreen extends DomScreen {
  readonly name: ScreenName;
  readonly root: HTMLElement;
  private readonly heading = el('h2');
  private readonly message = el('p', { className: 'message-text' });
  private readonly actionsBox = el('div', { className: 'menu' });

  constructor(name: ScreenName) {
    super();
    this.name = name;
    this.root = el(
      'section',
      { className: `screen message-screen screen-${name}`, attrs: { role: 'alert' } },
      [el('div', { className: 'panel' }, [this.heading, this.message, this.actionsBox])],
    );
    this.root.hidden = true;
  }

  set(heading: string, message: string, actions: readonly { label: string; run(): void }[]): void {
    this.heading.textContent = heading;
    this.message.textContent = message;
    this.actionsBox.replaceChildren(
      ...actions.map((a, i) => button(a.label, a.run, { className: i === 0 ? 'btn-primary' : '' })),
    );
  }
}

/** The "loading a level" screen, with a way back while a large or slow level loads. */
export class LoadingScreen extends DomScreen {
  readonly name = 'loading' as const;
  readonly root: HTMLElement;

  constructor(cancel: () => void) {
    super();
    this.root = el('section', { className: 'screen loading-screen', attrs: { 'aria-busy': 'true' } }, [
      el('p', { className: 'loading-text', text: 'Loading…' }),
      button('Cancel', cancel, { className: 'btn-small' }),
    ]);
    this.root.hidden = true;
  }
}

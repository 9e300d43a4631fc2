import { button, el } from '../page/dom';
import type { ProgressStore } from '../saves/storage';
import { DomScreen } from './Screen';
import { settingsControls } from './SettingsControls';

/** A part of the title that shows the player's standing (the daily puzzle and endless mode, the levels opened from links). */
export interface TitlePart {
  readonly root: HTMLElement;
  /** Brings it up to date each time the title shows (a new day may have begun). */
  refresh(): void;
}

/** The title: the name, Play (the next level to beat), Levels, Make a level, the modes, the levels opened from links, Play your own map, settings, About. */
export class TitleScreen extends DomScreen {
  readonly name = 'title' as const;
  readonly root: HTMLElement;

  constructor(
    store: ProgressStore,
    actions: {
      play(): void;
      levels(): void;
      community(): void;
      ownMap(): void;
      make(): void;
      about(): void;
    },
    private readonly parts: readonly TitlePart[] = [],
  ) {
    super();
    const play = button('Play', actions.play, { className: 'btn-primary btn-big', icon: '▶' });
    play.dataset.autofocus = '';
    this.root = el(
      'section',
      { className: 'screen title-screen', attrs: { 'aria-labelledby': 'title-heading' } },
      [
        el('div', { className: 'title-card' }, [
          el('div', { className: 'title-cat', attrs: { 'aria-hidden': 'true' } }, [
            el('span', { className: 'pixel-cat' }),
          ]),
          el('h1', { className: 'title-logo', attrs: { id: 'title-heading' } }, [
            el('span', { text: 'Maze' }),
            el('span', { className: 'title-logo-accent', text: 'Cat' }),
          ]),
          el('p', { className: 'tagline', text: 'Grab the bones. Bribe the dogs. Find the way out.' }),
          el('div', { className: 'menu' }, [
            play,
            button('Levels', actions.levels, { icon: '☰', className: 'btn-big' }),
            button('Community', actions.community, { icon: '✦' }),
            button('Make a level', actions.make, { icon: '✎', ariaLabel: 'Make a level: the level editor' }),
            button('Play your own map', actions.ownMap, {
              icon: '⤒',
              ariaLabel: 'Play your own map: choose a Tiled map and its tilesets',
            }),
          ]),
          ...parts.map((part) => part.root),
          el('p', {
            className: 'drop-hint',
            text: 'Level designers: drop a .tmj or .tmx map with its tilesets anywhere on this page.',
          }),
          settingsControls(store),
          button('About', actions.about, {
            className: 'btn-small btn-about',
            ariaLabel: 'About Maze Cat and its controls',
          }),
        ]),
      ],
    );
    this.root.hidden = true;
  }

  protected override onShow(): void {
    for (const part of this.parts) part.refresh();
  }
}

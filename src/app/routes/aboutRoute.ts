// Room routes/ (docs/architecture.md, "The rooms of src/app"): the screen modules, one per route, each wiring
// its screen to the router and naming no other; GameApp.ts and levelRoutes.ts wire them.
/**
 * The About route: what the game is and its controls, with a way back. A whole screen in one
 * module plus one entry in the route table (routes.ts): the pattern every new screen follows
 * (docs/architecture.md, "Adding a screen").
 */
import { button, el } from '../page/dom';
import { DomScreen } from '../screens/Screen';
import type { Services } from '../services/services';

/** The About screen: the game in two sentences, the controls, and where the rules are written. */
export class AboutScreen extends DomScreen {
  readonly name = 'about' as const;
  readonly root: HTMLElement;

  constructor(back: () => void) {
    super();
    const controls: [string, string][] = [
      ['Walk', 'tap or click a tile; arrow keys or WASD step'],
      ['Cursor', 'Shift+arrows or IJKL, then Enter'],
      ['Undo / Restart', 'Z or U / R'],
      ['Hint', 'H'],
      ['Pause', 'Escape or P'],
    ];
    this.root = el(
      'section',
      { className: 'screen about-screen', attrs: { 'aria-labelledby': 'about-heading' } },
      [
        el('header', { className: 'screen-header' }, [
          button('Back', back, { icon: '◀', className: 'btn-small', ariaLabel: 'Back' }),
          el('h2', { text: 'About Maze Cat', attrs: { id: 'about-heading' } }),
        ]),
        el('div', { className: 'about-card' }, [
          el('p', {
            text: 'Walk the cat to the exit. Pick up bones on the way: a dog eats a cat that has none to give it. Keys open doors of their colour; pipes carry the cat to their partner.',
          }),
          el(
            'dl',
            { className: 'about-controls' },
            controls.flatMap(([what, how]) => [el('dt', { text: what }), el('dd', { text: how })]),
          ),
          el('p', {
            className: 'about-note',
            text: 'Levels are Tiled maps: drop your own .tmj or .tmx on the page to play it.',
          }),
        ]),
      ],
    );
    this.root.hidden = true;
  }
}

/** Wires the About route. */
export function aboutRoute({ router }: Services): void {
  router.add(new AboutScreen(() => void router.back()));
  router.on('about', () => router.nav.go('about'));
}

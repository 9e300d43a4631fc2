import { describe, expect, it } from 'vitest';
import { SCREEN_NAMES } from '../page/screenNames';
import { Navigator } from '../screens/Navigator';
import type { Screen } from '../screens/Screen';
import { type Arrival, Router } from './Router';
import { ROUTES, type Route, type RouteId } from './routes';
import { FakeHistory } from './testHistory';

/** A screen the navigator can show, without a DOM. */
function fakeScreen(name: Screen['name']): Screen {
  return { name, root: { hidden: true } as HTMLElement, show() {}, hide() {}, resize() {} };
}

/** A router over a fake history, every route's handler recording its arrival and showing its screen. */
function setup() {
  const fake = new FakeHistory('https://game.test/');
  const host = { append() {}, dataset: {} } as unknown as HTMLElement;
  const nav = new Navigator(host);
  for (const name of SCREEN_NAMES) if (name !== 'nowebgl') nav.add(fakeScreen(name));
  const router = new Router(nav, fake, () => fake.url, {
    linkOf: (id) => (id.startsWith('local:') ? null : id),
    idOfLink: (link) => link,
  });
  const entered: { route: Route; arrival: Arrival }[] = [];
  for (const id of Object.keys(ROUTES) as RouteId[]) {
    router.on(id, (route, arrival) => {
      entered.push({ route, arrival });
      // Play opens its level: a level from files is read first, then opened by id.
      if (route.id === 'play' && route.source.kind === 'files')
        return router.go({ id: 'play', source: { kind: 'level', id: 'local:mine' } });
      const entry = ROUTES[route.id];
      if (entry.layer === 'panel') nav.openPanel(entry.screen);
      else nav.go(route.id === 'play' ? 'play' : entry.screen);
    });
  }
  const first = router.start({ screen: 'title' }, {
    addEventListener: (_: string, listener: (e: { state: unknown }) => void) => {
      fake.popstate = listener;
    },
  } as unknown as Window);
  void router.enter(first, { fromHistory: true });
  return { fake, router, nav, entered, last: () => entered[entered.length - 1] };
}

const level = (id: string): Route => ({ id: 'play', source: { kind: 'level', id } });

describe('Router', () => {
  it('shows each route on its screen, with history entries only for the places a player goes Back to', async () => {
    const { fake, router, nav } = setup();
    expect(nav.current).toBe('title');
    await router.go({ id: 'about' });
    expect([nav.current, fake.screens()]).toEqual(['about', ['title', 'about']]);
    await router.go({ id: 'levels' });
    expect([nav.current, fake.screens()]).toEqual(['levels', ['title', 'levels']]);
    await router.go(level('01-a'));
    expect([nav.current, fake.screens()]).toEqual(['play', ['title', 'levels', 'play']]);
    expect(fake.url).toBe('https://game.test/?level=01-a');
    await router.go({ id: 'share', from: 'won' });
    expect(nav.current).toBe('share');
    await router.go({ id: 'error', report: { kind: 'unknown', id: 'x' } });
    expect([nav.current, fake.screens()]).toEqual(['error', ['title', 'levels', 'play']]);
    await router.go({ id: 'play', source: { kind: 'link', link: 'https://x.test/a.tmj' } });
    expect(fake.url).toBe('https://game.test/?level=https%3A%2F%2Fx.test%2Fa.tmj');
  });

  it('shows the Community shelf as an entry above the title; a shelf level played from it goes Back to it', async () => {
    const { fake, router, nav } = setup();
    await router.go({ id: 'community' });
    expect([nav.current, fake.screens()]).toEqual(['community', ['title', 'community']]);
    await router.go(level('community/03-spiral'));
    expect([nav.current, fake.screens()]).toEqual(['play', ['title', 'community', 'play']]);
    expect(fake.url).toBe('https://game.test/?level=community%2F03-spiral');
    await router.back();
    expect([nav.current, fake.index]).toEqual(['community', 1]);
    await router.back();
    expect([nav.current, fake.index]).toEqual(['title', 0]);
  });

  it('writes a level read from files once it is read, as its own entry (no link in the address)', async () => {
    const { fake, router, entered } = setup();
    await router.go({ id: 'play', source: { kind: 'files', picked: [] } });
    expect(entered.map((e) => e.route.id)).toEqual(['title', 'play', 'play']);
    expect(fake.screens()).toEqual(['title', 'play']);
    expect(fake.url).toBe('https://game.test/');
  });

  it('goes Back from every screen to where the player came from', async () => {
    const { router, nav, fake } = setup();
    await router.back();
    expect([nav.current, fake.index]).toEqual(['title', 0]); // Nothing in the game beneath the title.
    await router.go({ id: 'about' });
    await router.back();
    expect(nav.current).toBe('title');
    await router.go({ id: 'levels' });
    await router.back();
    expect(nav.current).toBe('title');
    await router.go({ id: 'levels' });
    await router.go(level('01-a'));
    await router.back();
    expect(nav.current).toBe('levels');
    await router.go({ id: 'title' });
    // Endless (or Play) from the title: Back is the title, not the list.
    await router.go(level('endless:s:1'));
    await router.back();
    expect([nav.current, fake.index]).toEqual(['title', 0]);
    // An error over a level's entry: Back goes beneath the level.
    await router.go({ id: 'levels' });
    await router.go(level('01-a'));
    await router.go({ id: 'error', report: { kind: 'unknown', id: '01-a' } });
    await router.back();
    expect(nav.current).toBe('levels');
    // An error over the title (a broken share link): Back is the title.
    await router.go({ id: 'title' });
    await router.go({ id: 'error', report: { kind: 'link', message: 'cut short' } });
    await router.back();
    expect(nav.current).toBe('title');
    // The share panel: Back is the panel it came from.
    await router.go(level('01-a'));
    nav.openPanel('pause');
    await router.go({ id: 'share', from: 'pause' });
    await router.back();
    expect([nav.current, router.current.id]).toEqual(['pause', 'play']);
  });

  it('shows the editor as a place of its own: from the title Back is the title, a play-test Back is the editor', async () => {
    const { router, nav, fake, last } = setup();
    await router.go({ id: 'editor', open: { kind: 'draft' } });
    expect([nav.current, fake.screens()]).toEqual(['editor', ['title', 'editor']]);
    // Play-testing the level being made opens it above the editor.
    await router.go(level('made:draft.tmj'));
    expect(fake.screens()).toEqual(['title', 'editor', 'play']);
    await router.back();
    expect(nav.current).toBe('editor');
    await router.back();
    expect(nav.current).toBe('title');
    // A reload on the editor's entry opens the maker's draft.
    await router.go({ id: 'editor', open: { kind: 'draft' } });
    fake.go(-1);
    fake.go(1);
    expect(last()).toEqual({
      route: { id: 'editor', open: { kind: 'draft' } },
      arrival: { fromHistory: true },
    });
  });

  it('shows what Back and Forward land on, marked as from history', async () => {
    const { router, fake, last } = setup();
    await router.go({ id: 'levels' });
    await router.go(level('01-a'));
    fake.go(-1);
    expect(last()).toEqual({ route: { id: 'levels' }, arrival: { fromHistory: true } });
    fake.go(1);
    expect(last()).toEqual({
      route: { id: 'play', source: { kind: 'link', link: '01-a' } },
      arrival: { fromHistory: true },
    });
  });

  it('draws a screen again only while it shows', async () => {
    const { router } = setup();
    let drawn = 0;
    router.on(
      'levels',
      () => router.nav.go('levels'),
      () => drawn++,
    );
    router.redraw('levels');
    expect(drawn).toBe(0);
    await router.go({ id: 'levels' });
    router.redraw('levels');
    expect(drawn).toBe(1);
  });

  it('fetches a route module on first use, once, and shows the route only if the player is still on it', async () => {
    const { router, nav, entered } = setup();
    let loads = 0;
    let arrive = () => {};
    const load = () => {
      loads++;
      return new Promise<void>((resolve) => {
        arrive = () => {
          router.on('about', (route, arrival) => {
            entered.push({ route, arrival });
            nav.go('about');
          });
          resolve();
        };
      });
    };
    let wired: Promise<void> | null = null;
    router.onFirstUse(['about'], () => {
      wired ??= load();
      return wired;
    });
    const before = entered.length;
    // Left for the levels before the module arrived: the about screen is not shown over them.
    const first = router.go({ id: 'about' });
    await router.go({ id: 'levels' });
    arrive();
    await first;
    expect([nav.current, entered.length - before]).toEqual(['levels', 1]);
    await router.go({ id: 'about' });
    expect([nav.current, loads, entered.at(-1)?.route.id]).toEqual(['about', 1, 'about']);
  });
});

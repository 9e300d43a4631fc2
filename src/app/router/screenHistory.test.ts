import { describe, expect, it } from 'vitest';
import { type Place, placeUrl, ScreenHistory } from './screenHistory';
import { FakeHistory } from './testHistory';

const BASE = 'https://game.test/play/?test&speed=4';
const play = (level: string, link: string | null = level): Place => ({ screen: 'play', level, link });

function setup(url = BASE) {
  const fake = new FakeHistory(url);
  const history = new ScreenHistory(fake, () => fake.url);
  return { fake, history };
}

describe('placeUrl', () => {
  it('keeps the page options, sets the level, drops reset', () => {
    expect(placeUrl(play('02-a'), `${BASE}&reset`)).toBe('https://game.test/play/?test&speed=4&level=02-a');
    expect(placeUrl({ screen: 'levels' }, `${BASE}&level=02-a`)).toBe(BASE);
    expect(placeUrl(play('local:x', null), BASE)).toBe(BASE);
    expect(placeUrl(play('url:a', 'https://x.test/a b.tmj'), 'https://game.test/')).toBe(
      'https://game.test/?level=https%3A%2F%2Fx.test%2Fa+b.tmj',
    );
  });
});

describe('ScreenHistory', () => {
  it('starts at the title with one entry', () => {
    const { fake, history } = setup();
    expect(history.start({ screen: 'title' })).toEqual({ screen: 'title' });
    expect(fake.screens()).toEqual(['title']);
  });

  it('puts the title and the list beneath a level opened from the address', () => {
    const { fake, history } = setup(`${BASE}&level=03-c`);
    expect(history.start(play('03-c'))).toEqual(play('03-c'));
    expect(fake.screens()).toEqual(['title', 'levels', 'play']);
    expect(fake.entries.map((e) => e.url)).toEqual([BASE, BASE, `${BASE}&level=03-c`]);
  });

  it('walks title, list, level forward and back', () => {
    const { fake, history } = setup();
    history.start({ screen: 'title' });
    history.go({ screen: 'levels' });
    history.go(play('01-a'));
    expect(fake.screens()).toEqual(['title', 'levels', 'play']);
    fake.go(-1);
    expect(history.popped(fake.state)).toEqual({ screen: 'levels' });
    fake.go(-1);
    expect(history.popped(fake.state)).toEqual({ screen: 'title' });
    fake.go(2);
    expect(history.popped(fake.state)).toEqual(play('01-a'));
  });

  it('goes Back from a level played straight from the title (or a mode) to the title', () => {
    const { fake, history } = setup();
    history.start({ screen: 'title' });
    history.go(play('endless:s:1', null));
    expect(fake.screens()).toEqual(['title', 'play']);
    expect(history.below).toEqual({ screen: 'title' });
    fake.go(-1);
    expect(history.popped(fake.state)).toEqual({ screen: 'title' });
  });

  it('replaces the entry for the next level, so Back still goes where the first came from', () => {
    const { fake, history } = setup();
    history.start({ screen: 'title' });
    history.go({ screen: 'levels' });
    history.go(play('01-a'));
    history.go(play('02-b'));
    expect(fake.screens()).toEqual(['title', 'levels', 'play']);
    expect(fake.url).toBe(`${BASE}&level=02-b`);
  });

  it('goes back in history for the list from a level picked in it, and ignores the popstate that follows', () => {
    const { fake, history } = setup();
    history.start({ screen: 'title' });
    history.go({ screen: 'levels' });
    history.go(play('01-a'));
    history.go({ screen: 'levels' });
    expect(fake.index).toBe(1);
    expect(history.popped(fake.popped.at(-1))).toBeNull();
    // Forward reopens the level.
    fake.go(1);
    expect(history.popped(fake.state)).toEqual(play('01-a'));
  });

  it('puts the list in the place of a level played from the title, so Back from it is the title', () => {
    const { fake, history } = setup();
    history.start({ screen: 'title' });
    history.go(play('01-a'));
    history.go({ screen: 'levels' });
    expect(fake.screens()).toEqual(['title', 'levels']);
    expect(history.below).toEqual({ screen: 'title' });
  });

  it('stands About above the title', () => {
    const { fake, history } = setup();
    history.start({ screen: 'title' });
    history.go({ screen: 'about' });
    expect(fake.screens()).toEqual(['title', 'about']);
    history.go({ screen: 'title' });
    expect(fake.index).toBe(0);
  });

  it('knows what lies beneath an entry after a reload', () => {
    const first = setup();
    first.history.start({ screen: 'title' });
    first.history.go(play('01-a'));
    const reloaded = new ScreenHistory(first.fake, () => first.fake.url);
    reloaded.start({ screen: 'title' });
    expect(reloaded.below).toEqual({ screen: 'title' });
    reloaded.go({ screen: 'title' });
    expect(first.fake.index).toBe(0);
  });

  it('shows the saved place on a reload, a level from dropped files too (the app leaves it)', () => {
    const first = setup();
    first.history.start({ screen: 'title' });
    first.history.go({ screen: 'levels' });
    const reloaded = new ScreenHistory(first.fake, () => first.fake.url);
    expect(reloaded.start({ screen: 'title' })).toEqual({ screen: 'levels' });
    expect(first.fake.screens()).toEqual(['title', 'levels']);

    first.history.go(play('local:mine', null));
    const again = new ScreenHistory(first.fake, () => first.fake.url);
    expect(again.start({ screen: 'title' })).toEqual(play('local:mine', null));
  });

  it('ignores entries that are not its own', () => {
    const { history } = setup();
    history.start({ screen: 'title' });
    expect(history.popped(null)).toBeNull();
    expect(history.popped({ mazeCat: { screen: 'nowhere' } })).toBeNull();
  });
});

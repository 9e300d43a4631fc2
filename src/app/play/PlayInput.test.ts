import { describe, expect, it } from 'vitest';
import type { Cell } from '../../level/types';
import type { Announcer } from '../page/Announcer';
import type { Navigator } from '../screens/Navigator';
import { PlayInput, type PlayInputHost } from './PlayInput';
import type { PlayScreen } from './PlayScreen';
import type { PlaySession } from './PlaySession';

/** A board of 40 px tiles that the test scrolls, and the walks it was sent. */
function board() {
  const walks: Cell[] = [];
  const view = {
    scrolled: 0,
    screenToTile: (x: number, y: number): Cell => ({
      x: Math.floor((x + view.scrolled) / 40),
      y: Math.floor(y / 40),
    }),
    frame: () => ({ left: 0, top: 0, right: 400, bottom: 400 }),
  };
  const session = {
    view,
    sim: { status: 'playing', walking: true, idle: false, cat: { x: 0, y: 0 } },
    level: { width: 10, height: 10 },
    walkTo: (cell: Cell) => walks.push(cell),
    showRange: () => {},
    showPreview: () => {},
  } as unknown as PlaySession;
  const host = { session, designerOn: false, watching: false } as unknown as PlayInputHost;
  const input = new PlayInput(
    host,
    { current: 'play' } as Navigator,
    { dismissIntro: () => {} } as unknown as PlayScreen,
    { say: () => {} } as unknown as Announcer,
  );
  return { input, view, walks };
}

describe('PlayInput', () => {
  it('walks to the tile the finger went down on, though the board moved before it lifted', () => {
    const { input, view, walks } = board();
    input.press(130, 50);
    // The camera follows the walking cat on by two tiles while the finger is down.
    view.scrolled = 80;
    input.tap(130, 50);
    expect(walks).toEqual([{ x: 3, y: 1 }]);
  });

  it('reads each tap at its own press', () => {
    const { input, view, walks } = board();
    input.press(130, 50);
    input.tap(130, 50);
    view.scrolled = 80;
    input.press(130, 50);
    input.tap(130, 50);
    expect(walks).toEqual([
      { x: 3, y: 1 },
      { x: 5, y: 1 },
    ]);
  });
});

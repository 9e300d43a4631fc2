import { describe, expect, it } from 'vitest';
import { BoardGestures, TOUCH_HOLD_MS } from './boardGestures';

describe('BoardGestures', () => {
  it('paints at once with the mouse: press, drags, release', () => {
    const g = new BoardGestures();
    expect(g.down(1, 10, 10, 0, 'mouse')).toEqual([{ kind: 'press', x: 10, y: 10 }]);
    expect(g.move(1, 40, 10, 5)).toEqual([{ kind: 'drag', x: 40, y: 10 }]);
    expect(g.up(1, 40, 10, 9)).toEqual([{ kind: 'release' }]);
  });

  it('paints with one finger on a tap, a rest or a drag', () => {
    const tap = new BoardGestures();
    expect(tap.down(1, 10, 10, 0, 'touch')).toEqual([]);
    expect(tap.up(1, 11, 10, 40)).toEqual([{ kind: 'press', x: 10, y: 10 }, { kind: 'release' }]);

    const rest = new BoardGestures();
    rest.down(1, 10, 10, 0, 'touch');
    expect(rest.tick(TOUCH_HOLD_MS - 1)).toEqual([]);
    expect(rest.tick(TOUCH_HOLD_MS)).toEqual([{ kind: 'press', x: 10, y: 10 }]);
    expect(rest.move(1, 30, 10, TOUCH_HOLD_MS + 5)).toEqual([{ kind: 'drag', x: 30, y: 10 }]);

    const drag = new BoardGestures();
    drag.down(1, 10, 10, 0, 'touch');
    expect(drag.move(1, 12, 10, 5)).toEqual([]);
    expect(drag.move(1, 40, 10, 10)).toEqual([
      { kind: 'press', x: 10, y: 10 },
      { kind: 'drag', x: 40, y: 10 },
    ]);
    expect(drag.up(1, 40, 10, 20)).toEqual([{ kind: 'release' }]);
  });

  it('pans and zooms with two fingers whatever the tool, and paints nothing', () => {
    const g = new BoardGestures();
    const all = [
      ...g.down(1, 100, 100, 0, 'touch'),
      ...g.down(2, 200, 100, 20, 'touch'),
      ...g.move(1, 80, 110, 30),
      ...g.move(2, 240, 110, 40),
      ...g.tick(500),
      ...g.up(2, 240, 110, 600),
      ...g.move(1, 10, 10, 610),
      ...g.up(1, 10, 10, 620),
    ];
    expect(all.filter((a) => a.kind === 'press' || a.kind === 'drag')).toEqual([]);
    expect(all.some((a) => a.kind === 'zoom' && a.factor > 1)).toBe(true);
    expect(all.some((a) => a.kind === 'pan')).toBe(true);
  });

  it('ends a stroke already painting when a second finger comes down', () => {
    const g = new BoardGestures();
    g.down(1, 10, 10, 0, 'touch');
    g.tick(TOUCH_HOLD_MS);
    expect(g.down(2, 90, 10, 200, 'touch')).toEqual([{ kind: 'release' }]);
    expect(g.up(1, 10, 10, 300)).toEqual([]);
  });

  it("drags the board with the mouse's middle or right button", () => {
    const g = new BoardGestures();
    expect(g.down(1, 10, 10, 0, 'mouse', 1)).toEqual([]);
    expect(g.move(1, 30, 10, 5)).toEqual([{ kind: 'pan', dx: 20, dy: 0 }]);
    expect(g.move(1, 30, 25, 9)).toEqual([{ kind: 'pan', dx: 0, dy: 15 }]);
    expect(g.up(1, 30, 25, 12)).toEqual([]);
  });
});

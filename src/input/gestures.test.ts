import { describe, expect, it } from 'vitest';
import { GestureTracker, wheelZoomFactor } from './gestures';

describe('GestureTracker', () => {
  it('reads a short still press as a tap', () => {
    const g = new GestureTracker();
    expect(g.down(1, 100, 100, 0, 'mouse')).toEqual([]);
    expect(g.move(1, 103, 102, 50)).toEqual([]);
    expect(g.up(1, 103, 102, 80)).toEqual([{ kind: 'tap', x: 103, y: 102 }]);
  });

  it('reads two quick taps on the same spot as taps when a press elsewhere came between them', () => {
    const g = new GestureTracker();
    g.down(1, 100, 100, 0, 'touch');
    g.up(1, 100, 100, 50);
    g.forgetTap();
    g.down(2, 100, 100, 200, 'touch');
    expect(g.up(2, 100, 100, 250)).toEqual([{ kind: 'tap', x: 100, y: 100 }]);
  });

  it('reads a quick second tap on the same spot as a double tap, and quick taps on neighbouring tiles as taps', () => {
    const g = new GestureTracker();
    g.down(1, 100, 100, 0, 'touch');
    expect(g.up(1, 100, 100, 50)).toEqual([{ kind: 'tap', x: 100, y: 100 }]);
    g.down(2, 104, 98, 200, 'touch');
    expect(g.up(2, 104, 98, 250)).toEqual([{ kind: 'doubleTap', x: 104, y: 98 }]);
    // A third tap starts afresh; one a tile away, or too late, is a tap.
    g.down(3, 104, 98, 300, 'touch');
    expect(g.up(3, 104, 98, 320)[0]?.kind).toBe('tap');
    g.down(4, 130, 98, 400, 'touch');
    expect(g.up(4, 130, 98, 420)[0]?.kind).toBe('tap');
    g.down(5, 130, 98, 900, 'touch');
    expect(g.up(5, 130, 98, 920)[0]?.kind).toBe('tap');
  });

  it('reads a move past the slop as a pan, and no tap on release', () => {
    const g = new GestureTracker();
    g.down(1, 100, 100, 0, 'touch');
    expect(g.move(1, 120, 100, 10)).toEqual([{ kind: 'pan', dx: 20, dy: 0 }]);
    expect(g.move(1, 125, 90, 20)).toEqual([{ kind: 'pan', dx: 5, dy: -10 }]);
    expect(g.up(1, 125, 90, 30)).toEqual([]);
  });

  it('pans a flick whose moves arrive after the lift, all the way to where the finger left', () => {
    const g = new GestureTracker();
    g.down(1, 300, 500, 0, 'touch');
    expect(g.up(1, 150, 300, 40)).toEqual([{ kind: 'pan', dx: -150, dy: -200 }]);
    const h = new GestureTracker();
    h.down(1, 100, 100, 0, 'touch');
    h.move(1, 120, 100, 10);
    expect(h.up(1, 140, 110, 20)).toEqual([{ kind: 'pan', dx: 20, dy: 10 }]);
  });

  it('still pans when the long-press timer fired before moves made in time were handled', () => {
    const g = new GestureTracker();
    g.down(1, 300, 500, 0, 'touch');
    expect(g.tick(450)).toEqual([{ kind: 'preview', x: 300, y: 500 }]);
    expect(g.move(1, 285, 480, 30)).toEqual([{ kind: 'previewEnd' }, { kind: 'pan', dx: -15, dy: -20 }]);
    expect(g.move(1, 270, 460, 60)).toEqual([{ kind: 'pan', dx: -15, dy: -20 }]);
    expect(g.up(1, 270, 460, 90)).toEqual([]);
  });

  it('still taps when the long-press timer fired before a lift made in time was handled', () => {
    // A busy page (a slow phone, a loaded machine) can run the timer before the lift that came first.
    const g = new GestureTracker();
    g.down(1, 300, 500, 0, 'touch');
    expect(g.tick(450)).toEqual([{ kind: 'preview', x: 300, y: 500 }]);
    expect(g.up(1, 302, 501, 60)).toEqual([{ kind: 'previewEnd' }, { kind: 'tap', x: 302, y: 501 }]);
    // A lift after the deadline is the end of a peek, as before.
    g.down(2, 300, 500, 1000, 'touch');
    expect(g.tick(1450)).toEqual([{ kind: 'preview', x: 300, y: 500 }]);
    expect(g.up(2, 300, 500, 1420)).toEqual([{ kind: 'previewEnd' }]);
  });

  it('turns a held touch into a preview that follows the finger and ends without walking', () => {
    const g = new GestureTracker();
    g.down(1, 50, 50, 0, 'touch');
    expect(g.tick(200)).toEqual([]);
    expect(g.tick(400)).toEqual([{ kind: 'preview', x: 50, y: 50 }]);
    expect(g.move(1, 80, 50, 500)).toEqual([{ kind: 'preview', x: 80, y: 50 }]);
    expect(g.up(1, 80, 50, 600)).toEqual([{ kind: 'previewEnd' }]);
  });

  it('does not long-press with a mouse, and a slow mouse click is still a tap', () => {
    const g = new GestureTracker();
    g.down(1, 50, 50, 0, 'mouse');
    expect(g.tick(1000)).toEqual([]);
    expect(g.up(1, 50, 50, 1000)).toEqual([{ kind: 'tap', x: 50, y: 50 }]);
  });

  it('zooms and pans with two fingers, then taps nothing', () => {
    const g = new GestureTracker();
    g.down(1, 100, 100, 0, 'touch');
    g.down(2, 200, 100, 10, 'touch');
    const out = g.move(2, 300, 100, 20);
    expect(out).toContainEqual({ kind: 'zoom', factor: 2, x: 200, y: 100 });
    expect(out).toContainEqual({ kind: 'pan', dx: 50, dy: 0 });
    expect(g.up(2, 300, 100, 30)).toEqual([]);
    expect(g.up(1, 100, 100, 40)).toEqual([]);
    expect(g.activePointers).toBe(0);
  });

  it('forgets a cancelled pointer', () => {
    const g = new GestureTracker();
    g.down(1, 0, 0, 0, 'touch');
    expect(g.cancel(1)).toEqual([]);
    expect(g.up(1, 0, 0, 10)).toEqual([]);
  });
});

describe('wheelZoomFactor', () => {
  it('zooms in for wheel up, out for wheel down, and clamps big deltas', () => {
    expect(wheelZoomFactor(-100, 0)).toBeGreaterThan(1);
    expect(wheelZoomFactor(100, 0)).toBeLessThan(1);
    expect(wheelZoomFactor(10_000, 0)).toBe(wheelZoomFactor(300, 0));
    expect(wheelZoomFactor(3, 1)).toBe(wheelZoomFactor(300, 0));
  });
});

import { describe, expect, it } from 'vitest';
import {
  Camera,
  MAX_ZOOM,
  MIN_ZOOM,
  screenToWorldIn,
  TOUCH_TILE_SIZES,
  WHOLE_MIN_TILE_PX,
  worldToScreenIn,
} from './camera';

function camera(worldTiles: number, width = 800, height = 600): Camera {
  const cam = new Camera(worldTiles * 32, worldTiles * 32, 32);
  cam.resize(width, height);
  return cam;
}

describe('Camera', () => {
  it('picks a whole-number zoom for the screen', () => {
    expect(camera(100, 1280, 800).zoom).toBe(2);
    expect(camera(100, 390, 844).zoom).toBe(1);
    expect(Number.isInteger(camera(100, 3000, 2000).zoom)).toBe(true);
  });

  it('centres a map smaller than the screen', () => {
    const cam = camera(5);
    cam.update(0, 0, 1000, true);
    expect(cam.centerX).toBe(80);
    expect(cam.centerY).toBe(80);
    expect(cam.worldToScreen(80, 80)).toEqual({ x: 400, y: 300 });
  });

  it('clamps to the map edges on a large map', () => {
    const cam = camera(100);
    cam.update(0, 0, 1000, true);
    const r = cam.viewRect();
    expect(r.left).toBeCloseTo(0);
    expect(r.top).toBeCloseTo(0);
    cam.update(100 * 32, 100 * 32, 1000, true);
    const s = cam.viewRect();
    expect(s.right).toBeCloseTo(3200);
    expect(s.bottom).toBeCloseTo(3200);
  });

  it('eases towards its target, closer with more time, never past it', () => {
    const cam = camera(100);
    cam.jumpTo(1600, 1600);
    cam.update(1700, 1600, 16);
    const a = cam.centerX;
    expect(a).toBeGreaterThan(1600);
    expect(a).toBeLessThan(1700);
    cam.update(1700, 1600, 10_000);
    expect(cam.centerX).toBeCloseTo(1700, 3);
  });

  it('stops following after a pan until following is switched on again', () => {
    const cam = camera(100);
    cam.jumpTo(1600, 1600);
    cam.panBy(100, 0);
    expect(cam.following).toBe(false);
    expect(cam.centerX).toBe(1600 - 100 / cam.zoom);
    cam.update(0, 0, 1000, true);
    expect(cam.centerX).toBe(1600 - 100 / cam.zoom);
    cam.following = true;
    cam.update(2000, 1600, 1000, true);
    expect(cam.centerX).toBe(2000);
  });

  it('zooms about the pointer and clamps the zoom', () => {
    const cam = camera(100);
    cam.jumpTo(1600, 1600);
    const before = cam.screenToWorld(200, 150);
    cam.zoomAt(1.5, 200, 150);
    const after = cam.screenToWorld(200, 150);
    expect(after.x).toBeCloseTo(before.x);
    expect(after.y).toBeCloseTo(before.y);
    cam.zoomAt(100, 0, 0);
    expect(cam.zoom).toBe(MAX_ZOOM);
    // As far out as the whole map (MIN_ZOOM on a map too small to need it).
    cam.zoomAt(0.0001, 0, 0);
    expect(cam.zoom).toBeCloseTo(cam.wholeZoom());
    cam.zoomAt(Number.NaN, 0, 0);
    expect(cam.zoom).toBeCloseTo(cam.wholeZoom());
    const small = camera(5);
    small.zoomAt(0.0001, 0, 0);
    expect(small.zoom).toBe(MIN_ZOOM);
  });

  it('keeps the player zoom across a resize', () => {
    const cam = camera(100);
    cam.zoomAt(1.5, 400, 300);
    const z = cam.zoom;
    cam.resize(1000, 700);
    expect(cam.zoom).toBe(z);
  });

  it('maps screen to world and back', () => {
    const cam = camera(100);
    cam.jumpTo(1000, 900);
    const w = cam.screenToWorld(123, 456);
    const s = cam.worldToScreen(w.x, w.y);
    expect(s.x).toBeCloseTo(123, 0);
    expect(s.y).toBeCloseTo(456, 0);
  });
});

describe('Camera with HUD insets', () => {
  it('keeps the map edges out from under the bars and maps points both ways', () => {
    // A 65 x 65-tile map of 32 px on a 390 x 844 phone whose HUD covers 80 px on top, 90 below.
    const cam = new Camera(65 * 32, 65 * 32, 32);
    cam.resize(390, 844, { top: 80, right: 0, bottom: 90, left: 0 });
    cam.jumpTo(1.5 * 32, 1.5 * 32);
    // The map's top-left corner is drawn at the bottom edge of the top bar, not under it.
    expect(cam.worldToScreen(0, 0)).toEqual({ x: 0, y: 80 });
    const back = cam.screenToWorld(100, 300);
    const again = cam.worldToScreen(back.x, back.y);
    expect(again.x).toBeCloseTo(100);
    expect(again.y).toBeCloseTo(300);
    // The drawn rectangle still spans the whole screen (the bars are see-through).
    const r = cam.viewRect();
    expect((r.bottom - r.top) * cam.zoom).toBeCloseTo(844);
    cam.jumpTo(64 * 32, 64 * 32);
    expect(cam.worldToScreen(65 * 32, 65 * 32).y).toBeCloseTo(844 - 90);
  });

  it('centres a small map between the bars', () => {
    const cam = new Camera(12 * 32, 5 * 32, 32);
    cam.resize(844, 390, { top: 60, right: 0, bottom: 80, left: 0 });
    const top = cam.worldToScreen(0, 0).y;
    const bottom = cam.worldToScreen(0, 5 * 32).y;
    expect((top + bottom) / 2).toBeCloseTo(60 + (390 - 140) / 2);
  });

  it('ignores insets that would leave less than a third of the screen', () => {
    const cam = new Camera(1000, 1000, 32);
    cam.resize(400, 400, { top: 150, right: 0, bottom: 150, left: 0 });
    expect(cam.insets.top).toBe(0);
  });
});

describe('Camera on a touch screen', () => {
  it('opens a map too big to show whole at tiles of the fit size, and pinches out no further than the floor', () => {
    const cam = new Camera(30 * 32, 30 * 32, 32, TOUCH_TILE_SIZES);
    cam.resize(390, 844);
    expect(cam.zoom * 32).toBeGreaterThanOrEqual(TOUCH_TILE_SIZES.fit);
    cam.zoomAt(0.01, 200, 400);
    expect(cam.zoom * 32).toBe(TOUCH_TILE_SIZES.floor);
    expect(cam.showsWhole).toBe(true);
    cam.zoomAt(100, 200, 400);
    expect(cam.zoom).toBe(MAX_ZOOM);
  });

  it('never shows a map smaller than a finger can tap: See all on a 65 x 65 maze pans at the floor size', () => {
    const cam = new Camera(65 * 32, 65 * 32, 32, TOUCH_TILE_SIZES);
    cam.resize(844, 390, { top: 44, right: 88, bottom: 0, left: 0 });
    cam.toggleWhole();
    expect(cam.showsWhole).toBe(true);
    expect(cam.zoom * 32).toBe(TOUCH_TILE_SIZES.floor);
    cam.zoomAt(0.01, 400, 200);
    expect(cam.zoom * 32).toBe(TOUCH_TILE_SIZES.floor);
  });

  it('keeps the whole-number zoom when it already gives big enough tiles', () => {
    const cam = new Camera(100 * 32, 100 * 32, 32, TOUCH_TILE_SIZES);
    cam.resize(1280, 800);
    expect(cam.zoom).toBe(2);
  });
});

describe('Camera when only the HUD changes', () => {
  it('holds the board still when a note goes away, and takes the room at the next zoom', () => {
    const note = { top: 60, right: 0, bottom: 300, left: 0 };
    const bars = { ...note, bottom: 80 };
    const cam = new Camera(11 * 32, 9 * 32, 32);
    cam.resize(1280, 720, note);
    const before = cam.worldToScreen(0, 0);
    const zoom = cam.zoom;
    expect(cam.worldToScreen(0, 9 * 32).y).toBeLessThanOrEqual(720 - 300);
    cam.setInsets(bars);
    expect(cam.zoom).toBe(zoom);
    expect(cam.worldToScreen(0, 0)).toEqual(before);
    cam.toggleWhole();
    cam.toggleWhole();
    expect(cam.insets).toEqual(bars);
  });

  it('centres the board at once in the room the intro note leaves when it is put away', () => {
    const bars = { top: 60, right: 0, bottom: 80, left: 0 };
    const cam = new Camera(11 * 32, 9 * 32, 32);
    cam.resize(1280, 720, { ...bars, left: 300 });
    cam.setInsets(bars, true);
    const left = cam.worldToScreen(0, 0).x;
    const right = cam.worldToScreen(11 * 32, 0).x;
    expect((left + right) / 2).toBeCloseTo(640, 0);
  });

  it('frames the board clear of a note that comes up over it', () => {
    const cam = new Camera(15 * 32, 9 * 32, 32);
    cam.resize(844, 390, { top: 44, right: 88, bottom: 0, left: 0 });
    cam.setInsets({ top: 44, right: 88, bottom: 0, left: 280 });
    expect(cam.worldToScreen(0, 0).x).toBeGreaterThanOrEqual(280);
    expect(cam.worldToScreen(15 * 32, 0).x).toBeLessThanOrEqual(844 - 88 + 0.5);
  });
});

describe('Camera revealing what the player looks at', () => {
  it('moves just enough to bring a point clear of the bars, and not at all when it is', () => {
    const cam = new Camera(65 * 32, 65 * 32, 32);
    cam.resize(844, 390, { top: 44, right: 88, bottom: 0, left: 0 });
    cam.jumpTo(10 * 32, 10 * 32);
    const before = { x: cam.centerX, y: cam.centerY };
    cam.reveal(10 * 32, 10 * 32, 32);
    expect({ x: cam.centerX, y: cam.centerY }).toEqual(before);
    cam.reveal(40 * 32, 10 * 32, 32);
    const p = cam.worldToScreen(40 * 32, 10 * 32);
    expect(p.x).toBeLessThanOrEqual(844 - 88 - 32 * cam.zoom + 1);
    expect(p.x).toBeGreaterThan(844 / 2);
    expect(cam.following).toBe(false);
  });
});

describe('Camera framing the whole board', () => {
  const phone = { top: 90, right: 0, bottom: 190, left: 0 };

  it('opens a level whole when its tiles are at least WHOLE_MIN_TILE_PX, on a touch screen too', () => {
    const cam = new Camera(16 * 32, 11 * 32, 32, TOUCH_TILE_SIZES);
    cam.resize(390, 844, phone);
    expect(cam.showsWhole).toBe(true);
    expect(cam.zoom * 32).toBeGreaterThanOrEqual(WHOLE_MIN_TILE_PX);
    expect(cam.worldToScreen(0, 0).x).toBeGreaterThanOrEqual(0);
    expect(cam.worldToScreen(16 * 32, 11 * 32).x).toBeLessThanOrEqual(390);
    expect(cam.worldToScreen(0, 0).y).toBeGreaterThanOrEqual(90);
    expect(cam.worldToScreen(0, 11 * 32).y).toBeLessThanOrEqual(844 - 190);
  });

  it('opens a bigger level close up, and "see all" fits the whole 65 x 65 map with a mouse', () => {
    for (const [w, h, insets] of [
      [390, 844, phone],
      [844, 390, { top: 44, right: 88, bottom: 0, left: 280 }],
      [1280, 720, { top: 60, right: 0, bottom: 70, left: 300 }],
    ] as const) {
      const cam = new Camera(65 * 32, 65 * 32, 32);
      cam.resize(w, h, insets);
      expect(cam.showsWhole).toBe(false);
      cam.toggleWhole();
      expect(cam.showsWhole).toBe(true);
      const a = cam.worldToScreen(0, 0);
      const b = cam.worldToScreen(65 * 32, 65 * 32);
      expect(a.x).toBeGreaterThanOrEqual(insets.left - 0.5);
      expect(a.y).toBeGreaterThanOrEqual(insets.top - 0.5);
      expect(b.x).toBeLessThanOrEqual(w - insets.right + 0.5);
      expect(b.y).toBeLessThanOrEqual(h - insets.bottom + 0.5);
      // Pinching out goes no further than the whole map.
      cam.zoomAt(0.01, w / 2, h / 2);
      expect(cam.zoom).toBeCloseTo(cam.wholeZoom());
      cam.toggleWhole();
      expect(cam.showsWhole).toBe(false);
      expect(cam.zoom).toBeGreaterThan(cam.wholeZoom());
    }
  });

  it('toggles to a close-up on a double-tapped point and keeps the view the player chose', () => {
    const cam = new Camera(15 * 32, 9 * 32, 32);
    cam.resize(1280, 720);
    expect(cam.view).toBeNull();
    const at = cam.worldToScreen(3 * 32, 4 * 32);
    cam.toggleWhole(at);
    expect(cam.showsWhole).toBe(false);
    expect(cam.following).toBe(false);
    const view = cam.view;
    expect(typeof view).toBe('number');
    const again = new Camera(15 * 32, 9 * 32, 32);
    again.restore(view ?? 'whole');
    again.resize(1280, 720);
    expect(again.zoom).toBeCloseTo(cam.zoom);
    cam.toggleWhole();
    expect(cam.view).toBe('whole');
  });

  it('zooms a map too big to show whole out to the usual floor, no further', () => {
    const cam = new Camera(1024 * 32, 1024 * 32, 32);
    cam.resize(1280, 720);
    cam.toggleWhole();
    expect(cam.zoom).toBe(MIN_ZOOM);
  });
});

describe('Camera as drawn', () => {
  it('reads a point against the frame drawn, while the camera has eased on since', () => {
    const cam = camera(100);
    cam.jumpTo(400, 400);
    const drawn = cam.transform(2);
    // The cat walks on: the next frame's camera has moved, the screen still shows the last one.
    cam.update(900, 400, 200);
    const tile = { x: 12 * 32 + 16, y: 12 * 32 + 16 };
    const shown = worldToScreenIn(drawn, tile.x, tile.y);
    const read = screenToWorldIn(drawn, shown.x, shown.y);
    expect(Math.floor(read.x / 32)).toBe(12);
    expect(Math.floor(read.y / 32)).toBe(12);
    // The moved camera would read another tile under the same finger.
    expect(Math.floor(cam.screenToWorld(shown.x, shown.y).x / 32)).not.toBe(12);
  });

  it('lays the world where the scene is placed: its origin rounded to device pixels', () => {
    const cam = camera(100);
    cam.jumpTo(400.3, 377.7);
    const t = cam.transform(2);
    expect(t).toEqual({ ...cam.offset(2), zoom: cam.zoom });
    expect(worldToScreenIn(t, 0, 0)).toEqual(cam.offset(2));
  });
});

import { describe, expect, it } from 'vitest';
import { Camera, MAX_ZOOM, MIN_ZOOM } from './camera';

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
    cam.zoomAt(0.0001, 0, 0);
    expect(cam.zoom).toBe(MIN_ZOOM);
    cam.zoomAt(Number.NaN, 0, 0);
    expect(cam.zoom).toBe(MIN_ZOOM);
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

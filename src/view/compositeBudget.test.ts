import { describe, expect, it } from 'vitest';
import {
  COMPOSITE_BUDGET_BYTES,
  COMPOSITE_CHUNK_PX,
  chunksToEvict,
  compositeChunkTiles,
  compositeMemory,
  textureBytes,
} from './compositeBudget';

const MiB = 1024 * 1024;

describe('composite chunk size', () => {
  it('fits whole tiles in COMPOSITE_CHUNK_PX', () => {
    expect(compositeChunkTiles(32, 32)).toBe(8);
    expect(compositeChunkTiles(16, 24)).toBe(10);
    expect(compositeChunkTiles(48, 48) * 48).toBeLessThanOrEqual(COMPOSITE_CHUNK_PX);
    expect(compositeChunkTiles(600, 600)).toBe(1);
  });

  it('costs 256 KiB a chunk', () => {
    expect(textureBytes(256, 256)).toBe(256 * 1024);
  });
});

describe('chunksToEvict', () => {
  const chunk = (cx: number, visible = false) => ({ cx, cy: 0, bytes: 10, visible });

  it('frees nothing under budget', () => {
    expect(chunksToEvict([chunk(0), chunk(5)], 20, 0, 0)).toEqual([]);
  });

  it('frees hidden chunks farthest first until the rest fit', () => {
    const chunks = [chunk(0, true), chunk(1), chunk(7), chunk(3), chunk(-5)];
    expect(chunksToEvict(chunks, 30, 0, 0).map((c) => c.cx)).toEqual([7, -5]);
  });

  it('never frees a visible chunk, even over budget', () => {
    const chunks = [chunk(0, true), chunk(1, true), chunk(9)];
    expect(chunksToEvict(chunks, 10, 0, 0).map((c) => c.cx)).toEqual([9]);
  });
});

describe('compositeMemory (the figures in compositeBudget.ts and docs/performance.md)', () => {
  it('desktop 1280 x 720 at the game zoom of 2', () => {
    expect(compositeMemory(1280, 720, 2, 32, 1)).toEqual({
      visibleChunks: 12,
      visibleBytes: 3 * MiB,
      withRingChunks: 30,
      withRingBytes: 7.5 * MiB,
    });
  });

  it('a 390 x 844 phone at its zoom of 1.25 (40 pixel tiles)', () => {
    const m = compositeMemory(390, 844, 1.25, 32, 1);
    expect([m.visibleChunks, m.visibleBytes / MiB, m.withRingChunks, m.withRingBytes / MiB]).toEqual([
      12, 3, 30, 7.5,
    ]);
  });

  it('the farthest zoom-out on desktop still fits the budget, ring and all', () => {
    const m = compositeMemory(1280, 720, 0.5, 32, 1);
    expect([m.visibleChunks, m.visibleBytes / MiB]).toEqual([77, 19.25]);
    expect(m.withRingBytes).toBeLessThanOrEqual(COMPOSITE_BUDGET_BYTES);
  });
});

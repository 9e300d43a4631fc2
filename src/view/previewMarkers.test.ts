import { describe, expect, it } from 'vitest';
import type { Preview } from '../sim/types';
import { previewMarkers } from './previewMarkers';

function line(n: number): { x: number; y: number }[] {
  return Array.from({ length: n }, (_, x) => ({ x, y: 0 }));
}

function preview(n: number, outcomes: Preview['outcomes'] = [], affordable = true): Preview {
  return { path: line(n), outcomes, cost: n - 1, affordable };
}

describe('previewMarkers', () => {
  it('draws nothing without a path or for the cat tile alone', () => {
    expect(previewMarkers(null)).toEqual([]);
    expect(previewMarkers(preview(0))).toEqual([]);
    expect(previewMarkers(preview(1))).toEqual([]);
  });

  it('puts dots on the tiles between the cat and the target, and the end marker on the target', () => {
    const m = previewMarkers(preview(4));
    expect(m.map((k) => [k.x, k.kind])).toEqual([
      [1, 'path'],
      [2, 'path'],
      [3, 'end'],
    ]);
  });

  it('marks pickups and bribes on the way without stopping the walk', () => {
    const m = previewMarkers(
      preview(5, [
        { index: 1, outcome: 'pickup' },
        { index: 3, outcome: 'bribe' },
      ]),
    );
    expect(m.filter((k) => k.kind === 'pickup').map((k) => k.x)).toEqual([1]);
    expect(m.filter((k) => k.kind === 'bribe').map((k) => k.x)).toEqual([3]);
    expect(m.some((k) => k.kind === 'pathBeyond' || k.kind === 'endBeyond')).toBe(false);
  });

  it('shows the dog that would eat the cat and the tiles it would never reach', () => {
    const m = previewMarkers(preview(6, [{ index: 2, outcome: 'eaten' }]));
    expect(m.find((k) => k.kind === 'danger')).toMatchObject({ x: 2 });
    expect(m.filter((k) => k.kind === 'path').map((k) => k.x)).toEqual([1, 2]);
    expect(m.filter((k) => k.kind === 'pathBeyond').map((k) => k.x)).toEqual([3, 4]);
    expect(m.find((k) => k.kind === 'endBeyond')).toMatchObject({ x: 5 });
  });

  it('marks where energy runs out and draws the rest as unreachable', () => {
    const m = previewMarkers(preview(5, [{ index: 3, outcome: 'tired' }], false));
    expect(m.find((k) => k.kind === 'tired')).toMatchObject({ x: 3 });
    expect(m.filter((k) => k.kind === 'pathBeyond').length).toBe(0);
    expect(m.find((k) => k.kind === 'endBeyond')).toMatchObject({ x: 4 });
  });

  it('marks a win on the exit', () => {
    const m = previewMarkers(preview(3, [{ index: 2, outcome: 'win' }]));
    expect(m.map((k) => k.kind)).toEqual(['path', 'end', 'win']);
  });
});

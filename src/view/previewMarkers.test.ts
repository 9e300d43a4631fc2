import { describe, expect, it } from 'vitest';
import type { KindName } from '../level/kinds/types';
import { levelFromRows } from '../level/levelFromRows';
import { piecesOf } from '../level/types';
import type { Preview } from '../sim/types';
import { previewMarkers } from './previewMarkers';

function line(n: number): { x: number; y: number }[] {
  return Array.from({ length: n }, (_, x) => ({ x, y: 0 }));
}

const LEVEL = levelFromRows(['CBDrRO.O.E']);
/** The level's first piece of a kind, for outcomes. */
const piece = (kind: KindName) => piecesOf(LEVEL, kind)[0];

function preview(n: number, outcomes: Preview['outcomes'] = [], affordable = true): Preview {
  return { path: line(n), outcomes, cost: n - 1, affordable };
}

describe('previewMarkers', () => {
  it('marks a patrolling dog where it will be, and its danger where it stands when it eats', () => {
    const dog = piece('dog');
    const m = previewMarkers({
      ...preview(5, [{ index: 3, effect: 'eat', piece: dog, at: { x: 2, y: 0 } }]),
      patrols: [{ piece: dog, at: { x: 2, y: 0 }, index: 3 }],
    });
    expect(m).toContainEqual({ x: 2, y: 0, kind: 'patrolThen', step: 3 });
    expect(m).toContainEqual({ x: 2, y: 0, kind: 'danger', step: 0 });
    expect(m.some((k) => k.kind === 'danger' && k.x === 3)).toBe(false);
  });

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
        { index: 1, effect: 'take', piece: piece('bone') },
        { index: 3, effect: 'bribe', piece: piece('dog') },
      ]),
    );
    expect(m.filter((k) => k.kind === 'pickup').map((k) => k.x)).toEqual([1]);
    expect(m.filter((k) => k.kind === 'bribe').map((k) => k.x)).toEqual([3]);
    expect(m.some((k) => k.kind === 'pathBeyond' || k.kind === 'endBeyond')).toBe(false);
  });

  it('shows the dog that would eat the cat and the tiles it would never reach', () => {
    const m = previewMarkers(preview(6, [{ index: 2, effect: 'eat', piece: piece('dog') }]));
    expect(m.find((k) => k.kind === 'danger')).toMatchObject({ x: 2 });
    expect(m.filter((k) => k.kind === 'path').map((k) => k.x)).toEqual([1, 2]);
    expect(m.filter((k) => k.kind === 'pathBeyond').map((k) => k.x)).toEqual([3, 4]);
    expect(m.find((k) => k.kind === 'endBeyond')).toMatchObject({ x: 5 });
  });

  it('marks where energy runs out and draws the rest as unreachable', () => {
    const m = previewMarkers(preview(5, [{ index: 3, effect: 'tired', piece: null }], false));
    expect(m.find((k) => k.kind === 'tired')).toMatchObject({ x: 3 });
    expect(m.filter((k) => k.kind === 'pathBeyond').length).toBe(0);
    expect(m.find((k) => k.kind === 'endBeyond')).toMatchObject({ x: 4 });
  });

  it('marks keys, doors and pipes by their kinds, and stops before a locked door', () => {
    const m = previewMarkers(
      preview(6, [
        { index: 1, effect: 'take', piece: piece('key') },
        { index: 2, effect: 'open', piece: piece('door') },
        { index: 3, effect: 'jump', piece: piece('pipe') },
        { index: 5, effect: 'locked', piece: piece('door') },
      ]),
    );
    expect(m.filter((k) => k.step === 0).map((k) => [k.x, k.kind])).toEqual([
      [1, 'key'],
      [2, 'unlock'],
      [3, 'pipe'],
      [5, 'locked'],
    ]);
    expect(m.find((k) => k.kind === 'endBeyond')).toMatchObject({ x: 5 });
  });

  it('marks where a jump through a pipe comes out', () => {
    const [into, out] = piecesOf(LEVEL, 'pipe');
    const m = previewMarkers(preview(6, [{ index: 5, effect: 'jump', piece: into }]), LEVEL.pieces);
    expect(m.filter((k) => k.step === 0).map((k) => [k.x, k.kind])).toEqual([
      [5, 'pipe'],
      [out.x, 'pipeOut'],
    ]);
  });

  it('marks a win on the exit', () => {
    const m = previewMarkers(preview(3, [{ index: 2, effect: 'win', piece: piece('exit') }]));
    expect(m.map((k) => k.kind)).toEqual(['path', 'end', 'win']);
  });
});

import { describe, expect, it } from 'vitest';
import { planComposites } from './compositeGroups';

const tile = (gridKey = 'a') => ({ compositable: true, gridKey });
const solo = { compositable: false, gridKey: 'a' };

describe('planComposites', () => {
  it('composites a run of static tile layers on one grid', () => {
    expect(planComposites([tile(), tile(), tile()])).toEqual([[0, 1, 2]]);
  });

  it('never spans a layer drawn on its own, which keeps its place', () => {
    expect(planComposites([tile(), tile(), solo, tile(), tile()])).toEqual([[0, 1], [2], [3, 4]]);
  });

  it('draws a lone compositable layer as it is', () => {
    expect(planComposites([tile(), solo, tile()])).toEqual([[0], [1], [2]]);
  });

  it('splits a run where the grid changes', () => {
    expect(planComposites([tile('a'), tile('a'), tile('b'), tile('b'), tile('c')])).toEqual([
      [0, 1],
      [2, 3],
      [4],
    ]);
  });

  it('keeps every layer exactly once, in order', () => {
    const layers = [solo, tile(), tile('b'), tile('b'), solo, tile(), tile(), tile()];
    expect(planComposites(layers).flat()).toEqual(layers.map((_, i) => i));
  });
});

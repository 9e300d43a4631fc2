import { describe, expect, it } from 'vitest';
import { distinctGids } from './tilePlacement';

describe('distinctGids', () => {
  it('lists each non-zero gid once, in first-seen order, low and high alike', () => {
    const high = (1 << 16) + 5;
    expect(distinctGids(new Uint32Array([0, 3, 3, 7, 0, 3, high, 7, high, 1]))).toEqual([3, 7, high, 1]);
  });

  it('gives nothing for an empty layer', () => {
    expect(distinctGids(new Uint32Array(16))).toEqual([]);
  });
});

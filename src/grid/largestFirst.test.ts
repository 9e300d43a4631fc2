import { describe, expect, it } from 'vitest';
import { insertLargestFirst } from './largestFirst';

describe('insertLargestFirst', () => {
  it('keeps the entries with the largest keys, largest first, dropping what falls off the end', () => {
    const items = new Int32Array(2);
    const keys = new Float64Array(2);
    let count = 0;
    for (const [item, key] of [
      [0, 3],
      [1, 7],
      [2, 1],
      [3, 5],
    ])
      count = insertLargestFirst(items, keys, count, item, key);
    expect(count).toBe(2);
    expect([...items]).toEqual([1, 3]);
    expect([...keys]).toEqual([7, 5]);
  });
});

import { describe, expect, it } from 'vitest';
import { levelFromRows } from '../../level/levelFromRows';
import { hudCounters } from './hudCounters';

describe('hudCounters', () => {
  it('shows bones on every level, even one without any', () => {
    expect(hudCounters(levelFromRows(['C.E']))).toEqual([
      { counter: 'bone', sprite: 'bone', label: 'Bones' },
    ]);
  });

  it("adds a counter for each key colour the level places, once, not for a door's colour alone", () => {
    const counters = hudCounters(levelFromRows(['CuBrU.rRY.E']));
    expect(counters.map((c) => c.counter)).toEqual(['bone', 'key:blue', 'key:red']);
    expect(counters[1]).toEqual({ counter: 'key:blue', sprite: 'key_blue', label: 'Blue keys' });
  });
});

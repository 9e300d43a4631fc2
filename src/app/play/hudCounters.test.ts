import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { levelFromRows } from '../../level/levelFromRows';
import { loadLevel } from '../../level/loadLevel';
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

  it("tints the icon of a map's own kind's counter with the kind's colour (a fish is a blue bone, not the HUD's white one)", async () => {
    const file = 'test-data/own-kinds/fish-and-crocodile.tmj';
    const level = await loadLevel(file, async (path) => readFileSync(path, 'utf8'));
    expect(hudCounters(level)).toEqual([
      { counter: 'bone', sprite: 'bone', label: 'Bones' },
      { counter: 'fish', sprite: 'bone', label: 'Fish', tint: '#3399ff' },
    ]);
  });
});

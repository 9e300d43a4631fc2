import { describe, expect, it } from 'vitest';
import { levelFromRows } from './levelFromRows';
import { levelKinds, reviveLevel } from './levelKinds';

describe('a level crossing from the job worker', () => {
  it('crosses as a structured clone (no closures) and gets its pieces kinds back', () => {
    const level = levelFromRows(['#####', '#CBE#', '#####']);
    const crossed = structuredClone(level);
    expect(crossed.pieces[1]).not.toHaveProperty('def');
    const revived = reviveLevel(crossed);
    expect(revived.pieces.map((p) => p.def.name)).toEqual(['cat', 'bone', 'exit']);
    expect(revived.grid.isWall(0, 0)).toBe(true);
  });
});

describe('a level with kinds of its own crossing from the job worker', () => {
  it('gets the very definitions its rules look up: a fish crossed is still a fish the cat takes', async () => {
    const { readFileSync } = await import('node:fs');
    const { loadLevel } = await import('./loadLevel');
    const level = await loadLevel('test-data/own-kinds/fish-and-crocodile.tmj', async (path) =>
      readFileSync(path, 'utf8'),
    );
    const revived = reviveLevel(structuredClone(level));
    const fish = revived.pieces.find((p) => p.kind === 'fish');
    // The rules act on a piece whose definition is its level's table's (stepInto: piece.def === kind).
    expect(fish?.def).toBe(levelKinds(revived).byName('fish'));
  });
});

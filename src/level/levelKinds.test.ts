import { describe, expect, it } from 'vitest';
import { levelFromRows } from './levelFromRows';
import { reviveLevel } from './levelKinds';

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

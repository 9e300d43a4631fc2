import { describe, expect, it } from 'vitest';
import { levelFromRows } from './levelFromRows';

describe('levelFromRows', () => {
  it('reads a level of a million rows (no spread of the rows onto the call stack)', () => {
    const rows = Array.from({ length: 1_000_000 }, () => '.');
    rows[0] = 'C';
    rows[rows.length - 1] = 'E';
    const level = levelFromRows(rows);
    expect([level.grid.width, level.grid.height]).toEqual([1, 1_000_000]);
  });

  it('pads short rows with walls and names an unknown character with its place', () => {
    const level = levelFromRows(['C..E', '.']);
    expect(level.grid.width).toBe(4);
    expect(level.grid.walls[level.grid.index(3, 1)]).toBe(1);
    expect(() => levelFromRows(['C.?E'])).toThrow('unknown level character "?" at 2,0');
  });
});

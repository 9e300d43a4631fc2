import { describe, expect, it } from 'vitest';
import { roomsLevel } from './largeLevels';

describe('roomsLevel', () => {
  it('grows each plan room into 7 x 7 tiles with its piece in the middle, and each wall into a one-tile doorway', () => {
    const rows = roomsLevel(['#####', '#CDw#', '#####']);
    expect(rows).toHaveLength(9);
    expect(rows.every((row) => row.length === 17)).toBe(true);
    expect(rows[4]).toBe('#...C...Dwwwwwww#');
    expect(rows[1]).toBe('#.......#wwwwwww#');
    expect(rows[0]).toBe('#################');
  });

  it('joins rooms above and below through the middle of the wall between them', () => {
    const rows = roomsLevel(['###', '#E#', '#R#', '#.#', '###']);
    expect(rows[8]).toBe('####R####');
    expect(rows[4][4]).toBe('E');
  });

  it('refuses a plan of even size or uneven rows, and a wall corner that is not a wall', () => {
    expect(() => roomsLevel(['####', '#..#', '####'])).toThrow(/odd/);
    expect(() => roomsLevel(['#####', '#.#', '#####'])).toThrow(/odd/);
    expect(() =>
      roomsLevel(['###', '#.#', '#.#', '#.#', '###'].map((r, i) => (i === 2 ? '...' : r))),
    ).toThrow(/corner/);
  });
});

import { describe, expect, it } from 'vitest';
import type { Mechanic } from '../../level/shelfInfo';
import type { Band } from '../../solver/difficulty/score';
import type { ShelfEntry } from './shelfEntry';
import {
  queryShelf,
  remixWords,
  type ShelfSort,
  shelfBands,
  shelfMechanics,
  shelfSummary,
} from './shelfFilter';

const entry = (
  id: string,
  score: number,
  added: string,
  mechanics: Mechanic[],
  band: Band = 'hard',
): ShelfEntry => ({
  id,
  title: id,
  maker: 'Eve',
  licence: 'CC0-1.0',
  width: 9,
  height: 9,
  mechanics,
  band,
  score,
  par: 10,
  added,
  remixOf: [],
  board: [],
  tints: [],
  ownKinds: [],
});

const SHELF = [
  entry('a', 70, '2026-01-03', ['bone', 'dog', 'knight']),
  entry('b', 50, '2026-01-01', ['bone', 'key', 'door'], 'medium'),
  entry('c', 90, '2026-01-02', ['bone', 'dog', 'pipe']),
];
const ids = (mechanics: Mechanic[], bands: Band[], sort: ShelfSort) =>
  queryShelf(SHELF, { mechanics: new Set(mechanics), bands: new Set(bands), sort }).map((e) => e.id);

describe('queryShelf', () => {
  it('keeps the levels with every chosen mechanic, in one of the chosen bands', () => {
    expect(ids([], [], 'newest')).toEqual(['a', 'c', 'b']);
    expect(ids(['dog'], [], 'newest')).toEqual(['a', 'c']);
    expect(ids(['dog', 'pipe'], [], 'newest')).toEqual(['c']);
    expect(ids([], ['medium'], 'newest')).toEqual(['b']);
    expect(ids(['knight'], ['medium'], 'newest')).toEqual([]);
  });

  it('sorts newest first, or by the difficulty score', () => {
    expect(ids([], [], 'easiest')).toEqual(['b', 'a', 'c']);
    // Added the same day: the later on the shelf (file-name order) was added later.
    const sameDay = [
      entry('20-x', 50, '2026-12-05', []),
      entry('22-y', 50, '2026-12-05', []),
      entry('01-z', 50, '2026-12-02', []),
    ];
    const newest = queryShelf(sameDay, { mechanics: new Set(), bands: new Set(), sort: 'newest' });
    expect(newest.map((e) => e.id)).toEqual(['22-y', '20-x', '01-z']);
    expect(ids([], [], 'hardest')).toEqual(['c', 'a', 'b']);
  });

  it('offers the filters the shelf has, in a fixed order', () => {
    expect(shelfMechanics(SHELF)).toEqual(['bone', 'key', 'door', 'pipe', 'dog', 'knight']);
    expect(shelfBands(SHELF)).toEqual(['medium', 'hard']);
  });
});

describe('shelfSummary', () => {
  it('counts the levels shown, and offers no way out while some show', () => {
    expect(shelfSummary(12, 12)).toEqual({ text: 'Showing 12 of 12 levels', offerClear: false });
    expect(shelfSummary(12, 3)).toEqual({ text: 'Showing 3 of 12 levels', offerClear: false });
  });

  it('says so when the filters keep no level, and offers to clear them (issue 45: an empty page, no way back)', () => {
    expect(shelfSummary(12, 0)).toEqual({ text: 'No level matches these filters.', offerClear: true });
  });

  it('says how to fill an empty shelf, with no filters to clear', () => {
    expect(shelfSummary(0, 0)).toEqual({
      text: 'The shelf is empty: add levels to levels/community/.',
      offerClear: false,
    });
  });
});

describe('remixWords', () => {
  it('credits every level of a remix chain, and a shared level off the shelf', () => {
    expect(remixWords({ remixOf: [] })).toBe('');
    expect(
      remixWords({
        remixOf: [
          { id: 'community/b', title: 'B', maker: 'Bo' },
          { id: null, title: null, maker: null },
        ],
      }),
    ).toBe('remix of B by Bo, a remix of a shared level');
  });
});

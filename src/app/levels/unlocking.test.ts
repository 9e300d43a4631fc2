import { describe, expect, it } from 'vitest';
import { lockReason, type OrderedLevel, openLevels, type Wins } from './unlocking';

/** Saved wins on `ids` (what a win records does not matter here, only that there is one). */
function won(...ids: string[]): Wins {
  const wins: Record<string, unknown> = Object.create(null);
  for (const id of ids) wins[id] = { best: 5, stars: 3 };
  return wins;
}

describe('openLevels without chapters', () => {
  const levels: OrderedLevel[] = ['01', '02', '03', '04', '05'].map((id) => ({ id, chapter: '' }));
  const open = (wins: Wins) => [...openLevels(wins, levels)];

  it('opens the first two levels of a new game', () => {
    expect(open(won())).toEqual(['01', '02']);
  });
  it('keeps two unsolved levels open: a player stuck on one has another to try', () => {
    expect(open(won('01'))).toEqual(['01', '02', '03']);
    expect(open(won('01', '02'))).toEqual(['01', '02', '03', '04']);
    for (let n = 0; n <= levels.length; n++) {
      const wins = won(...levels.slice(0, n).map((l) => l.id));
      expect(open(wins).filter((id) => wins[id] === undefined).length).toBe(Math.min(2, levels.length - n));
    }
  });
  it('keeps a won level, and the one after it, open even if an earlier one is not', () => {
    expect(open(won('04'))).toEqual(['01', '02', '04', '05']);
  });
});

describe('openLevels with chapters', () => {
  // Three chapters of three: A1 A2 A3 | B1 B2 B3 | C1 C2 C3.
  const levels: OrderedLevel[] = ['A', 'B', 'C'].flatMap((chapter) =>
    [1, 2, 3].map((n) => ({ id: `${chapter}${n}`, chapter })),
  );
  const open = (wins: Wins) => [...openLevels(wins, levels)];

  it("opens a chapter's first level once the previous chapter's first is won", () => {
    expect(open(won('A1'))).toEqual(['A1', 'A2', 'A3', 'B1']);
    expect(open(won('A1', 'B1'))).toEqual(['A1', 'A2', 'A3', 'B1', 'B2', 'C1']);
  });
  it("reaches the last chapter's idea by winning each chapter's first level alone", () => {
    let wins = won();
    for (const first of ['A1', 'B1', 'C1']) {
      expect(openLevels(wins, levels).has(first)).toBe(true);
      wins = won(...Object.keys(wins), first);
    }
  });
  it('keeps the rules without chapters: the level after a win, and two unsolved levels', () => {
    expect(open(won())).toEqual(['A1', 'A2']);
    expect(open(won('A1', 'A2', 'A3'))).toEqual(['A1', 'A2', 'A3', 'B1', 'B2']);
    expect(open(won('B3'))).toEqual(['A1', 'A2', 'B3', 'C1']);
  });
});

describe('lockReason', () => {
  const levels: OrderedLevel[] = ['A', 'B', 'C'].flatMap((chapter) =>
    [1, 2, 3].map((n) => ({ id: `${chapter}${n}`, chapter })),
  );

  it('is null for an open level', () => {
    expect(lockReason(won(), levels, 'A1')).toBeNull();
    expect(lockReason(won(), levels, 'A2')).toBeNull();
    expect(lockReason(won('A1'), levels, 'B1')).toBeNull();
  });
  it('names the open level whose win opens it', () => {
    expect(lockReason(won(), levels, 'A3')).toEqual({ opener: 'A2', start: 'A2', wins: 1 });
    // A chapter's first: the previous chapter's first, rather than the level before it.
    expect(lockReason(won(), levels, 'B1')).toEqual({ opener: 'A1', start: 'A1', wins: 1 });
  });
  it('names where the fewest wins start when the opener is locked too', () => {
    expect(lockReason(won(), levels, 'B2')).toEqual({ opener: 'B1', start: 'A1', wins: 2 });
    expect(lockReason(won(), levels, 'C3')).toEqual({ opener: 'C2', start: 'A1', wins: 4 });
  });
  it('takes the shorter way when the level before is nearer than the chapter gate', () => {
    // B3 won (an older save): C1 is open by the level before it... and C2 is one win away by C1,
    // not three by A1, B1, C1.
    expect(lockReason(won('B3'), levels, 'C2')).toEqual({ opener: 'C1', start: 'C1', wins: 1 });
    // A2 won: A3 is open, and B1 is one win away by A3 or by A1; the chapter's gate is named.
    expect(lockReason(won('A2'), levels, 'B1')).toEqual({ opener: 'A1', start: 'A1', wins: 1 });
  });
  it('leads, step by step, only through levels that each open the next', () => {
    for (const target of levels) {
      let wins = won();
      for (let guard = 0; guard < levels.length; guard++) {
        const reason = lockReason(wins, levels, target.id);
        if (reason === null) break;
        expect(openLevels(wins, levels).has(reason.start)).toBe(true);
        expect(wins[reason.start]).toBeUndefined();
        wins = won(...Object.keys(wins), reason.start);
      }
      expect(openLevels(wins, levels).has(target.id)).toBe(true);
    }
  });
});

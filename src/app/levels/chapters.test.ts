import { describe, expect, it } from 'vitest';
import { groupChapters, OTHER_LEVELS, tallyStars } from './chapters';

const level = (id: string, chapter = '') => ({ id, chapter });

describe('groupChapters', () => {
  it('makes one unnamed group when no level names a chapter', () => {
    const groups = groupChapters([level('a'), level('b')]);
    expect(groups).toEqual([
      {
        name: '',
        levels: [
          { level: level('a'), number: 1 },
          { level: level('b'), number: 2 },
        ],
      },
    ]);
  });

  it('groups by chapter in the order chapters first come, numbering levels in play order', () => {
    const groups = groupChapters([
      level('a', 'Bones'),
      level('b', 'Bones'),
      level('c', 'Dogs'),
      level('d', ' Bones '),
    ]);
    expect(groups.map((g) => g.name)).toEqual(['Bones', 'Dogs']);
    expect(groups[0].levels.map((l) => [l.level.id, l.number])).toEqual([
      ['a', 1],
      ['b', 2],
      ['d', 4],
    ]);
    expect(groups[1].levels.map((l) => l.number)).toEqual([3]);
  });

  it('puts levels without a chapter together when others have one', () => {
    const groups = groupChapters([level('a', 'Bones'), level('b'), level('c', 'Dogs'), level('d', '  ')]);
    expect(groups.map((g) => [g.name, g.levels.map((l) => l.level.id)])).toEqual([
      ['Bones', ['a']],
      [OTHER_LEVELS, ['b', 'd']],
      ['Dogs', ['c']],
    ]);
  });

  it('gives no group for no levels', () => {
    expect(groupChapters([])).toEqual([]);
  });
});

describe('tallyStars', () => {
  it('adds the saved stars and counts three a level', () => {
    const records = { a: { stars: 3 }, b: { stars: 1 }, z: { stars: 2 } };
    expect(tallyStars(['a', 'b', 'c'], records)).toEqual({ stars: 4, max: 9 });
    expect(tallyStars([], records)).toEqual({ stars: 0, max: 0 });
  });
});

import { describe, expect, it } from 'vitest';
import { levelFromRows } from '../../level/levelFromRows';
import { LEVEL_SIDE } from '../../tiled/limits';
import { pictureProblem, saveBoardPicture } from './boardPicture';

describe('Save picture', () => {
  it('says in plain words that a level of 1,048,576 tiles in a row is too long to draw, before drawing anything', async () => {
    const level = levelFromRows([`CE${'.'.repeat(LEVEL_SIDE * LEVEL_SIDE - 2)}`], {
      title: 'The Long Corridor',
    });
    expect(await saveBoardPicture(level, 'levels/maze-cat.png', 'Ada')).toBe(
      'This level is too long to draw as a picture: it is 1,048,576 x 1 tiles, and a picture shows at most 1,024 tiles a side.',
    );
  });

  it('draws every level up to 1,024 tiles a side', () => {
    expect(pictureProblem({ width: LEVEL_SIDE, height: LEVEL_SIDE })).toBeNull();
    expect(pictureProblem({ width: 1, height: LEVEL_SIDE })).toBeNull();
    expect(pictureProblem({ width: 1, height: LEVEL_SIDE * LEVEL_SIDE })).toBe(
      'This level is too long to draw as a picture: it is 1 x 1,048,576 tiles, and a picture shows at most 1,024 tiles a side.',
    );
  });
});

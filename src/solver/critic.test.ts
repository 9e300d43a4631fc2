import { describe, expect, it } from 'vitest';
import { levelFromRows } from '../level/levelFromRows';
import { critique } from './critic';
import { solveLevel } from './solveLevel';

/** The critic's warnings of a drawn level, as [tile, the message up to its first colon]. */
function critic(rows: string[]): [number, number, string][] {
  const level = levelFromRows(rows);
  return critique(level, solveLevel(level)).map((p) => [
    p.place.tile?.x ?? -1,
    p.place.tile?.y ?? -1,
    p.message.split(':')[0],
  ]);
}

describe('check as critic', () => {
  it('warns of a dog in a dead end that guards nothing', () => {
    expect(critic(['C....E', '.#####', '.D####'])).toEqual([[1, 2, 'this dog never matters']]);
  });

  it('says nothing of a dog that guards the way, forces a detour or catches a first tap', () => {
    // Guards the only way: it must be bribed.
    expect(critic(['CB.D.E'])).toEqual([]);
    // Stands on the short way: the solution goes round it.
    expect(critic(['C.D.E', '.###.', '.....'])).toEqual([]);
    // Beside the way out, where a tap down the side passage walks into it.
    expect(critic(['C...E', '##.##', '##D##', '##.##'])).toEqual([]);
  });

  it('warns of a key picked up on the way whose doors the solution never opens', () => {
    expect(critic(['C.r..E', '.####R', '.#####'])).toEqual([
      [2, 0, "no door of this key's colour is on the way"],
    ]);
    // Its door is on the way: no warning.
    expect(critic(['C.r.RE'])).toEqual([]);
  });
});

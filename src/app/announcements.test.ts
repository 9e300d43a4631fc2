import { describe, expect, it } from 'vitest';
import { announcementFor } from './announcements';

describe('announcementFor', () => {
  it('announces pickups, bribes, wins and losses', () => {
    expect(announcementFor({ kind: 'pickedUp', at: { x: 1, y: 1 }, bones: 2 })).toMatch(/Bones: 2/);
    expect(announcementFor({ kind: 'bribed', at: { x: 1, y: 1 }, bones: 0 })).toMatch(/Bribed/);
    expect(announcementFor({ kind: 'won', at: { x: 1, y: 1 }, moves: 1 + Math.SQRT2 })).toBe(
      'Escaped in 2.41 moves!',
    );
    expect(announcementFor({ kind: 'eaten', at: { x: 1, y: 1 } })).toMatch(/lost/);
    expect(announcementFor({ kind: 'tired', at: { x: 1, y: 1 } })).toMatch(/tired/);
  });
  it('keeps quiet on every step', () => {
    expect(
      announcementFor({
        kind: 'stepped',
        from: { x: 0, y: 0 },
        to: { x: 1, y: 0 },
        cost: 1,
        facing: 'right',
      }),
    ).toBeNull();
  });
});

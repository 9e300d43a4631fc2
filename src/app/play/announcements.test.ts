import { describe, expect, it } from 'vitest';
import { levelFromRows } from '../../level/levelFromRows';
import type { Entity } from '../../sim/entity';
import { Sim } from '../../sim/Sim';
import { announcementFor } from './announcements';

const sim = new Sim(levelFromRows(['CBDrR.E']));
/** The entity of the first piece of a kind, as events carry it. */
const entity = (kind: string) => [...sim.world].find((e) => e.kind === kind) as Entity;

describe('announcementFor', () => {
  it('announces pickups, bribes, wins and losses', () => {
    const at = { x: 1, y: 1 };
    expect(announcementFor({ kind: 'piece', effect: 'take', entity: entity('bone'), at })).toBe(
      'Picked up a bone.',
    );
    expect(announcementFor({ kind: 'piece', effect: 'bribe', entity: entity('dog'), at })).toMatch(/Bribed/);
    expect(announcementFor({ kind: 'piece', effect: 'take', entity: entity('key'), at })).toBe(
      'Picked up a red key.',
    );
    expect(announcementFor({ kind: 'piece', effect: 'open', entity: entity('door'), at })).toBe(
      'Opened the red door.',
    );
    expect(announcementFor({ kind: 'won', at: { x: 1, y: 1 }, moves: 1 + Math.SQRT2 })).toBe(
      'Escaped in 2.4 moves!',
    );
    expect(announcementFor({ kind: 'eaten', at, entity: entity('dog') })).toMatch(/lost/);
    expect(announcementFor({ kind: 'tired', at: { x: 1, y: 1 } })).toMatch(/tired/);
  });
  it('says when a patrolling dog falls asleep or catches the cat', () => {
    const patrolled = new Sim(
      levelFromRows(['CB.D.E'], {
        patrols: [
          [
            [3, 0],
            [4, 0],
          ],
        ],
      }),
    );
    const dog = [...patrolled.world].find((e) => e.kind === 'dog') as Entity;
    const at = { x: 3, y: 0 };
    expect(announcementFor({ kind: 'piece', effect: 'bribe', entity: dog, at })).toMatch(/falls asleep/);
    expect(announcementFor({ kind: 'eaten', at, entity: dog })).toMatch(/patrolling dog caught the cat/);
  });

  it('keeps quiet on every step', () => {
    expect(
      announcementFor({
        kind: 'stepped',
        from: { x: 0, y: 0 },
        to: { x: 1, y: 0 },
        cost: 1,
        facing: 'right',
        jump: false,
      }),
    ).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { type LevelMapSpec, mapLevel, OFFSET_GRID_LEVELS } from '../level/testMaps';
import { Sim } from './Sim';
import type { SimEvent } from './types';

/** Taps the exit and plays the walk out: the events, the Sim after. */
async function tapExit(spec: LevelMapSpec): Promise<{ sim: Sim; events: SimEvent[] }> {
  const level = await mapLevel(spec);
  const sim = new Sim(level);
  const exit = level.pieces.find((p) => p.kind === 'exit');
  sim.command({ kind: 'walkTo', x: exit?.x ?? -1, y: exit?.y ?? -1 });
  sim.runUntilIdle();
  return { sim, events: sim.drainEvents() };
}

const kinds = (events: SimEvent[]) => events.map((e) => (e.kind === 'piece' ? `piece:${e.effect}` : e.kind));
const walked = (events: SimEvent[]) =>
  events.flatMap((e) => (e.kind === 'walkStarted' ? e.path.map(({ x, y }) => [x, y]) : []));

describe('the Sim on hexagonal and staggered maps', () => {
  it.each([
    [
      'hexRows',
      [
        [1, 0],
        [0, 1],
        [1, 2],
      ],
    ],
    [
      'hexEvenRows',
      [
        [0, 0],
        [1, 1],
        [0, 2],
      ],
    ],
    [
      'hexColumns',
      [
        [0, 1],
        [1, 0],
        [2, 1],
      ],
    ],
    [
      'staggeredRows',
      [
        [1, 0],
        [0, 1],
        [1, 2],
      ],
    ],
  ] as const)(
    'walks the %s zigzag to the exit on one tap, each step from its own row or column',
    async (name, path) => {
      const { sim, events } = await tapExit(OFFSET_GRID_LEVELS[name]);
      expect(kinds(events)).toEqual(['walkStarted', 'stepped', 'stepped', 'piece:win', 'won', 'walkEnded']);
      expect(walked(events)).toEqual(path);
      expect(sim.status).toBe('won');
      expect(sim.moves).toBe(2);
    },
  );

  it('is not tired on an odd row whose only ways on are steps odd rows have', async () => {
    // Energy for exactly the two steps: on (0,1) the way on is down-right, which even rows lack.
    const { sim, events } = await tapExit({ ...OFFSET_GRID_LEVELS.hexRows, energy: 2 });
    expect(kinds(events)).not.toContain('tired');
    expect(sim.status).toBe('won');
    expect(sim.energyLeft).toBe(0);
  });

  it('takes corner steps of sqrt(2) under the staggered diagonal rule, and not past a wall', async () => {
    const open = await tapExit(OFFSET_GRID_LEVELS.staggeredCorners);
    expect(walked(open.events)).toEqual([
      [1, 0],
      [1, 2],
      [1, 4],
    ]);
    expect(open.sim.moves).toBeCloseTo(2 * Math.SQRT2, 12);
    const walled = await tapExit(OFFSET_GRID_LEVELS.staggeredCornerWalled);
    expect(walled.sim.status).toBe('won');
    expect(walled.sim.moves).toBeCloseTo(2 + Math.SQRT2, 12);
    expect(walked(walled.events).slice(0, 2)).toEqual([
      [1, 0],
      [0, 1],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { type LevelMapSpec, mapLevel, OFFSET_GRID_LEVELS } from '../level/testMaps';
import {
  decodeReplay,
  encodeReplay,
  formatReplayText,
  parseReplayText,
  runReplay,
  TapRecorder,
} from './replay';
import { Sim } from './Sim';
import type { Command, SimEvent } from './types';

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

describe('replays on a hexagonal map', () => {
  it('a play with a tap mid-walk, a loss and an undo replays to the same win, through the code and the text', async () => {
    const level = await mapLevel({
      grid: OFFSET_GRID_LEVELS.hexRows.grid,
      rows: ['C....B', '#.####', 'D....E'],
    });
    const commands: { tick: number; command: Command }[] = [
      { tick: 0, command: { kind: 'walkTo', x: 4, y: 0 } },
      { tick: 12, command: { kind: 'walkTo', x: 1, y: 1 } },
      { tick: 40, command: { kind: 'walkTo', x: 0, y: 2 } },
      { tick: 80, command: { kind: 'undo' } },
      { tick: 90, command: { kind: 'walkTo', x: 5, y: 0 } },
      { tick: 150, command: { kind: 'walkTo', x: 5, y: 2 } },
    ];
    const sim = new Sim(level);
    const recorder = new TapRecorder(level.width, level.height);
    const events: SimEvent[] = [];
    for (let tick = 0; tick < 400; tick++) {
      for (const c of commands.filter((c) => c.tick === tick)) {
        recorder.record(c.command, tick);
        sim.command(c.command);
      }
      sim.step();
      events.push(...sim.drainEvents());
    }
    // Re-aimed mid-walk, eaten by the dog at (0,2), the loss undone, then won past the bone.
    expect(kinds(events)).toContain('eaten');
    expect(kinds(events)).toContain('undone');
    expect(sim.status).toBe('won');
    const steps = recorder.steps;
    expect(runReplay(level, steps)).toMatchObject({ status: 'won', moves: sim.moves, stepsUsed: 6 });
    expect(runReplay(level, decodeReplay(encodeReplay(steps))).moves).toBe(sim.moves);
    expect(parseReplayText(formatReplayText(steps))).toEqual(steps);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIAGONAL, type Grid, KNIGHT, type MoveRule, ORTHOGONAL } from '../grid';
import { levelFromRows } from '../level/levelFromRows';
import type { Cell, Level } from '../level/types';
import { Sim } from './Sim';
import type { Command, Preview, PreviewOutcome, SimEvent, Status } from './types';

/**
 * A small random level: walls, costs 1-3, one cat, 1-2 exits, up to 3 bones and dogs, maybe a key and
 * its door, maybe a pipe, maybe one patrolling dog, a rule, maybe energy. Pieces whose placement
 * the loader refuses (a patrol over a wall) are dropped, so every case is a valid level.
 */
const levelArb = fc
  .record({
    width: fc.integer({ min: 2, max: 6 }),
    height: fc.integer({ min: 2, max: 6 }),
    seed: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 36, maxLength: 36 }),
    order: fc.array(fc.nat(), { minLength: 36, maxLength: 36 }),
    bones: fc.integer({ min: 0, max: 3 }),
    dogs: fc.integer({ min: 0, max: 3 }),
    exits: fc.integer({ min: 1, max: 2 }),
    doors: fc.constantFrom('', 'rR', 'rRR', 'R', 'ruUR'),
    pipe: fc.boolean(),
    patrol: fc.option(fc.record({ horizontal: fc.boolean(), length: fc.integer({ min: 1, max: 3 }) }), {
      nil: null,
    }),
    rule: fc.constantFrom<MoveRule>(ORTHOGONAL, DIAGONAL, KNIGHT),
    energy: fc.option(fc.integer({ min: 1, max: 25 }), { nil: null }),
  })
  .map(({ width, height, seed, order, bones, dogs, exits, doors, pipe, patrol, rule, energy }): Level => {
    const size = width * height;
    // Cells sorted by a random key: the first are the pieces (never walls), the rest terrain.
    const cells = Array.from({ length: size }, (_, i) => i).sort((a, b) => order[a] - order[b] || a - b);
    const letters = ['C', ...'E'.repeat(exits), ...'B'.repeat(bones), ...'D'.repeat(dogs), ...doors];
    if (pipe) letters.push('O', 'O');
    const pieces = letters.slice(0, size);
    if (pieces.filter((p) => p === 'O').length === 1) pieces.splice(pieces.indexOf('O'), 1);
    const chars: string[] = [];
    for (let i = 0; i < size; i++) {
      const s = seed[i];
      chars.push(s < 2 ? '#' : s === 2 ? '2' : s === 3 ? '3' : '.');
    }
    pieces.forEach((piece, k) => {
      chars[cells[k]] = piece;
    });
    const rows = Array.from({ length: height }, (_, y) => chars.slice(y * width, (y + 1) * width).join(''));
    const dog = chars.indexOf('D');
    if (patrol && dog >= 0) {
      const [x, y] = [dog % width, Math.floor(dog / width)];
      const end: [number, number] = patrol.horizontal ? [x + patrol.length, y] : [x, y + patrol.length];
      try {
        return levelFromRows(rows, { rule, energy, patrols: [[[x, y], end]] });
      } catch {
        // The route ran into a wall or off the map: the dog stands still instead.
      }
    }
    return levelFromRows(rows, { rule, energy });
  });

const commandArb = (level: Level) =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .record({
          x: fc.integer({ min: -1, max: level.width }),
          y: fc.integer({ min: -1, max: level.height }),
        })
        .map(({ x, y }): Command => ({ kind: 'walkTo', x, y })),
    },
    { weight: 1, arbitrary: fc.constant<Command>({ kind: 'undo' }) },
    { weight: 1, arbitrary: fc.constant<Command>({ kind: 'restart' }) },
  );

const scenarioArb = levelArb.chain((level) =>
  fc.record({
    level: fc.constant(level),
    script: fc.array(fc.record({ command: commandArb(level), ticks: fc.integer({ min: 0, max: 40 }) }), {
      maxLength: 25,
    }),
  }),
);

function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(what);
}

function run(level: Level, script: { command: Command; ticks: number }[]): SimEvent[] {
  const sim = new Sim(level, { ticksPerTile: 3 });
  const events: SimEvent[] = [];
  for (const { command, ticks } of script) {
    sim.command(command);
    for (let i = 0; i <= ticks; i++) sim.step();
    events.push(...sim.drainEvents());
  }
  sim.runUntilIdle();
  events.push(...sim.drainEvents());
  return events;
}

describe('Sim model properties', () => {
  it('keeps its invariants under random commands', () => {
    fc.assert(
      fc.property(scenarioArb, ({ level, script }) => {
        const sim = new Sim(level, { ticksPerTile: 3 });
        const grid: Grid = level.grid;
        let status: Status = sim.status;
        for (const { command, ticks } of script) {
          sim.command(command);
          for (let i = 0; i <= ticks; i++) {
            sim.step();
            const events = sim.drainEvents();
            const reset = events.some((e) => e.kind === 'undone' || e.kind === 'restarted');
            // Plain checks, not expect(): this loop runs a few hundred thousand times.
            const { x, y } = sim.cat;
            check(grid.inBounds(x, y) && !grid.isWall(x, y), 'the cat stands in a wall');
            const motion = sim.catEntity.motion;
            check(!motion || !grid.isWall(motion.to.x, motion.to.y), 'the cat walks into a wall');
            check(sim.bones >= 0, 'bones below zero');
            check(sim.moves >= 0, 'moves below zero');
            check(sim.energyLeft === null || sim.energyLeft >= 0, 'energy below zero');
            check(
              status === 'playing' || reset || sim.status === status,
              `status went ${status} -> ${sim.status}`,
            );
            check(sim.status === 'playing' || !sim.walking, 'walking after the game ended');
            status = sim.status;
          }
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('is deterministic: the same commands give the same events', () => {
    fc.assert(
      fc.property(scenarioArb, ({ level, script }) => {
        expect(run(level, script)).toEqual(run(level, script));
      }),
      { numRuns: 300 },
    );
  });

  it('does what the preview said it would, tile by tile', () => {
    const targetsArb = levelArb.chain((level) =>
      fc.record({
        level: fc.constant(level),
        targets: fc.array(fc.record({ x: fc.nat(level.width - 1), y: fc.nat(level.height - 1) }), {
          minLength: 1,
          maxLength: 6,
        }),
      }),
    );
    fc.assert(
      fc.property(targetsArb, ({ level, targets }) => {
        const sim = new Sim(level, { ticksPerTile: 2 });
        for (const target of targets) {
          if (sim.status !== 'playing') break;
          const preview = sim.preview(target.x, target.y);
          const start = sim.cat;
          sim.command({ kind: 'walkTo', ...target });
          sim.runUntilIdle();
          expect(walkedAsPreviewed(sim.drainEvents(), start)).toEqual(expected(preview));
        }
      }),
      { numRuns: 1000 },
    );
  });
});

type Seen = { path: Cell[]; outcomes: { at: Cell; effect: PreviewOutcome['effect'] }[]; bump?: string };

/** What the preview promises, in the terms of events. */
function expected(preview: Preview): Seen {
  if (preview.bump) return { path: [], outcomes: [], bump: preview.bump };
  const stop = preview.outcomes.find((o) => ['eat', 'tired', 'win', 'locked'].includes(o.effect));
  const last =
    stop === undefined ? preview.path.length - 1 : stop.effect === 'locked' ? stop.index - 1 : stop.index;
  const path = preview.path.length > 1 && last > 0 ? preview.path.slice(0, last + 1) : [];
  return { path, outcomes: preview.outcomes.map((o) => ({ at: preview.path[o.index], effect: o.effect })) };
}

/** What the walk did. */
function walkedAsPreviewed(events: SimEvent[], start: Cell): Seen {
  const seen: Seen = { path: [], outcomes: [] };
  for (const event of events) {
    if (event.kind === 'stepped') {
      if (seen.path.length === 0) seen.path.push(start);
      seen.path.push(event.to);
    } else if (event.kind === 'bumped' && event.reason === 'locked' && seen.path.length > 0) {
      seen.outcomes.push({ at: event.at, effect: 'locked' });
    } else if (event.kind === 'bumped') {
      seen.bump = event.reason;
    } else if (event.kind === 'piece') {
      seen.outcomes.push({ at: event.at, effect: event.effect });
    } else if (event.kind === 'tired') {
      seen.outcomes.push({ at: event.at, effect: 'tired' });
    }
  }
  if (seen.bump === undefined) delete seen.bump;
  return seen;
}

describe('preview', () => {
  it('shows pickups, bribes and the dog that would eat the cat', () => {
    const sim = new Sim(levelFromRows(['CBDD.E']));
    expect(sim.preview(5, 0)).toEqual({
      path: [0, 1, 2, 3]
        .map((x) => ({ x, y: 0 }))
        .concat([
          { x: 4, y: 0 },
          { x: 5, y: 0 },
        ]),
      outcomes: [
        { index: 1, effect: 'take', piece: expect.objectContaining({ kind: 'bone' }) },
        { index: 2, effect: 'bribe', piece: expect.objectContaining({ kind: 'dog', x: 2 }) },
        { index: 3, effect: 'eat', piece: expect.objectContaining({ kind: 'dog', x: 3 }) },
      ],
      cost: 5,
      affordable: true,
    });
  });

  it('marks where energy runs out', () => {
    const sim = new Sim(levelFromRows(['C.....E'], { energy: 4 }));
    expect(sim.preview(6, 0)).toMatchObject({
      outcomes: [{ index: 4, effect: 'tired', piece: null }],
      affordable: false,
      cost: 6,
    });
  });

  it('plans from where the cat will be after the current step', () => {
    const sim = new Sim(levelFromRows(['CB..E']));
    sim.command({ kind: 'walkTo', x: 3, y: 0 });
    sim.step();
    const preview = sim.preview(3, 0);
    expect(preview.path[0]).toEqual({ x: 1, y: 0 });
    expect(preview.path).toHaveLength(3);
  });

  it('names the bump a tap would get', () => {
    const sim = new Sim(levelFromRows(['C#.', '.#E']));
    expect(sim.preview(1, 0).bump).toBe('wall');
    expect(sim.preview(5, 5).bump).toBe('outside');
    expect(sim.preview(2, 0).bump).toBe('unreachable');
    expect(sim.preview(0, 0)).toEqual({ path: [{ x: 0, y: 0 }], outcomes: [], cost: 0, affordable: true });
  });
});

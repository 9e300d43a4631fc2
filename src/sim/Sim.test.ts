import { describe, expect, it } from 'vitest';
import { DIAGONAL, KNIGHT } from '../grid';
import { levelFromRows } from '../level/levelFromRows';
import { Sim } from './Sim';
import type { SimEvent } from './types';

function play(rows: string[], options: Parameters<typeof levelFromRows>[1] = {}): Sim {
  return new Sim(levelFromRows(rows, options));
}

function walk(sim: Sim, x: number, y: number): SimEvent[] {
  sim.command({ kind: 'walkTo', x, y });
  sim.runUntilIdle();
  return sim.drainEvents();
}

/** Event kinds, a piece's event as `piece:<effect>`. */
const kinds = (events: SimEvent[]) => events.map((e) => (e.kind === 'piece' ? `piece:${e.effect}` : e.kind));

describe('Sim walks and tile rules', () => {
  it('walks to a tile one step at a time and emits events in order', () => {
    const sim = play(['C..', '...', '..E']);
    const events = walk(sim, 2, 0);
    expect(kinds(events)).toEqual(['walkStarted', 'stepped', 'stepped', 'walkEnded']);
    expect(sim.cat).toEqual({ x: 2, y: 0 });
    expect(sim.moves).toBe(2);
    expect(sim.status).toBe('playing');
    expect(sim.walking).toBe(false);
  });

  it('picks up a bone', () => {
    const sim = play(['CB.E']);
    const events = walk(sim, 1, 0);
    expect(kinds(events)).toEqual(['walkStarted', 'stepped', 'piece:take', 'walkEnded']);
    expect(events[2]).toMatchObject({ entity: { kind: 'bone', piece: { x: 1, y: 0 } }, at: { x: 1, y: 0 } });
    expect(sim.bones).toBe(1);
    expect([...sim.world].filter((e) => e.kind === 'bone')).toHaveLength(0);
  });

  it('bribes a dog with a bone', () => {
    const sim = play(['CBD.E']);
    walk(sim, 1, 0);
    const events = walk(sim, 3, 0);
    expect(kinds(events)).toEqual(['walkStarted', 'stepped', 'piece:bribe', 'stepped', 'walkEnded']);
    expect(sim.bones).toBe(0);
    expect([...sim.world].filter((e) => e.kind === 'dog')).toHaveLength(0);
  });

  it('is eaten by a dog without a bone and the walk stops there', () => {
    const sim = play(['CD..E']);
    const events = walk(sim, 3, 0);
    expect(kinds(events)).toEqual(['walkStarted', 'stepped', 'piece:eat', 'eaten', 'walkEnded']);
    expect(events[3]).toMatchObject({ entity: { kind: 'dog' } });
    expect(sim.status).toBe('lost');
    expect(sim.cat).toEqual({ x: 1, y: 0 });
  });

  it('wins on an exit, also when only passing through it', () => {
    const sim = play(['C.E..']);
    const events = walk(sim, 4, 0);
    expect(kinds(events)).toEqual(['walkStarted', 'stepped', 'stepped', 'piece:win', 'won', 'walkEnded']);
    expect(events[4]).toEqual({ kind: 'won', at: { x: 2, y: 0 }, moves: 2 });
    expect(sim.status).toBe('won');
  });

  it('applies the rules on tiles it passes through', () => {
    const sim = play(['CBDBD.E']);
    const events = walk(sim, 6, 0);
    expect(kinds(events).filter((k) => k !== 'stepped')).toEqual([
      'walkStarted',
      'piece:take',
      'piece:bribe',
      'piece:take',
      'piece:bribe',
      'piece:win',
      'won',
      'walkEnded',
    ]);
  });

  it('does nothing after the level is won or lost', () => {
    const sim = play(['CD.E']);
    walk(sim, 2, 0);
    expect(sim.status).toBe('lost');
    expect(walk(sim, 0, 0)).toEqual([]);
    expect(sim.cat).toEqual({ x: 1, y: 0 });
  });

  it('faces along the larger axis of a step, x on ties', () => {
    const sim = play(['C..', '...', '..E'], { rule: DIAGONAL });
    const events = walk(sim, 1, 1);
    expect(events.find((e) => e.kind === 'stepped')).toMatchObject({ facing: 'right' });
    const up = walk(sim, 1, 0);
    expect(up.find((e) => e.kind === 'stepped')).toMatchObject({ facing: 'up' });
    expect(sim.moves).toBeCloseTo(Math.SQRT2 + 1);
  });
});

/** A dog pacing x 5 -> 3 and back on row 1 (cells 5, 4, 3, 4, 5...), the cat at the top left. */
function pacingDog() {
  const sim = play(['C.....', '.....D', 'E.....'], {
    patrols: [
      [
        [5, 1],
        [3, 1],
      ],
    ],
  });
  return { sim, dog: [...sim.world].find((e) => e.kind === 'dog') };
}

describe('Sim keys, doors, pipes and patrols', () => {
  it('plans through a door only while the cat carries its key, and opens it for good', () => {
    const sim = play(['C.r', '##R', 'E..']);
    expect(sim.preview(0, 2).bump).toBe('unreachable');
    walk(sim, 2, 0);
    expect(sim.carried('key:red')).toBe(1);
    const events = walk(sim, 0, 2);
    expect(kinds(events)).toContain('piece:open');
    expect(sim.status).toBe('won');
    expect(sim.carried('key:red')).toBe(0);
    const door = [...sim.world].find((e) => e.kind === 'door');
    expect(door?.gone).toBe(true);
  });

  it('stops short of a second door when its one key went to the first', () => {
    const sim = play(['CrRR.E']);
    walk(sim, 1, 0);
    const events = walk(sim, 5, 0);
    expect(events.find((e) => e.kind === 'bumped')).toMatchObject({ reason: 'locked', at: { x: 3, y: 0 } });
    expect(sim.cat).toEqual({ x: 2, y: 0 });
  });

  it('undo closes the door again and gives the key back', () => {
    const sim = play(['CrR.E']);
    walk(sim, 1, 0);
    walk(sim, 3, 0);
    sim.command({ kind: 'undo' });
    sim.step();
    expect(sim.carried('key:red')).toBe(1);
    expect([...sim.world].find((e) => e.kind === 'door')?.gone).toBeUndefined();
  });

  it('jumps through a pipe: tapping the pipe brings the cat out of its other end', () => {
    const sim = play(['CO#O.', '###.E']);
    const events = walk(sim, 1, 0);
    const steps = events.filter((e) => e.kind === 'stepped');
    expect(steps.map((e) => e.kind === 'stepped' && e.jump)).toEqual([false, true]);
    expect(kinds(events)).toContain('piece:jump');
    expect(sim.cat).toEqual({ x: 3, y: 0 });
    expect(sim.moves).toBe(2);
    expect(walk(sim, 4, 1).some((e) => e.kind === 'won')).toBe(true);
  });

  it('moves a patrolling dog one tile per step of the cat, in step with it', () => {
    const { sim, dog } = pacingDog();
    sim.command({ kind: 'walkTo', x: 2, y: 0 });
    sim.step();
    expect(dog?.motion).toMatchObject({ from: { x: 5, y: 1 }, to: { x: 4, y: 1 } });
    sim.runUntilIdle();
    expect(dog?.position).toEqual({ x: 3, y: 1 });
    walk(sim, 3, 0);
    expect(dog?.position).toEqual({ x: 4, y: 1 });
    sim.command({ kind: 'undo' });
    sim.step();
    expect(dog?.position).toEqual({ x: 3, y: 1 });
  });

  it('previews where a patrolling dog will be when the walk passes it', () => {
    const { sim } = pacingDog();
    // The cat walks x 1, 2, 3 on row 0 as the dog paces x 4, 3, 4 on row 1: a tile apart (the
    // nearest) after the second move and the third; the later is shown.
    const preview = sim.preview(3, 0);
    expect(preview.patrols?.map((p) => ({ at: p.at, index: p.index }))).toEqual([
      { at: { x: 4, y: 1 }, index: 3 },
    ]);
    expect(play(['C.....', '......', 'E.....']).preview(3, 0).patrols).toBeUndefined();
  });

  it('marks the danger where the dog really is when it eats the cat', () => {
    let eaten = 0;
    for (let x = 0; x < 6; x++)
      for (let y = 0; y < 3; y++) {
        const { sim, dog } = pacingDog();
        const preview = sim.preview(x, y);
        const eat = preview.outcomes.find((o) => o.effect === 'eat');
        if (!eat) continue;
        eaten++;
        const marked = eat.at ?? preview.path[eat.index];
        sim.command({ kind: 'walkTo', x, y });
        sim.runUntilIdle();
        expect(sim.status).toBe('lost');
        expect(dog?.position).toEqual(marked);
      }
    expect(eaten).toBeGreaterThan(0);
  });

  it("points a patroller's next step out for the view: after the step in progress, if any", () => {
    const { sim, dog } = pacingDog();
    expect(dog?.patrol?.next).toEqual({ x: 4, y: 1 });
    sim.command({ kind: 'walkTo', x: 1, y: 0 });
    sim.step();
    // Walking to x 4; next it goes to x 3.
    expect(dog?.patrol?.next).toEqual({ x: 3, y: 1 });
    sim.runUntilIdle();
    expect(dog?.position).toEqual({ x: 4, y: 1 });
    expect(dog?.patrol?.next).toEqual({ x: 3, y: 1 });
    walk(sim, 2, 0);
    expect(dog?.patrol?.next).toEqual({ x: 4, y: 1 });
    sim.command({ kind: 'restart' });
    sim.step();
    expect(dog?.patrol?.next).toEqual({ x: 4, y: 1 });
  });

  it('a bribed patroller falls asleep and stays on the board', () => {
    const sim = play(['CB..D.E'], {
      patrols: [
        [
          [4, 0],
          [3, 0],
        ],
      ],
    });
    const events = walk(sim, 6, 0);
    expect(kinds(events).filter((k) => k.startsWith('piece'))).toEqual([
      'piece:take',
      'piece:bribe',
      'piece:win',
    ]);
    const dog = [...sim.world].find((e) => e.kind === 'dog');
    expect(dog?.gone).toBe(true);
  });
});

describe('Sim move rules', () => {
  it('a knight jumps over tiles without entering them and pays the landing cost', () => {
    // The dog and the wall at (1,0) and (1,1) are jumped over; the landing tile costs 2.
    const sim = play(['CD..', '.#2.', '...E'], { rule: KNIGHT });
    const events = walk(sim, 2, 1);
    expect(kinds(events)).toEqual(['walkStarted', 'stepped', 'walkEnded']);
    expect(events[1]).toMatchObject({ from: { x: 0, y: 0 }, to: { x: 2, y: 1 }, cost: 2, facing: 'right' });
    expect(sim.moves).toBe(2);
    expect(sim.status).toBe('playing');
  });
});

describe('Sim taps', () => {
  it('bumps on a wall, outside the map and an unreachable tile, without moving', () => {
    const sim = play(['C.#.', '..#E']);
    for (const [x, y, reason] of [
      [2, 0, 'wall'],
      [9, 0, 'outside'],
      [-1, 0, 'outside'],
      [3, 0, 'unreachable'],
    ] as const) {
      sim.command({ kind: 'walkTo', x, y });
      sim.step();
      expect(sim.drainEvents()).toEqual([{ kind: 'bumped', at: { x, y }, reason }]);
      expect(sim.walking).toBe(false);
    }
  });

  it("does nothing on the cat's own tile", () => {
    const sim = play(['C.E']);
    expect(walk(sim, 0, 0)).toEqual([]);
  });

  it('a bump does not cancel a walk in progress', () => {
    const sim = play(['C....#E']);
    sim.command({ kind: 'walkTo', x: 4, y: 0 });
    sim.step();
    sim.command({ kind: 'walkTo', x: 5, y: 0 });
    sim.runUntilIdle();
    const events = sim.drainEvents();
    expect(kinds(events)).toContain('bumped');
    expect(sim.cat).toEqual({ x: 4, y: 0 });
  });

  it('finishes the current step, then re-plans from there (last tap wins)', () => {
    const sim = play(['.....', '..C..', '....E'], {});
    sim.command({ kind: 'walkTo', x: 4, y: 1 });
    sim.step();
    sim.step();
    expect(sim.walking).toBe(true);
    sim.command({ kind: 'walkTo', x: 0, y: 0 });
    sim.command({ kind: 'walkTo', x: 0, y: 1 });
    sim.runUntilIdle();
    const steps = sim.drainEvents().filter((e) => e.kind === 'stepped');
    expect(steps.map((e) => e.kind === 'stepped' && e.to)).toEqual([
      { x: 3, y: 1 },
      { x: 2, y: 1 },
      { x: 1, y: 1 },
      { x: 0, y: 1 },
    ]);
  });

  it('a tap on the tile being entered stops the walk there', () => {
    const sim = play(['C....E']);
    sim.command({ kind: 'walkTo', x: 4, y: 0 });
    sim.step();
    sim.command({ kind: 'walkTo', x: 1, y: 0 });
    sim.runUntilIdle();
    expect(sim.cat).toEqual({ x: 1, y: 0 });
  });

  it('the cat stands on the tile it left until the step completes, with motion to interpolate', () => {
    const sim = play(['C.E'], {});
    sim.command({ kind: 'walkTo', x: 1, y: 0 });
    for (let i = 0; i < 8; i++) sim.step();
    expect(sim.cat).toEqual({ x: 0, y: 0 });
    expect(sim.catEntity.motion).toMatchObject({
      from: { x: 0, y: 0 },
      to: { x: 1, y: 0 },
      elapsed: 8,
      duration: 9,
    });
    sim.step();
    expect(sim.cat).toEqual({ x: 1, y: 0 });
    expect(sim.catEntity.motion).toBeUndefined();
  });

  it('costly tiles take proportionally longer, capped at three times', () => {
    const ticksFor = (rows: string[], x: number) => {
      const sim = play(rows);
      sim.command({ kind: 'walkTo', x, y: 0 });
      let ticks = 0;
      while (sim.walking || ticks === 0) {
        sim.step();
        ticks++;
      }
      return ticks;
    };
    expect(ticksFor(['C.E'], 1)).toBe(9);
    expect(ticksFor(['C2E'], 1)).toBe(18);
    expect(ticksFor(['C9E'], 1)).toBe(27);
  });
});

describe('Sim from a state of a play', () => {
  it('starts where another play left off (pieces gone, bones held, the patrol clock), and restarts at the start', () => {
    const level = levelFromRows(['CB....', '......', '..D...', '.....E'], {
      patrols: [
        [
          [2, 2],
          [4, 2],
        ],
      ],
    });
    const first = new Sim(level);
    walk(first, 2, 0);
    const from = new Sim(level, { from: first.state });
    expect(from.cat).toEqual({ x: 2, y: 0 });
    expect(from.bones).toBe(1);
    expect(from.moves).toBe(first.moves);
    expect([...from.world].filter((e) => e.kind === 'bone')).toHaveLength(0);
    const dog = [...from.world].find((e) => e.kind === 'dog');
    // Two steps taken: the patroller is two tiles along its run.
    expect(dog?.position).toEqual({ x: 4, y: 2 });
    from.command({ kind: 'restart' });
    from.runUntilIdle();
    expect(from.cat).toEqual({ x: 0, y: 0 });
    expect(from.bones).toBe(0);
  });
});

describe('Sim path searches run elsewhere', () => {
  it('describes the search a tap needs and walks the answer it is given', () => {
    const sim = play(['C...', '....', '...E']);
    const query = sim.pathQuery(3, 0);
    expect(query).toMatchObject({ start: 0, goal: 3 });
    // Nothing to search: a wall, outside, the cat's own tile.
    expect(sim.pathQuery(0, 0)).toBeNull();
    expect(sim.pathQuery(9, 9)).toBeNull();
    if (!query) return;
    // An answer of the same length but another shape: the walk follows it, so it was not searched again.
    const detour = Int32Array.of(0, 4, 5, 6, 7, 3);
    sim.answerPath(query, { cost: 5, cells: detour });
    expect(sim.pathQuery(3, 0)).toBeNull();
    const events = walk(sim, 3, 0);
    const stepped = events.flatMap((e) => (e.kind === 'stepped' ? [e.to] : []));
    expect(stepped).toEqual([
      { x: 0, y: 1 },
      { x: 1, y: 1 },
      { x: 2, y: 1 },
      { x: 3, y: 1 },
      { x: 3, y: 0 },
    ]);
  });

  it('bumps on an answer of no path', () => {
    const sim = play(['C..', '...', '..E']);
    const query = sim.pathQuery(2, 0);
    if (!query) throw new Error('expected a query');
    sim.answerPath(query, null);
    expect(kinds(walk(sim, 2, 0))).toEqual(['bumped']);
  });
});

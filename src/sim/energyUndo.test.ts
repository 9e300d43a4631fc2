import { describe, expect, it } from 'vitest';
import { levelFromRows } from '../level/levelFromRows';
import { Sim } from './Sim';
import { MAX_UNDO_WALKS } from './systems/commandSystem';
import type { SimEvent } from './types';

function walk(sim: Sim, x: number, y: number): SimEvent[] {
  sim.command({ kind: 'walkTo', x, y });
  sim.runUntilIdle();
  return sim.drainEvents();
}

const kinds = (events: SimEvent[]) => events.map((e) => e.kind);
const pieces = (sim: Sim, kind: string) => [...sim.world].filter((e) => e.kind === kind).length;

describe('energy', () => {
  it('spends energy per step and stops tired when no step is affordable any more', () => {
    const sim = new Sim(levelFromRows(['C....E'], { energy: 3 }));
    const events = walk(sim, 5, 0);
    expect(kinds(events)).toEqual(['walkStarted', 'stepped', 'stepped', 'stepped', 'tired', 'walkEnded']);
    expect(sim.energyLeft).toBe(0);
    expect(sim.status).toBe('lost');
    expect(sim.cat).toEqual({ x: 3, y: 0 });
  });

  it('stops tired before a step that costs more than the energy left', () => {
    const sim = new Sim(levelFromRows(['C.9.E'], { energy: 4 }));
    const events = walk(sim, 4, 0);
    expect(kinds(events)).toEqual(['walkStarted', 'stepped', 'tired', 'walkEnded']);
    expect(events[2]).toEqual({ kind: 'tired', at: { x: 1, y: 0 } });
    expect(sim.energyLeft).toBe(3);
    expect(sim.status).toBe('lost');
  });

  it('bumps (tooCostly) when the very first step is more than the energy left, without losing', () => {
    const sim = new Sim(levelFromRows(['.C9.E'], { energy: 2 }));
    expect(walk(sim, 3, 0)).toEqual([{ kind: 'bumped', at: { x: 3, y: 0 }, reason: 'tooCostly' }]);
    expect(sim.status).toBe('playing');
    expect(sim.preview(3, 0)).toMatchObject({ bump: 'tooCostly', affordable: false, cost: 10 });
  });

  it('wins with the exact energy needed', () => {
    const sim = new Sim(levelFromRows(['C..E'], { energy: 3 }));
    walk(sim, 3, 0);
    expect(sim.status).toBe('won');
    expect(sim.energyLeft).toBe(0);
  });

  it('limits the movement range to the energy left', () => {
    const sim = new Sim(levelFromRows(['C.2..E'], { energy: 3 }));
    expect(Array.from(sim.range())).toEqual([0, 1, 3, Infinity, Infinity, Infinity]);
    walk(sim, 1, 0);
    expect(Array.from(sim.range())).toEqual([1, 0, 2, Infinity, Infinity, Infinity]);
  });
});

describe('undo and restart', () => {
  it('takes back the last walk: cat, bones, dogs, moves, energy', () => {
    const sim = new Sim(levelFromRows(['CB.D..E'], { energy: 20 }));
    walk(sim, 2, 0);
    walk(sim, 5, 0);
    expect([sim.bones, pieces(sim, 'bone'), pieces(sim, 'dog'), sim.moves, sim.energyLeft]).toEqual([
      0, 0, 0, 5, 15,
    ]);
    sim.command({ kind: 'undo' });
    sim.step();
    expect(sim.drainEvents()).toEqual([{ kind: 'undone' }]);
    expect(sim.cat).toEqual({ x: 2, y: 0 });
    expect([sim.bones, pieces(sim, 'bone'), pieces(sim, 'dog'), sim.moves, sim.energyLeft]).toEqual([
      1, 0, 1, 2, 18,
    ]);
    sim.command({ kind: 'undo' });
    sim.step();
    expect(sim.cat).toEqual({ x: 0, y: 0 });
    expect([sim.bones, pieces(sim, 'bone'), pieces(sim, 'dog'), sim.moves, sim.energyLeft]).toEqual([
      0, 1, 1, 0, 20,
    ]);
    expect(sim.canUndo).toBe(false);
  });

  it('takes back a walk that lost', () => {
    const sim = new Sim(levelFromRows(['CD.E']));
    walk(sim, 2, 0);
    expect(sim.status).toBe('lost');
    expect(sim.canUndo).toBe(true);
    sim.command({ kind: 'undo' });
    sim.step();
    expect(sim.status).toBe('playing');
    expect(sim.cat).toEqual({ x: 0, y: 0 });
  });

  it('does not undo after a win', () => {
    const sim = new Sim(levelFromRows(['C.E']));
    walk(sim, 2, 0);
    expect(sim.canUndo).toBe(false);
    sim.command({ kind: 'undo' });
    sim.step();
    expect(sim.drainEvents()).toEqual([]);
    expect(sim.status).toBe('won');
  });

  it('undo while walking cancels that walk and puts the cat back where it started', () => {
    const sim = new Sim(levelFromRows(['CB...E']));
    sim.command({ kind: 'walkTo', x: 4, y: 0 });
    for (let i = 0; i < 13; i++) sim.step();
    expect(sim.bones).toBe(1);
    sim.command({ kind: 'undo' });
    sim.step();
    expect(sim.walking).toBe(false);
    expect(sim.catEntity.motion).toBeUndefined();
    expect(sim.cat).toEqual({ x: 0, y: 0 });
    expect(sim.bones).toBe(0);
    expect(pieces(sim, 'bone')).toBe(1);
    sim.runUntilIdle();
    expect(sim.cat).toEqual({ x: 0, y: 0 });
  });

  it('restart goes back to the start, also after a win, and re-adds the same entities', () => {
    const sim = new Sim(levelFromRows(['CBD.E'], { energy: 10 }));
    const before = [...sim.world];
    const removed: string[] = [];
    const added: string[] = [];
    sim.world.onEntityRemoved.subscribe((e) => removed.push(e.kind));
    sim.world.onEntityAdded.subscribe((e) => added.push(e.kind));
    walk(sim, 4, 0);
    expect(sim.status).toBe('won');
    sim.command({ kind: 'restart' });
    sim.step();
    expect(sim.drainEvents()).toEqual([{ kind: 'restarted' }]);
    expect([sim.status, sim.bones, sim.moves, sim.energyLeft, sim.canUndo]).toEqual([
      'playing',
      0,
      0,
      10,
      false,
    ]);
    expect(sim.cat).toEqual({ x: 0, y: 0 });
    expect(new Set(sim.world)).toEqual(new Set(before));
    expect(removed.sort()).toEqual(['bone', 'dog']);
    expect(added.sort()).toEqual(['bone', 'dog']);
  });
});

describe('undo history', () => {
  it('reaches back a bounded number of walks, so a long session does not grow without end', () => {
    const sim = new Sim(levelFromRows(['C...#E', '......']));
    for (let i = 0; i < MAX_UNDO_WALKS + 21; i++) walk(sim, i % 2 === 0 ? 3 : 0, 0);
    let undone = 0;
    while (sim.canUndo) {
      sim.command({ kind: 'undo' });
      sim.step();
      undone++;
    }
    expect(undone).toBe(MAX_UNDO_WALKS);
    // The oldest walk kept is the 22nd, which started from x = 3 (not the level start).
    expect(sim.cat).toEqual({ x: 3, y: 0 });
  });
});

describe('idle', () => {
  it('is false from the moment a walk is commanded until the cat stands still again', () => {
    const sim = new Sim(levelFromRows(['C...E']));
    expect(sim.idle).toBe(true);
    sim.command({ kind: 'walkTo', x: 2, y: 0 });
    expect(sim.idle).toBe(false);
    sim.step();
    expect(sim.walking).toBe(true);
    sim.runUntilIdle();
    expect(sim.idle).toBe(true);
  });
});

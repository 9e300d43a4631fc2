import { canStep, formatCost, stepsFrom } from '../grid';
import { MinHeap } from '../grid/minHeap';
import { type Level, piecesOf } from '../level/types';
import type { UsableSteps } from './usableSteps';
import { count } from './words';

/**
 * The fewest dogs the cat must walk into on any route from its start to an exit (walls block,
 * bones do not matter): a search (Dijkstra with 0/1 weights) where entering a dog's tile counts one.
 * Infinity when walls alone cut the exits off.
 */
export function fewestDogsOnARoute(level: Level, usable: UsableSteps): number {
  const { grid, rule } = level;
  const w = grid.width;
  const dog = new Uint8Array(grid.size);
  // A patroller may be dodged by timing; the dogs that stand still are the ones every route meets.
  for (const d of piecesOf(level, 'dog')) if (d.route === null) dog[d.cell] = 1;
  const exit = new Uint8Array(grid.size);
  for (const e of piecesOf(level, 'exit')) exit[e.cell] = 1;
  const dist = new Int32Array(grid.size).fill(-1);
  const done = new Uint8Array(grid.size);
  const heap = new MinHeap();
  const start = level.cat.y * w + level.cat.x;
  dist[start] = 0;
  heap.push(start, 0);
  while (heap.length > 0) {
    const c = heap.pop();
    if (done[c] === 1) continue;
    done[c] = 1;
    if (exit[c] === 1 && c !== start) return dist[c];
    const x = c % w;
    const y = (c - x) / w;
    const steps = stepsFrom(rule, x, y);
    for (let k = 0; k < steps.length; k++) {
      const [dx, dy] = steps[k];
      if (!canStep(grid, rule, x, y, dx, dy) || !usable.usable(c, k)) continue;
      const n = c + dy * w + dx;
      const d = dist[c] + dog[n];
      if (done[n] === 1 || (dist[n] !== -1 && dist[n] <= d)) continue;
      dist[n] = d;
      heap.push(n, d);
    }
  }
  return Number.POSITIVE_INFINITY;
}

/** What is known about a level that has no win, for saying why. */
export interface LossFacts {
  readonly level: Level;
  /** The exits cannot be reached from the start over walls alone. */
  readonly walledOff: boolean;
  /** The cheapest win with unlimited energy, when there is one (then energy is the reason). */
  readonly costWithoutEnergyLimit: number | null;
  /** The fewest dogs on any route to an exit. */
  readonly dogsOnEveryRoute: number;
  /** The most bones the cat can ever collect without being eaten. */
  readonly mostBones: number;
}

/** Why a level cannot be won, in a designer's words. */
export function explainLoss(facts: LossFacts): string {
  const { level } = facts;
  const exits = piecesOf(level, 'exit').length;
  const exitWord = exits === 1 ? 'the exit' : 'no exit';
  if (exits === 0) return 'the level has no exit';
  if (facts.walledOff) {
    return exits === 1
      ? `the exit cannot be reached from the cat's start: walls cut it off (rule ${level.rule.name})`
      : `no exit can be reached from the cat's start: walls cut them off (rule ${level.rule.name})`;
  }
  if (facts.costWithoutEnergyLimit !== null && level.energy !== null) {
    const short = facts.costWithoutEnergyLimit - level.energy;
    return (
      `the energy runs out ${formatCost(short)} short of ${exitWord === 'the exit' ? 'the exit' : 'an exit'}: ` +
      `the cheapest win costs ${formatCost(facts.costWithoutEnergyLimit)} and the cat has ${formatCost(level.energy)}`
    );
  }
  const dogs = facts.dogsOnEveryRoute;
  if (dogs === 0) {
    const doors = piecesOf(level, 'door').length;
    const keys = piecesOf(level, 'key').length;
    if (doors > 0) {
      return `every route to ${exitWord === 'the exit' ? 'the exit' : 'an exit'} needs a door the cat cannot open when it gets there (${count(doors, 'door')}, ${count(keys, 'key')})`;
    }
    return `the patrolling dogs catch the cat on every route to ${exitWord === 'the exit' ? 'the exit' : 'an exit'}: bring bones, or time the walk`;
  }
  const dogsText = `${count(dogs, 'dog')} ${dogs === 1 ? 'stands' : 'stand'} on every route to ${exitWord === 'the exit' ? 'the exit' : 'every exit'}`;
  if (facts.mostBones < dogs) {
    const bones =
      facts.mostBones === 0
        ? 'the cat cannot collect a single bone'
        : `only ${count(facts.mostBones, 'bone')} can be collected`;
    return `${dogsText}, but ${bones}`;
  }
  return `${dogsText}, and no order of collecting bones has one ready for each of them in time`;
}

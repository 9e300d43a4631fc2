import type { Sim } from '../sim';
import type { SimEvent } from '../sim/types';

/** For tests: walks the cat to `x`,`y` and returns the pieces' effects on the way, as `kind:effect`. */
export function walkEffects(sim: Sim, x: number, y: number): string[] {
  sim.command({ kind: 'walkTo', x, y });
  sim.runUntilIdle();
  return sim
    .drainEvents()
    .filter((e): e is Extract<SimEvent, { kind: 'piece' }> => e.kind === 'piece')
    .map((e) => `${e.entity.kind}:${e.effect}`);
}

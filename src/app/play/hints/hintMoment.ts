import type { Sim } from '../../../sim';

/** When a hint can be worked out: at once, once the cat stops, or not at all. */
export type HintMoment = 'now' | 'whenStopped' | 'never';

/**
 * When a hint asked for now is worked out: at once while the cat stands in play, once it stops
 * while it walks, and never once the play is over. A walk that ends won (or lost) leaves nothing
 * to advise: the win or lose panel says all, and the solver, asked about a won state, plans no tap.
 */
export function hintMoment(sim: Pick<Sim, 'status' | 'idle'>): HintMoment {
  if (sim.status !== 'playing') return 'never';
  return sim.idle ? 'now' : 'whenStopped';
}

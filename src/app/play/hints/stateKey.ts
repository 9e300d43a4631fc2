import type { Sim } from '../../../sim';

/** Everything that tells two moments of a play apart: the cat's state and whether it walks. */
export function stateKey(sim: Sim): string {
  const s = sim.state;
  return `${s.cell}|${s.moves}|${s.clock}|${s.status}|${s.gone.join(',')}|${s.counters.join(',')}|${sim.walking}`;
}

import type { PlayState } from '../../level/rules/playState';
import type { Level } from '../../level/types';
import { Sim } from '../../sim/Sim';
import { walkOutcomes } from '../../sim/walkOutcomes';

/** One first tap of a level: the tile tapped and the state the cat's walk there ends in. */
export interface FirstTap {
  readonly x: number;
  readonly y: number;
  readonly state: PlayState;
}

/**
 * Every first tap that starts a walk: each tile the cat can be sent to from its start (not walls,
 * locked doors, unreachable or unaffordable tiles, nor its own tile), with the state the walk ends
 * in (won, lost, or resting somewhere). The walk is the one the Sim's path preview promises for
 * that tap, walked by the game's rules (`walkOutcomes`): exactly what tapping it does.
 */
export function firstTaps(level: Level): FirstTap[] {
  const sim = new Sim(level, { ticksPerTile: 1 });
  const w = level.width;
  const taps: FirstTap[] = [];
  for (let y = 0; y < level.height; y++) {
    for (let x = 0; x < w; x++) {
      const preview = sim.preview(x, y);
      if (preview.bump !== undefined || preview.path.length < 2) continue;
      const path = preview.path.map((c) => c.y * w + c.x);
      taps.push({ x, y, state: walkOutcomes(sim.rules, path, sim.state).state });
    }
  }
  return taps;
}

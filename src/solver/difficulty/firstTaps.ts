import type { PlayState } from '../../level/rules/playState';
import { ruleLevel, startState } from '../../level/rules/ruleLevel';
import type { Level } from '../../level/types';
import { PieceTaps } from './pieceTaps';

/** One first tap of a level: the tile tapped and the state the cat's walk there ends in. */
export interface FirstTap {
  readonly x: number;
  readonly y: number;
  readonly state: PlayState;
}

/**
 * How much search the first taps of a level may cost: tiles tried times the level's tiles (each
 * tap's preview, and the search of where par is still reachable from where it ends, may cross the
 * whole level).
 */
const WORK = 20_000_000;
/** The fewest first taps tried on any level: 20 on a 1024 x 1024 map keeps `check` within seconds there. */
const MIN_FIRST_TAPS = 20;
/** Levels with more floor tiles than this (and than `WORK` allows) have their first taps sampled. */
export const MAX_FIRST_TAPS = 2500;

/**
 * Every first tap that starts a walk: each tile the cat can be sent to from its start (not walls,
 * locked doors, unreachable or unaffordable tiles, nor its own tile), with the state the walk ends
 * in (won, lost, or resting somewhere). The walk is the one the Sim's path preview promises for
 * that tap, walked by the game's rules (`PieceTaps.walkTo`): exactly what tapping it does.
 *
 * A large level is sampled, so that measuring it stays within seconds: when it has more floor tiles
 * than `MAX_FIRST_TAPS` (fewer on very large maps, at least `MIN_FIRST_TAPS`), an even sample of them in reading
 * order is tried (`sampled`).
 */
export function firstTaps(level: Level): { readonly taps: FirstTap[]; readonly sampled: boolean } {
  let made = measured.get(level);
  if (made === undefined) {
    made = tapEveryTile(level);
    measured.set(level, made);
  }
  return { taps: [...made.taps], sampled: made.sampled };
}

/** The first taps of a level, made once per level: `check` asks for them twice (depth, critic). */
const measured = new WeakMap<Level, { readonly taps: readonly FirstTap[]; readonly sampled: boolean }>();

function tapEveryTile(level: Level): { readonly taps: FirstTap[]; readonly sampled: boolean } {
  const tapper = new PieceTaps(level);
  const start = startState(ruleLevel(level));
  const { grid } = level;
  const w = level.width;
  const floor: number[] = [];
  for (let c = 0; c < grid.size; c++) if (grid.walls[c] === 0) floor.push(c);
  const most = Math.max(MIN_FIRST_TAPS, Math.min(MAX_FIRST_TAPS, Math.floor(WORK / grid.size)));
  const stride = Math.max(1, floor.length / most);
  const tried =
    stride === 1
      ? floor
      : Array.from({ length: Math.floor(floor.length / stride) }, (_, i) => floor[Math.floor(i * stride)]);
  const taps: FirstTap[] = [];
  for (const cell of tried) {
    const walk = tapper.walkTo(start, cell);
    if (walk === null) continue;
    const x = cell % w;
    taps.push({ x, y: (cell - x) / w, state: walk.state });
  }
  return { taps, sampled: stride > 1 };
}

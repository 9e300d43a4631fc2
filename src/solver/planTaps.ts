import { type Path, PathFinder, sameCost } from '../grid';
import type { Level } from '../level/types';
import { costOfStep } from '../sim/rules';

const BONE = 1;
const DOG = 2;
const EXIT = 4;
/** How many points of interest ahead a single tap may try to cover. */
const LOOKAHEAD = 8;

/**
 * Turns a walk (cell indices, the cat's start first) into taps the player can make. The cat
 * answers a tap with its own A* path, which may tie-break differently from the solver: a tap is
 * accepted only when that path costs the same and enters the same bones, dogs and exits in the
 * same order as the planned stretch. Taps go to points of interest where possible, reaching as far
 * ahead as one tap allows; where the cat's path would differ, the stretch is halved until it agrees
 * (at worst one tap per tile, which always agrees: every planned step is the cheapest way between
 * its tiles, see UsableSteps).
 */
export function planTaps(
  level: Level,
  cells: readonly number[],
  finder = new PathFinder(level.grid, level.rule),
): number[] {
  const { grid, rule } = level;
  const w = grid.width;
  const contents = new Uint8Array(grid.size);
  for (const b of level.bones) contents[b.y * w + b.x] |= BONE;
  for (const d of level.dogs) contents[d.y * w + d.x] |= DOG;
  for (const e of level.exits) contents[e.y * w + e.x] |= EXIT;
  const prefix = new Float64Array(cells.length);
  for (let i = 1; i < cells.length; i++)
    prefix[i] = prefix[i - 1] + costOfStep(grid, rule, cells[i - 1], cells[i]);
  const ends: number[] = [];
  for (let i = 1; i < cells.length; i++) if (contents[cells[i]] !== 0 || i === cells.length - 1) ends.push(i);

  const taps: number[] = [];
  const take = (from: number, to: number): void => {
    taps.push(cells[to]);
    for (let i = from + 1; i <= to; i++) contents[cells[i]] &= EXIT;
  };
  const agrees = (from: number, to: number): boolean => {
    const found: Path | null = finder.find(cells[from], cells[to]);
    if (!found || !sameCost(found.cost, prefix[to] - prefix[from])) return false;
    return sameEvents(
      events(found.cells, 1, found.cells.length, contents),
      events(cells, from + 1, to + 1, contents),
    );
  };
  const bisect = (from: number, to: number): void => {
    if (to - from === 1 || agrees(from, to)) {
      take(from, to);
      return;
    }
    const mid = (from + to) >> 1;
    bisect(from, mid);
    bisect(mid, to);
  };

  let at = 0;
  let next = 0; // index into `ends` of the first end beyond `at`
  while (at < cells.length - 1) {
    while (ends[next] <= at) next++;
    let done = false;
    for (let k = Math.min(ends.length - 1, next + LOOKAHEAD - 1); k >= next; k--) {
      if (agrees(at, ends[k])) {
        take(at, ends[k]);
        at = ends[k];
        done = true;
        break;
      }
    }
    if (!done) {
      bisect(at, ends[next]);
      at = ends[next];
    }
  }
  return taps;
}

/** The tiles among `path[from..to)` where something is met (a bone, a dog, an exit), each once. */
function events(path: ArrayLike<number>, from: number, to: number, contents: Uint8Array): number[] {
  const met: number[] = [];
  for (let i = from; i < to; i++) {
    const c = path[i];
    if (contents[c] !== 0 && !met.includes(c)) met.push(c);
  }
  return met;
}

function sameEvents(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((c, i) => c === b[i]);
}

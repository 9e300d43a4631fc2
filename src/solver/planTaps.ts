import { sameCost } from '../grid';
import { copyPlayState, type PlayState } from '../level/rules/playState';
import { type RuleLevel, startState } from '../level/rules/ruleLevel';
import { stepInto, stopsAt } from '../level/rules/stepInto';
import type { Level } from '../level/types';
import { planWalk } from '../sim/planning';
import { SimContext } from '../sim/simContext';
import { walkOutcomes } from '../sim/walkOutcomes';

/** How many points ahead where something happens a single tap may try to cover. */
const LOOKAHEAD = 8;

/**
 * Turns a walk (cell indices, the cat's cell first; the play starts at the level's start or in
 * `from`) into taps the player can make. The cat answers a tap with the walk the Sim plans
 * (`planWalk`: its A* path, or of equally cheap paths one it does not lose on), which may differ
 * from the solver's: a tap is accepted only when walking that path by the game's rules
 * (`walkOutcomes`) ends in exactly the state the plan reaches there (same cell, cost, pieces gone,
 * counters, patrol clock). Taps go to the points where something happens, reaching as far ahead
 * as one tap allows; where the cat's path would differ, the stretch is halved until it agrees (at
 * worst one tap per move, which always agrees: every planned move is the cheapest way between its
 * tiles, see UsableSteps). A walk into a pipe is tapped on the pipe's entry: the cat comes out of
 * its other end. A walk entering a tile that stops walks (a cushion) ends there, so a tap never
 * reaches past one.
 */
export function planTaps(level: Level, cells: readonly number[], from?: Readonly<PlayState>): number[] {
  const ctx = new SimContext(level, 1);
  const { rules } = ctx;
  const linkTo = level.grid.linkTo;
  const states: PlayState[] = [from ? copyPlayState(from) : startState(rules)];
  for (let i = 1; i < cells.length; i++) {
    const next = copyPlayState(states[i - 1]);
    stepInto(rules, next, cells[i]);
    states.push(next);
  }
  const jumpedInto = (i: number): boolean => i > 0 && linkTo !== null && linkTo[cells[i - 1]] === cells[i];
  // Mid-jump: on a pipe's entry, walked into; the cat never stops there.
  const midJump = (i: number): boolean => linkTo !== null && linkTo[cells[i]] >= 0 && !jumpedInto(i) && i > 0;
  const tapOf = (j: number): number => (jumpedInto(j) ? cells[j - 1] : cells[j]);
  const ends: number[] = [];
  for (let i = 1; i < cells.length; i++) {
    if (midJump(i)) continue;
    const changed =
      states[i].status !== states[i - 1].status || !sameWords(states[i].gone, states[i - 1].gone);
    // A tile that stops walks (a cushion) ends every tap's walk that enters it.
    if (changed || i === cells.length - 1 || stopsAt(rules, cells[i])) ends.push(i);
  }

  const agrees = (from: number, to: number): boolean => {
    const plan = planWalk(ctx, states[from], ctx.cellOf(tapOf(to)));
    if (plan.kind !== 'walk') return false;
    const walked = walkOutcomes(rules, plan.path, states[from]);
    return walked.stopIndex === plan.path.length - 1 && sameState(rules, walked.state, states[to]);
  };
  const taps: number[] = [];
  const bisect = (from: number, to: number): void => {
    let mid = (from + to) >> 1;
    if (mid > from && midJump(mid)) mid++;
    if (mid <= from || mid >= to || agrees(from, to)) {
      taps.push(tapOf(to));
      return;
    }
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
        taps.push(tapOf(ends[k]));
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

function sameWords(a: Uint32Array | Int32Array, b: Uint32Array | Int32Array): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Whether two states of a level are the same for everything that follows. */
function sameState(level: RuleLevel, a: PlayState, b: PlayState): boolean {
  return (
    a.cell === b.cell &&
    a.status === b.status &&
    a.clock % level.period === b.clock % level.period &&
    sameCost(a.moves, b.moves) &&
    sameWords(a.gone, b.gone) &&
    sameWords(a.counters, b.counters)
  );
}

import { CheapestRoutes, type Grid, type Path, type RouteMove } from '../grid';
import { copyPlayState, isGone, type PlayState } from '../level/rules/playState';
import type { RuleLevel } from '../level/rules/ruleLevel';
import { stepInto } from '../level/rules/stepInto';
import type { SimContext } from './simContext';
import { walkOutcomes } from './walkOutcomes';

/**
 * Play states the depth-first walk of the cheapest routes may take before it settles for the path
 * finder's path: far more than a hand-made level's routes hold, and a bound on its time and memory
 * on the largest maps.
 */
const MAX_FAIR_STATES = 200_000;

/**
 * The path the cat walks to the end of `found` (the path finder's cheapest path from `state`'s
 * cell, with the doors as `state` has them): `found` itself, unless walking it by the rules loses
 * (a dog the cat cannot bribe, or too tired) and some other route of the same cost does not; then
 * the first such route (`safeRoute`). So of equally cheap routes the cat never takes one it loses
 * on when another is there, and the Sim, the path preview and the solver's taps, all planned here,
 * walk the same tiles.
 */
export function fairPath(ctx: SimContext, state: PlayState, found: Path): Int32Array {
  const { rules } = ctx;
  const path = found.cells;
  if (path.length < 2 || !mayLose(rules, state)) return path;
  if (walkOutcomes(rules, path, state).state.status !== 'lost') return path;
  ctx.lockDoorsFor(state);
  const safe = safeRoute(rules, ctx.grid, state, found);
  ctx.lockDoorsFor(ctx.state);
  return safe ?? path;
}

/** Whether any walk from `state` could lose: only a dog still about, or an energy budget, can end one. */
function mayLose(rules: RuleLevel, state: PlayState): boolean {
  if (state.energyLeft !== Number.POSITIVE_INFINITY) return true;
  return rules.movers.some((pieces) => pieces.some((p) => !isGone(state, p.slot)));
}

/** One state of the search: the play after the moves so far, the moves still to try from it. */
interface Frame {
  readonly state: PlayState;
  /** The cells the move into this state entered (the start's own cell for the first frame). */
  readonly entered: RouteMove;
  readonly moves: readonly RouteMove[];
  next: number;
}

/**
 * A cheapest route to the end of `found` that the rules walk without losing, or null when every
 * cheapest route loses (or the search passes `MAX_FAIR_STATES`). A depth-first search over the
 * moves of the cheapest routes (`CheapestRoutes`), each taken by the rules (`stepInto`) as the walk
 * takes it, so a patrolling dog is met where it stands when the cat gets there. From a cell of
 * `found` its next move is tried first, so the route leaves `found` as late as it can. A play state
 * that led nowhere is not tried again: on a cheapest route the moves and energy follow from the
 * cell, so the cell, the patrols' clock, what the cat carries and what has gone say all of it.
 */
function safeRoute(rules: RuleLevel, grid: Grid, state: PlayState, found: Path): Int32Array | null {
  const path = found.cells;
  const target = path[path.length - 1];
  const routes = new CheapestRoutes(grid, rules.rule, path[0], target, found.cost);
  const along = new Map<number, number>();
  for (let i = 0; i + 1 < path.length; i++) along.set(path[i], path[i + 1]);
  const movesFrom = (cell: number): RouteMove[] => {
    const moves = routes.movesFrom(cell);
    const first = moves.findIndex((m) => m[0] === along.get(cell));
    if (first > 0) moves.unshift(...moves.splice(first, 1));
    return moves;
  };
  const key = (s: PlayState): string =>
    `${s.cell} ${s.clock % rules.period} ${s.counters.join()} ${s.gone.join()}`;
  const failed = new Set<string>();
  const stack: Frame[] = [
    { state: copyPlayState(state), entered: [path[0]], moves: movesFrom(path[0]), next: 0 },
  ];
  let looked = 0;
  while (stack.length > 0) {
    const top = stack[stack.length - 1];
    if (top.next === top.moves.length) {
      failed.add(key(top.state));
      stack.pop();
      continue;
    }
    const move = top.moves[top.next++];
    const after = copyPlayState(top.state);
    const outcome = takeMove(rules, after, move);
    if (outcome === 'lost') continue;
    if (outcome === 'stopped' || after.cell === target) {
      return routeOf(stack, move, outcome === 'stopped' ? finish(movesFrom, move, target) : []);
    }
    if (failed.has(key(after))) continue;
    if (++looked > MAX_FAIR_STATES) return null;
    stack.push({ state: after, entered: move, moves: movesFrom(after.cell), next: 0 });
  }
  return null;
}

/**
 * Takes one move by the rules, as the walk would: 'lost' when the cat is eaten or too tired on
 * it, 'stopped' when the walk ends there without losing (a win, or a door its key went to an
 * earlier door), else 'on'.
 */
function takeMove(rules: RuleLevel, state: PlayState, move: RouteMove): 'lost' | 'stopped' | 'on' {
  for (const cell of move) {
    if (stepInto(rules, state, cell) === 'blocked') return 'stopped';
    if (state.status === 'lost') return 'lost';
    if (state.status === 'won') return 'stopped';
  }
  return 'on';
}

/** The rest of a cheapest route from where `move` ends to `target`: the walk stopped short of it. */
function finish(movesFrom: (cell: number) => RouteMove[], move: RouteMove, target: number): RouteMove[] {
  const rest: RouteMove[] = [];
  let at = move[move.length - 1];
  while (at !== target) {
    const next = movesFrom(at)[0];
    rest.push(next);
    at = next[next.length - 1];
  }
  return rest;
}

function routeOf(stack: readonly Frame[], move: RouteMove, rest: readonly RouteMove[]): Int32Array {
  const cells: number[] = [];
  for (const frame of stack) cells.push(...frame.entered);
  cells.push(...move);
  for (const m of rest) cells.push(...m);
  return Int32Array.from(cells);
}

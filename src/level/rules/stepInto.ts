import {
  canStep,
  checksCorners,
  cornerCells,
  hasDiagonalSteps,
  isBanned,
  linkedStepCost,
  stepCost,
  stepsFrom,
  withinBudget,
} from '../../grid';
import type { Effect, Piece } from '../kinds/types';
import { isGone, type PlayState } from './playState';
import { lose, type RuleCall } from './ruleCall';
import type { RuleLevel } from './ruleLevel';

/** Where the rules report what a piece did. */
export type Reporter = (effect: Effect, piece: Piece) => void;

const IGNORE: Reporter = () => {};

/** Whether a move of `cost` can be paid from `energyLeft` (Infinity: no budget). */
export function canAfford(energyLeft: number, cost: number): boolean {
  // Sums of sqrt(2) steps may land a hair above an energy they exactly meet.
  return withinBudget(cost, energyLeft);
}

/** Whether a piece closes cell `cell` to the cat now (a locked door). */
export function blockedAt(level: RuleLevel, state: PlayState, cell: number): boolean {
  const id = level.pieceAt[cell];
  if (id < 0) return false;
  const piece = level.pieces[id];
  const blocks = piece.def.blocks;
  return blocks !== undefined && !isGone(state, piece.slot) && blocks({ level, state }, piece);
}

/**
 * What happens when the cat arrives on `to` from `from` (the step already paid, the clock already
 * advanced): the kinds' rules in table order, each for the pieces that have not gone, until the
 * play ends. A piece's `enter` runs when the cat walked onto its tile, not when a pipe put it there.
 * This is the one place the rules are applied: the sim, the path preview and the solver call it.
 */
export function applyArrival(
  level: RuleLevel,
  state: PlayState,
  from: number,
  to: number,
  report: Reporter = IGNORE,
): void {
  const viaLink = level.grid.linkTo !== null && level.grid.linkTo[from] === to;
  const here = viaLink ? -1 : level.pieceAt[to];
  const movers = level.moverTiles[to] === 1;
  // Most steps land on a bare tile no mover can reach: nothing acts (the solver walks millions).
  if (here < 0 && !movers) return;
  const call: RuleCall = { level, state, from, to, report };
  const { kinds } = level;
  for (let k = 0; k < kinds.length && state.status === 'playing'; k++) {
    const kind = kinds[k];
    if (kind.enter && here >= 0) {
      const piece = level.pieces[here];
      // By name, not by the definition itself: a level copied with a change (`{ ...level, pieces }`)
      // has a kind table of its own, and a map's own kinds are interpreted again for it.
      if (piece.kind === kind.name && !isGone(state, piece.slot)) kind.enter(call, piece);
    }
    if (kind.afterStep && movers) {
      for (const piece of level.movers[k]) {
        if (state.status !== 'playing') break;
        if (!isGone(state, piece.slot)) kind.afterStep(call, piece);
      }
    }
  }
}

/**
 * Whether a walk that enters `cell` ends there: a piece whose kind stops walks (a cushion,
 * `KindDef.stops`) stands on it. Such a kind never goes and is never a pipe, so the tile alone
 * says it. The sim's walk, the walks on paper (`walkOutcomes`: the preview, the tap planner, naive
 * play) ask it after every step.
 */
export function stopsAt(level: RuleLevel, cell: number): boolean {
  const id = level.pieceAt[cell];
  return id >= 0 && level.pieces[id].def.stops === true;
}

/** Whether a move can be made: yes, refused (a closed door), or unaffordable (the cat is too tired). */
export type StepCheck = 'ok' | 'blocked' | 'tired';

/** How a move from `state.cell` to `to` would go, changing nothing. */
export function checkStep(level: RuleLevel, state: PlayState, to: number): StepCheck {
  if (!canAfford(state.energyLeft, linkedStepCost(level.grid, level.rule, state.cell, to))) return 'tired';
  return moveBlocked(level, state, state.cell, to) ? 'blocked' : 'ok';
}

/**
 * Whether pieces close the move from `from` to `to`: its landing tile is closed, or banned to a step
 * that way (a one-way flap), or, for a diagonal (or staggered corner) step, a cell beside the corner
 * it would cut is closed (a locked door is a wall, and walls' corners are never cut). A pipe's jump
 * is no step: it passes no corner and no flap.
 */
function moveBlocked(level: RuleLevel, state: PlayState, from: number, to: number): boolean {
  if (blockedAt(level, state, to)) return true;
  const { rule, grid } = level;
  const bans = grid.entryBans;
  const oneWay = bans !== null && bans[to] !== 0;
  if (!oneWay && (level.blockers.length === 0 || !hasDiagonalSteps(rule))) return false;
  if (grid.linkTo !== null && grid.linkTo[from] === to) return false;
  const w = grid.width;
  const x = from % w;
  const y = (from - x) / w;
  const dx = (to % w) - x;
  const dy = Math.floor(to / w) - y;
  if (oneWay && isBanned(bans[to], dx, dy)) return true;
  if (level.blockers.length === 0 || !checksCorners(rule, dx, dy)) return false;
  const [ax, ay, bx, by] = cornerCells(rule, x, y, dx, dy);
  return blockedAt(level, state, ay * w + ax) || blockedAt(level, state, by * w + bx);
}

/**
 * The cat completes a move from `state.cell` to `to` that `checkStep` allowed: pays it, advances the
 * clock, applies the rules (`applyArrival`) and, still playing, is too tired when no move from
 * there is affordable any more.
 */
export function takeStep(level: RuleLevel, state: PlayState, to: number, report: Reporter = IGNORE): void {
  const from = state.cell;
  const cost = linkedStepCost(level.grid, level.rule, from, to);
  state.moves += cost;
  state.energyLeft = Math.max(0, state.energyLeft - cost);
  state.clock++;
  state.cell = to;
  applyArrival(level, state, from, to, report);
  if (state.status === 'playing' && isExhausted(level, state, from)) lose(state, 'tired');
}

/**
 * One move, checked and taken: a move the energy left cannot pay ends the play tired, a closed door
 * refuses it (nothing changes), else `takeStep`. Returns what the check said.
 */
export function stepInto(
  level: RuleLevel,
  state: PlayState,
  to: number,
  report: Reporter = IGNORE,
): StepCheck {
  const check = checkStep(level, state, to);
  if (check === 'tired') lose(state, 'tired');
  else if (check === 'ok') takeStep(level, state, to, report);
  return check;
}

/**
 * Whether the cat on `state.cell` (having come from `from`) can afford no move at all: then it is
 * too tired and the level is lost. Without an energy budget the cat is never tired. On a pipe's
 * entry the only move is the jump.
 */
export function isExhausted(level: RuleLevel, state: PlayState, from: number): boolean {
  if (state.energyLeft === Number.POSITIVE_INFINITY) return false;
  const { grid, rule } = level;
  const at = state.cell;
  const linkTo = grid.linkTo;
  if (linkTo !== null && linkTo[at] >= 0 && linkTo[from] !== at) {
    return !canAfford(state.energyLeft, linkedStepCost(grid, rule, at, linkTo[at]));
  }
  const w = grid.width;
  const x = at % w;
  const y = (at - x) / w;
  for (const [dx, dy] of stepsFrom(rule, x, y)) {
    if (!canStep(grid, rule, x, y, dx, dy)) continue;
    const n = at + dy * w + dx;
    if (moveBlocked(level, state, at, n)) continue;
    if (canAfford(state.energyLeft, stepCost(grid, rule, n, dx, dy))) return false;
  }
  return true;
}

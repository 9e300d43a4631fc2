import type { Effect, Piece } from '../kinds/types';
import type { PlayState } from './playState';
import type { RuleLevel } from './ruleLevel';

/**
 * What a kind's rule sees: the level, the state it changes, the step just taken (`from` the cell
 * the cat left, `to` the cell it entered, the clock already advanced), and where to report what
 * happened.
 */
export interface RuleCall {
  readonly level: RuleLevel;
  readonly state: PlayState;
  readonly from: number;
  readonly to: number;
  report(effect: Effect, piece: Piece): void;
}

/** Ends the play lost (first reason wins). */
export function lose(state: PlayState, by: 'eaten' | 'tired'): void {
  if (state.status !== 'playing') return;
  state.status = 'lost';
  state.lostBy = by;
}

/** Adds `delta` to the named counter (a level without that counter ignores it). */
export function addCounter(level: RuleLevel, state: PlayState, name: string, delta: number): void {
  const i = level.counterIndex.get(name);
  if (i !== undefined) state.counters[i] += delta;
}

/** The named counter's value (0 when the level has none). */
export function counter(level: RuleLevel, state: PlayState, name: string): number {
  const i = level.counterIndex.get(name);
  return i === undefined ? 0 : state.counters[i];
}

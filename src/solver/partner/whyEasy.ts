import type { KindName } from '../../level/kinds/types';
import type { Level } from '../../level/types';
import { OptimalWalks } from '../difficulty/optimalWalks';
import { needsWaypoint, randomFirstTaps } from '../difficulty/randomPlayer';
import { solvePar } from '../solveLevel';
import { type PlacedLine, percent, thisPiece } from './words';

/** The most search states the partner's measures spend on one level (the editor's live measure spends as much). */
export const PARTNER_STATES = 200_000;

/** The first tap most random sensible players who make par begin with. */
export interface LeadingTap {
  readonly x: number;
  readonly y: number;
  /** What stands there: the piece tapped. */
  readonly kind: KindName;
  /** The share of the plays that make par that begin with this tap, 0 to 1. */
  readonly share: number;
  /** How many first taps the player chooses among (each as likely). */
  readonly choices: number;
}

/** Why a level is easy (or not), as data and in words (docs/editor.md, "Design partner"). */
export interface WhyEasy {
  readonly par: number;
  /** The share of random sensible players who make par, 0 to 1; null when too many pieces to count. */
  readonly randomPar: number | null;
  /** The first tap of most of the players who make par; null when none does or it was not counted. */
  readonly leadingTap: LeadingTap | null;
  /** True when par needs a tap off the pieces; null when that search was not finished. */
  readonly needsWaypoint: boolean | null;
  /** The same in a maker's words, one sentence a line, each with the tiles it names (the leading tap's). */
  readonly words: readonly PlacedLine[];
}

/**
 * Why a solvable level is as easy as it is: how often the random sensible player (docs/levels.md,
 * "How hard is a level") makes par, which first tap most of the plays that make it begin with, and
 * whether making par needs a tap off the pieces. Null when the level has no win or its walks within
 * par are too many to search (`maxStates`).
 */
export function whyEasy(level: Level, maxStates = PARTNER_STATES): WhyEasy | null {
  const par = solvePar(level, { maxStates });
  if (par === null) return null;
  const walks = OptimalWalks.of(level, par, maxStates);
  if (!walks) return null;
  const firsts = randomFirstTaps(level, walks, { parOnly: true });
  const waypoint = needsWaypoint(level, walks);
  let randomPar: number | null = null;
  let leadingTap: LeadingTap | null = null;
  if (firsts !== null) {
    const total = firsts.reduce((sum, f) => sum + f.par, 0);
    randomPar = firsts.length === 0 ? 0 : round3(total / firsts.length);
    // The first option that most plays at par begin with (the map's order breaks ties).
    const best = firsts.reduce<(typeof firsts)[number] | null>(
      (b, f) => (b === null || f.par > b.par ? f : b),
      null,
    );
    if (best && total > 0 && best.par > 0) {
      const { piece } = best;
      leadingTap = {
        x: piece.x,
        y: piece.y,
        kind: piece.kind,
        share: best.par / total,
        choices: firsts.length,
      };
    }
  }
  return {
    par,
    randomPar,
    leadingTap,
    needsWaypoint: waypoint,
    words: wordsOf(randomPar, leadingTap, waypoint),
  };
}

function wordsOf(randomPar: number | null, lead: LeadingTap | null, waypoint: boolean | null): PlacedLine[] {
  const words: PlacedLine[] = [];
  const say = (text: string) => words.push({ text, tiles: [] });
  if (randomPar === null) say('Too many pieces to count how random players fare.');
  else if (randomPar === 0) say('No random sensible player makes par: it takes a plan.');
  else
    say(
      `${percent(randomPar)} of random sensible players make par (they tap pieces worth a tap in any order).`,
    );
  if (lead) {
    const tap = `tapping ${thisPiece(lead.kind)}`;
    const among = `${lead.choices} first ${lead.choices === 1 ? 'tap' : 'taps'} to choose from`;
    const text =
      lead.share > 0.999
        ? `All of those who make par start by ${tap} (${among}).`
        : lead.share >= 0.5
          ? `Most of those who make par (${percent(lead.share)}) start by ${tap} (${among}).`
          : `Those who make par start most often by ${tap} (${percent(lead.share)} of them; ${among}).`;
    words.push({ text, tiles: [{ x: lead.x, y: lead.y }] });
  }
  if (waypoint === true)
    say('Par needs a tap off the pieces (a waypoint): tapping pieces alone never makes it.');
  else if (waypoint === false)
    say('Par needs no tap off the pieces: tapping pieces in the right order makes it.');
  return words;
}

export function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}

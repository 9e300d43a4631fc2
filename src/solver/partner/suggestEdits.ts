import { formatCost, movementRange } from '../../grid';
import type { Cell, Level } from '../../level/types';
import { difficultyOf } from '../difficulty/measure';
import { OptimalWalks } from '../difficulty/optimalWalks';
import { type RandomPlay, randomPlay } from '../difficulty/randomPlayer';
import type { Band } from '../difficulty/score';
import { Dice, seedOf } from '../generate/seededRandom';
import { solveLevel, solvePar } from '../solveLevel';
import { deeper } from './deeper';
import { levelWith, movable, moveEdit, type PartnerEdit, wallEdit } from './variant';
import { PARTNER_STATES, round3 } from './whyEasy';
import { percent, thisPiece } from './words';

/** How much the partner may try: candidates, and milliseconds (a safety stop on a slow machine). */
export interface PartnerBudget {
  /** Candidate edits solved and measured at most; within it the answer is the same on any machine. */
  readonly candidates: number;
  /** Stop trying after this many milliseconds and return what was found. */
  readonly ms: number;
}

export const DEFAULT_BUDGET: PartnerBudget = { candidates: 150, ms: 2500 };

/** A level's figures before or after an edit. */
export interface Figures {
  /** The share of random sensible players who make par, 0 to 1 (rounded as `maze-cat check` rounds it). */
  readonly randomPar: number;
  readonly par: number;
  /** The band (docs/levels.md); null when the level is too large to measure here. */
  readonly band: Band | null;
}

/** One edit the partner suggests, tried with the solver. */
export interface Suggestion {
  readonly change: PartnerEdit;
  readonly before: Figures;
  readonly after: Figures;
  /** "Move this bone": the board outlines the tiles it names (`tilesOf`). */
  readonly action: string;
  /** "at par 42 % → 12 %, par 18 → 22, medium → hard". */
  readonly effect: string;
}

/** What `suggestEdits` found. */
export interface Suggestions {
  /** The level's figures now; null when it cannot be measured (no win, or too many pieces to count). */
  readonly before: Figures | null;
  /** Up to three edits, the one that lowers the share at par most first. */
  readonly suggestions: readonly Suggestion[];
  /** Candidates solved and measured, and how many there were in all. */
  readonly tried: number;
  readonly candidates: number;
}

/** Suggestions returned at most. */
export const SUGGESTIONS = 3;
/** Candidates measured in full at most at the end (the quick count and the full one rarely disagree). */
const FULL_MEASURES = SUGGESTIONS + 1;

/**
 * Edits that make a level deeper (docs/editor.md, "Design partner"): candidate one-tap edits (a bone,
 * a dog, a key, a door or the exit moved to a free tile, a patrolling dog with its whole route, a
 * wall added on a free tile, an inner wall taken away),
 * those near the solution's walk first, each in an order drawn from a seed made of the level
 * itself. Each is solved and its random sensible player counted; kept when the level stays
 * solvable, every piece stays in reach and fewer random players make par. Stops after
 * `budget.candidates` or `budget.ms` (less the time kept for the final measures), whichever comes
 * first, with what it has. The best (fewest at
 * par, then the higher par; at most one per piece or kind of wall edit while others are left) are
 * measured in full, and each is kept only if the full measure finds it `deeper`: the band goes up,
 * or the share at par goes down as the written percentage shows, and the band never goes down.
 */
export function suggestEdits(level: Level, budget: PartnerBudget = DEFAULT_BUDGET): Suggestions {
  const deadline = performance.now() + budget.ms;
  const none = (before: Figures | null): Suggestions => ({
    before,
    suggestions: [],
    tried: 0,
    candidates: 0,
  });
  const before = figuresOf(level);
  if (before === null || before.randomPar === 0) return none(before);
  const changes = candidates(level);
  const unreachable = outOfReach(level);
  const found: { change: PartnerEdit; share: number; par: number; order: number }[] = [];
  let tried = 0;
  for (const change of changes) {
    if (tried >= budget.candidates || (tried > 0 && performance.now() > deadline)) break;
    tried++;
    const edited = levelWith(level, change);
    if (outOfReach(edited) > unreachable) continue;
    const quick = countShare(edited);
    const share = quick && round3(quick.random.par);
    if (quick === null || share === null || share >= before.randomPar) continue;
    found.push({ share, par: quick.par, change, order: tried });
  }
  found.sort((a, b) => a.share - b.share || b.par - a.par || a.order - b.order);
  const suggestions: Suggestion[] = [];
  const subjects = new Set<string>();
  const chosen: { change: PartnerEdit; subject: string; share: number; par: number }[] = [];
  let measured = 0;
  // Distinct subjects first (one move per piece, one wall of each kind), then the rest in order.
  for (const pass of [true, false]) {
    for (const f of found) {
      if (suggestions.length >= SUGGESTIONS || measured >= FULL_MEASURES) break;
      const subject = subjectOf(f.change);
      if (pass && subjects.has(subject)) continue;
      // A second edit of the same piece (or wall kind) to the same effect says nothing new.
      const same = (s: (typeof chosen)[number]) =>
        s.change === f.change || (s.subject === subject && s.share === f.share && s.par === f.par);
      if (chosen.some(same)) continue;
      measured++;
      const after = figuresOf(levelWith(level, f.change));
      // Offered only when the full measure finds it solvable and deeper as the maker reads it.
      if (after === null || !deeper(before, after)) continue;
      subjects.add(subject);
      chosen.push({ change: f.change, subject, share: f.share, par: f.par });
      suggestions.push({
        change: f.change,
        before,
        after,
        action: actionOf(f.change),
        effect: effectOf(before, after),
      });
    }
  }
  return { before, suggestions, tried, candidates: changes.length };
}

/**
 * A level's figures: par, the share of random sensible players who make it and the band, the share
 * counted the generator's way (following only the plays that can still make par: the same share,
 * on levels of more pieces than the full count holds); null without a win, or when the walks within
 * par or the plays are too many to count.
 */
export function figuresOf(level: Level): Figures | null {
  const counted = countShare(level);
  if (counted === null) return null;
  const { par, walks, random } = counted;
  return { randomPar: round3(random.par), par, band: difficultyOf(level, walks, random).band };
}

/** Par, its optimal walks and the random player's par chance (the quick test of a candidate). */
function countShare(level: Level): { par: number; walks: OptimalWalks; random: RandomPlay } | null {
  const par = solvePar(level, { maxStates: PARTNER_STATES });
  if (par === null) return null;
  const walks = OptimalWalks.of(level, par, PARTNER_STATES);
  const random = walks && randomPlay(level, walks, { parOnly: true });
  return walks && random ? { par, walks, random } : null;
}

/** How many pieces the cat can never reach from its start over walls alone. */
function outOfReach(level: Level): number {
  const reach = movementRange(level.grid, level.rule, level.cat.y * level.width + level.cat.x);
  return level.pieces.filter((p) => !(p.route ?? [p.cell]).some((c) => Number.isFinite(reach[c]))).length;
}

/**
 * Every candidate edit, in the order they are tried: the tiles near the solution's walk (within two
 * steps) before the others, each group shuffled by a seed drawn from the level, and the kinds of
 * edit taken in turn so that each gets tried within a small budget.
 */
function candidates(level: Level): PartnerEdit[] {
  const { width, height, grid } = level;
  const dice = new Dice(
    seedOf(`${Array.from(grid.walls).join('')}|${level.pieces.map((p) => p.cell).join()}`),
  );
  const taken = new Set<number>();
  for (const p of level.pieces) for (const c of p.route ?? [p.cell]) taken.add(c);
  const near = nearWalk(level);
  const free: number[] = [];
  const inner: number[] = [];
  for (let c = 0; c < grid.size; c++) {
    const x = c % width;
    const y = (c - x) / width;
    if (grid.walls[c] === 0 && !taken.has(c)) free.push(c);
    else if (grid.walls[c] === 1 && x > 0 && y > 0 && x < width - 1 && y < height - 1) inner.push(c);
  }
  const ordered = (cells: readonly number[]): Cell[] => {
    const close = dice.shuffled(cells.filter((c) => near[c] === 1));
    const far = dice.shuffled(cells.filter((c) => near[c] === 0));
    return [...close, ...far].map((c) => ({ x: c % width, y: Math.floor(c / width) }));
  };
  const kinds: PartnerEdit[][] = [];
  for (const piece of level.pieces) {
    if (!movable(piece.kind)) continue;
    const moves = ordered(free).flatMap((to) => moveEdit(level, piece, to) ?? []);
    if (moves.length > 0) kinds.push(moves);
  }
  kinds.push(ordered(free).map((at) => wallEdit(level, at, true)));
  kinds.push(ordered(inner).map((at) => wallEdit(level, at, false)));
  const out: PartnerEdit[] = [];
  for (let i = 0; kinds.some((k) => i < k.length); i++)
    for (const k of kinds) if (i < k.length) out.push(k[i]);
  return out;
}

/** 1 on the tiles within two steps of the solution's walk. */
function nearWalk(level: Level): Uint8Array {
  const { width, height } = level;
  const near = new Uint8Array(width * height);
  const path = solveLevel(level, { maxStates: PARTNER_STATES }).path;
  for (const { x, y } of path) {
    for (let dy = -2; dy <= 2; dy++)
      for (let dx = -2; dx <= 2; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if (nx >= 0 && ny >= 0 && nx < width && ny < height) near[ny * width + nx] = 1;
      }
  }
  return near;
}

function subjectOf(change: PartnerEdit): string {
  return change.type === 'move' ? `piece ${change.piece}` : change.type;
}

/**
 * What the edit does, in words that name no tile: "Move this bone", "Add a wall here". The page
 * outlines the tiles it means (`tilesOf`) while the suggestion is looked at.
 */
export function actionOf(change: PartnerEdit): string {
  switch (change.type) {
    case 'addWall':
      return 'Add a wall here';
    case 'removeWall':
      return 'Remove this wall';
    default: {
      const what = thisPiece(change.kind);
      return change.route ? `Move ${what} and its patrol` : `Move ${what}`;
    }
  }
}

/**
 * The tiles an edit changes, as the page outlines them: a piece's old tile then its new one (and a
 * patrol's new route), or the wall's tile.
 */
export function tilesOf(change: PartnerEdit): Cell[] {
  return change.type === 'move' ? [change.from, change.to, ...(change.route ?? [])] : [change.at];
}

/** The effect, in words: "at par 42 % → 12 %, par 18 → 22, medium → hard" (what stays the same is left out). */
export function effectOf(before: Figures, after: Figures): string {
  const parts = [`at par ${percent(before.randomPar)} → ${percent(after.randomPar)}`];
  if (before.par !== after.par) parts.push(`par ${formatCost(before.par)} → ${formatCost(after.par)}`);
  if (before.band !== after.band) parts.push(`${before.band ?? '?'} → ${after.band ?? '?'}`);
  return parts.join(', ');
}

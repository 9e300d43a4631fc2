import { formatCost, type MoveRule, ORTHOGONAL } from '../../grid';
import type { LevelDrawing } from '../../level/drawing';
import { levelOfDrawing } from '../../level/drawing';
import { NEW_GRIDS } from '../../level/edit/newMap';
import { gridRule } from '../../level/gridRule';
import type { Piece } from '../../level/kinds/types';
import { LevelError, ProblemList } from '../../level/problems';
import type { Level } from '../../level/types';
import type { GridShape } from '../../tiled/types';
import { critique } from '../critic';
import { type Difficulty, difficultyOf, withRandomPlay } from '../difficulty/measure';
import { OptimalWalks } from '../difficulty/optimalWalks';
import { type RandomPlay, randomPlay } from '../difficulty/randomPlayer';
import { type Band, HARD_RANDOM_PAR } from '../difficulty/score';
import { solveLevel, solvePar } from '../solveLevel';
import { levelWarnings } from '../warnings';
import { type Draft, draftRows, movePiece, paintTerrain, placePieces, TERRAINS } from './draft';
import { mazeLayout, walkableUnder } from './layout';
import { type GenerateOptions, type Settings, settingsOf } from './options';
import { Dice, seedOf } from './seededRandom';

/** A level `generateLevel` made: its drawing (rows, patrols, settings), the level, its par and difficulty. */
export interface GeneratedLevel {
  readonly drawing: LevelDrawing;
  readonly level: Level;
  readonly par: number;
  readonly difficulty: Difficulty;
  /** Candidates tried in all (the climb goes on a little past the first one of the band). */
  readonly tries: number;
}

/** No level of the band asked for turned up within the tries allowed. */
export class GenerateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GenerateError';
  }
}

/** Candidates tried on one layout without getting any better before a fresh layout is drawn. */
const RESTART_AFTER = 40;
/** Candidates tried after the first one in the band, for a better one in it (a harder hard level). */
const POLISH: Readonly<Record<Band, number>> = { easy: 0, medium: 0, hard: 10 };
/** Candidates a hard level's polish may run to while no level of the band found needs a waypoint. */
const WAYPOINT_POLISH = 20;
/** The tiles of a 16 x 12 level: polish counts are for that size, fewer on larger levels. */
const POLISH_AREA = 16 * 12;

/**
 * Candidates the climb goes on for once a level of the band is found: `POLISH`, or
 * `WAYPOINT_POLISH` while no hard level found needs a waypoint; on levels larger than 16 x 12, fewer
 * in proportion (each costs more there, and large levels need a waypoint more often), at least a
 * third of them.
 */
function polishTries(settings: Settings, waypoint: boolean): number {
  const wanted = settings.difficulty === 'hard' && !waypoint ? WAYPOINT_POLISH : POLISH[settings.difficulty];
  const scale = Math.min(1, Math.max(1 / 3, POLISH_AREA / (settings.width * settings.height)));
  return Math.round(wanted * scale);
}

/** A candidate whose search needs more states than this is passed over (it would be slow to measure). */
const MAX_STATES = 200_000;
/** The share of a maze's inner walls knocked through, by band: easy levels have more ways round. */
const LOOPS: Readonly<Record<Band, number>> = { easy: 0.25, medium: 0.15, hard: 0.1 };
/** Energy above par by band, with `energy`: none to spare when hard. */
const ENERGY_SLACK: Readonly<Record<Band, number>> = { easy: 4, medium: 2, hard: 0 };

interface Candidate {
  readonly draft: Draft;
  readonly drawing: LevelDrawing;
  readonly level: Level;
  readonly par: number;
  /** Null for a hard candidate that failed the quick tests (`hardShortfall`). */
  readonly difficulty: Difficulty | null;
  /** Its optimal walks, kept so that the level chosen is not searched again. */
  readonly walks: OptimalWalks;
  readonly fitness: number;
}

/**
 * Makes a level of the difficulty band asked for (docs/levels.md, "Generated levels"): a maze
 * layout with rooms and loops, pieces placed where they tend to make puzzles, then a climb: one
 * piece at a time moves to another tile, and the move is kept when the level comes no further from
 * the band (for hard: a higher score, beating naive play, few solutions, many traps). A layout that
 * stops improving is replaced. Once a level of the band turns up, the climb goes on for a few more
 * candidates (hard levels) and the best of the band is kept. Every candidate is solved and measured
 * by the solver; one of the band is solved again in full, its solution replayed in the Sim. The
 * same options give the same level. Throws a RangeError for bad options, a GenerateError when no
 * level of the band turns up in `maxTries` candidates.
 */
export function generateLevel(options: GenerateOptions): GeneratedLevel {
  const settings = settingsOf(options);
  const grid = gridOf(settings);
  const dice = new Dice(seedOf(settings.seed));
  let current: Candidate | null = null;
  let best: Candidate | null = null;
  let polishUntil = settings.maxTries;
  let stale = 0;
  let tries = 0;
  const deadline = performance.now() + settings.timeLimitMs;
  let outOfTime = false;
  while (tries < polishUntil) {
    // Only while nothing of the band is found: once one is, its polish runs to the same end anywhere.
    if (best === null && tries > 0 && performance.now() > deadline) {
      outOfTime = true;
      break;
    }
    tries++;
    let next: Candidate | null;
    if (current === null || stale >= RESTART_AFTER) {
      const maze = mazeLayout(settings.width, settings.height, dice, LOOPS[settings.difficulty]);
      const layout = grid === null ? maze : walkableUnder(maze, grid.rule, dice);
      const draft = placePieces(settings.costs ? paintTerrain(layout, dice) : layout, settings, dice);
      next = draft && evaluate(draft, settings, grid);
      current = next;
      stale = 0;
    } else {
      const moved = movePiece(current.draft, dice.below(current.draft.pieces.length), settings, dice);
      next = moved && evaluate(moved, settings, grid);
      if (next !== null && next.fitness >= current.fitness) {
        stale = next.fitness > current.fitness ? 0 : stale + 1;
        current = next;
      } else stale++;
    }
    if (
      next !== null &&
      inBand(next.difficulty, settings) &&
      (best === null || better(next, best, settings))
    ) {
      if (keepsItsWord(next.level, settings)) {
        // In the band: climb a little further for a better one of it, longer while no hard level
        // found needs a tap off the pieces.
        const waypoint = next.difficulty.needsWaypoint === true;
        const polish = polishTries(settings, waypoint);
        if (best === null) polishUntil = Math.min(settings.maxTries, tries + polish);
        else if (waypoint && best.difficulty?.needsWaypoint !== true)
          polishUntil = Math.min(polishUntil, tries + polish);
        best = next;
      }
    }
  }
  if (best?.difficulty) {
    const { level, par, walks } = best;
    // Measured in full: candidates count the random player's par chance alone.
    const difficulty = withRandomPlay(best.difficulty, randomPlay(level, walks));
    return { drawing: finish(best, settings), level, par, difficulty, tries };
  }
  throw new GenerateError(
    `no ${settings.difficulty} level of ${settings.width} x ${settings.height} with ${settings.bones} bones and ` +
      `${settings.dogs} dogs turned up from seed "${settings.seed}" in ${tries} tries` +
      (outOfTime ? `, the time limit of ${settings.timeLimitMs / 1000} s; ` : '; ') +
      'try another seed, more bones and dogs, a larger size or another difficulty',
  );
}

/**
 * The grid of a level not drawn on square tiles, with the rule it plays by there; null for square
 * tiles (the drawing then names no grid, and is written as it always was).
 */
function gridOf(settings: Settings): { readonly shape: GridShape; readonly rule: MoveRule } | null {
  if (settings.grid === 'square') return null;
  const shape = NEW_GRIDS[settings.grid];
  return { shape, rule: gridRule(shape, 0, 0, ORTHOGONAL, new ProblemList()) as MoveRule };
}

/** Solves and measures a draft; null when it is no good (unsolvable, a piece out of reach, too large a search). */
function evaluate(
  draft: Draft,
  settings: Settings,
  grid: { readonly shape: GridShape } | null,
): Candidate | null {
  const drawing: LevelDrawing = {
    title: '',
    intro: '',
    ...draftRows(draft),
    ...(grid === null ? {} : { grid: grid.shape }),
    ...(settings.kinds === null
      ? {}
      : { kinds: { json: settings.kinds.json, letters: settings.kinds.letters } }),
  };
  if (settings.costs && !TERRAINS.every((t) => drawing.rows.some((row) => row.includes(t)))) return null;
  let level: Level;
  try {
    level = levelOfDrawing(drawing);
  } catch (error) {
    // A placement the loader refuses (two patrols whose laps never line up...): try another.
    if (error instanceof LevelError) return null;
    throw error;
  }
  const par = solvePar(level, { maxStates: MAX_STATES });
  if (par === null || levelWarnings(level, null).length > 0) return null;
  const withEnergy = settings.energy
    ? { ...drawing, energy: Math.ceil(par) + ENERGY_SLACK[settings.difficulty] }
    : drawing;
  if (settings.energy) level = levelOfDrawing(withEnergy);
  const walks = OptimalWalks.of(level, par, MAX_STATES);
  if (walks === null) return null;
  const candidate = { draft, drawing: withEnergy, level, par, walks };
  const random = randomPlay(level, walks, { parOnly: true });
  if (settings.difficulty === 'hard') {
    // The quick tests of a hard level first (few solutions, rarely won by chance, the pieces
    // needed): a candidate that fails them is not played naively nor tapped tile by tile.
    const shortfall = hardShortfall(walks, random, settings);
    if (shortfall > 0) return { ...candidate, difficulty: null, fitness: -shortfall };
  }
  const difficulty = difficultyOf(level, walks, random);
  return { ...candidate, difficulty, fitness: fitness(difficulty, settings) };
}

/**
 * How far a hard candidate is from the quick tests of its band (0 when it passes them): more than
 * two optimal solutions, a random sensible player winning at par more than `HARD_RANDOM_PAR` of
 * the time, fewer pieces met than `piecesWanted`.
 */
function hardShortfall(walks: OptimalWalks, random: RandomPlay | null, settings: Settings): number {
  const solutions = walks.countSolutions(3).count;
  return (
    10 * Math.max(0, solutions - 2) +
    100 * Math.max(0, (random?.par ?? 0) - HARD_RANDOM_PAR) +
    5 * Math.max(0, piecesWanted(settings) - walks.piecesMet)
  );
}

/**
 * Whether a level is of the band asked for, and a puzzle of it: a medium level also scores under
 * hard's 65, medium and hard levels need the pieces (`piecesWanted`), and no single tap wins
 * when the options say so (`oneTapWins: false`).
 */
function inBand(d: Difficulty | null, settings: Settings): d is Difficulty {
  const band = settings.difficulty;
  return (
    d !== null &&
    d.band === band &&
    (band !== 'medium' || d.score < 65) &&
    d.piecesMet >= piecesWanted(settings) &&
    (settings.oneTapWins || !d.oneTapWin)
  );
}

/**
 * How many pieces an optimal solution of a medium or hard level must act with, so that winning
 * takes more than finding the way round: for hard, a bone and its dog for each dog that stands
 * still (a patroller may be dodged), and a key and its door, up to four; for medium, one.
 */
function piecesWanted(settings: Settings): number {
  if (settings.difficulty === 'easy') return 0;
  const guards = settings.mechanics.includes('patrols') ? Math.floor(settings.dogs / 2) : settings.dogs;
  const wanted = 2 * guards + (settings.mechanics.includes('keys') ? 2 : 0);
  return Math.min(wanted, settings.difficulty === 'hard' ? 4 : 1);
}

/**
 * How close a measured level is to the band asked for: higher is closer. A hard level that passed
 * the quick tests scores above every one that did not (those score below 0).
 */
function fitness(d: Difficulty, settings: Settings): number {
  // Away from a one-tap win, when the options rule those out.
  const oneTap = !settings.oneTapWins && d.oneTapWin ? 20 : 0;
  switch (settings.difficulty) {
    case 'hard':
      return (
        100 -
        oneTap +
        d.score +
        (d.beatsNaive ? 15 : 0) +
        (d.solutions <= 2 ? 10 : 0) +
        (d.traps >= 0.5 ? 10 : 0) +
        (d.needsWaypoint ? 40 : 0) +
        5 * Math.min(d.piecesMet, 4)
      );
    case 'medium':
      return -Math.abs(d.score - 52) - oneTap;
    case 'easy':
      return -d.score - oneTap;
  }
}

/**
 * Whether candidate `a` of the band beats `b`, the best so far: for hard, one that needs a tap off
 * the pieces beats one that does not (docs/levels.md: at least a third of hard levels should), then
 * the fitter wins.
 */
function better(a: Candidate, b: Candidate, settings: Settings): boolean {
  if (settings.difficulty === 'hard') {
    const wa = a.difficulty?.needsWaypoint === true;
    const wb = b.difficulty?.needsWaypoint === true;
    if (wa !== wb) return wa;
  }
  return a.fitness > b.fitness;
}

/**
 * Whether a candidate of the band is what `generate` promises: the full solver's taps replay to a
 * win at par in the Sim (they always should), and `check` finds every piece of a mechanic asked
 * for needed: its warnings (the solver's and the critic's) name no key, door, pipe or patrolling
 * dog. Spare bones are decoys by design and may go unused, and a standing dog beyond the pieces
 * wanted (`piecesWanted`) may go unmet.
 */
function keepsItsWord(level: Level, settings: Settings): boolean {
  const solution = solveLevel(level, { maxStates: MAX_STATES });
  if (solution.verdict !== 'solvable' || solution.warnings.some((w) => w.includes('did not replay')))
    return false;
  if (settings.difficulty !== 'hard' || settings.mechanics.length === 0) return true;
  const warned = new Set([...(solution.problems ?? []), ...critique(level, solution)].map((w) => w.place));
  return !level.pieces.some((p) => warned.has(p.place) && isMechanicPiece(p));
}

/** Whether a piece is one a mechanic puts on a level (keys and doors, pipes, patrolling dogs). */
function isMechanicPiece(piece: Piece): boolean {
  return piece.kind === 'key' || piece.kind === 'door' || piece.kind === 'pipe' || piece.route !== null;
}

/** Words for any level's title. */
const PLAIN_WORDS = ['Crooked', 'Quiet', 'Narrow', 'Hidden', 'Dusty', 'Tangled', 'Sleepy', 'Twisty'];
/** Words a title may take only when the level has what they say (drawing letters that must appear). */
const TELLING_WORDS: readonly { readonly word: string; readonly letters: RegExp }[] = [
  { word: 'Muddy', letters: /m/ },
  { word: 'Grassy', letters: /g/ },
  { word: 'Soggy', letters: /w/ },
  { word: 'Locked', letters: /[RU]/ },
  { word: 'Leaky', letters: /O/ },
];
const NOUNS = [
  'Alley',
  'Yard',
  'Garden',
  'Cellar',
  'Burrow',
  'Lanes',
  'Hollow',
  'Warren',
  'Courtyard',
  'Passage',
];

/**
 * A title from the seed that matches the level: a word such as "Muddy" only when it has mud,
 * "Locked" only with doors, "Leaky" only with pipes; otherwise a plain one.
 */
export function titleOf(rows: readonly string[], seed: string): string {
  const names = new Dice(seedOf(`title:${seed}`));
  const text = rows.join('');
  const words = [...PLAIN_WORDS, ...TELLING_WORDS.filter((t) => t.letters.test(text)).map((t) => t.word)];
  return `${names.pick(words)} ${names.pick(NOUNS)}`;
}

/** The drawing with a title from the seed and an intro that says it is a generated first draft. */
function finish(candidate: Candidate, settings: Settings): LevelDrawing {
  return {
    ...candidate.drawing,
    title: titleOf(candidate.drawing.rows, settings.seed),
    intro: `A ${settings.difficulty} level generated from seed "${settings.seed}": par ${formatCost(candidate.par)}.`,
  };
}

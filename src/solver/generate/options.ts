import { NEW_GRIDS, type NewGrid } from '../../level/edit/newMap';
import { BANDS, type Band } from '../difficulty/score';
import { type OwnKindRoles, ownKindRoles } from './ownKindRoles';

/** The mechanics a generated level may use besides bones and dogs. */
export const MECHANICS = ['keys', 'pipes', 'patrols'] as const;
export type Mechanic = (typeof MECHANICS)[number];

/** The grids a level may be generated on: those of a new level in the editor (`NEW_GRIDS`). */
const GRIDS = Object.keys(NEW_GRIDS) as NewGrid[];

/** The smallest and largest sizes `generateLevel` makes (tiles a side, walls around included). */
export const MIN_SIZE = 7;
export const MAX_SIZE = 40;

/** What to generate (the options of `maze-cat generate`). */
export interface GenerateOptions {
  readonly width: number;
  readonly height: number;
  /**
   * Default: as many as dogs when easy, one more when medium or hard (a bone to pick wrongly), two
   * more when hard with fewer than three dogs, within `maxPieces`.
   */
  readonly bones?: number;
  /** Default: `defaultDogs(width, height)`, one more when hard, within `maxPieces`. */
  readonly dogs?: number;
  readonly mechanics?: readonly Mechanic[];
  /** Paint patches of grass, mud and water. */
  readonly costs?: boolean;
  /** Give the cat an energy budget a little above par (exactly par when hard). */
  readonly energy?: boolean;
  /** Default `medium`. */
  readonly difficulty?: Band;
  /** Any text: the same seed (and options) makes the same level. */
  readonly seed: string;
  /** How many candidate levels to try before giving up; default 600. */
  readonly maxTries?: number;
  /**
   * Milliseconds of searching before giving up while no level of the band has turned up; default
   * none. A level found within it is the same level whatever the machine's speed.
   */
  readonly timeLimitMs?: number;
  /**
   * False: no single tap from the start may win (a ramp's first levels are still small puzzles,
   * not a walk to the exit). Default true.
   */
  readonly oneTapWins?: boolean;
  /**
   * The grid the level is drawn on (default square tiles), at the size of the game's tileset for
   * it (`NEW_GRIDS`): on a hexagonal or staggered map it plays by that grid's rule
   * (src/level/gridRule.ts) and is generated, solved and measured so.
   */
  readonly grid?: NewGrid;
  /**
   * A designer's own kinds to generate with (the JSON of a map's `kinds` property, docs/pieces.md):
   * each placed by its role (`ownKindRoles`), and the level's map declares them. Default none.
   */
  readonly kinds?: string;
}

/** Bones beyond one a dog, by band, when the options do not say. */
const EXTRA_BONES: Readonly<Record<Band, number>> = { easy: 0, medium: 1, hard: 1 };
/** A hard level of fewer dogs than this gets a second spare bone (so that a random order of taps rarely wins at par). */
const FEW_DOGS = 3;
/**
 * Dogs beyond `defaultDogs`, by band, when the options do not say. A hard level gets one more dog
 * and one spare bone rather than two spare bones: over 30 seeds of 16 x 12, twice the levels then
 * need a tap off the pieces (63 % against 23 %), found in half the candidates, and 12 x 9 hard
 * levels, which had one dog, no longer fail most seeds (docs/performance.md, "Generated levels").
 */
const EXTRA_DOGS: Readonly<Record<Band, number>> = { easy: 0, medium: 0, hard: 1 };

/** The options with every default filled in; the own kinds read, with their roles (null: none). */
export type Settings = Required<Omit<GenerateOptions, 'kinds'>> & { readonly kinds: OwnKindRoles | null };

/** One dog per 80 tiles or so, at least one and at most six. */
export function defaultDogs(width: number, height: number): number {
  return Math.min(6, Math.max(1, Math.round((width * height) / 80)));
}

/** The most pieces of a kind a level of this size holds (a third of its lattice cells). */
export function maxPieces(width: number, height: number): number {
  return Math.max(1, Math.floor((Math.floor((width - 1) / 2) * Math.floor((height - 1) / 2)) / 3));
}

/**
 * Fills in the defaults and checks the options, throwing a RangeError that names the option and
 * what it accepts.
 */
export function settingsOf(options: GenerateOptions): Settings {
  const { width, height } = options;
  for (const [name, value] of [
    ['width', width],
    ['height', height],
  ] as const) {
    if (!Number.isInteger(value) || value < MIN_SIZE || value > MAX_SIZE)
      throw new RangeError(
        `the ${name} must be a whole number from ${MIN_SIZE} to ${MAX_SIZE}, not ${value}`,
      );
  }
  const difficulty = options.difficulty ?? 'medium';
  if (!BANDS.includes(difficulty))
    throw new RangeError(`unknown difficulty "${difficulty}" (one of ${BANDS.join(', ')})`);
  const most = maxPieces(width, height);
  const dogs = options.dogs ?? Math.min(most, defaultDogs(width, height) + EXTRA_DOGS[difficulty]);
  const spare = EXTRA_BONES[difficulty] + (difficulty === 'hard' && dogs < FEW_DOGS ? 1 : 0);
  const bones = options.bones ?? Math.min(most, dogs + spare);
  for (const [name, value] of [
    ['dogs', dogs],
    ['bones', bones],
  ] as const) {
    if (!Number.isInteger(value) || value < 0 || value > most)
      throw new RangeError(
        `${name} must be a whole number from 0 to ${most} on a ${width} x ${height} level, not ${value}`,
      );
  }
  const mechanics = options.mechanics ?? [];
  for (const m of mechanics) {
    if (!MECHANICS.includes(m))
      throw new RangeError(`unknown mechanic "${m}" (one of ${MECHANICS.join(', ')})`);
  }
  if (mechanics.includes('patrols') && dogs === 0) throw new RangeError('patrols need at least one dog');
  if (options.seed === '') throw new RangeError('the seed must not be empty');
  const grid = options.grid ?? 'square';
  if (!GRIDS.includes(grid)) throw new RangeError(`unknown grid "${grid}" (one of ${GRIDS.join(', ')})`);
  return {
    width,
    height,
    bones,
    dogs,
    mechanics: [...new Set(mechanics)],
    costs: options.costs ?? false,
    energy: options.energy ?? false,
    difficulty,
    seed: options.seed,
    maxTries: options.maxTries ?? 600,
    timeLimitMs: options.timeLimitMs ?? Infinity,
    oneTapWins: options.oneTapWins ?? true,
    grid,
    kinds: options.kinds === undefined ? null : kindsOption(options.kinds),
  };
}

/** The `kinds` option read (`ownKindRoles`); a RangeError that says it is the kinds that are wrong. */
function kindsOption(json: string): OwnKindRoles {
  try {
    return ownKindRoles(json);
  } catch (error) {
    throw error instanceof RangeError ? new RangeError(`the kinds: ${error.message}`) : error;
  }
}

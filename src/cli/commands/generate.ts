import { join } from 'node:path';
import { formatCost } from '../../grid';
import { NEW_GRIDS, type NewGrid } from '../../level/edit/newMap';
import { loadLevel } from '../../level/loadLevel';
import { drawingToTmj, GRID_TILESETS } from '../../level/tmjWriter';
import { BANDS, type Band } from '../../solver/difficulty/score';
import {
  GenerateError,
  generateLevel,
  MAX_SIZE,
  MECHANICS,
  type Mechanic,
  MIN_SIZE,
  ownKindRoles,
} from '../../solver/generate';
import { solvePar } from '../../solver/solveLevel';
import { type CliIo, EXIT_FINDING, EXIT_OK, UsageError } from '../cliIo';
import { prepareDraftFolder, writeDraft } from '../draftFolder';
import { draftName } from '../draftNames';
import { parseArgs } from '../gridArgs';
import { nodeReadFile, readTextFile, rootOption } from '../nodeFiles';

export const GENERATE_USAGE = `usage: maze-cat generate --size WxH --seed S --out DIR [--difficulty easy|medium|hard]
         [--bones N] [--dogs N] [--mechanics keys,pipes,patrols] [--costs] [--energy]
         [--grid orthogonal|isometric|staggered|hex] [--kinds FILE.json] [--count K] [--root DIR]`;

/** The grids `--grid` names, as Tiled names their orientations (hex for short). */
const GRID_NAMES: Readonly<Record<string, NewGrid>> = {
  orthogonal: 'square',
  isometric: 'isometric',
  staggered: 'staggered',
  hex: 'hexagonal',
};

/** The most levels one run makes. */
const MAX_COUNT = 100;
/**
 * The longest search for one level: a band that has not turned up by then is reported (a run
 * of `--count K` takes at most K times this, and a level found finishes its short polish).
 */
export const GENERATE_TIME_LIMIT_MS = 15_000;

/**
 * `maze-cat generate` (docs/cli.md): makes levels of a difficulty band from a seed and writes each
 * as a Tiled map `DIR/<band>[-<grid>]-<W>x<H>-<seed>[-<k>].tmj` on the grid `--grid` names (square
 * tiles by default) with the game's tileset for that grid beside it, printing
 * one line per level (file, par, score). Each map is read back as `check` reads it and must solve
 * at the par it states. The same arguments write the same bytes. Exit 1 when no level of the band
 * turns up, or a written map does not load (the loader's error); 2 on bad usage.
 */
export async function run(args: string[], io: CliIo): Promise<number> {
  const usage = (message: string): UsageError => new UsageError(`generate: ${message}`, GENERATE_USAGE);
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs(
      args,
      [
        '--size',
        '--seed',
        '--out',
        '--difficulty',
        '--bones',
        '--dogs',
        '--mechanics',
        '--grid',
        '--count',
        '--root',
        '--kinds',
      ],
      ['--costs', '--energy'],
    );
  } catch (error) {
    throw error instanceof UsageError ? usage(error.message) : error;
  }
  const { options, flags, positional } = parsed;
  if (positional.length > 0) throw usage(`unexpected argument "${positional[0]}"`);
  const size = options.get('--size');
  if (size === undefined) throw usage('--size WxH is needed');
  const sizeMatch = /^(\d+)x(\d+)$/i.exec(size.trim());
  if (!sizeMatch) throw usage(`--size takes WxH such as 16x12, got "${size}"`);
  const width = Number(sizeMatch[1]);
  const height = Number(sizeMatch[2]);
  if (width < MIN_SIZE || height < MIN_SIZE || width > MAX_SIZE || height > MAX_SIZE)
    throw usage(`--size: each side from ${MIN_SIZE} to ${MAX_SIZE} tiles, got ${width}x${height}`);
  const seed = options.get('--seed');
  if (seed === undefined || seed.trim() === '')
    throw usage('--seed S is needed (any text: a number, a date...)');
  const out = options.get('--out');
  if (out === undefined || out === '') throw usage('--out DIR is needed');
  const difficulty = (options.get('--difficulty') ?? 'medium') as Band;
  if (!BANDS.includes(difficulty))
    throw usage(`--difficulty takes ${BANDS.join(', ')}, got "${options.get('--difficulty')}"`);
  const count = wholeNumber(options.get('--count') ?? '1', '--count', 1, MAX_COUNT, usage);
  const bones = options.has('--bones')
    ? wholeNumber(options.get('--bones') as string, '--bones', 0, 99, usage)
    : undefined;
  const dogs = options.has('--dogs')
    ? wholeNumber(options.get('--dogs') as string, '--dogs', 0, 99, usage)
    : undefined;
  const mechanics = (options.get('--mechanics') ?? '')
    .split(',')
    .map((m) => m.trim())
    .filter((m) => m !== '');
  for (const m of mechanics) {
    if (!MECHANICS.includes(m as Mechanic))
      throw usage(`--mechanics: unknown mechanic "${m}" (a list of ${MECHANICS.join(', ')})`);
  }

  const gridName = options.get('--grid') ?? 'orthogonal';
  const grid = GRID_NAMES[gridName];
  if (grid === undefined)
    throw usage(`--grid takes ${Object.keys(GRID_NAMES).join(', ')}, got "${gridName}"`);

  const kindsFile = options.get('--kinds');
  const kinds = kindsFile === undefined ? undefined : await readKindsFile(kindsFile, usage);

  const root = rootOption(options.get('--root'));
  // Maps on another grid say so in their names: the same seed on two grids makes two maps.
  const named = grid === 'square' ? difficulty : `${difficulty}-${gridName}`;
  const files = Array.from({ length: count }, (_, k) =>
    join(out, draftName(named, width, height, seed.trim(), k + 1, count)),
  );
  const { tileset, readRoot } = await prepareDraftFolder(
    out,
    files,
    root,
    io.err,
    GRID_TILESETS[NEW_GRIDS[grid].orientation],
  );
  for (let k = 0; k < count; k++) {
    let level: ReturnType<typeof generateLevel>;
    try {
      level = generateLevel({
        width,
        height,
        bones,
        dogs,
        mechanics: mechanics as Mechanic[],
        costs: flags.has('--costs'),
        energy: flags.has('--energy'),
        difficulty,
        grid,
        kinds,
        // The first level of a run is the level of the seed alone; the others add their number.
        seed: k === 0 ? seed.trim() : `${seed.trim()}#${k + 1}`,
        timeLimitMs: GENERATE_TIME_LIMIT_MS,
      });
    } catch (error) {
      if (error instanceof RangeError) throw usage(error.message);
      if (error instanceof GenerateError) {
        io.err(`error: ${error.message}\n`);
        return EXIT_FINDING;
      }
      throw error;
    }
    const file = files[k];
    await writeDraft(file, `${JSON.stringify(drawingToTmj(level.drawing, level.par, tileset), null, 1)}\n`);
    // Read back as `check` reads it: the map, its tileset, and the par it states.
    const written = await loadLevel(file, nodeReadFile(readRoot));
    if (solvePar(written) !== level.par) {
      io.err(
        `error: ${file}: properties.par: the written map does not solve at par ${formatCost(level.par)} (a bug: please report it)\n`,
      );
      return EXIT_FINDING;
    }
    io.out(
      `${file}  par ${formatCost(level.par)}  score ${level.difficulty.score} (${level.difficulty.band})\n`,
    );
  }
  return EXIT_OK;
}

/**
 * The text of a `--kinds` file (the JSON of a map's `kinds` property), checked as the generator
 * reads it: a usage error names the file and what is wrong (the place in its JSON, or the kind the
 * generator has no place for).
 */
async function readKindsFile(file: string, usage: (message: string) => UsageError): Promise<string> {
  let text: string;
  try {
    text = await readTextFile(file);
  } catch (error) {
    throw usage(`--kinds ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    ownKindRoles(text);
  } catch (error) {
    throw error instanceof RangeError ? usage(`--kinds ${file}: ${error.message}`) : error;
  }
  return text;
}

function wholeNumber(
  text: string,
  option: string,
  min: number,
  max: number,
  usage: (message: string) => UsageError,
): number {
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || value < min || value > max)
    throw usage(`${option} takes a whole number from ${min} to ${max}, got "${text}"`);
  return value;
}

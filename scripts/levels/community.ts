/**
 * `npm run levels:community`: makes the community shelf's seed levels (shelfLevels.ts) and writes
 * each as levels/community/<name>.tmj with its shelf properties and the solver's par, refusing any
 * that fails the shelf's checks (shelfCheck.ts: solvable, par, difficulty, beats naive play past the easy band,
 * shelf properties), each credited to the Maze Cat team. `--check [DIR]` writes nothing: it checks
 * the maps already in levels/community/ (or in DIR), as the levels test and `maze-cat check` do.
 * Prints each level's size, mechanics, par, score and band.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatCost } from '../../src/grid';
import { loadLevel } from '../../src/level';
import { exportTmj, LevelEditor, type MapDoc } from '../../src/level/edit';
import { setProperty } from '../../src/level/edit/mapDoc';
import { levelMechanics, SHELF_FOLDER } from '../../src/level/shelfInfo';
import { drawingToTmj, GRID_TILESETS, SQUARE_GRID } from '../../src/level/tmjWriter';
import { solvePar } from '../../src/solver';
import { generateLevel } from '../../src/solver/generate';
import {
  type CheckedShelfLevel,
  checkShelf,
  checkShelfLevel,
  readFromDisk,
  shelfChainProblems,
} from './shelfCheck';
import { SHELF_SEEDS, SHELF_TEAM, type ShelfSeed } from './shelfLevels';

const SHELF = resolve(dirname(fileURLToPath(import.meta.url)), '../../levels', SHELF_FOLDER);
/** The maps name the game's tileset in the folder above (for a drawn board, the one for its grid). */
const TILESET = '../maze-cat.tsj';

/** The map a seed makes, before its shelf properties and par. */
async function boardOf(seed: ShelfSeed, written: ReadonlyMap<string, string>): Promise<MapDoc> {
  if (seed.how === 'generate') {
    const made = generateLevel({ ...seed.options, seed: seed.seed, timeLimitMs: 30_000 });
    return drawingToTmj(made.drawing, null, TILESET) as MapDoc;
  }
  if (seed.how === 'draw')
    return drawingToTmj(seed, null, `../${GRID_TILESETS[(seed.grid ?? SQUARE_GRID).orientation]}`) as MapDoc;
  const file = resolve(SHELF, `${seed.from}.tmj`);
  const text = written.get(seed.from);
  if (text === undefined) throw new Error(`${seed.name}: remix of ${seed.from}, which is not made before it`);
  const editor = await LevelEditor.open(text, file, readFromDisk);
  for (const edit of seed.edits) editor.apply(edit);
  return structuredClone(editor.doc);
}

/** The seed's map with its shelf properties and par, as the text written to disk. */
async function makeText(seed: ShelfSeed, written: ReadonlyMap<string, string>): Promise<string> {
  const doc = await boardOf(seed, written);
  const file = resolve(SHELF, `${seed.name}.tmj`);
  const text: Record<string, string> = {
    title: seed.title,
    intro: seed.intro,
    maker: SHELF_TEAM,
    licence: seed.licence,
    added: seed.added,
  };
  for (const [name, value] of Object.entries(text)) setProperty(doc, name, 'string', value);
  if (seed.how === 'remix') setProperty(doc, 'remixOf', 'string', `${SHELF_FOLDER}/${seed.from}`);
  const solve = async (d: MapDoc) =>
    solvePar(await loadLevel(file, async (path) => (path === file ? JSON.stringify(d) : readFromDisk(path))));
  let par = await solve(doc);
  if (par === null) throw new Error(`${seed.name}: the solver finds no win`);
  if (seed.how === 'remix' && seed.energyAtPar) {
    setProperty(doc, 'energy', Number.isInteger(par) ? 'int' : 'float', Number(formatCost(par)));
    par = await solve(doc);
    if (par === null) throw new Error(`${seed.name}: no win on energy at par`);
  }
  return exportTmj(doc, { par, embed: null });
}

function report({ info, level, par, difficulty }: CheckedShelfLevel): string {
  const size = `${level.width}x${level.height}`;
  return `${info.id.padEnd(38)} ${size.padEnd(6)} par ${formatCost(par).padEnd(6)} score ${String(difficulty.score).padEnd(3)} ${difficulty.band.padEnd(6)} ${levelMechanics(level).join(' ')}`;
}

/** Makes and writes every seed level in turn (a remix reads the level it is made from as just made). */
async function makeShelf(): Promise<{ checked: CheckedShelfLevel[]; problems: string[] }> {
  await mkdir(SHELF, { recursive: true });
  const written = new Map<string, string>();
  const checked: CheckedShelfLevel[] = [];
  const problems: string[] = [];
  for (const seed of SHELF_SEEDS) {
    const file = resolve(SHELF, `${seed.name}.tmj`);
    const text = await makeText(seed, written);
    const result = await checkShelfLevel(file, async (path) => (path === file ? text : readFromDisk(path)));
    if (!result.ok) {
      problems.push(...result.problems);
      continue;
    }
    written.set(seed.name, text);
    checked.push(result.checked);
    await writeFile(file, text);
  }
  problems.push(...shelfChainProblems(checked.map((c) => c.info)));
  return { checked, problems };
}

/** `--check [DIR]`: the folder of maps to check, levels/community/ unless another is given. */
function checkFolder(args: readonly string[]): string | null {
  const at = args.indexOf('--check');
  if (at < 0) return null;
  const folder = args[at + 1];
  return folder === undefined || folder.startsWith('--') ? SHELF : resolve(folder);
}

const folder = checkFolder(process.argv.slice(2));
const { checked, problems } = folder === null ? await makeShelf() : await checkShelf(folder);
for (const level of checked) console.log(report(level));
for (const problem of problems) console.error(problem);
process.exitCode = problems.length > 0 ? 1 : 0;

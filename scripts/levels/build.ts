/**
 * `npm run levels`: writes levels/*.tmj from the drawings in drawings.ts, with the par the solver
 * finds, and refuses to write a level that is unsolvable or too easy: a careless tap straight at
 * the exit (from the third level on) and picking up the nearest bone or key first, again and
 * again, and then the exit (from the seventeenth), must not win at par (naivePlay.ts, played in
 * the real Sim). Earlier levels that nearest first wins are noted, not refused.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatCost } from '../../src/grid';
import { buildLevel } from '../../src/level';
import { drawingToTmj } from '../../src/level/tmjWriter';
import { solveLevel } from '../../src/solver';
import { loadTiledMap } from '../../src/tiled';
import { DRAWINGS } from './drawings';
import {
  CARELESS_FROM,
  carelessPlay,
  describeOutcome,
  NEAREST_FIRST_FROM,
  nearestFirstPlay,
  winsAtPar,
} from './naivePlay';

const LEVELS = resolve(dirname(fileURLToPath(import.meta.url)), '../../levels');
const readText = (path: string) => readFile(path, 'utf8');

let failed = false;
for (const [index, drawing] of DRAWINGS.entries()) {
  const file = resolve(LEVELS, `${drawing.id}.tmj`);
  const draft = drawingToTmj(drawing, null);
  const level = buildLevel(
    await loadTiledMap(file, async (path) => (path === file ? JSON.stringify(draft) : readText(path))),
  );
  const solution = solveLevel(level);
  if (solution.verdict !== 'solvable' || solution.par === null) {
    console.error(`${drawing.id}: ${solution.verdict}: ${solution.reason}`);
    failed = true;
    continue;
  }
  const careless = carelessPlay(level);
  const nearestFirst = nearestFirstPlay(level);
  const nearestWins = winsAtPar(nearestFirst, solution.par);
  const tooEasy =
    (index >= CARELESS_FROM && winsAtPar(careless, solution.par)) ||
    (index >= NEAREST_FIRST_FROM && nearestWins);
  const note = tooEasy
    ? '  <- TOO EASY'
    : index >= CARELESS_FROM && nearestWins
      ? '  (nearest first wins at par)'
      : '';
  console.log(
    `${drawing.id.padEnd(24)} ${`${level.width}x${level.height}`.padEnd(7)} par ${formatCost(solution.par).padEnd(6)} taps ${String(solution.taps.length).padEnd(3)} careless: ${describeOutcome(careless).padEnd(12)} nearest first: ${describeOutcome(nearestFirst)}${note}`,
  );
  for (const warning of solution.warnings) console.log(`  warning: ${warning}`);
  if (tooEasy) failed = true;
  await writeFile(file, `${JSON.stringify(drawingToTmj(drawing, solution.par), null, 1)}\n`);
}
process.exitCode = failed ? 1 : 0;

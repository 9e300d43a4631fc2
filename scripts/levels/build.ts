/**
 * `npm run levels`: writes levels/*.tmj from the drawings in drawings.ts, with the par the solver
 * finds, and refuses to write a level that is unsolvable or too easy (from the third level on, a
 * careless first tap straight at the exit must lose or waste moves).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { atPar, formatCost } from '../../src/grid';
import { buildLevel, piecesOf } from '../../src/level';
import { Sim } from '../../src/sim';
import { solveLevel } from '../../src/solver';
import { loadTiledMap } from '../../src/tiled';
import { DRAWINGS } from './drawings';
import { drawingToTmj } from './tmjWriter';

const LEVELS = resolve(dirname(fileURLToPath(import.meta.url)), '../../levels');
const readText = (path: string) => readFile(path, 'utf8');

/** How a careless player fares by tapping the exit first and then (if still playing) nothing else. */
function carelessOutcome(level: ReturnType<typeof buildLevel>): {
  text: string;
  wonAtPar: (par: number) => boolean;
} {
  const sim = new Sim(level);
  const exit = piecesOf(level, 'exit')[0];
  sim.command({ kind: 'walkTo', x: exit.x, y: exit.y });
  sim.runUntilIdle();
  const won = sim.status === 'won';
  return {
    text: won ? `won in ${formatCost(sim.moves)}` : sim.status,
    wonAtPar: (par) => won && atPar(sim.moves, par),
  };
}

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
  const careless = carelessOutcome(level);
  const tooEasy = index >= 2 && careless.wonAtPar(solution.par);
  console.log(
    `${drawing.id.padEnd(24)} ${`${level.width}x${level.height}`.padEnd(7)} par ${formatCost(solution.par).padEnd(6)} taps ${String(solution.taps.length).padEnd(3)} careless: ${careless.text}${tooEasy ? '  <- TOO EASY' : ''}`,
  );
  for (const warning of solution.warnings) console.log(`  warning: ${warning}`);
  if (tooEasy) failed = true;
  await writeFile(file, `${JSON.stringify(drawingToTmj(drawing, solution.par), null, 1)}\n`);
}
process.exitCode = failed ? 1 : 0;

/**
 * `npm run levels`: writes levels/*.tmj from the chapters' drawings (drawings.ts), with the par the
 * solver finds, and refuses a campaign that breaks its rules (campaignRules.ts): an unsolvable
 * level, one that naive play wins at par (a chapter's tutorial aside), or a chapter whose scores do
 * not rise. Prints each level's par, score and naive results.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatCost } from '../../src/grid';
import { buildLevel } from '../../src/level';
import { drawingToTmj } from '../../src/level/tmjWriter';
import { solveLevel } from '../../src/solver';
import { measureDifficulty, winsAtPar } from '../../src/solver/difficulty';
import { loadTiledMap } from '../../src/tiled';
import { campaignProblems, type MeasuredLevel } from './campaignRules';
import { DRAWINGS } from './drawings';

const LEVELS = resolve(dirname(fileURLToPath(import.meta.url)), '../../levels');
const readText = (path: string) => readFile(path, 'utf8');

let failed = false;
const measured: MeasuredLevel[] = [];
for (const drawing of DRAWINGS) {
  const file = resolve(LEVELS, `${drawing.id}.tmj`);
  const draft = drawingToTmj(drawing, null);
  const level = buildLevel(
    await loadTiledMap(file, async (path) => (path === file ? JSON.stringify(draft) : readText(path))),
  );
  const solution = solveLevel(level);
  const par = solution.par;
  const difficulty = par === null ? null : measureDifficulty(level, par);
  if (par === null || difficulty === null) {
    console.error(`${drawing.id}: ${solution.verdict}: ${solution.reason ?? 'too large to measure'}`);
    failed = true;
    continue;
  }
  const naive = difficulty.naive
    .map((n) => `${n.strategy} ${n.outcome}${winsAtPar(n, par) ? ' AT PAR' : ''}`)
    .join(', ');
  console.log(
    `${drawing.id.padEnd(26)} ${`${level.width}x${level.height}`.padEnd(7)} par ${formatCost(par).padEnd(6)} score ${String(difficulty.score).padEnd(3)} ${drawing.tutorial ? 'tutorial ' : ''}${naive}`,
  );
  for (const warning of solution.warnings) console.log(`  warning: ${warning}`);
  measured.push({
    id: drawing.id,
    chapter: drawing.chapter ?? '',
    tutorial: drawing.tutorial === true,
    beatsNaive: difficulty.beatsNaive,
    score: difficulty.score,
  });
  await writeFile(file, `${JSON.stringify(drawingToTmj(drawing, par), null, 1)}\n`);
}
for (const problem of campaignProblems(measured)) {
  console.error(`error: ${problem}`);
  failed = true;
}
process.exitCode = failed ? 1 : 0;

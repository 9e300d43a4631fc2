/**
 * `npm run levels:table` (and the end of `npm run levels`): measures every shipped level
 * (levels/*.tmj) with the solver and writes the table into docs/levels.md, between the markers
 * below, so the docs always show what `maze-cat check` says.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatCost } from '../../src/grid';
import { loadLevel } from '../../src/level';
import { solveLevel } from '../../src/solver';
import { measureDifficulty, winsAtPar } from '../../src/solver/difficulty';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const LEVELS = resolve(ROOT, 'levels');
const DOC = resolve(ROOT, 'docs/levels.md');
export const TABLE_START = '<!-- difficulty table: made by `npm run levels:table`, do not edit by hand -->';
export const TABLE_END = '<!-- end of the difficulty table -->';

/** The markdown table of the shipped levels' difficulty, one row per level in play order, with its chapter. */
export async function difficultyTable(): Promise<string> {
  const files = readdirSync(LEVELS)
    .filter((name) => name.endsWith('.tmj'))
    .sort();
  const rows = [
    '| chapter | level | par | score | band | beats naive | naive play (outcome, cost) | traps | solutions | pieces met | states | random at par | random wins | waypoint |',
    '| --- | --- | ---: | ---: | --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const name of files) {
    const level = await loadLevel(resolve(LEVELS, name), async (path) => readFileSync(path, 'utf8'));
    const par = solveLevel(level).par;
    const d = par === null ? null : measureDifficulty(level, par);
    if (par === null || d === null) {
      rows.push(
        `| ${level.chapter} | ${basename(name, '.tmj')} | - | - | - | - | (not solvable) | - | - | - | - | - | - | - |`,
      );
      continue;
    }
    const naive = d.naive
      .map(
        (n) =>
          `${n.strategy} ${n.outcome}${n.outcome === 'stuck' ? '' : ` ${formatCost(n.cost)}`}${winsAtPar(n, par) ? ' **at par**' : ''}`,
      )
      .join(', ');
    rows.push(
      `| ${level.chapter} | ${basename(name, '.tmj')}${level.tutorial ? ' (tutorial)' : ''} | ${formatCost(par)} | ${d.score} | ${d.band} | ` +
        `${d.beatsNaive ? 'yes' : 'no'} | ${naive} | ${Math.round(d.traps * 100)}% | ` +
        `${d.solutions}${d.solutionsCapped ? '+' : ''} | ${d.piecesMet} | ${d.states} | ` +
        `${percent(d.randomPar)} | ${percent(d.randomWin)} | ${d.needsWaypoint === null ? '-' : d.needsWaypoint ? 'needed' : 'no'} |`,
    );
  }
  return rows.join('\n');
}

/** A chance as a percentage to a tenth, `-` when not counted. */
function percent(x: number | null): string {
  return x === null ? '-' : `${Math.round(x * 1000) / 10}%`;
}

/** docs/levels.md with the table between the markers replaced by `table`. */
export function withTable(doc: string, table: string): string {
  const start = doc.indexOf(TABLE_START);
  const end = doc.indexOf(TABLE_END);
  if (start === -1 || end < start)
    throw new Error(`docs/levels.md: the markers ${TABLE_START} and ${TABLE_END} are missing`);
  return `${doc.slice(0, start + TABLE_START.length)}\n\n${table}\n\n${doc.slice(end)}`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const doc = readFileSync(DOC, 'utf8');
  writeFileSync(DOC, withTable(doc, await difficultyTable()));
  console.log(
    `docs/levels.md: difficulty table of ${readdirSync(LEVELS).filter((n) => n.endsWith('.tmj')).length} levels written`,
  );
}

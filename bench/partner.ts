/**
 * `npm run bench:partner`: the editor's design partner (docs/editor.md, "Design partner") as the
 * worker runs it, on easy campaign levels and generated easy levels up to 32 x 32: why the level is
 * easy (`whyEasy`), then the suggestions (`suggestEdits` with the editor's budget: 150 candidates,
 * 2.5 s), against the full measure of the level once (`figuresOf`: par, band, share at par) as the
 * peer. Each level is run three times and the median kept.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadLevel } from '../src/level';
import type { Level } from '../src/level/types';
import { generateLevel } from '../src/solver/generate';
import { DEFAULT_BUDGET, figuresOf, suggestEdits, whyEasy } from '../src/solver/partner';

const LEVELS = resolve(import.meta.dirname, '../levels');
const RUNS = 3;

const campaign = (id: string) =>
  loadLevel(`${id}.tmj`, async (p) => readFileSync(resolve(LEVELS, p.split('/').pop() ?? ''), 'utf8'));
const generated = (side: number): Level =>
  generateLevel({ width: side, height: side, difficulty: 'easy', seed: `gen:${side}:${side}:easy` }).level;

const rows: [string, Level][] = [
  ['03-good-dog', await campaign('03-good-dog')],
  ['11-corner-cutter', await campaign('11-corner-cutter')],
  ...[12, 16, 24, 32].map((side): [string, Level] => [`generated ${side}x${side}`, generated(side)]),
];

/** The median time of `run` on a fresh copy of `level` each time (the measures keep what they found per level). */
const time = (level: Level, run: (level: Level) => unknown): number => {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const fresh = { ...level };
    const start = performance.now();
    run(fresh);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)];
};

console.log(
  `design partner, median of ${RUNS} runs (ms); budget ${DEFAULT_BUDGET.candidates} candidates, ${DEFAULT_BUDGET.ms} ms\n`,
);
console.log('level                 why  suggest  tried  found  one measure  suggest / measure');
for (const [name, level] of rows) {
  const why = time(level, whyEasy);
  const found = suggestEdits({ ...level });
  const suggest = time(level, suggestEdits);
  const measure = time(level, figuresOf);
  console.log(
    `${name.padEnd(20)}${why.toFixed(0).padStart(5)}${suggest.toFixed(0).padStart(9)}` +
      `${`${found.tried}/${found.candidates}`.padStart(9)}${String(found.suggestions.length).padStart(7)}` +
      `${measure.toFixed(0).padStart(13)}${(suggest / measure).toFixed(1).padStart(19)}`,
  );
}

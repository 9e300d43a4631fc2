/**
 * `npm run bench:generate`: how long `maze-cat generate` takes to make one level, over many seeds,
 * for the sizes, bands and mechanics designers ask for. Each row: the median, 95th percentile and
 * slowest time of `generateLevel` (layout, placement, every candidate solved and measured, the
 * result solved in full and replayed in the Sim), the median number of candidates tried, and the
 * share of the levels made that need a waypoint (a tap off the pieces), and the median against the
 * 16 x 12 hard row. The target: every row's p95 under a second. `--quick` runs 5 seeds a row.
 *
 * The game's modes add rows: the daily puzzle's shape for each weekday and endless mode's first
 * twelve levels, as the player's browser makes them (in a worker, while the title shows).
 *
 * A second table times what `maze-cat check` adds to every shipped level: measuring its difficulty
 * (`measureDifficulty`) against solving it (`solveLevel`), median of 5 runs each.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { addDays } from '../src/app/modes/calendar';
import { dailyLevel, endlessLevel, type ModeLevel } from '../src/app/modes/modeLevels';
import { loadLevel } from '../src/level';
import { solveLevel } from '../src/solver';
import { measureDifficulty } from '../src/solver/difficulty';
import { type GenerateOptions, generateLevel } from '../src/solver/generate';

interface Case {
  readonly name: string;
  readonly options: Omit<GenerateOptions, 'seed'>;
}

const CASES: Case[] = [
  { name: '16x12 hard', options: { width: 16, height: 12, difficulty: 'hard' } },
  { name: '16x12 medium', options: { width: 16, height: 12, difficulty: 'medium' } },
  { name: '16x12 easy', options: { width: 16, height: 12, difficulty: 'easy' } },
  {
    name: '16x12 hard, costs + energy',
    options: { width: 16, height: 12, difficulty: 'hard', costs: true, energy: true },
  },
  { name: '16x12 hard, keys', options: { width: 16, height: 12, difficulty: 'hard', mechanics: ['keys'] } },
  { name: '16x12 hard, pipes', options: { width: 16, height: 12, difficulty: 'hard', mechanics: ['pipes'] } },
  {
    name: '16x12 hard, patrols',
    options: { width: 16, height: 12, difficulty: 'hard', mechanics: ['patrols'] },
  },
  {
    name: '16x12 hard, keys + pipes + patrols',
    options: { width: 16, height: 12, difficulty: 'hard', mechanics: ['keys', 'pipes', 'patrols'] },
  },
  {
    name: '16x12 medium, keys',
    options: { width: 16, height: 12, difficulty: 'medium', mechanics: ['keys'] },
  },
  { name: '16x12 easy, costs', options: { width: 16, height: 12, difficulty: 'easy', costs: true } },
  { name: '12x9 hard', options: { width: 12, height: 9, difficulty: 'hard' } },
  { name: '24x18 hard', options: { width: 24, height: 18, difficulty: 'hard' } },
  { name: '32x24 hard', options: { width: 32, height: 24, difficulty: 'hard' } },
];

/** A case from a mode's level, its seed left to the rows' seeds. */
function modeCase(name: string, { options }: ModeLevel): Case {
  const { seed: _, ...shape } = options;
  const mechanics = [
    ...(shape.costs ? ['costs'] : []),
    ...(shape.energy ? ['energy'] : []),
    ...(shape.mechanics ?? []),
  ];
  return {
    name: `${name} ${shape.width}x${shape.height} ${shape.difficulty}${mechanics.length > 0 ? `, ${mechanics.join(' + ')}` : ''}`,
    options: shape,
  };
}

// The game's modes (docs/rules.md): the daily puzzle's weekday shapes (a week from a Sunday) and
// endless mode's first twelve levels, each made in the player's browser while the title shows.
CASES.push(
  ...['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].map((day, i) =>
    modeCase(`daily ${day}`, dailyLevel(addDays('2026-11-29', i))),
  ),
  ...Array.from({ length: 12 }, (_, i) => modeCase(`endless ${i + 1}`, endlessLevel('bench', i + 1))),
);

const quick = process.argv.includes('--quick');
const SEEDS = Array.from({ length: quick ? 5 : 30 }, (_, i) => String(i + 1));

const quantile = (sorted: readonly number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

// Warm the JIT on a few levels first, so the first row is not charged for it.
for (const seed of ['warm-1', 'warm-2', 'warm-3'])
  generateLevel({ width: 16, height: 12, difficulty: 'hard', seed });

console.log(`maze-cat generate: one level per seed, ${SEEDS.length} seeds per row (ms)\n`);
console.log(
  'case                                    levels  failed   median      p95      max  tries  waypoint  x 16x12 hard',
);
let baseline = 0;
for (const { name, options } of CASES) {
  const times: number[] = [];
  const tries: number[] = [];
  let failed = 0;
  let waypoints = 0;
  for (const seed of SEEDS) {
    const t0 = performance.now();
    try {
      const made = generateLevel({ ...options, seed });
      tries.push(made.tries);
      if (made.difficulty.needsWaypoint) waypoints++;
    } catch {
      failed++;
    }
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  tries.sort((a, b) => a - b);
  const median = quantile(times, 0.5);
  if (baseline === 0) baseline = median;
  console.log(
    `${name.padEnd(40)}${String(SEEDS.length - failed).padStart(6)}${String(failed).padStart(8)}` +
      `${median.toFixed(0).padStart(9)}${quantile(times, 0.95).toFixed(0).padStart(9)}${times[times.length - 1].toFixed(0).padStart(9)}` +
      `${String(tries.length > 0 ? quantile(tries, 0.5) : '-').padStart(7)}` +
      `${`${Math.round((100 * waypoints) / Math.max(1, tries.length))}%`.padStart(10)}${(median / baseline).toFixed(2).padStart(14)}`,
  );
}

const LEVELS = resolve(import.meta.dirname, '../levels');
const median = (f: () => void, runs = 5): number => {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    f();
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b)[runs >> 1];
};
console.log(
  '\nmaze-cat check on the shipped levels: solving, and measuring the difficulty (ms, median of 5)\n',
);
console.log('level                        solve  difficulty  difficulty / solve');
let solveTotal = 0;
let measureTotal = 0;
for (const name of readdirSync(LEVELS)
  .filter((n) => n.endsWith('.tmj'))
  .sort()) {
  const level = await loadLevel(resolve(LEVELS, name), async (path) => readFileSync(path, 'utf8'));
  const par = solveLevel(level).par as number;
  const solve = median(() => solveLevel(level));
  const measure = median(() => measureDifficulty(level, par));
  solveTotal += solve;
  measureTotal += measure;
  console.log(
    `${name.replace('.tmj', '').padEnd(26)}${solve.toFixed(1).padStart(8)}${measure.toFixed(1).padStart(12)}${(measure / solve).toFixed(1).padStart(20)}`,
  );
}
console.log(
  `${'all'.padEnd(26)}${solveTotal.toFixed(1).padStart(8)}${measureTotal.toFixed(1).padStart(12)}${(measureTotal / solveTotal).toFixed(1).padStart(20)}`,
);

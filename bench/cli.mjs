// `npm run bench:cli`: how long the `maze-cat` command takes to start, against a bare `node -e 0`
// run the same way (the target: within 5 times that). Each row is the median wall time of RUNS
// runs, the rows taking turns so that load on the machine falls on all of them alike: the compiled
// command line (bin/maze-cat.mjs running dist-cli/maze-cat.mjs) printing its help and checking a
// small level, and the TypeScript through tsx (what every start cost before it was compiled).
// Builds dist-cli first. Plain Node.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCli } from '../scripts/cli/buildCli.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.RUNS ?? 15);
const node = process.execPath;

const ROWS = [
  ['node -e 0 (bare Node)', [node, '-e', '0']],
  ['maze-cat --help (compiled)', [node, 'bin/maze-cat.mjs', '--help']],
  [
    'maze-cat check 01-first-steps (compiled)',
    [node, 'bin/maze-cat.mjs', 'check', 'levels/01-first-steps.tmj'],
  ],
  ['maze-cat --help (TypeScript via tsx)', [node, '--import', 'tsx', 'src/cli/bin.ts', '--help']],
];

await buildCli();
const times = ROWS.map(() => []);
for (let run = 0; run < RUNS; run++) {
  ROWS.forEach(([, [command, ...args]], i) => {
    const start = process.hrtime.bigint();
    const result = spawnSync(command, args, { cwd: ROOT, stdio: 'ignore' });
    if (result.status !== 0) throw new Error(`${args.join(' ')} exited ${result.status}`);
    times[i].push(Number(process.hrtime.bigint() - start) / 1e6);
  });
}
const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];
const bare = median(times[0]);
console.log(`| command (median of ${RUNS} runs) | ms | x node -e 0 |`);
console.log('| --- | ---: | ---: |');
ROWS.forEach(([name], i) => {
  const ms = median(times[i]);
  console.log(`| ${name} | ${ms.toFixed(0)} | ${(ms / bare).toFixed(2)} |`);
});

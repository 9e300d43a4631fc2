// `npm test`: type check, lint, unit tests, every shipped level checked by the solver, the
// production build, and the end-to-end tests in a real Chromium. Exits non-zero on any failure.
// `--only e2e` runs the build and the end-to-end tests alone; arguments after `--` go to
// `playwright test` (`--only e2e -- e2e/modes.spec.ts --repeat-each 3`).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { findBrowser } from './findBrowser.mjs';

const split = process.argv.indexOf('--');
const own = split < 0 ? process.argv : process.argv.slice(0, split);
const playwrightArgs = split < 0 ? [] : process.argv.slice(split + 1);
const onlyE2e = own.includes('--only') && own.includes('e2e');
// The campaign's maps and the community shelf's (levels/community/: `check` holds those to the
// shelf's rules too, docs/levels.md).
const levels = ['levels', 'levels/community'].flatMap((dir) =>
  readdirSync(dir)
    .filter((name) => /\.(tmj|json|tmx)$/.test(name))
    .map((name) => `${dir}/${name}`),
);

const steps = [
  ...(onlyE2e
    ? []
    : [
        ['type check', 'npx', ['tsc', '--noEmit', '-p', '.']],
        ['lint', 'npx', ['biome', 'check', '.']],
        ['unit tests', 'npx', ['vitest', 'run']],
        ['levels (maze-cat check)', 'node', ['bin/maze-cat.mjs', 'check', ...levels]],
      ]),
  // `npm run build` is `vite build` and the first screen's size budget (scripts/reportSize.mjs).
  ['build', 'npm', ['run', 'build']],
  ['end-to-end tests', 'npx', ['playwright', 'test', ...playwrightArgs]],
];

const results = [];
let browser;
for (const [name, command, args] of steps) {
  const env = { ...process.env };
  if (name === 'end-to-end tests') {
    browser = await findBrowser();
    if (!browser) {
      results.push([name, false]);
      continue;
    }
    env.MAZE_CAT_BROWSER = browser;
  }
  process.stdout.write(`\n== ${name}: ${command} ${args.join(' ')}\n`);
  const run = spawnSync(command, args, { stdio: 'inherit', env });
  results.push([name, run.status === 0]);
}

const passed = results.filter(([, ok]) => ok).length;
const failed = results.length - passed;
process.stdout.write('\n== summary\n');
for (const [name, ok] of results) process.stdout.write(`${ok ? 'ok  ' : 'FAIL'} ${name}\n`);
process.stdout.write(`steps: ${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 ? 0 : 1);

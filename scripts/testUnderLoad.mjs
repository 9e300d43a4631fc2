// `npm run test:load`: the suite on a busy machine. Starts CPU-bound child processes (two by
// default, one per core of a two-core machine), runs `npm test` (or, with `--only e2e`, the build
// and the end-to-end tests alone) beside them, stops them, and exits with the suite's code.
//
//   node scripts/testUnderLoad.mjs [--busy N] [--minutes M] [--only e2e] [-- <playwright args>]
//
// Each busy loop stops by itself after M minutes (120 by default) even if this script is killed
// with SIGKILL; on exit, Ctrl+C or SIGTERM they are killed at once. Arguments after `--` go to
// `playwright test` (e.g. `-- e2e/modes.spec.ts --repeat-each 3`), and then only the end-to-end
// tests run, with the build before them.
import { spawn } from 'node:child_process';

const args = process.argv.slice(2);
const rest = args.includes('--') ? args.slice(args.indexOf('--') + 1) : [];
const own = args.includes('--') ? args.slice(0, args.indexOf('--')) : args;

/** The number after `name`, or `fallback`; a bad one is an error naming the option. */
function option(name, fallback) {
  const at = own.indexOf(name);
  if (at < 0) return fallback;
  const value = Number(own[at + 1]);
  if (!Number.isFinite(value) || value <= 0) {
    process.stderr.write(
      `error: scripts/testUnderLoad.mjs: ${name}: needs a positive number, found "${own[at + 1] ?? ''}"\n`,
    );
    process.exit(2);
  }
  return value;
}

const busy = Math.floor(option('--busy', 2));
const minutes = option('--minutes', 120);
const onlyE2e = (own.includes('--only') && own.includes('e2e')) || rest.length > 0;

// A loop that spins until its own deadline: bounded even if nothing is left to kill it.
const loop = `const end = Date.now() + ${Math.round(minutes * 60_000)}; while (Date.now() < end) {}`;
const loops = Array.from({ length: busy }, () => spawn(process.execPath, ['-e', loop], { stdio: 'ignore' }));

function stopLoops() {
  for (const child of loops) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}
process.on('exit', stopLoops);

process.stdout.write(`== ${busy} busy loop${busy === 1 ? '' : 's'} running (at most ${minutes} min each)\n`);
const suite =
  rest.length > 0
    ? ['scripts/test.mjs', '--only', 'e2e', '--', ...rest]
    : ['scripts/test.mjs', ...(onlyE2e ? ['--only', 'e2e'] : [])];
const run = spawn(process.execPath, suite, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    run.kill(signal);
    stopLoops();
    process.exit(130);
  });
}
run.on('exit', (code, signal) => {
  stopLoops();
  process.stdout.write(`== busy loops stopped; the suite ${code === 0 ? 'passed' : 'failed'}\n`);
  process.exit(code ?? (signal ? 1 : 0));
});

/**
 * One `maze-cat` command for bench:large, in a process of its own: prints the exit code, the
 * command's own time (without Node's start-up) and the process's peak memory as JSON.
 * BENCH_CLI_MAIN points at another checkout's src/cli/main.ts to measure it the same way.
 */
import { pathToFileURL } from 'node:url';
import type { main as Main } from '../src/cli/main';

const modulePath = process.env.BENCH_CLI_MAIN;
const { main } = (await import(modulePath ? pathToFileURL(modulePath).href : '../src/cli/main')) as {
  main: typeof Main;
};
let err = '';
let outChars = 0;
const t0 = performance.now();
const code = await main(process.argv.slice(2), {
  out: (text) => {
    outChars += text.length;
  },
  err: (text) => {
    err += text;
  },
  readStdin: async () => '',
});
const ms = performance.now() - t0;
const maxRssMiB = process.resourceUsage().maxRSS / 1024;
process.stdout.write(
  JSON.stringify({ code, ms, maxRssMiB, outChars, err: err.split('\n')[0].slice(0, 160) }),
);

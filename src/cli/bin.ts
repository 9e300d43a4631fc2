import { main } from './main';
import { readCapped } from './stdinLimit';

/** Entry point of the `maze-cat` binary: wires the command line to the real process. */
const io = {
  out: (text: string) => process.stdout.write(text),
  err: (text: string) => process.stderr.write(text),
  readStdin: (limit: number, what: string) => readCapped(process.stdin, limit, what),
};
process.exitCode = await main(process.argv.slice(2), io);

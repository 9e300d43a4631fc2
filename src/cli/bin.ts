import { main } from './main';

/** Entry point of the `maze-cat` binary: wires the command line to the real process. */
const io = {
  out: (text: string) => process.stdout.write(text),
  err: (text: string) => process.stderr.write(text),
  readStdin: async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  },
};
process.exitCode = await main(process.argv.slice(2), io);

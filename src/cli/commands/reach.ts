import { type CliIo, EXIT_USAGE } from '../cliIo';

/** `maze-cat reach` (GAME.md §3). Placeholder until its issue lands. */
export async function run(_args: string[], io: CliIo): Promise<number> {
  io.err('error: maze-cat reach is not built yet\n');
  return EXIT_USAGE;
}

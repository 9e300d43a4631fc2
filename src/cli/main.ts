import { MapError } from '../tiled/mapError';
import { type CliCommand, type CliIo, EXIT_FINDING, EXIT_USAGE, UsageError } from './cliIo';
import { run as check } from './commands/check';
import { run as distances } from './commands/distances';
import { run as generate } from './commands/generate';
import { run as inspect } from './commands/inspect';
import { run as path } from './commands/path';
import { run as reach } from './commands/reach';
import { run as replay } from './commands/replay';
import { run as scen } from './commands/scen';
import { errorLine } from './terminalText';

const COMMANDS: Record<string, CliCommand> = {
  inspect,
  check,
  generate,
  replay,
  distances,
  reach,
  path,
  scen,
};

const USAGE = `usage: maze-cat <command> [options]

  inspect <map> [--json]                      what a Tiled map holds
  check <level>... [--json]                   validate, solve and measure levels
  generate --size WxH --seed S --out DIR [--difficulty easy|medium|hard] [--bones N] [--dogs N]
           [--mechanics keys,pipes,patrols] [--costs] [--energy] [--count K]
                                              make levels as first drafts
  replay <level> <taps>... [--json]           play taps (x,y[@tick] or undo[@tick]) in the game; 0 won, 1 not
  distances [--rule R]                        fewest moves from a start (reads "rows cols" and "row col")
  reach <level> [--from x,y] [--budget N]     movement range
  path <map> --from x,y --to x,y [--rule R] [--json]
                                              cheapest path on a Tiled level or Moving AI map
  scen <file.map> <file.map.scen> [--rule R] [--json]
                                              run a Moving AI scenario file

  --root DIR (every command that reads a Tiled map): read the map and what it names only inside DIR,
  instead of the map's project folder (docs/cli.md, Files)
`;

/** Runs the `maze-cat` command line and returns its exit code. Never throws. */
export async function main(argv: string[], io: CliIo): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    (name === undefined ? io.err : io.out)(USAGE);
    return name === undefined ? EXIT_USAGE : 0;
  }
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!command) {
    io.err(`${errorLine(`unknown command "${name}"`)}${USAGE}`);
    return EXIT_USAGE;
  }
  try {
    return await command(args, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${errorLine(error.message)}${error.usage === '' ? '' : `${error.usage}\n`}`);
      return EXIT_USAGE;
    }
    if (error instanceof MapError) {
      io.err(errorLine(error.message));
      return EXIT_FINDING;
    }
    io.err(errorLine(error instanceof Error ? error.message : String(error)));
    return EXIT_FINDING;
  }
}

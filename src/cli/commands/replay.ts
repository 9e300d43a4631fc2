import { atPar, formatCost } from '../../grid';
import type { Level } from '../../level/types';
import {
  decodeReplay,
  encodeReplay,
  parseReplayText,
  ReplayError,
  type ReplayStep,
  runReplay,
} from '../../sim/replay';
import { solvePar } from '../../solver';
import { type CliIo, EXIT_FINDING, EXIT_OK, EXIT_USAGE, UsageError } from '../cliIo';
import { parseArgs } from '../gridArgs';
import { loadLevelFile } from '../levelFile';
import { errorLine, terminalLine } from '../terminalText';
import { loadErrorLines } from './check';

const USAGE =
  'replay <level> <taps>... [--json] (taps as x,y[@tick] or undo[@tick], or a replay code; - reads them from standard input)';

/**
 * `maze-cat replay <level> <taps> [--json]` (docs/cli.md): plays the taps in the game's Sim and
 * prints the outcome, the moves and whether they match par. Exit 0 won, 1 not won, 2 bad input
 * (the level or the taps).
 */
export async function run(args: string[], io: CliIo): Promise<number> {
  const parsed = parseArgs(args, [], ['--json']);
  const [file, ...tapArgs] = parsed.positional;
  if (file === undefined || tapArgs.length === 0)
    throw new UsageError(`replay needs a level and taps: ${USAGE}`);
  const text = tapArgs.length === 1 && tapArgs[0] === '-' ? await io.readStdin() : tapArgs.join(' ');
  let steps: ReplayStep[];
  try {
    steps = readSteps(text);
  } catch (error) {
    if (error instanceof ReplayError) throw new UsageError(`taps: ${error.message}`);
    throw error;
  }
  let level: Level;
  try {
    level = await loadLevelFile(file);
  } catch (error) {
    for (const line of loadErrorLines(file, error)) io.err(errorLine(line));
    return EXIT_USAGE;
  }
  const outcome = runReplay(level, steps);
  const par = solvePar(level) ?? level.par;
  const won = outcome.status === 'won';
  const matchesPar = won && par !== null && atPar(outcome.moves, par);
  if (parsed.flags.has('--json')) {
    io.out(
      `${JSON.stringify({
        file,
        outcome: outcome.status,
        lostBy: outcome.lostBy,
        moves: Math.round(outcome.moves * 1e9) / 1e9,
        par,
        atPar: matchesPar,
        steps: steps.length,
        stepsUsed: outcome.stepsUsed,
        ticks: outcome.ticks,
        code: encodeReplay(outcome.timed),
      })}\n`,
    );
  } else {
    const ignored = steps.length - outcome.stepsUsed;
    const lines = [
      terminalLine(file),
      `  outcome: ${describeOutcome(outcome.status, outcome.lostBy)}`,
      `  moves:   ${formatCost(outcome.moves)}`,
      `  par:     ${par === null ? 'unknown (the solver gave up)' : `${formatCost(par)} (${parWords(won, matchesPar, outcome.moves, par)})`}`,
      `  steps:   ${steps.length}${ignored > 0 ? ` (${ignored} after the win, ignored)` : ''}`,
      `  ticks:   ${outcome.ticks}`,
    ];
    io.out(`${lines.join('\n')}\n`);
  }
  return won ? EXIT_OK : EXIT_FINDING;
}

/** Taps in the text form, or one compact code (no comma, not `undo`). */
function readSteps(text: string): ReplayStep[] {
  const trimmed = text.trim();
  if (trimmed !== '' && !/[\s,]/.test(trimmed) && !/^undo(@|$)/.test(trimmed)) return decodeReplay(trimmed);
  return parseReplayText(trimmed);
}

function describeOutcome(status: string, lostBy: 'eaten' | 'tired' | null): string {
  if (status === 'won') return 'won';
  if (status === 'lost') return lostBy === 'tired' ? 'lost (too tired)' : 'lost (eaten)';
  return 'not won (the taps ran out while the level was still in play)';
}

function parWords(won: boolean, matches: boolean, moves: number, par: number): string {
  if (!won) return 'not won';
  if (matches) return 'matches par';
  return `${formatCost(moves - par)} over par`;
}

import { atPar, formatCost } from '../../grid';
import type { Level } from '../../level/types';
import {
  decodeReplay,
  encodeReplay,
  MAX_REPLAY_STEPS,
  MAX_REPLAY_TICK,
  parseReplayText,
  ReplayError,
  type ReplayStep,
  runReplay,
} from '../../sim/replay';
import { solvePar } from '../../solver';
import { type CliIo, EXIT_FINDING, EXIT_OK, EXIT_USAGE, UsageError } from '../cliIo';
import { parseArgs } from '../gridArgs';
import { loadLevelFile } from '../levelFile';
import { rootOption } from '../nodeFiles';
import { errorLine, terminalLine } from '../terminalText';
import { loadErrorLines } from './check';

const USAGE =
  'replay <level> <taps>... [--json] [--root DIR] (taps as x,y[@tick] or undo[@tick], or a replay code; - reads them from standard input)';

/**
 * `maze-cat replay <level> <taps> [--json] [--root DIR]` (docs/cli.md): plays the taps in the game's Sim and
 * prints the outcome, the moves and whether they match par. Exit 0 won, 1 not won, 2 bad input
 * (the level or the taps).
 */
export async function run(args: string[], io: CliIo): Promise<number> {
  const parsed = parseArgs(args, ['--root'], ['--json']);
  const root = rootOption(parsed.options.get('--root'));
  const [file, ...tapArgs] = parsed.positional;
  if (file === undefined || tapArgs.length === 0)
    throw new UsageError(`replay needs a level and taps: ${USAGE}`);
  const text =
    tapArgs.length === 1 && tapArgs[0] === '-'
      ? await io.readStdin(MAX_TAPS_INPUT, `replay taps (${MAX_REPLAY_STEPS.toLocaleString('en')} steps)`)
      : tapArgs.join(' ');
  let steps: ReplayStep[];
  try {
    steps = readSteps(text);
  } catch (error) {
    // The text form's own complaints about the whole ("taps: there are no taps") name it already.
    if (error instanceof ReplayError)
      throw new UsageError(error.where === 'taps' ? error.message : `taps: ${error.message}`);
    throw error;
  }
  let level: Level;
  try {
    level = await loadLevelFile(file, root);
  } catch (error) {
    for (const line of loadErrorLines(file, error)) io.err(errorLine(line));
    return EXIT_USAGE;
  }
  const outcome = runReplay(level, steps, { maxMs: MAX_REPLAY_MS });
  if (outcome.stopped === 'time') {
    io.err(
      errorLine(
        `taps: the replay took more than ${MAX_REPLAY_MS / 1000} s to play and was stopped at tick ${outcome.ticks.toLocaleString('en')}, after ${outcome.timed.length.toLocaleString('en')} of ${steps.length.toLocaleString('en')} steps; a replay is checked for at most that long`,
      ),
    );
    return EXIT_USAGE;
  }
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
      `  outcome: ${describeOutcome(outcome.status, outcome.lostBy, outcome.stopped)}`,
      `  moves:   ${formatCost(outcome.moves)}`,
      `  par:     ${par === null ? 'unknown (the solver gave up)' : `${formatCost(par)} (${parWords(won, matchesPar, outcome.moves, par)})`}`,
      `  steps:   ${steps.length}${ignored > 0 ? ` (${ignored} after the win, ignored)` : ''}`,
      `  ticks:   ${outcome.ticks}`,
    ];
    io.out(`${lines.join('\n')}\n`);
  }
  return won ? EXIT_OK : EXIT_FINDING;
}

/**
 * The most standard input `replay -` reads: 10,000 of the longest steps (`65535,65535@5184000`)
 * take about 200 KB.
 */
export const MAX_TAPS_INPUT = 256 * 1024;
/** The most computing time a replay may take: a play of a day of ticks on a 1024 x 1024 map. */
export const MAX_REPLAY_MS = 10_000;

/** Taps in the text form, or one compact code (no comma, not `undo`). */
function readSteps(text: string): ReplayStep[] {
  const trimmed = text.trim();
  if (trimmed !== '' && !/[\s,]/.test(trimmed) && !/^undo(@|$)/.test(trimmed)) return decodeReplay(trimmed);
  return parseReplayText(trimmed);
}

function describeOutcome(
  status: string,
  lostBy: 'eaten' | 'tired' | null,
  stopped: 'ticks' | 'time' | null,
): string {
  if (status === 'won') return 'won';
  if (stopped === 'ticks')
    return `not won (the play was stopped at tick ${MAX_REPLAY_TICK.toLocaleString('en')}: a replay is followed for a day at most)`;
  if (status === 'lost') return lostBy === 'tired' ? 'lost (too tired)' : 'lost (eaten)';
  return 'not won (the taps ran out while the level was still in play)';
}

function parWords(won: boolean, matches: boolean, moves: number, par: number): string {
  if (!won) return 'not won';
  if (matches) return 'matches par';
  return `${formatCost(moves - par)} over par`;
}

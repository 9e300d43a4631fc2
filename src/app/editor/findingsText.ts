import { formatCost } from '../../grid';
import { naiveWords } from '../../solver/difficulty/naiveWords';
import type { PlacedLine } from '../../solver/partner/words';
import { count } from '../../solver/words';
import type { EditorDifficulty, EditorFinding, EditorFindings } from '../workers/editorJob';
import type { LiveAnswer } from './liveSolver';

/** What the editor's solver panel says: a headline (short: it stands in the bar), and lines under it. */
export interface FindingsText {
  readonly headline: string;
  /** `ok` solvable, `bad` not (yet) a level or unsolvable, `wait` still thinking. */
  readonly tone: 'ok' | 'bad' | 'wait';
  /** Each with the tiles it is about, outlined on the board while the line is looked at. */
  readonly lines: readonly PlacedLine[];
  /** The lines are about an older map (shown faded while the newest is checked). */
  readonly stale: boolean;
}

/** The solver panel's words for the live solver's answer (pure). */
export function answerText(answer: LiveAnswer): FindingsText {
  const found = answer.findings;
  if (answer.checking) {
    const lines = found ? findingsText(found, answer.difficulty).lines : [];
    return { headline: 'Checking…', tone: 'wait', lines, stale: lines.length > 0 };
  }
  return found
    ? findingsText(found, answer.difficulty)
    : { headline: 'Checking…', tone: 'wait', lines: [], stale: false };
}

/** A line that names no place. */
const plain = (text: string): PlacedLine => ({ text, tiles: [] });

/** The words for what the worker found about a map. `difficulty` undefined: still measuring. */
export function findingsText(
  found: EditorFindings,
  difficulty: EditorDifficulty | null | undefined,
): FindingsText {
  const warnings = found.warnings.map(makerLine);
  if (found.verdict === null) {
    return { headline: 'Not a level yet', tone: 'bad', lines: found.problems.map(makerLine), stale: false };
  }
  if (found.verdict !== 'solvable' || found.par === null) {
    const what = found.verdict === 'unknown' ? 'Too big to decide' : 'Unsolvable';
    const lines = found.reason ? [plain(`Why: ${found.reason}`), ...warnings] : warnings;
    return { headline: what, tone: 'bad', lines, stale: false };
  }
  const taps = found.taps.length;
  const lines: PlacedLine[] = [];
  if (difficulty === undefined) lines.push(plain('Difficulty: checking…'));
  else if (difficulty === null)
    lines.push(plain('Difficulty: too large to measure while you draw (maze-cat check measures it)'));
  else {
    lines.push(plain(`Difficulty: ${difficulty.band} (score ${difficulty.score} of 100)`));
    lines.push(plain(naiveText(difficulty.naiveWins)));
  }
  return {
    headline: `Par ${formatCost(found.par)} · solvable · ${taps} ${taps === 1 ? 'tap' : 'taps'}`,
    tone: 'ok',
    lines: [...lines, ...warnings],
    stale: false,
  };
}

/**
 * Which ways of playing without a plan make par, described as plays ("taking the nearest bone (or
 * key) first, then the exit, makes par"), never by the strategies' names; past two, how many and
 * the first of them, so the line stays a line.
 */
export function naiveText(winners: readonly string[]): string {
  if (winners.length === 0) return 'No simple way of playing makes par: it takes a plan.';
  const plays = winners.map(naiveWords);
  if (plays.length === 1) return `No plan needed: ${plays[0]}, makes par.`;
  if (plays.length === 2) return `No plan needed: ${plays[0]}, or ${plays[1]}, makes par.`;
  return `No plan needed: ${count(plays.length, 'simple way')} of playing make par, such as ${plays[0]}.`;
}

/**
 * A finding in the words of a maker who places pieces from the palette: the few the loader words
 * for Tiled (classes, properties, objects) in the editor's own words, the rest as found; each
 * names its place as "this" and leaves the tiles to the board's outline.
 */
export function makerLine(finding: EditorFinding): PlacedLine {
  const { tiles } = finding;
  switch (finding.code) {
    case 'noCat':
      return { text: 'The level has no cat: pick Cat under Pieces and place it on a tile.', tiles };
    case 'noExit':
      return { text: 'The level has no exit: pick Exit under Pieces and place it on a tile.', tiles };
    case 'lonePipe':
      return {
        text: 'This pipe has no other end: place another Pipe, then drag one end onto the other to join them.',
        tiles,
      };
    case 'onWall':
      return { text: 'This piece stands on a wall: move it onto floor, or take the wall away.', tiles };
    case 'routeBlocked':
      return {
        text: "This dog's patrol crosses a wall, a door or a pipe (outlined): draw its route again around it.",
        tiles,
      };
    default:
      return { text: sentence(finding.message), tiles };
  }
}

/** The message as a sentence: a capital first. */
function sentence(message: string): string {
  return message.charAt(0).toUpperCase() + message.slice(1);
}

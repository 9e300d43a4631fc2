import { formatCost } from '../../grid';
import type { EditorDifficulty, EditorFindings } from '../workers/editorJob';
import type { LiveAnswer } from './liveSolver';

/** What the editor's solver panel says: a headline (short: it stands in the bar), and lines under it. */
export interface FindingsText {
  readonly headline: string;
  /** `ok` solvable, `bad` not (yet) a level or unsolvable, `wait` still thinking. */
  readonly tone: 'ok' | 'bad' | 'wait';
  readonly lines: readonly string[];
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

/** The words for what the worker found about a map. `difficulty` undefined: still measuring. */
export function findingsText(
  found: EditorFindings,
  difficulty: EditorDifficulty | null | undefined,
): FindingsText {
  if (found.verdict === null) {
    return {
      headline: 'Not a level yet',
      tone: 'bad',
      lines: found.problems.map((p) => (p.tile ? `Tile ${p.tile.x},${p.tile.y}: ${p.message}` : p.message)),
      stale: false,
    };
  }
  if (found.verdict !== 'solvable' || found.par === null) {
    const what = found.verdict === 'unknown' ? 'Too big to decide' : 'Unsolvable';
    const lines = found.reason ? [`Why: ${found.reason}`, ...found.warnings] : found.warnings;
    return { headline: what, tone: 'bad', lines, stale: false };
  }
  const taps = found.taps.length;
  const lines: string[] = [];
  if (difficulty === undefined) lines.push('Difficulty: checking…');
  else if (difficulty === null)
    lines.push('Difficulty: too large to measure while you draw (maze-cat check measures it)');
  else {
    lines.push(`Difficulty: ${difficulty.band} (score ${difficulty.score} of 100)`);
    lines.push(
      difficulty.naiveWins.length === 0
        ? 'Naive play loses: no simple strategy makes par'
        : `Naive play wins at par: ${difficulty.naiveWins.join(', ')}`,
    );
  }
  return {
    headline: `Par ${formatCost(found.par)} · solvable · ${taps} ${taps === 1 ? 'tap' : 'taps'}`,
    tone: 'ok',
    lines: [...lines, ...found.warnings],
    stale: false,
  };
}

import { formatCost } from '../../grid';
import type { EditorDifficulty, EditorFindings } from '../workers/editorJob';

/** What the editor's solver panel says: a headline, and lines under it. */
export interface FindingsText {
  readonly headline: string;
  /** `ok` solvable, `bad` not (yet) a level or unsolvable, `wait` still thinking. */
  readonly tone: 'ok' | 'bad' | 'wait';
  readonly lines: readonly string[];
}

/** The solver panel's words for what the worker found (pure). `difficulty` undefined: still measuring. */
export function findingsText(
  found: EditorFindings,
  difficulty: EditorDifficulty | null | undefined,
): FindingsText {
  if (found.verdict === null) {
    return {
      headline: 'Not a level yet',
      tone: 'bad',
      lines: found.problems.map((p) => (p.tile ? `Tile ${p.tile.x},${p.tile.y}: ${p.message}` : p.message)),
    };
  }
  if (found.verdict !== 'solvable' || found.par === null) {
    const what = found.verdict === 'unknown' ? 'Too big to decide' : 'Unsolvable';
    return { headline: found.reason ? `${what}: ${found.reason}` : what, tone: 'bad', lines: found.warnings };
  }
  const taps = found.taps.length;
  const lines: string[] = [];
  if (difficulty === undefined) lines.push('Difficulty: measuring…');
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
  };
}

import type { Cell } from '../../level/types';
import type { JobWorker } from '../workers/JobWorker';
import { type DesignerSummary, designerDepth, designerSummary, solveForDesigner } from './designerInfo';
import type { PlayScreen } from './PlayScreen';
import type { PlaySession } from './PlaySession';

/**
 * The designer overlay's switch and what it shows beside the board: the solver's solution taps and
 * par (solved lazily, once per loaded level) and the legend, which also counts the cells the last A*
 * search expanded. The view draws walls, costs, expanded cells and the range itself.
 */
export class DesignerOverlay {
  on: boolean;
  /** The solver's answer for the open session (null until solved). */
  private solved: {
    readonly summary: DesignerSummary;
    readonly route: { readonly taps: readonly Cell[]; readonly path: readonly Cell[] };
  } | null = null;
  private legendKey = '';
  /** Cancels the solve of the open session (it runs in the job worker). */
  private solving = new AbortController();

  constructor(
    private readonly playScreen: PlayScreen,
    on: boolean,
    private readonly jobs: JobWorker,
  ) {
    this.on = on;
  }

  /** Turns the overlay on or off on `session`'s board and says which; the caller refreshes it. */
  toggle(session: PlaySession | null, say: (line: string) => void): void {
    this.on = !this.on;
    session?.view.setDesigner(this.on);
    say(this.on ? 'Designer overlay on.' : 'Designer overlay off.');
  }

  /** Forgets the last level's solution (a new level, or the same one reloaded) and stops its solve. */
  reset(): void {
    this.solving.abort();
    this.solving = new AbortController();
    this.solved = null;
    this.legendKey = '';
  }

  /** Brings the overlay in line with its switch for `session` (`current` tells whether it is still open). */
  refresh(session: PlaySession, current: () => PlaySession | null): void {
    if (!this.on) {
      session.view.setSolution(null);
      this.playScreen.setDesigner(null);
      this.legendKey = '';
      return;
    }
    this.refreshLegend(session);
    if (this.solved) {
      session.view.setSolution(this.solved.route);
      return;
    }
    solveForDesigner(session.level, this.jobs, this.solving.signal).then(
      (solution) => {
        if (current() !== session) return; // Another level (or a reload) replaced this one meanwhile.
        const { par, energy } = session.level;
        const summary = designerSummary(solution, par, energy);
        this.solved = { summary, route: solution };
        if (this.on) session.view.setSolution(solution);
        this.refreshLegend(session);
        designerDepth(session.level, solution, this.jobs, this.solving.signal).then(
          (depth) => {
            if (current() !== session || depth.length === 0) return;
            this.solved = {
              summary: { ...summary, warnings: [...depth, ...summary.warnings] },
              route: solution,
            };
            this.refreshLegend(session);
          },
          () => {},
        );
      },
      (error: unknown) => {
        if (current() !== session || (error instanceof DOMException && error.name === 'AbortError')) return;
        console.warn('Maze Cat: the solver failed', error);
        const summary = { headline: 'The solver could not run on this level.', parNote: null, warnings: [] };
        this.solved = { summary, route: { taps: [], path: [] } };
        this.refreshLegend(session);
      },
    );
  }

  /** The legend's text; cheap when nothing changed (called every frame while the overlay is on). */
  refreshLegend(session: PlaySession): void {
    if (!this.on) return;
    const summary = this.solved?.summary;
    const expanded = session.sim.lastSearchExpanded().length;
    const key = `${summary?.headline}|${summary?.warnings.length}|${expanded}`;
    if (key === this.legendKey) return;
    this.legendKey = key;
    this.playScreen.setDesigner({
      headline: summary?.headline ?? 'Solving…',
      notes: summary ? [...(summary.parNote ? [summary.parNote] : []), ...summary.warnings] : [],
      expanded,
    });
  }
}

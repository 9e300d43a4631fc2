import { encodeReplay } from '../../sim/replay';
import type { SimEvent } from '../../sim/types';
import { flourishDuration } from '../../view/flourish';
import type { Announcer } from '../page/Announcer';
import { movesAreWhole } from '../saves/starGoals';
import { starsFor } from '../saves/stars';
import type { ProgressStore } from '../saves/storage';
import type { Navigator } from '../screens/Navigator';
import type { LosePanel, WinPanel } from '../screens/Panels';
import type { PlaySession } from './PlaySession';

/** Pause after the flourish ends before the result panel comes up. */
const RESULT_PAUSE_MS = 200;

export interface ResultDeps {
  readonly nav: Navigator;
  readonly winPanel: WinPanel;
  readonly losePanel: LosePanel;
  readonly store: ProgressStore;
  readonly announcer: Announcer;
  /** Game speed (the `speed` parameter) and reduced motion, read when a result is due. */
  readonly speed: () => number;
  readonly reducedMotion: () => boolean;
  /** The next bundled level after `id`, if any. */
  readonly nextLevel: (id: string) => string | null;
  /** Whether wins on `id` are saved (bundled levels; not ones opened from a URL). */
  readonly isBundled: (id: string) => boolean;
  /**
   * Saves a win the campaign does not keep (a daily or endless level): true for a new best, null
   * when `id` is not such a level.
   */
  readonly recordOtherWin?: (id: string, moves: number, stars: 1 | 2 | 3) => boolean | null;
}

type Result =
  | { readonly kind: 'won'; readonly moves: number }
  | { readonly kind: 'lost'; readonly reason: 'eaten' | 'tired' };

/**
 * The end of a level: when the sim says won, eaten or tired, the result panel waits for the whole
 * end-of-level flourish (the win spin, the bite) and then comes up, the win saved with its stars.
 * Undo and restart call it off.
 */
export class ResultTimer {
  private pending: Result | null = null;
  private pendingMs = 0;

  constructor(private readonly deps: ResultDeps) {}

  /** Notes a level's end from the sim's events, or calls a waiting result off (undo, restart). */
  onEvent(event: SimEvent): void {
    switch (event.kind) {
      case 'won':
        this.schedule({ kind: 'won', moves: event.moves }, 'win');
        break;
      case 'eaten':
      case 'tired':
        this.schedule({ kind: 'lost', reason: event.kind }, 'lose');
        break;
      case 'undone':
      case 'restarted':
        this.cancel();
        break;
      default:
        break;
    }
  }

  cancel(): void {
    this.pending = null;
  }

  /** Real ms until a waiting result panel is due (Infinity when none waits): the board's next frame. */
  get dueInMs(): number {
    return this.pending ? Math.max(0, this.pendingMs / this.deps.speed()) : Number.POSITIVE_INFINITY;
  }

  /**
   * Each frame of play that is not paused: counts down, and shows the result panel when it is
   * due. Returns true on the frame it does (the caller clears the board's overlays).
   */
  tick(deltaMs: number, session: PlaySession): boolean {
    if (!this.pending) return false;
    this.pendingMs -= deltaMs * this.deps.speed();
    if (this.pendingMs > 0) return false;
    const result = this.pending;
    this.pending = null;
    this.show(result, session);
    return true;
  }

  private schedule(result: Result, flourish: 'win' | 'lose'): void {
    this.pending = result;
    this.pendingMs = flourishDuration(flourish, this.deps.reducedMotion()) + RESULT_PAUSE_MS;
  }

  private show(result: Result, session: PlaySession): void {
    const { deps } = this;
    if (result.kind === 'lost') {
      deps.losePanel.set(result.reason);
      deps.nav.openPanel('lost');
      return;
    }
    const { par } = session.level;
    const stars = starsFor(result.moves, par, session.hintsUsed);
    const newBest =
      deps.recordOtherWin?.(session.id, result.moves, stars) ??
      (deps.isBundled(session.id)
        ? deps.store.recordWin(session.id, result.moves, stars, encodeReplay(session.replay))
        : false);
    deps.winPanel.set({
      moves: result.moves,
      par,
      stars,
      wholeMoves: movesAreWhole(session.level),
      newBest,
      hints: session.hintsUsed,
      hasNext: deps.nextLevel(session.id) !== null,
    });
    deps.announcer.say(`Level complete: ${stars} of 3 stars.${newBest ? ' New best.' : ''}`);
    deps.nav.openPanel('won');
  }
}

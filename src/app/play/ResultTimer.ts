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

/** What a level's end needs of the play that ended: the level, its id, its hints and its taps. */
export type EndedPlay = Pick<PlaySession, 'id' | 'level' | 'hintsUsed' | 'replay' | 'sharedReplay'>;

/** A win as saved: the win panel shows it once the flourish is over. */
interface SavedWin {
  readonly kind: 'won';
  readonly moves: number;
  readonly stars: 1 | 2 | 3;
  readonly newBest: boolean;
}

type Result = SavedWin | { readonly kind: 'lost'; readonly reason: 'eaten' | 'tired' };

/**
 * The end of a level. A win is the player's progress: it is saved (stars, best, replay) the moment
 * the sim reports it, so nothing the player does next (restart, pause, leave, reload, close the tab)
 * can take it back. The result panel (won, eaten or tired) waits for the whole end-of-level
 * flourish (the win spin, the bite) and then comes up; undo and restart call only the panel off.
 */
export class ResultTimer {
  private pending: Result | null = null;
  private pendingMs = 0;

  constructor(private readonly deps: ResultDeps) {}

  /**
   * Notes a level's end from the sim's events of `play` (a win saved at once, its panel after the
   * flourish), or calls a waiting result off (undo, restart).
   */
  onEvent(event: SimEvent, play: EndedPlay): void {
    switch (event.kind) {
      case 'won':
        this.schedule(this.save(play, event.moves), 'win');
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
  tick(deltaMs: number, session: EndedPlay): boolean {
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

  /** Saves a win on `play`: the campaign's or a mode's record (none for a level from elsewhere). */
  private save(play: EndedPlay, moves: number): SavedWin {
    const { deps } = this;
    const stars = starsFor(moves, play.level.par, play.hintsUsed);
    const newBest =
      deps.recordOtherWin?.(play.id, moves, stars) ??
      (deps.isBundled(play.id)
        ? deps.store.recordWin(play.id, moves, stars, encodeReplay(play.replay))
        : false);
    return { kind: 'won', moves, stars, newBest };
  }

  private show(result: Result, session: EndedPlay): void {
    const { deps } = this;
    if (result.kind === 'lost') {
      deps.losePanel.set(result.reason);
      deps.nav.openPanel('lost');
      return;
    }
    const { moves, stars, newBest } = result;
    deps.winPanel.set({
      moves,
      par: session.level.par,
      stars,
      wholeMoves: movesAreWhole(session.level),
      newBest,
      hints: session.hintsUsed,
      hasNext: deps.nextLevel(session.id) !== null,
      compare: session.sharedReplay !== null,
    });
    deps.announcer.say(`Level complete: ${stars} of 3 stars.${newBest ? ' New best.' : ''}`);
    deps.nav.openPanel('won');
  }
}

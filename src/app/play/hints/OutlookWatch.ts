import { atPar, formatMoves } from '../../../grid';
import { copyPlayState } from '../../../level/rules/playState';
import type { Outlook } from '../../../solver/solveLevel';
import type { TiledMap } from '../../../tiled/types';
import type { Announcer } from '../../page/Announcer';
import type { JobWorker } from '../../workers/JobWorker';
import { PlayBanner } from '../PlayBanner';
import type { PlaySession } from '../PlaySession';
import { stateKey } from './stateKey';

/** What the watch tells the player, besides its banner. */
export interface OutlookHost {
  /** Undo the last walk / restart the level (the banner's buttons). */
  undo(): void;
  restart(): void;
  /** Says quietly, in the HUD, that par can no longer be reached (null: it still can, or unknown). */
  setParLost(words: string | null): void;
}

/** What an outlook means for the player: no win left, par gone (with the best finish left), or neither. */
export interface OutlookWords {
  readonly deadEnd: boolean;
  /** The HUD's quiet line when par is out of reach, else null. */
  readonly parLost: string | null;
}

/** The words for an outlook on a level with `par` (null: no par known). `unknown` says nothing. */
export function outlookWords(outlook: Outlook, par: number | null): OutlookWords {
  if (outlook.verdict === 'unsolvable') return { deadEnd: true, parLost: null };
  if (outlook.verdict === 'unknown' || outlook.best === null || par === null || atPar(outlook.best, par))
    return { deadEnd: false, parLost: null };
  return { deadEnd: false, parLost: `best now ${formatMoves(outlook.best)}` };
}

/** The banner's words at a dead end. */
export const DEAD_END_TEXT = 'No win is left from here.';

/**
 * Dead ends said at once: after every walk (whenever the cat comes to rest in a state not asked
 * about yet), the job worker's solver says whether a win is still possible from the live state
 * and in how few moves (`outlookFrom`). With no win left a banner says so, with Undo and Restart;
 * with par out of reach the HUD says so quietly. An answer for a state the play has left is dropped.
 */
export class OutlookWatch {
  readonly banner = new PlayBanner('dead-end');
  /** The state last asked about, and the session it was for. */
  private asked: { readonly session: PlaySession; readonly key: string } | null = null;
  /** A name per open play for the worker's cache of built levels. */
  private readonly names = new WeakMap<PlaySession, string>();
  private plays = 0;
  /**
   * The question the worker is answering, if any: one at a time, so the questions of a quick run
   * of walks on a big level do not queue up before the hints and the designer overlay.
   */
  private inFlight: AbortController | null = null;

  constructor(
    private readonly jobs: JobWorker,
    private readonly announcer: Announcer,
    private readonly host: OutlookHost,
  ) {}

  /** Whether the banner says the play is at a dead end. */
  get deadEnd(): boolean {
    return this.banner.shown;
  }

  /** Each frame of play: asks about a new resting state; hides the banner once the play moves on. */
  frame(session: PlaySession): void {
    const { sim } = session;
    if (sim.status !== 'playing') {
      this.banner.hide();
      if (sim.status === 'lost') this.host.setParLost(null);
      return;
    }
    const key = stateKey(sim);
    if (this.asked?.session === session && this.asked.key === key) return;
    this.banner.hide();
    // Asked once the answer in flight is in (and dropped, for a state the play has left).
    if (!sim.idle || this.inFlight) return;
    this.asked = { session, key };
    void this.ask(session, key);
  }

  /** Forgets the play (the level closed or restarted from outside, a replay is being watched); a search in flight is stopped. */
  clear(): void {
    this.inFlight?.abort();
    this.inFlight = null;
    this.asked = null;
    this.banner.hide();
    this.host.setParLost(null);
  }

  private async ask(session: PlaySession, key: string): Promise<void> {
    // The map goes with a play's first question only; the worker keeps the level by its name.
    let name = this.names.get(session);
    const first = !name;
    if (!name) {
      name = `${session.id}#${++this.plays}`;
      this.names.set(session, name);
    }
    const controller = new AbortController();
    this.inFlight = controller;
    const state = copyPlayState(session.sim.state);
    const ask = (map: TiledMap | null) =>
      this.jobs.run('outlook', { map, level: name, state }, { signal: controller.signal });
    let outlook: Outlook | null;
    try {
      outlook = await ask(first ? session.level.map : null);
      // Null: a fresh worker (the last one was stopped) holds no level yet.
      if (!outlook && !first) outlook = await ask(session.level.map);
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError'))
        console.warn('Maze Cat: the dead-end check failed', error);
      return;
    } finally {
      if (this.inFlight === controller) this.inFlight = null;
    }
    if (!outlook) return;
    // The play moved on while the worker searched: the next frame asks about where it is now.
    if (this.asked?.session !== session || this.asked.key !== key) return;
    if (stateKey(session.sim) !== key) {
      this.asked = null;
      return;
    }
    const words = outlookWords(outlook, session.level.par);
    this.host.setParLost(words.parLost);
    if (!words.deadEnd) return;
    this.banner.show(DEAD_END_TEXT, [
      { label: 'Undo', ariaLabel: 'Undo the last walk', run: () => this.host.undo() },
      { label: 'Restart', ariaLabel: 'Restart the level', run: () => this.host.restart() },
    ]);
    this.announcer.say(`${DEAD_END_TEXT} Undo the last walk or restart the level.`);
  }
}

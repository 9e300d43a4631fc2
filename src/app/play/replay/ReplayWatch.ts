import { formatMoves } from '../../../grid';
import { ReplayPlayer, type ReplayStep } from '../../../sim/replay';
import type { Announcer } from '../../page/Announcer';
import { PlayBanner } from '../PlayBanner';
import type { PlaySession } from '../PlaySession';

/** The speeds a replay can be watched at. */
export const WATCH_SPEEDS = [1, 2, 4] as const;
export type WatchSpeed = (typeof WATCH_SPEEDS)[number];

/** A pause longer than this (the player thinking) is cut to it while watching: 0.75 s. */
const LONGEST_PAUSE_TICKS = 45;

/** A replay to watch and what to call it: "your win", "the par solution", "a shared replay". */
export interface WatchSource {
  readonly label: string;
  readonly steps: readonly ReplayStep[];
  /** The win panel's Next level, for a replay watched from it: offered again when the replay ends. */
  readonly next?: () => void;
}

/**
 * Watching a replay in the real Sim and view: the level goes back to its start and the replay's
 * taps are sent at their ticks, at 1x, 2x or 4x; the banner shows what is playing, the speeds and
 * the way back to play. While watching, the board takes no taps and a win is not saved.
 */
export class ReplayWatch {
  readonly banner = new PlayBanner('replay');
  private session: PlaySession | null = null;
  private source: WatchSource | null = null;
  private player: ReplayPlayer | null = null;
  private speed: WatchSpeed = 1;
  private ended = false;
  /** The banner offers a shared replay (see `offer`). */
  private offering = false;

  /** `play`: stop watching and play the level from its start. */
  constructor(
    private readonly announcer: Announcer,
    private readonly play: () => void,
  ) {}

  /** A replay is on the board (playing or ended). */
  get active(): boolean {
    return this.session !== null;
  }

  /**
   * Each frame of play: while the play is at its start, nothing is being watched and the session
   * came with a shared replay (the sender's win), the banner offers it once it has the room (`room`:
   * the level's intro note is put away); the player's first walk puts the offer away (a restart
   * brings it back; the win panel has Compare).
   */
  offer(session: PlaySession, room: boolean, watch: () => void): void {
    if (this.session) return;
    const { sim } = session;
    const atStart = sim.status === 'playing' && sim.moves === 0 && sim.idle;
    const offered = session.sharedReplay !== null && atStart && room;
    if (offered === this.offering) return;
    this.offering = offered;
    if (!offered) {
      this.banner.hide();
      return;
    }
    const text = 'This link brings the sender’s win. Try the level yourself first, or watch theirs.';
    this.banner.show(text, [{ label: 'Watch how they did it', run: watch }]);
    this.announcer.say(text);
  }

  /** Plays `source` from the level's start. */
  start(session: PlaySession, source: WatchSource): void {
    this.stop();
    this.offering = false;
    this.session = session;
    this.source = source;
    this.ended = false;
    // Sent to the sim itself, not recorded: watching is not part of the player's own play.
    session.sim.command({ kind: 'restart' });
    const player = new ReplayPlayer(session.sim, source.steps);
    this.player = player;
    session.beforeStep = () => {
      player.skipIdle(LONGEST_PAUSE_TICKS);
      player.beforeStep();
    };
    session.setSpeed(this.speed);
    session.setPaused(false);
    this.announcer.say(`Watching ${source.label}.`);
    this.render();
  }

  /** Each frame of play: notes the end of the replay, or offers a shared one (`offer`'s arguments). */
  frame(play: PlaySession, room: boolean, watchShared: () => void): void {
    this.offer(play, room, watchShared);
    const { session, player } = this;
    if (!session || !player || this.ended || !player.done) return;
    this.ended = true;
    this.announcer.say(`Replay over: ${outcomeWords(session)}.`);
    this.render();
  }

  /** Stops watching (the board stays as it is; the caller restarts the level), and puts away an offer. */
  stop(): void {
    if (this.offering) {
      this.offering = false;
      this.banner.hide();
    }
    if (!this.session) return;
    this.session.beforeStep = null;
    this.session.setSpeed(1);
    this.session = null;
    this.player = null;
    this.banner.hide();
  }

  private setSpeed(speed: WatchSpeed): void {
    this.speed = speed;
    this.session?.setSpeed(speed);
    this.render();
  }

  private render(): void {
    const { session, source } = this;
    if (!session || !source) return;
    const speeds = WATCH_SPEEDS.map((speed) => ({
      label: `${speed}x`,
      run: () => this.setSpeed(speed),
      pressed: speed === this.speed,
      ariaLabel: `${speed}x: watch at ${speed} times speed`,
    }));
    if (!this.ended) {
      this.banner.show(`Watching ${source.label}.`, [
        ...speeds,
        { label: 'Play', run: this.play, ariaLabel: 'Stop watching and play' },
      ]);
      return;
    }
    this.banner.show(`Replay over: ${outcomeWords(session)}.`, [
      { label: 'Watch again', run: () => this.start(session, source) },
      ...(source.next ? [{ label: 'Next level', run: source.next }] : []),
      { label: 'Play', run: this.play, ariaLabel: 'Play the level yourself' },
    ]);
  }
}

/** How a watched replay ended, in words. */
function outcomeWords({ sim }: PlaySession): string {
  const moves = formatMoves(sim.moves);
  if (sim.status === 'won') return `won in ${moves} moves`;
  if (sim.status === 'lost') return `lost after ${moves} moves`;
  return `stopped after ${moves} moves`;
}

import { copyPlayState } from '../../../level/rules/playState';
import type { Cell } from '../../../level/types';
import type { Announcer } from '../../page/Announcer';
import type { JobWorker } from '../../workers/JobWorker';
import { solveForDesigner } from '../designerInfo';
import { PlayBanner } from '../PlayBanner';
import type { PlaySession } from '../PlaySession';
import { hintAdvice } from './hintAdvice';
import { hintMoment } from './hintMoment';
import { stateKey } from './stateKey';

/**
 * Hints (the Hint button, key H): the solver, in the job worker, plans the best way on from the
 * live state (bones held, pieces gone, energy, the patrols' clock); the board marks its next tap
 * and previews the path, and the banner says whether par can still be reached. Pressed again with
 * the hint showing, the cat walks it. A hint asked for while the cat walks is worked out when it
 * stops; one whose state has passed is dropped.
 */
export class HintGiver {
  readonly banner = new PlayBanner('hint');
  /** The advice showing, and the state it is for. */
  private shown: { readonly session: PlaySession; readonly key: string; readonly tap: Cell | null } | null =
    null;
  /** A hint asked for while the cat walked. */
  private waiting: PlaySession | null = null;
  private solving: AbortController | null = null;
  /** The state the hint being worked out is for. */
  private solvingKey = '';

  constructor(
    private readonly jobs: JobWorker,
    private readonly announcer: Announcer,
    /** Whether the player plays by touch (the words then name no keys). */
    private readonly touch: () => boolean,
  ) {}

  /** The tile the hint showing marks, or null (read by the test hook). */
  get markedTile(): Cell | null {
    return this.shown?.tap ?? null;
  }

  /** The Hint button or key: show a hint, or walk the one showing. */
  press(session: PlaySession): void {
    const { sim } = session;
    const moment = hintMoment(sim);
    if (moment === 'never') return;
    const shown = this.shown;
    if (shown && shown.session === session && shown.key === stateKey(sim)) {
      if (shown.tap) {
        session.walkTo(shown.tap);
        this.clear(session);
      }
      return;
    }
    if (this.solving || this.waiting === session) return; // One is being worked out.
    if (moment === 'whenStopped') {
      this.waiting = session;
      this.say('A hint is coming when the cat stops.');
      return;
    }
    void this.solve(session);
  }

  /**
   * Each frame of play: a waiting hint starts when the cat stops, and is dropped (with its banner)
   * when the walk ended the play; a shown hint goes when the play moves on.
   */
  frame(session: PlaySession): void {
    if (this.waiting === session) {
      const moment = hintMoment(session.sim);
      if (moment === 'never') this.clear(session);
      else if (moment === 'now') {
        this.waiting = null;
        void this.solve(session);
      }
    }
    const key = this.shown?.session === session ? this.shown.key : this.solving ? this.solvingKey : null;
    if (key !== null && key !== stateKey(session.sim)) this.clear(session);
  }

  /** Forgets any hint (the level closed, restarted, or a replay is being watched). */
  clear(session: PlaySession | null): void {
    this.solving?.abort();
    this.solving = null;
    this.waiting = null;
    if (this.shown?.tap) session?.view.setHint(null);
    this.shown = null;
    this.banner.hide();
  }

  private async solve(session: PlaySession): Promise<void> {
    const { sim, level } = session;
    const key = stateKey(sim);
    const solving = new AbortController();
    this.solving = solving;
    this.solvingKey = key;
    this.say('Working out a hint…');
    try {
      const [solution, par] = await Promise.all([
        this.jobs.run(
          'solveFrom',
          { map: level.map, state: copyPlayState(sim.state) },
          { signal: solving.signal },
        ),
        level.par !== null
          ? Promise.resolve(level.par)
          : solveForDesigner(level, this.jobs, solving.signal).then((s) => s.par),
      ]);
      if (this.solving !== solving || stateKey(sim) !== key) return;
      this.solving = null;
      const advice = hintAdvice(solution, par, this.touch());
      if (advice.tap) session.hintsUsed++;
      this.shown = { session, key, tap: advice.tap };
      if (advice.tap) {
        session.view.setHint(advice.tap);
        session.view.showPreview(sim.preview(advice.tap.x, advice.tap.y));
      }
      this.say(advice.text);
    } catch (error) {
      if (this.solving !== solving) return;
      this.solving = null;
      if (error instanceof DOMException && error.name === 'AbortError') return;
      console.warn('Maze Cat: the hint solver failed', error);
      this.say('No hint could be worked out here.');
    }
  }

  private say(text: string): void {
    this.banner.show(text);
    this.announcer.say(text);
  }
}

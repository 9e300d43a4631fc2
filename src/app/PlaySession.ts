/**
 * One level in play: its Sim, its LevelView and the fixed-step clock that drives them. Created by
 * the play controller for each level (and again on live reload); destroyed when leaving play.
 */
import type { Renderer } from 'pixi.js';
import { buildLevel } from '../level/buildLevel';
import type { Cell, Level } from '../level/types';
import { Sim, STEP_MS } from '../sim';
import { type ReplayStep, TapRecorder } from '../sim/replay';
import type { Command, SimEvent } from '../sim/types';
import type { ReadFile } from '../tiled/types';
import { LevelView } from '../view/LevelView';
import type { ResolveImage } from '../view/tileTextures';
import { SPRITES_URL } from './assets';
import { fetchBytes } from './fetchBytes';
import { FixedStep } from './fixedStep';
import type { JobWorker } from './workers/JobWorker';

export interface SessionOptions {
  readonly speed: number;
  readonly reducedMotion: boolean;
  readonly designer: boolean;
  readonly readFile: ReadFile;
  /** Where the map is read and decoded: off the page's thread. */
  readonly jobs: JobWorker;
  /** Where a map's pictures load from; null refuses one (see imagePolicy.ts). */
  readonly resolveUrl: ResolveImage;
}

/**
 * Ends the current task so the browser can draw and take input between long steps (a timer, not
 * an animation frame: those stop in a hidden tab); throws an AbortError once `signal` is aborted.
 */
function nextFrame(signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    setTimeout(() => (signal?.aborted ? reject(new DOMException('Cancelled.', 'AbortError')) : resolve()), 0);
  });
}

export class PlaySession {
  private clock: FixedStep;
  paused = false;
  /** Sim steps since the session started: the clock a replay's ticks count. */
  private ticks = 0;
  private readonly recorder: TapRecorder;
  /** Called before every sim step: a replay being watched sends its taps (src/app/replay). */
  beforeStep: (() => void) | null = null;
  /** Hints shown in this play of the level (a win with hints earns at most two stars). */
  hintsUsed = 0;

  private constructor(
    readonly id: string,
    readonly level: Level,
    readonly sim: Sim,
    readonly view: LevelView,
    private readonly speed: number,
  ) {
    this.clock = new FixedStep(STEP_MS, speed);
    this.recorder = new TapRecorder(level.width, level.height);
  }

  /**
   * Loads and builds a level. Throws a MapError when the level cannot be used, an AbortError when
   * `signal` cancels it. The map is read and decoded in the job worker; the steps left on the page
   * (building the level, preparing the sim, the view) each get a frame of their own.
   */
  static async start(
    renderer: Renderer,
    id: string,
    file: string,
    options: SessionOptions,
    signal?: AbortSignal,
  ): Promise<PlaySession> {
    const map = await options.jobs.run(
      'loadMap',
      { file },
      {
        readFile: options.readFile,
        readBytes: fetchBytes(options.resolveUrl),
        signal,
      },
    );
    await nextFrame(signal);
    const level = buildLevel(map);
    await nextFrame(signal);
    const sim = new Sim(level);
    sim.prepare();
    await nextFrame(signal);
    const view = await LevelView.create(renderer, level, sim, options.resolveUrl, {
      reducedMotion: options.reducedMotion,
      designer: options.designer,
      spritesUrl: SPRITES_URL,
    });
    return new PlaySession(id, level, sim, view, options.speed);
  }

  /**
   * Advances by one display frame: whole sim steps for the elapsed time, then the view with the
   * remainder. Returns the events of those steps (already handed to the view).
   */
  frame(deltaMs: number): SimEvent[] {
    const events: SimEvent[] = [];
    if (!this.paused) {
      const steps = this.clock.advance(deltaMs);
      for (let i = 0; i < steps; i++) {
        this.beforeStep?.();
        this.sim.step();
        this.ticks++;
        // Drained each step so the view sees events in order even when many steps run per frame.
        for (const e of this.sim.drainEvents()) events.push(e);
      }
    }
    // Commands sent outside a step (undo, restart) may leave events for the next drain.
    if (events.length > 0) this.view.handleEvents(events);
    this.view.render(this.paused ? 0 : this.clock.alpha, this.paused ? 0 : deltaMs);
    return events;
  }

  setPaused(paused: boolean): void {
    this.paused = paused;
    this.clock.reset();
  }

  /** Runs `times` as fast as the game's speed (watching a replay at 2x or 4x). */
  setSpeed(times: number): void {
    this.clock = new FixedStep(STEP_MS, this.speed * times);
  }

  walkTo(cell: Cell): void {
    this.send({ kind: 'walkTo', x: cell.x, y: cell.y });
  }

  /** Sends the player's command to the sim, recorded for the replay of a win. */
  send(command: Command): void {
    this.recorder.record(command, this.ticks);
    this.sim.command(command);
  }

  /** The play since the level opened or last restarted, as a replay. */
  get replay(): readonly ReplayStep[] {
    return this.recorder.steps;
  }

  destroy(): void {
    this.view.container.parent?.removeChild(this.view.container);
    this.view.destroy();
  }
}

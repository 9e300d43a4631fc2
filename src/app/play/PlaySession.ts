/**
 * One level in play: its Sim, its LevelView and the fixed-step clock that drives them. Created by
 * the play controller for each level (and again on live reload); destroyed when leaving play.
 */
import type { Renderer } from 'pixi.js';
import { reviveLevel } from '../../level/levelKinds';
import type { Cell, Level } from '../../level/types';
import { Sim, STEP_MS } from '../../sim';
import { type ReplayStep, TapRecorder } from '../../sim/replay';
import type { Command, SimEvent } from '../../sim/types';
import type { ReadFile } from '../../tiled/types';
import { type CameraView, POINTER_TILE_SIZES, TOUCH_TILE_SIZES } from '../../view/camera';
import { LevelView } from '../../view/LevelView';
import { nextTask } from '../../view/nextTask';
import type { ResolveImage } from '../../view/tileTextures';
import { SPRITES_URL } from '../page/assets';
import type { JobWorker } from '../workers/JobWorker';
import { FixedStep } from './fixedStep';
import { buildLevel } from './levelBuild';
import { offloads, SearchOffload } from './searchOffload';

/** How many times faster a hurried walk runs. */
export const HURRY_TIMES = 4;

export interface SessionOptions {
  readonly speed: number;
  readonly reducedMotion: boolean;
  readonly designer: boolean;
  /** A touch screen (a coarse pointer): bigger tiles, so a fingertip hits the one it means. */
  readonly touch: boolean;
  readonly readFile: ReadFile;
  /** Where the map is read and decoded: off the page's thread. */
  readonly jobs: JobWorker;
  /** Where a map's pictures load from; null refuses one (see imagePolicy.ts). */
  readonly resolveUrl: ResolveImage;
  /** Asks for a frame: the board changed outside one (input, a command). */
  readonly requestFrame?: () => void;
  /** The zoom the player left this level at, if kept (else it opens as it fits). */
  readonly view?: CameraView | null;
}

/** What one frame did: the sim's events, and when the next frame is due (see FrameLoop). */
export interface SessionFrame {
  readonly events: SimEvent[];
  readonly next: number;
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
  /** The sim had nothing to do after the last frame (no walk, no command waiting). */
  private simWasIdle = true;
  /** Counts taps, hovers and range requests, so an answer that comes after a newer one is dropped. */
  private tapCount = 0;
  private previewCount = 0;
  private rangeCount = 0;
  /** Searches to ask for once the sim has taken the commands sent before them (see `whenSearched`). */
  private readonly afterCommands: (() => void)[] = [];
  /** Sim steps since the session started: the clock a replay's ticks count. */
  private ticks = 0;
  /**
   * When the session was made (performance.now): the level shows in the same task, and the board
   * measures its first frame from here (`maze-cat:first-frame`, for bench:start).
   */
  readonly madeAt = performance.now();
  private readonly recorder: TapRecorder;
  /** Called before every sim step: a replay being watched sends its taps (src/app/play/replay). */
  beforeStep: (() => void) | null = null;
  /** A hurried walk is in progress (see `hurry`). */
  private hurrying = false;
  /** Hints shown in this play of the level (a win with hints earns at most two stars). */
  hintsUsed = 0;
  /** The sender's win, when a share link opened the level with one: offered to watch, never played unasked. */
  sharedReplay: readonly ReplayStep[] | null = null;

  /**
   * A share link brought the sender's win with the level: kept with the play and offered (the
   * banner's "Watch how they did it" while the play is at its start, the win panel's "Compare").
   */
  offerShared(steps: readonly ReplayStep[]): void {
    this.sharedReplay = steps;
    this.requestFrame();
  }

  private constructor(
    readonly id: string,
    readonly level: Level,
    readonly sim: Sim,
    readonly view: LevelView,
    private speed: number,
    private readonly requestFrame: () => void,
    /** Big levels search in a worker (searchOffload.ts); null on the others. */
    private readonly offload: SearchOffload | null,
  ) {
    this.clock = new FixedStep(STEP_MS, speed);
    this.recorder = new TapRecorder(level.width, level.height);
  }

  /**
   * Loads and builds a level. Throws a MapError when the level cannot be used, an AbortError when
   * `signal` cancels it. The map is read, decoded and built into a level in the job worker; the
   * steps left on the page (the sim, the view) each get a frame of their own.
   */
  static async start(
    renderer: Renderer,
    id: string,
    file: string,
    options: SessionOptions,
    signal?: AbortSignal,
  ): Promise<PlaySession> {
    const built = await buildLevel(file, options, signal);
    // Built in the worker, the level crossed as data: its grid a Grid again, its pieces' kinds attached.
    const level: Level = reviveLevel(built);
    await nextFrame(signal);
    return PlaySession.fromLevel(renderer, id, level, options, signal);
  }

  /** Starts a session on a level already built (the loader's, or a generated one in a bench). */
  static async fromLevel(
    renderer: Renderer,
    id: string,
    level: Level,
    options: Omit<SessionOptions, 'readFile' | 'jobs'>,
    signal?: AbortSignal,
  ): Promise<PlaySession> {
    const start = performance.now();
    const sim = new Sim(level);
    // A big level's searches run in the worker, which prepares its own path finder. On a big
    // level the sim's set-up, the grid's copy to the search worker and the view's are each tens of
    // milliseconds: each is a task of its own.
    const offloaded = offloads(level);
    if (offloaded) await nextTask();
    const offload = offloaded ? new SearchOffload(level) : null;
    if (!offload) sim.prepare();
    await nextFrame(signal);
    const requestFrame = options.requestFrame ?? (() => {});
    const view = await LevelView.create(renderer, level, sim, options.resolveUrl, {
      reducedMotion: options.reducedMotion,
      designer: options.designer,
      spritesUrl: SPRITES_URL,
      tileSizes: options.touch ? TOUCH_TILE_SIZES : POINTER_TILE_SIZES,
      onChange: requestFrame,
      view: options.view,
    });
    // The page's part of a level's opening (the sim, the view), on its timeline for bench:start.
    performance.measure('maze-cat:board-setup', { start });
    return new PlaySession(id, level, sim, view, options.speed, requestFrame, offload);
  }

  /**
   * Advances by one display frame: whole sim steps for the elapsed time, then the view with the
   * remainder. Returns the events of those steps (already handed to the view) and when the next
   * frame is due: at once while the sim has work (the fixed step needs every frame), else when the
   * view next changes by itself; never while paused.
   */
  frame(deltaMs: number): SessionFrame {
    const events: SimEvent[] = [];
    // A replay being watched steps on while the cat stands still: it sends its next tap at its tick.
    const idle = this.simWasIdle && this.beforeStep === null;
    if (!this.paused) {
      // Time the sim spent with nothing to do is not banked: a new walk starts with one step now.
      if (idle) this.clock.reset();
      const steps = idle ? (this.sim.idle ? 0 : 1) : this.clock.advance(deltaMs);
      for (let i = 0; i < steps; i++) {
        this.beforeStep?.();
        this.sim.step();
        this.ticks++;
        // Drained each step so the view sees events in order even when many steps run per frame.
        for (const e of this.sim.drainEvents()) events.push(e);
      }
      this.simWasIdle = this.sim.idle;
      if (this.hurrying && this.sim.idle) {
        this.hurrying = false;
        this.setSpeed(1);
      }
      if (this.afterCommands.length > 0 && !this.sim.commandsPending) {
        for (const ask of this.afterCommands.splice(0)) ask();
      }
    }
    // Commands sent outside a step (undo, restart) may leave events for the next drain.
    if (events.length > 0) this.view.handleEvents(events);
    const next = this.view.render(this.paused ? 0 : this.clock.alpha, this.paused ? 0 : deltaMs);
    if (this.paused) return { events, next: Number.POSITIVE_INFINITY };
    return { events, next: this.simWasIdle && this.beforeStep === null ? next : 0 };
  }

  setPaused(paused: boolean): void {
    this.paused = paused;
    this.clock.reset();
    if (!paused) this.requestFrame();
  }

  /** Sends the sim a command not the player's (a replay being watched); the next frame runs its steps. */
  command(command: Command): void {
    this.sim.command(command);
    this.requestFrame();
  }

  /** Sends the player's command (a walk, undo, restart), recorded for the replay of a win. */
  send(command: Command): void {
    this.recorder.record(command, this.ticks);
    this.command(command);
  }

  /** Runs `times` as fast as the game's speed (watching a replay at 2x or 4x). */
  setSpeed(times: number): void {
    this.clock = new FixedStep(STEP_MS, this.speed * times);
  }

  /**
   * Hurries the walk in progress (a second tap on its target): the sim takes HURRY_TIMES as many
   * of its fixed steps per frame until the cat stops. The steps are the same, so a hurried play
   * is the same play (and replays the same); only the wall clock runs faster.
   */
  hurry(): void {
    if (this.hurrying || !this.sim.walking) return;
    this.hurrying = true;
    this.setSpeed(HURRY_TIMES);
  }

  /** The cat walks faster or slower from now on (the walking speed setting, times the game's speed). */
  setWalkSpeed(speed: number): void {
    this.speed = speed;
    if (!this.hurrying) this.setSpeed(1);
  }

  /** The play since the level opened or last restarted, as a replay. */
  get replay(): readonly ReplayStep[] {
    return this.recorder.steps;
  }

  /** Walks the cat to `cell` (last tap wins); on a big level once the worker has found the path. */
  walkTo(cell: Cell): void {
    const tap = ++this.tapCount;
    this.whenSearched(cell, () => {
      if (tap === this.tapCount) this.send({ kind: 'walkTo', x: cell.x, y: cell.y });
    });
  }

  /** Shows what a tap on `cell` would do (null: nothing); on a big level once its path is in. */
  showPreview(cell: Cell | null): void {
    const hover = ++this.previewCount;
    this.view.pointAt(cell);
    if (cell === null) {
      this.view.showPreview(null);
      return;
    }
    // Until the worker answers, no stale preview stays up.
    if (this.offload && this.sim.pathQuery(cell.x, cell.y)) this.view.showPreview(null);
    this.whenSearched(cell, () => {
      if (hover === this.previewCount) this.view.showPreview(this.sim.preview(cell.x, cell.y));
    });
  }

  /** Shows the movement range when `wanted` (else hides it); on a big level computed by the worker. */
  showRange(wanted: boolean): void {
    const request = ++this.rangeCount;
    if (!wanted) {
      this.view.showRange(null);
      return;
    }
    if (!this.offload) {
      this.view.showRange(this.sim.range());
      return;
    }
    this.offload.range(this.sim.rangeQuery()).then(
      (range) => {
        if (request === this.rangeCount) this.view.showRange(range);
      },
      () => {
        if (request === this.rangeCount) this.view.showRange(this.sim.range());
      },
    );
  }

  /**
   * Runs `then` once the search a walk or preview to `cell` needs has an answer in the sim: at once
   * on a small level (the sim searches itself), else after the worker's reply; asks again when the
   * state moved on meanwhile (the cat took a step), so the command never searches on this thread.
   */
  private whenSearched(cell: Cell, then: () => void): void {
    // A restart or undo not yet taken: a search now would be for the state before it, and the walk
    // would then search on this thread (a second-long freeze on a big level). Ask after the step.
    if (this.offload && this.sim.commandsPending) {
      this.afterCommands.push(() => this.whenSearched(cell, then));
      this.requestFrame();
      return;
    }
    const query = this.offload ? this.sim.pathQuery(cell.x, cell.y) : null;
    if (!this.offload || !query) {
      then();
      return;
    }
    this.offload.path(query).then(
      (path) => {
        this.sim.answerPath(query, path);
        this.whenSearched(cell, then);
      },
      // The worker failed (it never should): the sim searches itself, as on a small level.
      () => then(),
    );
  }

  destroy(): void {
    this.offload?.destroy();
    this.view.container.parent?.removeChild(this.view.container);
    this.view.destroy();
  }
}

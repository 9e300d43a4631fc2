/**
 * One level in play: its Sim, its LevelView and the fixed-step clock that drives them. Created by
 * the play controller for each level (and again on live reload); destroyed when leaving play.
 */
import type { Renderer } from 'pixi.js';
import { loadLevel } from '../level/loadLevel';
import type { Cell, Level } from '../level/types';
import { Sim, STEP_MS } from '../sim';
import type { SimEvent } from '../sim/types';
import type { ReadFile } from '../tiled/types';
import { LevelView } from '../view/LevelView';
import { SPRITES_URL } from './assets';
import { fetchBytes } from './fetchBytes';
import { FixedStep } from './fixedStep';

export interface SessionOptions {
  readonly speed: number;
  readonly reducedMotion: boolean;
  readonly designer: boolean;
  readonly readFile: ReadFile;
  readonly resolveUrl: (path: string) => string;
}

export class PlaySession {
  private readonly clock: FixedStep;
  paused = false;

  private constructor(
    readonly id: string,
    readonly level: Level,
    readonly sim: Sim,
    readonly view: LevelView,
    speed: number,
  ) {
    this.clock = new FixedStep(STEP_MS, speed);
  }

  /** Loads and builds a level. Throws a MapError when the level cannot be used. */
  static async start(
    renderer: Renderer,
    id: string,
    file: string,
    options: SessionOptions,
  ): Promise<PlaySession> {
    const level = await loadLevel(file, options.readFile, { readBytes: fetchBytes(options.resolveUrl) });
    const sim = new Sim(level);
    sim.prepare();
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
        this.sim.step();
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

  walkTo(cell: Cell): void {
    this.sim.command({ kind: 'walkTo', x: cell.x, y: cell.y });
  }

  destroy(): void {
    this.view.container.parent?.removeChild(this.view.container);
    this.view.destroy();
  }
}

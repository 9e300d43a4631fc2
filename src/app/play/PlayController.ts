/**
 * Play: owns the open level (a PlaySession) and replaces it on level change, restart of the page's
 * level from a live reload, or leaving play; runs it each frame and hands the sim's events to the
 * parts that react to them: sound, the announcer, the board's input and overlays (PlayInput), the
 * HUD (HudPresenter) and the result panels (ResultTimer). No game rule here: outcomes come from the sim.
 */
import type { Container, Renderer } from 'pixi.js';
import { soundsForEvents } from '../../audio/eventSounds';
import type { Sound } from '../../audio/Sound';
import { KeyboardInput } from '../../input/KeyboardInput';
import { PointerInput } from '../../input/PointerInput';
import type { Cell } from '../../level/types';
import type { Command, SimEvent } from '../../sim/types';
import type { LevelSolution } from '../../solver/solveLevel';
import { isShippedLevel } from '../levels/levelIndex';
import type { Announcer } from '../page/Announcer';
import { whenIdle } from '../page/idle';
import type { ProgressStore } from '../saves/storage';
import type { Navigator } from '../screens/Navigator';
import { announcementFor } from './announcements';
import { DesignerOverlay } from './DesignerOverlay';
import { solveForDesigner } from './designerInfo';
import { HudPresenter } from './HudPresenter';
import { HintGiver } from './hints/HintGiver';
import { DEAD_END_TEXT, OutlookWatch } from './hints/OutlookWatch';
import { PlayInput, type PlayInputHost } from './PlayInput';
import type { PlayScreen } from './PlayScreen';
import { PlaySession, type SessionOptions } from './PlaySession';
import { type ResultDeps, ResultTimer } from './ResultTimer';
import { parSteps } from './replay/parSteps';
import { ReplayWatch, type WatchSource } from './replay/ReplayWatch';
import { pageStorage, ZoomMemory } from './zoomMemory';

export interface PlayDeps extends Omit<ResultDeps, 'speed' | 'reducedMotion'> {
  readonly renderer: Renderer;
  readonly stage: Container;
  readonly canvas: HTMLCanvasElement;
  readonly nav: Navigator;
  readonly playScreen: PlayScreen;
  readonly store: ProgressStore;
  readonly sound: Sound;
  readonly announcer: Announcer;
  /** Options for a session; `id` picks where its files come from (bundled, URL or dropped files). */
  readonly sessionOptions: (id?: string) => SessionOptions;
  /** Asks the board for a frame: something on it changed outside a frame. */
  readonly requestFrame: () => void;
  readonly onError: (error: unknown, id: string, file: string) => void;
  /** The win panel's Next level (offered again after watching a replay from the win panel). */
  readonly openNext: () => void;
}

export class PlayController implements PlayInputHost {
  session: PlaySession | null = null;
  private readonly designerOverlay: DesignerOverlay;
  private loadToken = 0;
  /** Cancels the level being loaded (its job in the worker), if any. */
  private loading: AbortController | null = null;
  readonly input: PlayInput;
  private readonly hud: HudPresenter;
  private readonly results: ResultTimer;
  private readonly pointer: PointerInput;
  private readonly keyboard: KeyboardInput;
  private readonly hints: HintGiver;
  private readonly outlook: OutlookWatch;
  private readonly watch: ReplayWatch;
  private readonly zooms = new ZoomMemory(pageStorage());

  constructor(private readonly deps: PlayDeps) {
    const options = deps.sessionOptions();
    this.hints = new HintGiver(options.jobs, deps.announcer, () => deps.sessionOptions().touch);
    this.watch = new ReplayWatch(deps.announcer, () => this.stopWatching());
    this.outlook = new OutlookWatch(options.jobs, deps.announcer, {
      undo: () => this.undo(),
      restart: () => this.restart(),
      setParLost: (best) => deps.playScreen.setParLost(best),
    });
    deps.playScreen.addOverlay(this.watch.banner.root);
    deps.playScreen.addOverlay(this.hints.banner.root);
    deps.playScreen.addOverlay(this.outlook.banner.root);
    this.designerOverlay = new DesignerOverlay(deps.playScreen, options.designer, options.jobs);
    this.input = new PlayInput(this, deps.nav, deps.playScreen, deps.announcer);
    this.hud = new HudPresenter(deps.playScreen, deps.store);
    this.results = new ResultTimer({
      ...deps,
      speed: () => deps.sessionOptions().speed,
      reducedMotion: () => deps.sessionOptions().reducedMotion,
    });
    this.pointer = new PointerInput(deps.canvas, this.input);
    this.keyboard = new KeyboardInput((a) => this.input.onKey(a));
    // The designer legend and the notes take room from the board as they show, hide or grow.
    deps.playScreen.onInsetsChange = () => this.reframe();
  }

  /** Loads a level and shows the play screen; on failure calls `onError`. Returns false on failure. */
  async open(id: string, file: string): Promise<boolean> {
    const token = ++this.loadToken;
    this.loading?.abort();
    const loading = new AbortController();
    this.loading = loading;
    let session: PlaySession;
    try {
      session = await PlaySession.start(
        this.deps.renderer,
        id,
        file,
        {
          ...this.deps.sessionOptions(id),
          designer: this.designerOverlay.on,
          requestFrame: this.deps.requestFrame,
          view: this.zooms.get(id),
        },
        loading.signal,
      );
    } catch (error) {
      if (token === this.loadToken && !loading.signal.aborted) this.deps.onError(error, id, file);
      return false;
    } finally {
      if (this.loading === loading) this.loading = null;
    }
    if (token !== this.loadToken) {
      session.destroy(); // A newer open() won the race.
      return false;
    }
    this.close();
    this.session = session;
    // A shipped level's par was checked by the build; any other's is the solver's.
    const parChecked = isShippedLevel(id);
    this.hud.setLevel(session.level, parChecked);
    // Once the level shows: sending a big map to the worker is a task of its own.
    const solved = (solution: LevelSolution) => {
      if (this.session !== session) return;
      this.hud.solved(solution);
      this.refreshHud();
    };
    if (!parChecked) whenIdle(() => void this.solution()?.then(solved, () => {}));
    this.deps.stage.addChild(session.view.container);
    this.deps.playScreen.setLevel(session.level.title, session.level.intro);
    this.deps.nav.go('play');
    // Laid out once the play screen shows, so the camera knows where its HUD bars are.
    this.resize(this.deps.canvas.clientWidth, this.deps.canvas.clientHeight);
    this.deps.canvas.focus({ preventScroll: true });
    if (session.level.intro) this.deps.announcer.say(`${session.level.title}. ${session.level.intro}`);
    else this.deps.announcer.say(session.level.title);
    this.refreshHud();
    this.refreshDesigner();
    this.deps.requestFrame();
    return true;
  }

  /**
   * The solver's answer for the open level, solved once in the job worker (shared with the HUD's
   * par and the designer overlay); null with no level open.
   */
  solution(): Promise<LevelSolution> | null {
    const s = this.session;
    return s ? solveForDesigner(s.level, this.deps.sessionOptions().jobs) : null;
  }

  /** Stops loading a level (the player left the loading screen): its work in the worker stops too. */
  cancelLoad(): void {
    ++this.loadToken;
    this.loading?.abort();
    this.loading = null;
  }

  /** The tile the hint showing marks, if any. */
  get hintTile(): Cell | null {
    return this.hints.markedTile;
  }

  /** The keyboard cursor's tile, if the player has moved it. */
  get cursor(): Cell | null {
    return this.input.cursor;
  }

  /** Leaves play: destroys the session. */
  close(): void {
    this.rememberView();
    this.zooms.flush();
    this.watch.stop();
    this.hints.clear(this.session);
    this.outlook.clear();
    this.session?.destroy();
    this.session = null;
    this.results.cancel();
    this.input.reset();
    this.designerOverlay.reset();
  }

  /**
   * One frame of the open level (see FrameLoop): the sim's steps, the view, the result panel when
   * due. Returns when the next frame is due (Infinity with no level open or while paused).
   */
  frame(deltaMs: number): number {
    const s = this.session;
    if (!s) return Number.POSITIVE_INFINITY;
    const { events, next } = s.frame(deltaMs);
    if (events.length > 0) this.onEvents(events, s);
    this.watch.frame(s, !this.deps.playScreen.introShown, () => this.watchWin('shared'));
    this.hints.frame(s);
    if (!this.watch.active) this.outlook.frame(s);
    this.designerOverlay.refreshLegend(s);
    if (s.paused) return Number.POSITIVE_INFINITY;
    if (this.results.tick(deltaMs, s)) this.input.clearOverlays();
    return Math.min(next, this.results.dueInMs);
  }

  resize(width: number, height: number): void {
    // The camera keeps the map's edges clear of the HUD (and of the notes while they show), so every
    // tile can be seen and tapped.
    this.session?.view.resize(width, height, this.insets());
    this.showWhole();
  }

  /** The HUD changed (a hint came up, a note went away): `LevelView.setInsets`; `now` centres at once (the intro put away). */
  reframe(now = false): void {
    this.session?.view.setInsets(this.insets(), now);
    this.showWhole();
    this.deps.requestFrame();
  }

  /** "See all" (the button, V, a double tap at `at`): the whole board, or back to a close-up. */
  toggleView(at?: { x: number; y: number }): void {
    const s = this.session;
    if (!s || this.deps.nav.current !== 'play') return;
    s.view.toggleWhole(at);
    this.rememberView();
    this.deps.announcer.say(s.view.showsWhole ? 'The whole board.' : 'Close up.');
  }

  /** The player zoomed: the level keeps that zoom (saved, so it opens so next time). */
  rememberView(): void {
    const s = this.session;
    const view = s?.view.cameraView ?? null;
    if (s && view !== null) this.zooms.set(s.id, view);
    this.showWhole();
  }

  private showWhole(): void {
    if (this.session) this.deps.playScreen.setWhole(this.session.view.showsWhole);
  }

  private insets() {
    return this.deps.playScreen.boardInsets(this.deps.canvas.getBoundingClientRect());
  }

  setPaused(paused: boolean): void {
    this.session?.setPaused(paused);
  }

  pause(): void {
    if (!this.session || this.deps.nav.current !== 'play') return;
    this.session.setPaused(true);
    this.deps.sound.play('open');
    this.deps.nav.openPanel('pause');
  }

  resume(): void {
    if (!this.session) return;
    this.deps.sound.play('close');
    this.deps.nav.closePanel();
    // The walking speed may have changed in the pause panel's settings.
    this.session.setWalkSpeed(this.deps.sessionOptions(this.session.id).speed);
    this.session.setPaused(false);
    this.deps.canvas.focus({ preventScroll: true });
  }

  undo(): void {
    this.backToPlay({ kind: 'undo' });
  }

  restart(): void {
    this.backToPlay({ kind: 'restart' });
  }

  /** A replay is being watched: the board takes no taps. */
  get watching(): boolean {
    return this.watch.active;
  }

  /** The Hint button or key H. */
  hint(): void {
    const s = this.session;
    if (!s || this.watch.active || this.deps.nav.current !== 'play') return;
    this.deps.playScreen.dismissIntro();
    // At a dead end the banner already says there is no way on, with its Undo and Restart.
    if (this.outlook.deadEnd) this.deps.announcer.say(DEAD_END_TEXT);
    else this.hints.press(s);
  }

  /** Watches a replay of the open level from its start (see ReplayWatch). */
  watchReplay(source: WatchSource): void {
    const s = this.session;
    if (!s) return;
    this.results.cancel();
    this.hints.clear(s);
    this.outlook.clear();
    this.deps.nav.closePanel();
    this.input.clearOverlays();
    this.watch.start(s, source);
    this.deps.canvas.focus({ preventScroll: true });
  }

  /** Watches the play that just won the level, or the sender's win a link brought (asked for: never unasked). */
  watchWin(whose: 'own' | 'shared'): void {
    const s = this.session;
    const steps = whose === 'own' ? s?.replay : s?.sharedReplay;
    const label = whose === 'own' ? 'your win' : 'the shared replay';
    if (s && steps) this.watchReplay({ label, steps: [...steps], next: this.nextAfterWin(s) });
  }

  /** Next level for a replay watched from the win panel, when the level has a next one. */
  private nextAfterWin(s: PlaySession): (() => void) | undefined {
    return s.sim.status === 'won' && this.deps.nextLevel(s.id) !== null ? this.deps.openNext : undefined;
  }

  /** Watches the solver's par solution (see parSteps). */
  watchPar(): void {
    const s = this.session;
    if (!s) return;
    const next = this.nextAfterWin(s);
    parSteps(s.level, this.deps.sessionOptions().jobs).then(
      (steps) => {
        if (this.session !== s) return;
        if (steps) this.watchReplay({ label: 'the par solution', steps, next });
        else this.deps.announcer.say('The solver found no solution to show.');
      },
      (error: unknown) => console.warn('Maze Cat: the solver failed', error),
    );
  }

  /** Stops watching and plays the level from its start. */
  stopWatching(): void {
    this.watch.stop();
    this.backToPlay({ kind: 'restart' });
  }

  /** Undo and restart close any panel, unpause and clear the overlays before the sim takes the command. */
  private backToPlay(command: Command): void {
    const s = this.session;
    if (!s) return;
    this.hints.clear(s);
    // The board shows a replay, not the player's play: undo or restart both start afresh.
    if (this.watch.active) {
      this.watch.stop();
      this.backToPlay({ kind: 'restart' });
      return;
    }
    this.results.cancel();
    if (this.deps.nav.current !== 'play') this.deps.nav.closePanel();
    s.setPaused(false);
    s.send(command);
    this.input.clearOverlays();
    this.deps.canvas.focus({ preventScroll: true });
  }

  toggleMute(): void {
    const { sound, music } = this.deps.store.settings;
    const on = !(sound || music);
    this.deps.store.setSettings({ sound: on, music: on });
    this.refreshHud();
  }

  toggleDesigner(): void {
    this.designerOverlay.on = !this.designerOverlay.on;
    this.session?.view.setDesigner(this.designerOverlay.on);
    this.refreshDesigner();
    this.deps.announcer.say(this.designerOverlay.on ? 'Designer overlay on.' : 'Designer overlay off.');
  }

  get designerOn(): boolean {
    return this.designerOverlay.on;
  }

  /** The overlay keeps the movement range shown while the cat stands still. */
  private refreshDesigner(): void {
    const s = this.session;
    if (!s) return;
    this.input.showRangeIfWanted();
    this.designerOverlay.refresh(s, () => this.session);
  }

  private onEvents(events: readonly SimEvent[], s: PlaySession): void {
    for (const name of soundsForEvents(events)) this.deps.sound.play(name);
    for (const e of events) {
      const line = announcementFor(e);
      if (line) this.deps.announcer.say(line);
      // A watched replay's end is the banner's to tell; the player's win is saved in this frame.
      if (!this.watch.active) this.results.onEvent(e, s);
    }
    this.input.afterEvents(events);
    this.refreshHud();
  }

  /** Updates the HUD from the sim and the settings. */
  refreshHud(): void {
    if (this.session) this.hud.refresh(this.session.sim);
  }

  destroy(): void {
    this.close();
    this.pointer.destroy();
    this.keyboard.destroy();
  }
}

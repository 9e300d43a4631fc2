/**
 * Play: turns input into commands, sim events into HUD, sound, announcements and result panels.
 * Owns the current PlaySession and replaces it on level change, restart of the page's level from
 * a live reload, or leaving play. No game rule here: outcomes come from the sim.
 */
import type { Container, Renderer } from 'pixi.js';
import type { Sound } from '../audio/Sound';
import { KeyboardInput } from '../input/KeyboardInput';
import type { KeyAction } from '../input/keymap';
import { PointerInput, type PointerTarget } from '../input/PointerInput';
import type { Cell } from '../level/types';
import type { Command, SimEvent } from '../sim/types';
import { flourishDuration } from '../view/flourish';
import type { Announcer } from './Announcer';
import { announcementFor } from './announcements';
import { DesignerOverlay } from './DesignerOverlay';
import type { Navigator } from './Navigator';
import type { PlaySession, SessionOptions } from './PlaySession';
import type { LosePanel, WinPanel } from './screens/Panels';
import type { PlayScreen } from './screens/PlayScreen';
import { starsFor } from './stars';
import type { ProgressStore } from './storage';

/** Pause after the flourish ends before the result panel comes up. */
const RESULT_PAUSE_MS = 200;

export interface PlayDeps {
  readonly renderer: Renderer;
  readonly stage: Container;
  readonly canvas: HTMLCanvasElement;
  readonly nav: Navigator;
  readonly playScreen: PlayScreen;
  readonly winPanel: WinPanel;
  readonly losePanel: LosePanel;
  readonly store: ProgressStore;
  readonly sound: Sound;
  readonly announcer: Announcer;
  /** Options for a session; `id` picks where its files come from (bundled, URL or dropped files). */
  readonly sessionOptions: (id?: string) => SessionOptions;
  /** The next bundled level after `id`, if any. */
  readonly nextLevel: (id: string) => string | null;
  /** Whether wins on `id` are saved (bundled levels; not ones opened from a URL). */
  readonly isBundled: (id: string) => boolean;
  readonly onError: (error: unknown, id: string, file: string) => void;
}

export class PlayController implements PointerTarget {
  session: PlaySession | null = null;
  private file = '';
  private hover: Cell | null = null;
  private focus: Cell | null = null;
  private rangeShown = false;
  private lastTarget: Cell | null = null;
  private pending: { kind: 'won'; moves: number } | { kind: 'lost'; reason: 'eaten' | 'tired' } | null = null;
  private pendingMs = 0;
  private readonly designerOverlay: DesignerOverlay;
  private loadToken = 0;
  private readonly pointer: PointerInput;
  private readonly keyboard: KeyboardInput;

  constructor(private readonly deps: PlayDeps) {
    this.designerOverlay = new DesignerOverlay(deps.playScreen, deps.sessionOptions().designer);
    this.pointer = new PointerInput(deps.canvas, this);
    this.keyboard = new KeyboardInput((a) => this.onKey(a));
  }

  /** True while a level is open and no panel covers it. */
  get active(): boolean {
    return this.session !== null && this.deps.nav.current === 'play';
  }

  /** Loads a level and shows the play screen; on failure calls `onError`. Returns false on failure. */
  async open(id: string, file: string): Promise<boolean> {
    const token = ++this.loadToken;
    let session: PlaySession;
    try {
      // Loaded on the first open, not with the title screen: the level loader, sim and view are
      // most of the game's code (docs/performance.md, "Bundle size").
      const { PlaySession } = await import('./PlaySession');
      session = await PlaySession.start(this.deps.renderer, id, file, {
        ...this.deps.sessionOptions(id),
        designer: this.designerOverlay.on,
      });
    } catch (error) {
      if (token === this.loadToken) this.deps.onError(error, id, file);
      return false;
    }
    if (token !== this.loadToken) {
      session.destroy(); // A newer open() won the race.
      return false;
    }
    this.close();
    this.session = session;
    this.file = file;
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
    return true;
  }

  /** The open level's file (to reload it when it changes). */
  get openFile(): string {
    return this.file;
  }

  /** Leaves play: destroys the session. */
  close(): void {
    this.session?.destroy();
    this.session = null;
    this.pending = null;
    this.hover = null;
    this.focus = null;
    this.rangeShown = false;
    this.lastTarget = null;
    this.designerOverlay.reset();
  }

  /** Each display frame. */
  frame(deltaMs: number): void {
    const s = this.session;
    if (!s) return;
    const events = s.frame(deltaMs);
    if (events.length > 0) this.onEvents(events);
    this.designerOverlay.refreshLegend(s);
    if (this.pending && !s.paused) {
      this.pendingMs -= deltaMs * this.deps.sessionOptions().speed;
      if (this.pendingMs <= 0) this.showResult();
    }
  }

  resize(width: number, height: number): void {
    // The camera keeps the map's edges clear of the HUD bars, so every tile can be seen and tapped.
    this.session?.view.resize(
      width,
      height,
      this.deps.playScreen.boardInsets(this.deps.canvas.getBoundingClientRect()),
    );
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
    this.session.setPaused(false);
    this.deps.canvas.focus({ preventScroll: true });
  }

  undo(): void {
    this.backToPlay({ kind: 'undo' });
  }

  restart(): void {
    this.backToPlay({ kind: 'restart' });
  }

  /** Undo and restart close any panel, unpause and clear the overlays before the sim takes the command. */
  private backToPlay(command: Command): void {
    const s = this.session;
    if (!s) return;
    this.pending = null;
    if (this.deps.nav.current !== 'play') this.deps.nav.closePanel();
    s.setPaused(false);
    s.sim.command(command);
    this.clearOverlays();
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

  /** The overlay keeps the movement range shown while the cat stands still. */
  private refreshDesigner(): void {
    const s = this.session;
    if (!s) return;
    this.showRangeIfWanted();
    this.designerOverlay.refresh(s, () => this.session);
  }

  get designerOn(): boolean {
    return this.designerOverlay.on;
  }

  // PointerTarget ---------------------------------------------------------------------------

  tap(x: number, y: number): void {
    const s = this.session;
    if (!s || !this.active || s.sim.status !== 'playing') return;
    this.deps.playScreen.dismissIntro();
    const cell = s.view.screenToTile(x, y);
    const cat = s.sim.cat;
    if (!s.sim.walking && cell.x === cat.x && cell.y === cat.y) {
      this.toggleRange();
      return;
    }
    this.walkTo(cell);
  }

  preview(x: number, y: number): void {
    const s = this.session;
    if (!s || !this.active) return;
    const cell = s.view.screenToTile(x, y);
    if (this.hover && this.hover.x === cell.x && this.hover.y === cell.y) return;
    this.hover = cell;
    this.showPreviewAt(cell);
  }

  previewEnd(): void {
    this.hover = null;
    if (this.focus) this.showPreviewAt(this.focus);
    else this.session?.showPreview(null);
  }

  pan(dx: number, dy: number): void {
    if (this.active) this.session?.view.panBy(dx, dy);
  }

  zoom(factor: number, x: number, y: number): void {
    if (this.active) this.session?.view.zoomAt(factor, x, y);
  }

  // Internals ---------------------------------------------------------------------------------

  private walkTo(cell: Cell): void {
    const s = this.session;
    if (!s) return;
    this.rangeShown = false;
    // The designer overlay keeps the range until the walk really starts (a bump leaves it up).
    if (!this.designerOverlay.on) s.showRange(false);
    this.lastTarget = cell;
    s.walkTo(cell);
  }

  private toggleRange(): void {
    const s = this.session;
    if (!s) return;
    this.rangeShown = !this.rangeShown;
    this.showRangeIfWanted();
    if (this.rangeShown) this.deps.announcer.say('Showing where the cat can reach.');
  }

  /** The range is drawn when asked for (tap on the cat, Space) or by the designer overlay, while the cat stands still. */
  private showRangeIfWanted(): void {
    const s = this.session;
    if (!s) return;
    const wanted =
      (this.rangeShown || this.designerOverlay.on) && !s.sim.walking && s.sim.status === 'playing';
    s.showRange(wanted);
  }

  private showPreviewAt(cell: Cell): void {
    const s = this.session;
    if (s?.sim.status !== 'playing') return;
    const inside = cell.x >= 0 && cell.y >= 0 && cell.x < s.level.width && cell.y < s.level.height;
    s.showPreview(inside ? cell : null);
  }

  private clearOverlays(): void {
    this.rangeShown = false;
    this.showRangeIfWanted();
    this.session?.showPreview(null);
  }

  private onKey(action: KeyAction): boolean {
    const s = this.session;
    if (!s) return false;
    const screen = this.deps.nav.current;
    if (action.kind === 'pause') {
      if (screen === 'play') this.pause();
      else if (screen === 'pause') this.resume();
      else return false;
      return true;
    }
    if (screen === 'lost' || screen === 'won') {
      if (action.kind === 'undo' && screen === 'lost') this.undo();
      else if (action.kind === 'restart') this.restart();
      else return false;
      return true;
    }
    if (screen !== 'play') return false;
    this.deps.playScreen.dismissIntro();
    switch (action.kind) {
      case 'step': {
        if (s.sim.status !== 'playing') return true;
        // Steps pressed quickly add up: each goes on from where the previous one is heading.
        const from = !s.sim.idle && this.lastTarget ? this.lastTarget : s.sim.cat;
        this.walkTo({ x: from.x + action.dx, y: from.y + action.dy });
        return true;
      }
      case 'cursor': {
        const from = this.focus ?? s.sim.cat;
        this.focus = {
          x: Math.max(0, Math.min(s.level.width - 1, from.x + action.dx)),
          y: Math.max(0, Math.min(s.level.height - 1, from.y + action.dy)),
        };
        s.view.setFocus(this.focus);
        this.showPreviewAt(this.focus);
        return true;
      }
      case 'walkToCursor':
        if (this.focus && s.sim.status === 'playing') this.walkTo(this.focus);
        return true;
      case 'range':
        this.toggleRange();
        return true;
      case 'undo':
        this.undo();
        return true;
      case 'restart':
        this.restart();
        return true;
      case 'mute':
        this.toggleMute();
        return true;
      case 'designer':
        this.toggleDesigner();
        return true;
    }
    return false;
  }

  /** The result panel waits for the whole end-of-level flourish, so the win spin or the bite is seen. */
  private resultDelay(kind: 'win' | 'lose'): number {
    return flourishDuration(kind, this.deps.sessionOptions().reducedMotion) + RESULT_PAUSE_MS;
  }

  private onEvents(events: readonly SimEvent[]): void {
    this.deps.sound.onEvents([...events]);
    for (const e of events) {
      const line = announcementFor(e);
      if (line) this.deps.announcer.say(line);
      switch (e.kind) {
        case 'walkStarted':
          this.lastTarget = e.target;
          this.rangeShown = false;
          this.session?.showRange(false);
          break;
        case 'won':
          this.pending = { kind: 'won', moves: e.moves };
          this.pendingMs = this.resultDelay('win');
          break;
        case 'eaten':
        case 'tired':
          this.pending = { kind: 'lost', reason: e.kind };
          this.pendingMs = this.resultDelay('lose');
          break;
        case 'undone':
        case 'restarted':
          this.pending = null;
          if (this.designerOverlay.on) this.showRangeIfWanted();
          break;
        case 'walkEnded':
          if (this.designerOverlay.on) this.showRangeIfWanted();
          break;
      }
    }
    // The state changed: the preview under the pointer or cursor may have too.
    const at = this.hover ?? this.focus;
    if (at) this.showPreviewAt(at);
    else if (this.session?.sim.status !== 'playing') this.session?.showPreview(null);
    this.refreshHud();
  }

  private showResult(): void {
    const s = this.session;
    const result = this.pending;
    this.pending = null;
    if (!s || !result) return;
    this.clearOverlays();
    if (result.kind === 'won') {
      const stars = starsFor(result.moves, s.level.par);
      const newBest = this.deps.isBundled(s.id)
        ? this.deps.store.recordWin(s.id, result.moves, stars)
        : false;
      this.deps.winPanel.set({
        moves: result.moves,
        par: s.level.par,
        stars,
        newBest,
        hasNext: this.deps.nextLevel(s.id) !== null,
      });
      this.deps.announcer.say(`Level complete: ${stars} of 3 stars.${newBest ? ' New best.' : ''}`);
      this.deps.nav.openPanel('won');
    } else {
      this.deps.losePanel.set(result.reason);
      this.deps.nav.openPanel('lost');
    }
  }

  /** Updates the HUD from the sim and the settings. */
  refreshHud(): void {
    const s = this.session;
    if (!s) return;
    const { sound, music } = this.deps.store.settings;
    this.deps.playScreen.setHud({
      bones: s.sim.bones,
      moves: s.sim.moves,
      par: s.level.par,
      energyLeft: s.sim.energyLeft,
      energy: s.level.energy,
      canUndo: s.sim.canUndo,
      muted: !sound && !music,
    });
  }

  destroy(): void {
    this.close();
    this.pointer.destroy();
    this.keyboard.destroy();
  }
}

import { stepToward } from '../../input/gridSteps';
import type { KeyAction } from '../../input/keymap';
import type { PointerTarget } from '../../input/PointerInput';
import type { Cell } from '../../level/types';
import type { SimEvent } from '../../sim/types';
import type { Announcer } from '../page/Announcer';
import type { Navigator } from '../screens/Navigator';
import type { PlayScreen } from './PlayScreen';
import type { PlaySession } from './PlaySession';

/** What the input asks of the play controller: the open level, and the actions keys and buttons share. */
export interface PlayInputHost {
  readonly session: PlaySession | null;
  readonly designerOn: boolean;
  /** A replay is being watched: taps and game keys wait. */
  readonly watching: boolean;
  pause(): void;
  resume(): void;
  undo(): void;
  restart(): void;
  toggleMute(): void;
  toggleDesigner(): void;
  hint(): void;
  /** "See all": the whole board, or a close-up (on screen point `at`, else on the cat). */
  toggleView(at?: { x: number; y: number }): void;
  /** The player zoomed (the level keeps the zoom). */
  rememberView(): void;
}

/** How much a zoom key (+ or -) zooms in or out. */
const KEY_ZOOM = 1.25;

/**
 * The board's input: taps, hovers, long presses, drags and pinches on the canvas (as a
 * `PointerTarget`) and the keys, turned into walks, the path preview, the keyboard cursor, the
 * movement range and camera moves. It keeps what the player points at (hover, cursor) so the
 * preview follows the game's state; the sim decides what a walk does.
 */
export class PlayInput implements PointerTarget {
  private hover: Cell | null = null;
  private focus: Cell | null = null;
  private rangeShown = false;
  /** Where the last walk was sent, so quick arrow-key steps add up. */
  private lastTarget: Cell | null = null;
  /** The tile under the pointer when it went down: what a tap that follows means. */
  private pressed: Cell | null = null;

  constructor(
    private readonly host: PlayInputHost,
    private readonly nav: Navigator,
    private readonly playScreen: PlayScreen,
    private readonly announcer: Announcer,
  ) {}

  /** The keyboard cursor's tile, or null before the player moves it. */
  get cursor(): Cell | null {
    return this.focus;
  }

  /** The tile the player points at (a hover, a long press, else the keyboard cursor), or null. */
  get pointed(): Cell | null {
    return this.hover ?? this.focus;
  }

  /** A level opened or closed: nothing is pointed at. */
  reset(): void {
    this.hover = null;
    this.focus = null;
    this.rangeShown = false;
    this.lastTarget = null;
    this.pressed = null;
  }

  /** True while a level is open and no panel covers it. */
  private get active(): boolean {
    return this.host.session !== null && this.nav.current === 'play' && !this.host.watching;
  }

  // PointerTarget ---------------------------------------------------------------------------

  press(x: number, y: number): void {
    this.pressed = this.host.session?.view.screenToTile(x, y) ?? null;
  }

  tap(x: number, y: number): void {
    const pressed = this.pressed;
    this.pressed = null;
    const s = this.host.session;
    if (!s || !this.active || s.sim.status !== 'playing') return;
    // The tile the finger went down on, as the board was drawn then (a walk's camera moves on
    // while it is held; the intro going away reframes the board).
    const cell = pressed ?? s.view.screenToTile(x, y);
    this.playScreen.dismissIntro();
    const cat = s.sim.cat;
    if (!s.sim.walking && cell.x === cat.x && cell.y === cat.y) {
      this.toggleRange();
      return;
    }
    this.walkTo(cell);
  }

  preview(x: number, y: number): void {
    const s = this.host.session;
    if (!s || !this.active) return;
    const cell = s.view.screenToTile(x, y);
    if (this.hover && this.hover.x === cell.x && this.hover.y === cell.y) return;
    this.hover = cell;
    this.showPreviewAt(cell);
  }

  previewEnd(): void {
    this.hover = null;
    if (this.focus) this.showPreviewAt(this.focus);
    else this.host.session?.showPreview(null);
  }

  pan(dx: number, dy: number): void {
    if (this.active) this.host.session?.view.panBy(dx, dy);
  }

  zoom(factor: number, x: number, y: number): void {
    if (!this.active) return;
    this.host.session?.view.zoomAt(factor, x, y);
    this.host.rememberView();
  }

  doubleTap(x: number, y: number): void {
    if (this.active) this.host.toggleView({ x, y });
  }

  // Keys ------------------------------------------------------------------------------------

  /** A key's action; true when it was used (the keyboard then swallows the key). */
  onKey(action: KeyAction): boolean {
    const s = this.host.session;
    if (!s) return false;
    const screen = this.nav.current;
    if (action.kind === 'pause') {
      if (screen === 'play') this.host.pause();
      else if (screen === 'pause') this.host.resume();
      else return false;
      return true;
    }
    if (screen === 'lost' || screen === 'won') {
      if (action.kind === 'undo' && screen === 'lost') this.host.undo();
      else if (action.kind === 'restart') this.host.restart();
      else return false;
      return true;
    }
    if (screen !== 'play' || (this.host.watching && action.kind !== 'mute')) return false;
    this.playScreen.dismissIntro();
    switch (action.kind) {
      case 'step': {
        if (s.sim.status !== 'playing') return true;
        // Steps pressed quickly add up: each goes on from where the previous one is heading.
        const from = !s.sim.idle && this.lastTarget ? this.lastTarget : s.sim.cat;
        const to = this.stepFrom(from, action.dx, action.dy);
        if (to) this.walkTo(to);
        return true;
      }
      case 'cursor': {
        const from = this.focus ?? s.sim.cat;
        // A step off the board leaves the cursor where it is.
        const to = this.stepFrom(from, action.dx, action.dy);
        const inside = to !== null && to.x >= 0 && to.y >= 0 && to.x < s.level.width && to.y < s.level.height;
        this.focus = inside ? to : { x: from.x, y: from.y };
        s.view.setFocus(this.focus);
        this.showPreviewAt(this.focus);
        return true;
      }
      case 'walkToCursor': {
        if (!this.focus || s.sim.status !== 'playing') return true;
        const cat = s.sim.cat;
        // On the cat, Enter does what a tap on the cat does: show where it can reach.
        if (!s.sim.walking && this.focus.x === cat.x && this.focus.y === cat.y) this.toggleRange();
        else this.walkTo(this.focus);
        return true;
      }
      case 'range':
        this.toggleRange();
        return true;
      case 'undo':
        this.host.undo();
        return true;
      case 'restart':
        this.host.restart();
        return true;
      case 'mute':
        this.host.toggleMute();
        return true;
      case 'designer':
        this.host.toggleDesigner();
        return true;
      case 'hint':
        this.host.hint();
        return true;
      case 'seeAll':
        this.host.toggleView();
        return true;
      case 'zoom': {
        const f = s.view.frame();
        this.zoom(action.in ? KEY_ZOOM : 1 / KEY_ZOOM, (f.left + f.right) / 2, (f.top + f.bottom) / 2);
        return true;
      }
    }
    return false;
  }

  // The board's overlays ----------------------------------------------------------------------

  /** After the sim's events of a frame: the range, and the preview under the pointer or cursor, follow the new state. */
  afterEvents(events: readonly SimEvent[]): void {
    const s = this.host.session;
    for (const e of events) {
      if (e.kind === 'walkStarted') {
        this.lastTarget = e.target;
        this.rangeShown = false;
        s?.showRange(false);
      } else if (e.kind === 'undone' || e.kind === 'restarted' || e.kind === 'walkEnded') {
        if (this.host.designerOn) this.showRangeIfWanted();
        if (e.kind !== 'walkEnded') this.cursorAfterRewind(e.kind === 'restarted');
      }
    }
    const at = this.hover ?? this.focus;
    if (at) this.showPreviewAt(at);
    else if (s?.sim.status !== 'playing') s?.showPreview(null);
  }

  /** Hides the preview and the range (a panel comes up, or undo and restart take the board back). */
  clearOverlays(): void {
    this.rangeShown = false;
    this.showRangeIfWanted();
    this.host.session?.showPreview(null);
  }

  /** The range is drawn when asked for (tap on the cat, Space) or by the designer overlay, while the cat stands still. */
  showRangeIfWanted(): void {
    const s = this.host.session;
    if (!s) return;
    const wanted = (this.rangeShown || this.host.designerOn) && !s.sim.walking && s.sim.status === 'playing';
    s.showRange(wanted);
  }

  /**
   * After a restart the keyboard cursor goes back to the cat, so Shift+arrows start from it and
   * Enter acts. After an undo it stays where it is while a walk there would start (Enter then walks
   * the undone walk again), else it goes back to the cat too.
   */
  private cursorAfterRewind(restarted: boolean): void {
    const s = this.host.session;
    if (!s || !this.focus) return;
    if (!restarted) {
      const preview = s.sim.preview(this.focus.x, this.focus.y);
      if (preview.path.length > 1 && preview.bump === undefined) return;
    }
    this.focus = { ...s.sim.cat };
    s.view.setFocus(this.focus);
  }

  /** The tile an arrow key's screen direction (`dx`, `dy`) reaches from `from`, by the grid's own steps. */
  private stepFrom(from: Cell, dx: number, dy: number): Cell | null {
    const s = this.host.session;
    if (!s) return null;
    const { level, view } = s;
    const grid = { orientation: level.orientation, staggerAxis: level.map.staggerAxis, rule: level.rule };
    return stepToward(grid, from, dx, dy, (x, y) => view.tileToScreen(x, y));
  }

  private walkTo(cell: Cell): void {
    const s = this.host.session;
    if (!s) return;
    this.rangeShown = false;
    // The designer overlay keeps the range until the walk really starts (a bump leaves it up).
    if (!this.host.designerOn) s.showRange(false);
    // A second tap on the target of the walk in progress hurries it.
    const last = this.lastTarget;
    if (s.sim.walking && last && last.x === cell.x && last.y === cell.y) {
      s.hurry();
      return;
    }
    this.lastTarget = cell;
    s.walkTo(cell);
  }

  private toggleRange(): void {
    this.rangeShown = !this.rangeShown;
    this.showRangeIfWanted();
    if (this.rangeShown) this.announcer.say('Showing where the cat can reach.');
  }

  private showPreviewAt(cell: Cell): void {
    const s = this.host.session;
    if (s?.sim.status !== 'playing') return;
    const inside = cell.x >= 0 && cell.y >= 0 && cell.x < s.level.width && cell.y < s.level.height;
    s.showPreview(inside ? cell : null);
  }
}

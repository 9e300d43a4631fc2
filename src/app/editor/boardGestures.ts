import { GestureTracker, type PointerKind } from '../../input/gestures';

/** What a gesture on the editor's board does: paint with the tool held, or move the view. */
export type BoardAction =
  | { readonly kind: 'press'; readonly x: number; readonly y: number }
  | { readonly kind: 'drag'; readonly x: number; readonly y: number }
  | { readonly kind: 'release' }
  | { readonly kind: 'pan'; readonly dx: number; readonly dy: number }
  | { readonly kind: 'zoom'; readonly factor: number; readonly x: number; readonly y: number };

/** How long (ms) a finger rests before it paints where it is: a pinch's second finger comes sooner. */
export const TOUCH_HOLD_MS = 90;
/** How far (CSS px) a finger moves before it paints from where it came down. */
const SLOP = 8;

/**
 * The editor board's gestures, free of the DOM (as play's GestureTracker, which it uses for the
 * pinch): one finger, a pen or the mouse's main button paints with the tool held (press, drags,
 * release); two fingers pan and pinch-zoom the board whatever the tool, as in play; the mouse's
 * middle or right button drags the board. A finger paints once it has rested TOUCH_HOLD_MS or
 * moved SLOP px, or on a tap, so the first finger of a pinch paints nothing; once two fingers
 * have been down nothing paints until every finger has lifted.
 */
export class BoardGestures {
  private readonly tracker = new GestureTracker({ tapSlop: SLOP });
  /** The pointer painting, or one that will paint (a finger not yet held or moved). */
  private painter: { id: number; x: number; y: number; time: number; pressed: boolean } | null = null;
  /** The mouse button pans (middle or right). */
  private panning = false;

  down(id: number, x: number, y: number, time: number, kind: PointerKind, button = 0): BoardAction[] {
    this.tracker.down(id, x, y, time, kind);
    const fingers = this.tracker.activePointers;
    if (fingers === 1) {
      this.panning = kind === 'mouse' && button !== 0;
      if (this.panning) return [];
      this.painter = { id, x, y, time, pressed: kind !== 'touch' };
      return this.painter.pressed ? [{ kind: 'press', x, y }] : [];
    }
    // A second finger: the board moves; a stroke already painting ends where it is, and the finger
    // left down after the pinch paints nothing (the tracker's own rule for play).
    const painted = this.painter?.pressed;
    this.painter = null;
    return painted ? [{ kind: 'release' }] : [];
  }

  move(id: number, x: number, y: number, time: number): BoardAction[] {
    const moved = this.tracker.move(id, x, y, time);
    if (this.tracker.activePointers >= 2 || this.panning) return this.view(moved);
    const p = this.painter;
    if (!p || p.id !== id) return [];
    if (p.pressed) return [{ kind: 'drag', x, y }];
    if (Math.hypot(x - p.x, y - p.y) <= SLOP && time - p.time < TOUCH_HOLD_MS) return [];
    p.pressed = true;
    return [
      { kind: 'press', x: p.x, y: p.y },
      { kind: 'drag', x, y },
    ];
  }

  up(id: number, x: number, y: number, time: number): BoardAction[] {
    const moved = this.tracker.up(id, x, y, time);
    const out = this.panning ? this.view(moved) : [];
    if (this.tracker.activePointers === 0) this.panning = false;
    const p = this.painter;
    if (!p || p.id !== id) return out;
    this.painter = null;
    return p.pressed ? [{ kind: 'release' }] : [{ kind: 'press', x: p.x, y: p.y }, { kind: 'release' }];
  }

  /** The browser took the pointer (a system gesture): a stroke ends where it is. */
  cancel(id: number): BoardAction[] {
    this.tracker.cancel(id);
    if (this.tracker.activePointers === 0) this.panning = false;
    const p = this.painter;
    if (!p || p.id !== id) return [];
    this.painter = null;
    return p.pressed ? [{ kind: 'release' }] : [];
  }

  /** A resting finger paints once it has rested TOUCH_HOLD_MS (call from a timer). */
  tick(time: number): BoardAction[] {
    const p = this.painter;
    if (!p || p.pressed || time - p.time < TOUCH_HOLD_MS) return [];
    p.pressed = true;
    return [{ kind: 'press', x: p.x, y: p.y }];
  }

  private view(gestures: ReturnType<GestureTracker['move']>): BoardAction[] {
    return gestures.flatMap((g): BoardAction[] => (g.kind === 'pan' || g.kind === 'zoom' ? [g] : []));
  }
}

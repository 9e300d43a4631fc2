/**
 * Pointer gesture classification, free of the DOM so it can be unit-tested: feed it pointer downs,
 * moves and ups (with times), get back what the player meant.
 *
 * - tap: down and up without moving more than `tapSlop` CSS pixels (and not after a long press);
 * - pan: one pointer moved past the slop; every further move pans by its delta;
 * - pinch: two pointers; the distance ratio zooms about their midpoint, the midpoint's motion pans;
 * - long press (touch and pen only; a mouse has hover): held still for `longPressMs`; it shows the
 *   path preview, moving the finger then moves the preview, and lifting it ends the preview without
 *   walking (a peek, so the player can look before committing);
 * - double tap: a second tap within `doubleTapMs` of the first, no more than `doubleTapSlop` away
 *   (closer than two tiles' centres, so quick taps on neighbouring tiles stay taps);
 * - hover: a mouse moving with no button down.
 *
 * Times are the events' own time stamps: a busy page (a slow phone) may run the long-press timer
 * before it handles a move or a lift that came first, and these still read as the drag or the tap
 * they were.
 */

export type PointerKind = 'mouse' | 'touch' | 'pen';

export type Gesture =
  | { readonly kind: 'tap'; readonly x: number; readonly y: number }
  | { readonly kind: 'doubleTap'; readonly x: number; readonly y: number }
  | { readonly kind: 'pan'; readonly dx: number; readonly dy: number }
  | { readonly kind: 'zoom'; readonly factor: number; readonly x: number; readonly y: number }
  | { readonly kind: 'preview'; readonly x: number; readonly y: number }
  | { readonly kind: 'previewEnd' };

export interface GestureOptions {
  /** Movement (CSS px) beyond which a press is a drag, not a tap. */
  readonly tapSlop: number;
  /** Hold time (ms) for a touch long press. */
  readonly longPressMs: number;
  /** Most time (ms) from a tap to the next for the two to be a double tap. */
  readonly doubleTapMs: number;
  /** Farthest (CSS px) a double tap's second tap lands from its first. */
  readonly doubleTapSlop: number;
}

export const DEFAULT_GESTURE_OPTIONS: GestureOptions = {
  tapSlop: 8,
  longPressMs: 400,
  doubleTapMs: 300,
  doubleTapSlop: 16,
};

interface Tracked {
  x: number;
  y: number;
  readonly startX: number;
  readonly startY: number;
  readonly startTime: number;
  readonly kind: PointerKind;
}

type Mode = 'idle' | 'pressing' | 'panning' | 'pinching' | 'peeking' | 'spent';

/** Turns raw pointer input into gestures. One instance per canvas. */
export class GestureTracker {
  private readonly options: GestureOptions;
  private readonly pointers = new Map<number, Tracked>();
  private mode: Mode = 'idle';
  private pinchDistance = 0;
  private pinchX = 0;
  private pinchY = 0;
  /** The last single tap, which a quick second one makes a double tap. */
  private lastTap: { x: number; y: number; time: number } | null = null;

  constructor(options: Partial<GestureOptions> = {}) {
    this.options = { ...DEFAULT_GESTURE_OPTIONS, ...options };
  }

  /** Number of pointers currently down. */
  get activePointers(): number {
    return this.pointers.size;
  }

  down(id: number, x: number, y: number, time: number, kind: PointerKind): Gesture[] {
    this.pointers.set(id, { x, y, startX: x, startY: y, startTime: time, kind });
    if (this.pointers.size === 1) {
      this.mode = 'pressing';
      return [];
    }
    const out: Gesture[] = this.mode === 'peeking' ? [{ kind: 'previewEnd' }] : [];
    if (this.pointers.size === 2) this.startPinch();
    return out;
  }

  move(id: number, x: number, y: number, time: number): Gesture[] {
    const p = this.pointers.get(id);
    if (!p) return [];
    const dx = x - p.x;
    const dy = y - p.y;
    p.x = x;
    p.y = y;
    switch (this.mode) {
      case 'pressing': {
        if (Math.hypot(x - p.startX, y - p.startY) <= this.options.tapSlop) return [];
        this.mode = 'panning';
        // Pan by the whole distance since the press so the map stays under the finger.
        return [{ kind: 'pan', dx: x - p.startX, dy: y - p.startY }];
      }
      case 'panning':
        return dx === 0 && dy === 0 ? [] : [{ kind: 'pan', dx, dy }];
      case 'peeking':
        // The long-press timer can fire before a busy page handles moves that came earlier: a move
        // made before the deadline means the finger never held still, so it was a drag after all.
        if (
          time - p.startTime < this.options.longPressMs &&
          Math.hypot(x - p.startX, y - p.startY) > this.options.tapSlop
        ) {
          this.mode = 'panning';
          return [{ kind: 'previewEnd' }, { kind: 'pan', dx: x - p.startX, dy: y - p.startY }];
        }
        return [{ kind: 'preview', x, y }];
      case 'pinching':
        return this.pinchMove();
      default:
        return [];
    }
  }

  up(id: number, x: number, y: number, time: number): Gesture[] {
    const p = this.pointers.get(id);
    if (!p) return [];
    const out: Gesture[] = [];
    if (this.pointers.size === 1) {
      const still = Math.hypot(x - p.startX, y - p.startY) <= this.options.tapSlop;
      // Lifted before the long-press deadline, by the lift's own time stamp.
      const early = time - p.startTime < this.options.longPressMs;
      if (this.mode === 'pressing') {
        if (still && (early || p.kind === 'mouse')) out.push(this.tap(x, y, time));
        // A quick flick: the browser may deliver the lift before the frame's coalesced moves.
        else if (!still) out.push({ kind: 'pan', dx: x - p.startX, dy: y - p.startY });
      } else if (this.mode === 'panning' && (x !== p.x || y !== p.y)) {
        out.push({ kind: 'pan', dx: x - p.x, dy: y - p.y });
      } else if (this.mode === 'peeking') {
        out.push({ kind: 'previewEnd' });
        // As with moves: a lift made before the deadline, handled after the timer, was a tap.
        if (still && early) out.push(this.tap(x, y, time));
      }
    }
    this.pointers.delete(id);
    if (this.pointers.size === 0) this.mode = 'idle';
    else if (this.pointers.size === 1) this.mode = 'spent';
    else this.startPinch();
    return out;
  }

  private tap(x: number, y: number, time: number): Gesture {
    const last = this.lastTap;
    const { doubleTapMs, doubleTapSlop } = this.options;
    if (last && time - last.time <= doubleTapMs && Math.hypot(x - last.x, y - last.y) <= doubleTapSlop) {
      this.lastTap = null;
      return { kind: 'doubleTap', x, y };
    }
    this.lastTap = { x, y, time };
    return { kind: 'tap', x, y };
  }

  /**
   * Forgets the last tap, so the next one is a tap of its own: a press somewhere else came between
   * them (the Undo button between two taps on the same tile is not a double tap).
   */
  forgetTap(): void {
    this.lastTap = null;
  }

  /** A pointer was cancelled by the browser (e.g. a system gesture): forget it, emit no tap. */
  cancel(id: number): Gesture[] {
    if (!this.pointers.delete(id)) return [];
    const out: Gesture[] = this.mode === 'peeking' ? [{ kind: 'previewEnd' }] : [];
    this.mode = this.pointers.size === 0 ? 'idle' : 'spent';
    return out;
  }

  /** Call when a long-press timer fires; returns the preview gesture if the press still qualifies. */
  tick(time: number): Gesture[] {
    if (this.mode !== 'pressing' || this.pointers.size !== 1) return [];
    const p = this.pointers.values().next().value as Tracked;
    if (p.kind === 'mouse' || time - p.startTime < this.options.longPressMs) return [];
    this.mode = 'peeking';
    return [{ kind: 'preview', x: p.x, y: p.y }];
  }

  private startPinch(): void {
    const [a, b] = [...this.pointers.values()];
    this.mode = 'pinching';
    this.pinchDistance = Math.max(1, Math.hypot(a.x - b.x, a.y - b.y));
    this.pinchX = (a.x + b.x) / 2;
    this.pinchY = (a.y + b.y) / 2;
  }

  private pinchMove(): Gesture[] {
    const [a, b] = [...this.pointers.values()];
    const distance = Math.max(1, Math.hypot(a.x - b.x, a.y - b.y));
    const mx = (a.x + b.x) / 2;
    const my = (a.y + b.y) / 2;
    const out: Gesture[] = [];
    if (mx !== this.pinchX || my !== this.pinchY)
      out.push({ kind: 'pan', dx: mx - this.pinchX, dy: my - this.pinchY });
    if (distance !== this.pinchDistance)
      out.push({ kind: 'zoom', factor: distance / this.pinchDistance, x: mx, y: my });
    this.pinchDistance = distance;
    this.pinchX = mx;
    this.pinchY = my;
    return out;
  }
}

/** Zoom factor for one wheel event: smooth for trackpads (small deltas), a fixed notch for mice. */
export function wheelZoomFactor(deltaY: number, deltaMode: number): number {
  // deltaMode 1 = lines, 2 = pages: treat as pixel-ish notches of 100.
  const pixels = deltaMode === 0 ? deltaY : deltaY * 100;
  const clamped = Math.max(-300, Math.min(300, pixels));
  return Math.exp(-clamped * 0.0015);
}

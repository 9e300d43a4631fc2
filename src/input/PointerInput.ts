/**
 * Pointer and wheel input on the game canvas, classified by `GestureTracker` into taps, pans,
 * pinch zooms, long-press previews and mouse hover. Coordinates handed on are CSS pixels relative
 * to the canvas's top-left corner. It only reports; the app decides what a gesture does.
 */
import { GestureTracker, type PointerKind, wheelZoomFactor } from './gestures';

/** What the app does with each gesture. */
export interface PointerTarget {
  /**
   * A first pointer went down at (x, y): what is under it is read now, as the board shows it now,
   * for the tap it may become (the board may move before the pointer lifts).
   */
  press(x: number, y: number): void;
  tap(x: number, y: number): void;
  /** A second tap quickly on the same spot (its first tap was a tap). */
  doubleTap(x: number, y: number): void;
  /** Mouse hover, or a touch long press (and its finger moving). */
  preview(x: number, y: number): void;
  /** The hover left the canvas or the long press ended. */
  previewEnd(): void;
  pan(dx: number, dy: number): void;
  zoom(factor: number, x: number, y: number): void;
}

function kindOf(e: PointerEvent): PointerKind {
  return e.pointerType === 'touch' || e.pointerType === 'pen' ? e.pointerType : 'mouse';
}

export class PointerInput {
  private readonly tracker = new GestureTracker();
  private longPressTimer = 0;
  private readonly abort = new AbortController();
  enabled = true;

  constructor(
    private readonly element: HTMLElement,
    private readonly target: PointerTarget,
  ) {
    const signal = this.abort.signal;
    element.addEventListener('pointerdown', (e) => this.onDown(e), { signal });
    element.addEventListener('pointermove', (e) => this.onMove(e), { signal });
    element.addEventListener('pointerup', (e) => this.onUp(e), { signal });
    element.addEventListener('pointercancel', (e) => this.onCancel(e), { signal });
    element.addEventListener(
      'pointerleave',
      (e) => {
        if (e.pointerType === 'mouse' && this.tracker.activePointers === 0) this.target.previewEnd();
      },
      { signal },
    );
    element.addEventListener('wheel', (e) => this.onWheel(e), { signal, passive: false });
    // A long press must not open the browser's context menu or start a selection.
    element.addEventListener('contextmenu', (e) => e.preventDefault(), { signal });
    element.ownerDocument.addEventListener(
      'pointerdown',
      (e) => {
        if (!(e.target instanceof Node && element.contains(e.target))) this.tracker.forgetTap();
      },
      { signal, capture: true, passive: true },
    );
  }

  /** Removes every listener. */
  destroy(): void {
    window.clearTimeout(this.longPressTimer);
    this.abort.abort();
  }

  private local(e: PointerEvent | WheelEvent): { x: number; y: number } {
    const rect = this.element.getBoundingClientRect();
    return { x: e.clientX - rect.left, y: e.clientY - rect.top };
  }

  private onDown(e: PointerEvent): void {
    if (!this.enabled || (e.pointerType === 'mouse' && e.button !== 0)) return;
    e.preventDefault();
    this.element.focus({ preventScroll: true });
    try {
      this.element.setPointerCapture(e.pointerId);
    } catch {
      // Synthetic events (tests) may have no active pointer to capture; tracking still works.
    }
    const { x, y } = this.local(e);
    // Event time stamps, not the time of handling: a busy page may handle an event late.
    this.run(this.tracker.down(e.pointerId, x, y, e.timeStamp, kindOf(e)));
    if (this.tracker.activePointers === 1) this.target.press(x, y);
    if (kindOf(e) !== 'mouse') {
      window.clearTimeout(this.longPressTimer);
      this.longPressTimer = window.setTimeout(() => this.run(this.tracker.tick(performance.now())), 400);
    }
  }

  private onMove(e: PointerEvent): void {
    if (!this.enabled) return;
    const { x, y } = this.local(e);
    if (this.tracker.activePointers === 0) {
      if (e.pointerType === 'mouse') this.target.preview(x, y);
      return;
    }
    this.run(this.tracker.move(e.pointerId, x, y, e.timeStamp));
  }

  private onUp(e: PointerEvent): void {
    window.clearTimeout(this.longPressTimer);
    const { x, y } = this.local(e);
    const gestures = this.tracker.up(e.pointerId, x, y, e.timeStamp);
    if (this.enabled) this.run(gestures);
    if (e.pointerType === 'mouse' && this.enabled) this.target.preview(x, y);
  }

  private onCancel(e: PointerEvent): void {
    window.clearTimeout(this.longPressTimer);
    this.run(this.tracker.cancel(e.pointerId));
  }

  private onWheel(e: WheelEvent): void {
    e.preventDefault();
    if (!this.enabled) return;
    const { x, y } = this.local(e);
    this.target.zoom(wheelZoomFactor(e.deltaY, e.deltaMode), x, y);
  }

  private run(gestures: ReturnType<GestureTracker['up']>): void {
    for (const g of gestures) {
      switch (g.kind) {
        case 'tap':
          this.target.tap(g.x, g.y);
          break;
        case 'doubleTap':
          this.target.doubleTap(g.x, g.y);
          break;
        case 'pan':
          this.target.pan(g.dx, g.dy);
          break;
        case 'zoom':
          this.target.zoom(g.factor, g.x, g.y);
          break;
        case 'preview':
          this.target.preview(g.x, g.y);
          break;
        case 'previewEnd':
          this.target.previewEnd();
          break;
      }
    }
  }
}

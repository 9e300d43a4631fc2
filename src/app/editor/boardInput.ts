import { wheelZoomFactor } from '../../input/gestures';
import type { EditorBoard } from '../../view/EditorBoard';
import { type BoardAction, BoardGestures, TOUCH_HOLD_MS } from './boardGestures';
import type { EditorPointer } from './editorPointer';

/** The board's input, installed: `stop` ends a finger's hold timer (the screen hides). */
export interface BoardInput {
  stop(): void;
}

/**
 * Pointer input on the editor's board (docs/editor.md): BoardGestures says what paints (one finger,
 * the main mouse button) and what moves the view (two fingers, the wheel, the middle or right button).
 * `open` says whether a level is open to paint on.
 */
export function installBoardInput(
  canvas: HTMLCanvasElement,
  board: EditorBoard,
  pointer: EditorPointer,
  open: () => boolean,
): BoardInput {
  const gestures = new BoardGestures();
  let holdTimer = 0;
  const act = (a: BoardAction) => {
    if (a.kind === 'press' || a.kind === 'drag') {
      const tile = board.tileAt(a.x, a.y);
      if (tile && a.kind === 'press') pointer.press(tile);
      else if (tile) pointer.move(tile);
    } else if (a.kind === 'release') pointer.release();
    else if (a.kind === 'pan') board.pan(a.dx, a.dy);
    else board.zoomAt(a.factor, a.x, a.y);
  };
  const run = (actions: BoardAction[]) => {
    for (const a of actions) act(a);
  };
  canvas.style.touchAction = 'none';
  canvas.addEventListener('pointerdown', (e) => {
    if (!open()) return;
    canvas.setPointerCapture(e.pointerId);
    const kind = e.pointerType === 'touch' || e.pointerType === 'pen' ? e.pointerType : 'mouse';
    run(gestures.down(e.pointerId, e.clientX, e.clientY, e.timeStamp, kind, e.button));
    window.clearTimeout(holdTimer);
    holdTimer = window.setTimeout(() => run(gestures.tick(performance.now())), TOUCH_HOLD_MS);
  });
  canvas.addEventListener('pointermove', (e) => {
    if (canvas.hasPointerCapture(e.pointerId))
      run(gestures.move(e.pointerId, e.clientX, e.clientY, e.timeStamp));
  });
  canvas.addEventListener('pointerup', (e) => {
    if (canvas.hasPointerCapture(e.pointerId)) canvas.releasePointerCapture(e.pointerId);
    run(gestures.up(e.pointerId, e.clientX, e.clientY, e.timeStamp));
  });
  canvas.addEventListener('pointercancel', (e) => run(gestures.cancel(e.pointerId)));
  canvas.addEventListener(
    'wheel',
    (e) => {
      e.preventDefault();
      board.zoomAt(wheelZoomFactor(e.deltaY, e.deltaMode), e.clientX, e.clientY);
    },
    { passive: false },
  );
  // The right button drags the board: no menu.
  canvas.addEventListener('contextmenu', (e) => e.preventDefault());
  return { stop: () => window.clearTimeout(holdTimer) };
}

import type { LevelEditor } from '../../level/edit';
import type { Cell } from '../../level/types';
import type { EditorLayout } from '../../view/editorLayout';
import { cursorStep } from './cursorStep';
import type { EditorPointer } from './editorPointer';

/** The board's keyboard, installed: where its cursor is (null: not shown) and a way to stop a drag. */
export interface BoardKeys {
  /** The tile the keyboard acts on, while the board has the keyboard's focus; else null. */
  readonly cursor: Cell | null;
  /** Ends a keyboard drag under way (the screen hides). */
  stop(): void;
}

/** What the board's keyboard needs from the editor screen. */
export interface BoardKeysHost {
  /** The map's size in tiles, or null with no level open. */
  size(): { readonly width: number; readonly height: number } | null;
  /** The cursor moved, showed or hid: draw it (and keep it in view). */
  moved(cursor: Cell | null): void;
  /** Says the tile under the cursor to a screen reader. */
  say(cell: Cell): void;
  /** The tile under a point in client pixels, or null off the map. */
  tileAt(clientX: number, clientY: number): Cell | null;
  /** Where the board's tiles are drawn now (null before the first drawing): the arrows step on screen. */
  layout(): EditorLayout | null;
}

const STEPS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The editor's board by keyboard (docs/editor.md, "Keyboard and screen readers"): the board is in
 * the Tab order; the arrow keys move a cursor tile, Space (or Enter) does there what a click does
 * with the tool held, and Shift with the arrows drags from the cursor, as a held mouse button does
 * (a brush stroke, a rectangle, a piece moved), until Shift is let go. Enter while a dog's route is
 * drawn is left to the screen, which ends the route. The same `EditorPointer` serves mouse, finger
 * and keys, so a tool does the same whatever drives it.
 */
export function installBoardKeys(
  canvas: HTMLCanvasElement,
  pointer: EditorPointer,
  host: BoardKeysHost,
): BoardKeys {
  let cursor: Cell | null = null;
  let at: Cell | null = null;
  let dragging = false;
  canvas.tabIndex = 0;
  canvas.setAttribute('role', 'application');
  canvas.setAttribute('aria-roledescription', 'level board');
  canvas.setAttribute(
    'aria-label',
    'Level board: the arrow keys move the cursor, Space uses the tool there, Shift with the arrows drags',
  );
  const show = (cell: Cell | null) => {
    cursor = cell;
    canvas.dataset.cursor = cell ? `${cell.x},${cell.y}` : '';
    host.moved(cell);
  };
  const endDrag = () => {
    if (!dragging) return;
    dragging = false;
    pointer.release();
  };
  // The cursor starts where the keyboard left it, or in the middle of the map.
  const start = (size: { readonly width: number; readonly height: number }) =>
    clampTo(at ?? { x: size.width >> 1, y: size.height >> 1 }, size);
  /** The keys act on `cell` from now on: shown, and said. */
  const put = (cell: Cell) => {
    at = cell;
    show(cell);
    host.say(cell);
  };
  canvas.addEventListener('focus', () => {
    const size = host.size();
    if (size && canvas.matches(':focus-visible')) put(start(size));
  });
  canvas.addEventListener('keydown', (e) => {
    const size = host.size();
    if (!size || e.ctrlKey || e.metaKey || e.altKey) return;
    const here = start(size);
    const step = STEPS[e.key];
    if (step) {
      const next = cursorStep(host.layout(), here, step[0], step[1]);
      if (e.shiftKey && !dragging) {
        dragging = true;
        pointer.press(here);
      }
      if (dragging) pointer.move(next);
      put(next);
    } else if (e.key === ' ' || (e.key === 'Enter' && !pointer.drawingRoute)) {
      if (dragging) endDrag();
      else {
        pointer.press(here);
        pointer.release();
      }
      put(here);
    } else return;
    e.preventDefault();
    // Handled here: the screen's own keys (Enter ends a route) are not run as well.
    e.stopPropagation();
  });
  canvas.addEventListener('keyup', (e) => {
    if (e.key === 'Shift') endDrag();
  });
  // A mouse or finger on the board hides the cursor until a key is used again; the keys then go on
  // from the tile it pressed.
  canvas.addEventListener('pointerdown', (e) => {
    at = host.tileAt(e.clientX, e.clientY) ?? at;
    if (cursor) show(null);
  });
  canvas.addEventListener('blur', () => {
    endDrag();
    show(null);
  });
  return {
    get cursor() {
      return cursor;
    },
    stop: endDrag,
  };
}

function clampTo(cell: Cell, size: { readonly width: number; readonly height: number }): Cell {
  return {
    x: Math.max(0, Math.min(size.width - 1, cell.x)),
    y: Math.max(0, Math.min(size.height - 1, cell.y)),
  };
}

/** A tile in words, as the cursor says it to a screen reader: "4,1: wall", "2,5: floor, a bone". */
export function tileWords(editor: LevelEditor, cell: Cell): string {
  const here = editor.pieces.filter((p) => p.x === cell.x && p.y === cell.y);
  const pieces = here.map((p) => `a ${p.def.className.toLowerCase()}`);
  return [`${cell.x},${cell.y}: ${editor.terrainAt(cell.x, cell.y) ?? 'outside'}`, ...pieces].join(', ');
}

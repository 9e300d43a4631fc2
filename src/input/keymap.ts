/**
 * Keyboard bindings, as a pure function from a key event's `key`/`code` and modifiers to an action.
 *
 * Decided layout (kept simple on purpose):
 * - Arrows / WASD: the cat steps one tile that way (a walk to the neighbour).
 * - Shift+Arrows or I/J/K/L: move the keyboard focus cursor; Enter: walk to the cursor
 *   (the cursor also shows the path preview, so keyboard players get the same look-ahead).
 * - Space: movement range. Z/U: undo. R: restart. Esc/P: pause. M: mute. D: designer overlay.
 * - H: hint (the next tap of the best way on; pressed again, the cat walks it).
 * - V: see all (the whole board, or back to a close-up); + and -: zoom in and out.
 */

export type KeyAction =
  | { readonly kind: 'step'; readonly dx: number; readonly dy: number }
  | { readonly kind: 'cursor'; readonly dx: number; readonly dy: number }
  | { readonly kind: 'walkToCursor' }
  | { readonly kind: 'range' }
  | { readonly kind: 'undo' }
  | { readonly kind: 'restart' }
  | { readonly kind: 'pause' }
  | { readonly kind: 'mute' }
  | { readonly kind: 'hint' }
  | { readonly kind: 'seeAll' }
  | { readonly kind: 'zoom'; readonly in: boolean }
  | { readonly kind: 'designer' };

export interface KeyInput {
  readonly key: string;
  readonly code: string;
  readonly shiftKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
}

const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

// By physical position (`code`) so WASD/IJKL work on AZERTY and other layouts too.
const WASD: Readonly<Record<string, readonly [number, number]>> = {
  KeyW: [0, -1],
  KeyS: [0, 1],
  KeyA: [-1, 0],
  KeyD: [1, 0],
};
const IJKL: Readonly<Record<string, readonly [number, number]>> = {
  KeyI: [0, -1],
  KeyK: [0, 1],
  KeyJ: [-1, 0],
  KeyL: [1, 0],
};

/** The action for a key press, or null when the key is not ours (let the browser have it). */
export function keyAction(e: KeyInput): KeyAction | null {
  // Leave browser and OS shortcuts alone (Ctrl+R reloads, Cmd+W closes...).
  if (e.ctrlKey || e.metaKey || e.altKey) return null;
  const arrow = ARROWS[e.key];
  if (arrow) return { kind: e.shiftKey ? 'cursor' : 'step', dx: arrow[0], dy: arrow[1] };
  const cursor = IJKL[e.code];
  if (cursor) return { kind: 'cursor', dx: cursor[0], dy: cursor[1] };
  // D is both "step right" (WASD) and "designer": Shift+D toggles the designer overlay.
  if (e.code === 'KeyD' && e.shiftKey) return { kind: 'designer' };
  // By the character, so + works with or without Shift and on any layout, and the keypad's too.
  if (e.key === '+' || e.key === '=') return { kind: 'zoom', in: true };
  if (e.key === '-' || e.key === '_') return { kind: 'zoom', in: false };
  const wasd = WASD[e.code];
  if (wasd) return { kind: 'step', dx: wasd[0], dy: wasd[1] };
  switch (e.code) {
    case 'Space':
      return { kind: 'range' };
    case 'Enter':
    case 'NumpadEnter':
      return { kind: 'walkToCursor' };
    case 'KeyZ':
    case 'KeyU':
      return { kind: 'undo' };
    case 'KeyR':
      return { kind: 'restart' };
    case 'Escape':
    case 'KeyP':
      return { kind: 'pause' };
    case 'KeyM':
      return { kind: 'mute' };
    case 'KeyH':
      return { kind: 'hint' };
    case 'KeyV':
      return { kind: 'seeAll' };
    default:
      return null;
  }
}

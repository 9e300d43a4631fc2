/**
 * Keyboard input for the play screen: listens on the window (so keys work wherever focus is, except
 * in form fields and on buttons, where Space and Enter belong to the focused control).
 */
import { type KeyAction, keyAction } from './keymap';

export class KeyboardInput {
  private readonly abort = new AbortController();
  enabled = true;

  /** `handle` returns true when it used the action (then the key's default is prevented). */
  constructor(handle: (action: KeyAction) => boolean) {
    window.addEventListener(
      'keydown',
      (e) => {
        if (!this.enabled || e.isComposing) return;
        const action = keyAction(e);
        if (!action) return;
        const t = e.target;
        const onControl =
          t instanceof HTMLElement && t.closest('button, input, select, textarea, a[href]') !== null;
        if (onControl && (action.kind === 'range' || action.kind === 'walkToCursor')) return;
        // Held arrow keys repeat: stepping repeatedly is fine, but not for toggles.
        if (e.repeat && action.kind !== 'step' && action.kind !== 'cursor') return;
        if (handle(action)) e.preventDefault();
      },
      { signal: this.abort.signal },
    );
  }

  destroy(): void {
    this.abort.abort();
  }
}

/**
 * Which input the player used last, as a class on <html>: `keyboard-input` after a key press, none
 * after a pointer press (mouse, touch, pen). The style sheet shows focus rings only with the class:
 * the browser's own :focus-visible also matches after a tap on the board or when a screen moves
 * focus by script, where a ring tells a mouse or touch player nothing.
 */

/** Keys that only modify another key are no sign of keyboard play (Ctrl+click, Shift+wheel). */
const MODIFIERS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'AltGraph', 'CapsLock']);

/** Starts tracking on `doc`; the class goes on its root element. Returns a stop function. */
export function trackInputModality(doc: Document = document): () => void {
  const root = doc.documentElement;
  const abort = new AbortController();
  const options = { capture: true, signal: abort.signal };
  doc.addEventListener(
    'keydown',
    (e) => {
      if (!MODIFIERS.has(e.key)) root.classList.add('keyboard-input');
    },
    options,
  );
  doc.addEventListener('pointerdown', () => root.classList.remove('keyboard-input'), options);
  return () => abort.abort();
}

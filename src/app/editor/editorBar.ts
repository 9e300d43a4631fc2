import { button, el } from '../page/dom';

/** The editor's top bar: Back, the heading, Undo and Redo, the save status and Play-test. */
export interface EditorBar {
  readonly root: HTMLElement;
  readonly undo: HTMLButtonElement;
  readonly redo: HTMLButtonElement;
}

/** Builds the editor's top bar around `status` (the draft's saved state), each button calling its action. */
export function editorBar(
  actions: { back(): void; undo(): void; redo(): void; playTest(): void },
  status: HTMLElement,
): EditorBar {
  const undo = button('Undo', () => actions.undo(), { icon: '↶', ariaLabel: 'Undo (Ctrl+Z)' });
  const redo = button('Redo', () => actions.redo(), { icon: '↷', ariaLabel: 'Redo (Ctrl+Shift+Z)' });
  const play = button('Play-test', () => actions.playTest(), {
    className: 'btn-primary',
    icon: '▶',
    ariaLabel: 'Play-test (P)',
  });
  const root = el('div', { className: 'editor-bar' }, [
    button('Back', () => actions.back(), { icon: '←', ariaLabel: 'Back to the title' }),
    el('h2', { className: 'editor-heading', text: 'Make a level' }),
    undo,
    redo,
    status,
    play,
  ]);
  return { root, undo, redo };
}

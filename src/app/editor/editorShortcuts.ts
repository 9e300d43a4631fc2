/** What the editor's page-wide keys do (docs/editor.md, "Keys"). */
export interface ShortcutActions {
  undo(): void;
  redo(): void;
  playTest(): void;
  /** Enter: ends a dog's route while one is being drawn. */
  finishRoute(): void;
  /** Escape: drops the drag, selection or route under way. */
  cancel(): void;
  /** A tool's letter: true when `key` picked a tool. */
  tool(key: string): boolean;
}

/**
 * The editor's page-wide key handler: Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y, P, Enter, Escape and the
 * tools' letters. Keys typed into a field, and Enter or Space on a focused button, are left to them.
 */
export function editorShortcuts(actions: ShortcutActions): (e: KeyboardEvent) => void {
  return (e) => {
    const target = e.target as HTMLElement | null;
    if (target && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
    const k = e.key.toLowerCase();
    // Enter and Space press the focused control; Enter ends a route only from elsewhere.
    if (target?.closest('button') && (k === 'enter' || k === ' ')) return;
    const mod = e.ctrlKey || e.metaKey;
    if (mod && k === 'z') e.shiftKey ? actions.redo() : actions.undo();
    else if (mod && k === 'y') actions.redo();
    else if (mod) return;
    else if (k === 'p') actions.playTest();
    else if (k === 'enter') actions.finishRoute();
    else if (k === 'escape') actions.cancel();
    else if (!actions.tool(k)) return;
    e.preventDefault();
  };
}

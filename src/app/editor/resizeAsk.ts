import type { LevelEditor } from '../../level/edit';
import type { NoticeAction } from '../page/Notices';

/**
 * Resize as the maker asked it (docs/editor.md): a size the editor does not make is refused, saying
 * the limit; one that would remove pieces says how many and waits for "Resize anyway"; any other is
 * made at once. `say` shows what is said ('' clears it); `resized` follows a resize made.
 */
export function askResize(
  editor: LevelEditor,
  width: number,
  height: number,
  say: (text: string, confirm?: NoticeAction) => void,
  resized: () => void,
): void {
  const problem = editor.resizeProblem(width, height);
  if (problem) {
    say(problem);
    return;
  }
  const removed = editor.piecesOutside(width, height);
  const asked = editor.revision;
  const resize = () => {
    // Edited since it was asked: asked again, about the map as it is now.
    if (editor.revision !== asked) askResize(editor, width, height, say, resized);
    else {
      say('');
      editor.apply({ type: 'resize', width, height });
      resized();
    }
  };
  if (removed === 0) resize();
  else {
    const size = `${Number.isNaN(width) ? editor.width : width} x ${Number.isNaN(height) ? editor.height : height}`;
    say(
      `Resizing to ${size} removes ${removed === 1 ? '1 piece' : `${removed} pieces`} of ${editor.pieces.length}, outside the new size (Undo brings them back).`,
      { label: 'Resize anyway', run: resize },
    );
  }
}

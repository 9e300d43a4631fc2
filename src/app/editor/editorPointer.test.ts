import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LevelEditor, newMapText } from '../../level/edit';
import { KINDS } from '../../level/kinds/table';
import { EditorPointer, lineCells } from './editorPointer';

const TILESET = readFileSync(
  join(new URL('.', import.meta.url).pathname, '../../../levels/maze-cat.tsj'),
  'utf8',
);

async function setup() {
  const editor = await LevelEditor.open(newMapText(10, 8), 'made.tmj', async () => TILESET);
  return {
    editor,
    pointer: new EditorPointer(
      () => editor,
      () => {},
    ),
  };
}

describe('EditorPointer', () => {
  it('a brush stroke paints every tile it crosses, and undoes as one', async () => {
    const { editor, pointer } = await setup();
    pointer.press({ x: 4, y: 1 });
    pointer.move({ x: 4, y: 5 });
    pointer.release();
    expect([1, 2, 3, 4, 5].map((y) => editor.terrainAt(4, y))).toEqual(Array(5).fill('wall'));
    editor.undo();
    expect(editor.terrainAt(4, 3)).toBe('floor');
  });

  it('places pieces, drags one to move it, and joins pipe ends by dragging one onto the other', async () => {
    const { editor, pointer } = await setup();
    pointer.tool = { type: 'piece', kind: KINDS.pipe };
    pointer.press({ x: 1, y: 1 });
    pointer.release();
    pointer.press({ x: 6, y: 6 });
    pointer.release();
    pointer.press({ x: 1, y: 1 });
    pointer.move({ x: 6, y: 6 });
    pointer.release();
    const [a, b] = editor.pieces;
    expect(a.partner).toBe(b.objectId);
    pointer.press({ x: 6, y: 6 });
    pointer.move({ x: 5, y: 6 });
    pointer.release();
    expect(editor.pieces.map((p) => [p.x, p.y])).toEqual([
      [1, 1],
      [5, 6],
    ]);
  });

  it('draws a patrol by taps, ending on its start as a loop', async () => {
    const { editor, pointer } = await setup();
    pointer.tool = { type: 'piece', kind: KINDS.dog };
    pointer.press({ x: 2, y: 2 });
    pointer.release();
    pointer.tool = { type: 'patrol' };
    for (const cell of [
      { x: 2, y: 2 },
      { x: 5, y: 2 },
      { x: 5, y: 4 },
      { x: 2, y: 2 },
    ]) {
      pointer.press(cell);
      pointer.release();
    }
    expect(editor.pieces[0].route).toEqual([
      { x: 2, y: 2 },
      { x: 5, y: 2 },
      { x: 5, y: 4 },
    ]);
    expect(editor.pieces[0].closed).toBe(true);
    expect(pointer.drawingRoute).toBe(false);
  });

  it('lines run tile by tile', () => {
    expect(lineCells({ x: 0, y: 0 }, { x: 3, y: 1 })).toHaveLength(4);
  });
});

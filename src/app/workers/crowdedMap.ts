/**
 * A map crowded with pieces, as a maker may open one in the editor (issue 43): a cat and `bones`
 * bones in rows from the top left of an open floor, the exit in the far corner.
 * For the tests and the bench of the editor's size gate.
 */
import { LevelEditor, newMapText } from '../../level/edit';
import type { ReadFile } from '../../tiled/types';

/** Opens a `side` x `side` map with a cat, an exit and `bones` bones in the editor. */
export async function crowdedMap(side: number, bones: number, readFile: ReadFile): Promise<LevelEditor> {
  const editor = await LevelEditor.open(newMapText(side, side), `crowded-${side}.tmj`, readFile);
  const layer = (editor.doc.layers as { name?: string; objects?: unknown[] }[]).find(
    (l) => l.name === 'entities',
  );
  if (!layer) throw new Error('a new map has an entities layer');
  const inner = side - 2;
  const piece = (id: number, type: string, x: number, y: number) => ({
    id,
    name: '',
    type,
    x: x * 32,
    y: y * 32,
    width: 32,
    height: 32,
  });
  // Written in place before any edit: the map as it opened, not an edit to undo. The cat and the
  // bones fill rows from the top left; the exit is in the far corner.
  layer.objects = [
    piece(1, 'Exit', side - 2, side - 2),
    ...Array.from({ length: bones + 1 }, (_, i) =>
      piece(2 + i, i === 0 ? 'Cat' : 'Bone', 1 + (i % inner), 1 + Math.floor(i / inner)),
    ),
  ];
  return editor;
}

import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Mender, type RoomMap, RoomMoves, type Tree } from './roomMoves';

const MAP: RoomMap = {
  folders: { 'src/app/hints': 'src/app/play/hints' },
  files: {
    'src/app/PlaySession.ts': 'src/app/play/PlaySession.ts',
    'src/app/dom.ts': 'src/app/page/dom.ts',
    'src/app/playBanner.css': 'src/app/play/playBanner.css',
    'src/app/searchWorker.ts': 'src/app/play/searchWorker.ts',
    'src/app/levelsFirst.test.ts': 'src/app/levels/levelsFirst.test.ts',
    'src/app/hints/HintGiver.ts': 'src/app/play/hints/HintGiver.ts',
    'src/app/screens/EditorScreen.ts': 'src/app/editor/EditorScreen.ts',
  },
};

/** The tree after the move: the moved files at their new places, a test merged beside one. */
function treeOf(files: string[]): Tree {
  const set = new Set(files);
  const folders = new Set(
    files.flatMap((f) => f.split('/').map((_, i, parts) => parts.slice(0, i).join('/') || '.')),
  );
  return {
    isFile: (path) => set.has(posix.normalize(path)),
    isFolder: (path) => folders.has(posix.normalize(path)),
  };
}

const TREE = treeOf([
  'src/grid/index.ts',
  'src/app/GameApp.ts',
  'src/app/page/dom.ts',
  'src/app/play/PlaySession.ts',
  'src/app/play/PlaySession.test.ts',
  'src/app/play/playBanner.css',
  'src/app/play/searchWorker.ts',
  'src/app/play/hints/HintGiver.ts',
  'src/app/play/hints/stateKey.ts',
  'src/app/levels/levelsFirst.test.ts',
  'src/app/editor/EditorScreen.ts',
  'src/app/editor/boardInput.ts',
  'bench/tap.ts',
  'levels/01.tmj',
]);

describe('the room moves', () => {
  const moves = new RoomMoves(MAP);

  it('place a file by its entry, its folder, or the moved file it sits beside', () => {
    expect(moves.destination('src/app/dom.ts')).toBe('src/app/page/dom.ts');
    expect(moves.destination('src/app/hints/stateKey.ts')).toBe('src/app/play/hints/stateKey.ts');
    expect(moves.destination('src/app/PlaySession.test.ts')).toBe('src/app/play/PlaySession.test.ts');
    expect(moves.destination('src/app/GameApp.ts')).toBeNull();
  });

  it('tell where a moved file stood', () => {
    expect(moves.origin('src/app/page/dom.ts')).toBe('src/app/dom.ts');
    expect(moves.origin('src/app/play/hints/stateKey.ts')).toBe('src/app/hints/stateKey.ts');
    expect(moves.origin('src/app/play/PlaySession.test.ts')).toBe('src/app/PlaySession.test.ts');
    expect(moves.origin('src/app/GameApp.ts')).toBe('src/app/GameApp.ts');
  });
});

describe('mending', () => {
  const mender = new Mender(new RoomMoves(MAP), TREE);
  const mend = (path: string, text: string) => mender.mend(path, text, true).text;

  it("mends a moved file's old paths from where it stood, and leaves them once mended", () => {
    const old = [
      "import { el } from './dom';",
      "import { Cell } from '../grid/index';",
      "import './playBanner.css';",
      "import type { Hint } from './hints/HintGiver';",
      "const worker = new Worker(new URL('./searchWorker.ts', import.meta.url));",
      "vi.mock('./dom');",
      "type Session = import('./PlaySession').PlaySession;",
    ].join('\n');
    const mended = mend('src/app/play/PlaySession.test.ts', old);
    expect(mended).toBe(
      [
        "import { el } from '../page/dom';",
        "import { Cell } from '../../grid/index';",
        "import './playBanner.css';",
        "import type { Hint } from './hints/HintGiver';",
        "const worker = new Worker(new URL('./searchWorker.ts', import.meta.url));",
        "vi.mock('../page/dom');",
        "type Session = import('./PlaySession').PlaySession;",
      ].join('\n'),
    );
    expect(mend('src/app/play/PlaySession.test.ts', mended)).toBe(mended);
  });

  it('mends the paths of a file that stayed to the files that moved', () => {
    const old =
      "import { PlaySession } from '../src/app/PlaySession';\n// see src/app/hints and src/app/dom.ts.";
    expect(mend('bench/tap.ts', old)).toBe(
      "import { PlaySession } from '../src/app/play/PlaySession';\n// see src/app/play/hints and src/app/page/dom.ts.",
    );
  });

  it("mends a path from a moved file's own folder, and warns of one that names a file from both places", () => {
    const old = "const LEVELS = resolve(import.meta.dirname, '../../levels');";
    expect(mend('src/app/levels/levelsFirst.test.ts', old)).toBe(
      "const LEVELS = resolve(import.meta.dirname, '../../../levels');",
    );
    const both = mender.mend('src/app/play/PlaySession.test.ts', "join(import.meta.dirname, '../..')", true);
    expect(both.text).toBe("join(import.meta.dirname, '../..')");
    expect(both.unsure).toEqual([{ spec: '../..', now: 'src', before: '.' }]);
  });

  it("writes the short way a moved file's path to a file in the room it moved into", () => {
    expect(mend('src/app/editor/EditorScreen.ts', "import { x } from '../editor/boardInput';")).toBe(
      "import { x } from './boardInput';",
    );
  });

  it('leaves a path that names no file before or after the move', () => {
    expect(mend('src/app/GameApp.ts', "import { x } from './nowhere';")).toBe(
      "import { x } from './nowhere';",
    );
  });
});

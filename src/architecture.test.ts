import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { breachesOf, importsOf } from '../scripts/architecture/order';

const SRC = new URL('.', import.meta.url).pathname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'fixtures' ? [] : sourceFiles(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

describe('architecture', () => {
  for (const file of sourceFiles(SRC)) {
    const rel = relative(SRC, file);
    if (!rel.includes('/')) continue;
    it(`${rel} imports only earlier layers, and in src/app only earlier rooms`, () => {
      expect(breachesOf(rel, readFileSync(file, 'utf8'))).toEqual([]);
    });
  }
});

describe('the order check', () => {
  const storage = readFileSync(join(SRC, 'app/saves/storage.ts'), 'utf8');

  it('fails an import back up from one app room to a later one, planted in a real file', () => {
    const planted = `${storage}\nimport { PlaySession } from '../play/PlaySession';\n`;
    expect(breachesOf('app/saves/storage.ts', planted)).toEqual([
      'app/saves/storage.ts imports ../play/PlaySession: room saves imports play, which comes after it',
    ]);
    expect(breachesOf('app/saves/storage.ts', storage)).toEqual([]);
  });

  it('fails a fetched chunk or a worker back up, and an import between rooms that stand apart', () => {
    expect(breachesOf('app/play/board.ts', "const e = import('../editor/EditorRoute');")).toEqual([
      'app/play/board.ts imports ../editor/EditorRoute: room play imports editor, which stands apart from it',
    ]);
    expect(
      breachesOf('app/workers/jobs.ts', "new Worker(new URL('../page/probe.ts', import.meta.url))"),
    ).toEqual([
      'app/workers/jobs.ts imports ../page/probe.ts: room workers imports page, which comes after it',
    ]);
    expect(breachesOf('app/page/dom.ts', "import { SAVE_KEY } from '../saves/storage';")).toEqual([
      'app/page/dom.ts imports ../saves/storage: room page imports saves, which stands apart from it',
    ]);
  });

  it('fails a folder of src/app that is no room, and an import of a later layer', () => {
    expect(breachesOf('app/attic/old.ts', "import { el } from '../page/dom';")).toEqual([
      'app/attic/old.ts imports ../page/dom: attic is no room of scripts/architecture/order.ts',
    ]);
    expect(breachesOf('sim/Sim.ts', "import { Board } from '../app/play/board';")).toEqual([
      'sim/Sim.ts imports ../app/play/board: layer sim imports app, which comes after it',
    ]);
  });

  it('lets the shell import any room, and a room an earlier one', () => {
    expect(breachesOf('app/GameApp.ts', "import { playRoute } from './routes/playRoute';")).toEqual([]);
    expect(
      breachesOf('app/play/PlaySession.ts', "import { levelIndex } from '../levels/levelIndex';"),
    ).toEqual([]);
  });
});

/** The screen modules: one per route, each wiring its screens to the router (docs/architecture.md). */
const SCREEN_MODULES = join(SRC, 'app', 'routes');
/** The app shell that wires every screen module; nothing else names one. */
const SHELL = join(SRC, 'app', 'GameApp.ts');
/** The shell's list of the level's screen modules, fetched on first use (a chunk of their own). */
const LEVEL_ROUTES = join(SRC, 'app', 'levelRoutes.ts');

describe('the app shell', () => {
  for (const file of sourceFiles(join(SRC, 'app'))) {
    const rel = relative(SRC, file);
    const targets = importsOf(readFileSync(file, 'utf8'))
      .filter((spec) => spec.startsWith('.'))
      .map((spec) => join(dirname(file), spec));
    if (dirname(file) === SCREEN_MODULES) {
      it(`${rel} talks to the router, never to another screen module`, () => {
        for (const target of targets)
          expect(dirname(target), `${rel} imports ${relative(SRC, target)}`).not.toBe(SCREEN_MODULES);
      });
    } else if (file !== SHELL && file !== LEVEL_ROUTES) {
      it(`${rel} names no screen module`, () => {
        for (const target of targets)
          expect(dirname(target), `${rel} imports ${relative(SRC, target)}`).not.toBe(SCREEN_MODULES);
      });
    }
    it(`${rel} stays under 400 lines (GameApp.ts under 300)`, () => {
      const lines = readFileSync(file, 'utf8').split('\n').length;
      expect(lines).toBeLessThanOrEqual(file === SHELL ? 300 : 400);
    });
  }
});

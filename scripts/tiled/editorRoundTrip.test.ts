/**
 * The editor's maps in and out of the real Tiled (Debian's `tiled`, 1.8.2 here), headless
 * (docs/editor.md): a level made with the editor's model is exported, Tiled opens it and saves it
 * again (`--export-map`, as JSON and as TMX), and both load as the same level; the TMX opened in the
 * editor and exported again is still that level. The same on hexagons and on diamonds, where Tiled
 * itself (the script extension projectionTruth.js) also says which tile it shows each piece on.
 * Skipped, saying so, when `tiled` is not installed.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadLevel } from '../../src/level';
import { exportTmj, LevelEditor, type NewGrid, newMapText } from '../../src/level/edit';
import { docProjection } from '../../src/level/edit/docGrid';
import { levelMeaning as meaning } from '../../src/level/edit/levelMeaning';

const ROOT = resolve(import.meta.dirname, '../..');
const installed = (program: string) => spawnSync('which', [program]).status === 0;
const MISSING = ['tiled'].filter((p) => !installed(p));
if (MISSING.length > 0)
  console.warn(
    `skipping the editor's Tiled round trip: ${MISSING.join(' and ')} not installed (apt-get install tiled)`,
  );

const readDisk = async (path: string) => readFileSync(path, 'utf8');

/**
 * Has the real Tiled open `from` and save it as `to` in `format` (`mazecat-truth`: what Tiled
 * computes for its grid and objects, by the extension installed in `dir`'s home).
 */
function tiledSave(dir: string, format: 'json' | 'tmx' | 'mazecat-truth', from: string, to: string): void {
  // Offscreen, not under xvfb-run: an export needs no display, and two xvfb-run -a started at the
  // same moment (this file and the extension's test run side by side) can pick the same display
  // number, and one of them fails.
  const run = spawnSync('tiled', ['--export-map', format, join(dir, from), join(dir, to)], {
    env: {
      ...process.env,
      HOME: dir,
      XDG_CONFIG_HOME: join(dir, '.config'),
      XDG_RUNTIME_DIR: dir,
      QT_QPA_PLATFORM: 'offscreen',
    },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.status, `tiled --export-map ${format}: ${run.stderr}`).toBe(0);
}

/** A folder for one round trip: the game's tilesets, and Tiled's home with the truth extension. */
function roundTripFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'maze-cat-editor-tiled-'));
  for (const name of ['maze-cat', 'hex', 'iso'])
    for (const ext of ['tsj', 'png'])
      copyFileSync(join(ROOT, 'levels', `${name}.${ext}`), join(dir, `${name}.${ext}`));
  const extensions = join(dir, '.config', 'tiled', 'extensions');
  mkdirSync(extensions, { recursive: true });
  copyFileSync(join(ROOT, 'scripts/tiled/projectionTruth.js'), join(extensions, 'projectionTruth.js'));
  return dir;
}

/**
 * The level every round trip makes on `grid`: walls, water and mud, a cat, a bone, a green key
 * and door, a dog patrolling, a pair of pipes and an exit, on odd and even rows and columns.
 */
async function makeLevel(dir: string, grid: NewGrid): Promise<LevelEditor> {
  const editor = await LevelEditor.open(newMapText(9, 7, grid), 'made.tmj', (p) =>
    readDisk(join(dir, p.split('/').pop() ?? p)),
  );
  editor.apply({
    type: 'settings',
    settings: { title: 'Round trip', intro: 'Tiled and back.', energy: 40 },
  });
  editor.apply({ type: 'paint', cells: [2 * 9 + 3, 3 * 9 + 3, 4 * 9 + 3], terrain: 'wall' });
  editor.apply({ type: 'paint', cells: [1 * 9 + 5, 1 * 9 + 6], terrain: 'water' });
  editor.apply({ type: 'paint', cells: [5 * 9 + 5], terrain: 'mud' });
  editor.apply({ type: 'place', kind: 'cat', x: 1, y: 1 });
  editor.apply({ type: 'place', kind: 'bone', x: 1, y: 5 });
  editor.apply({ type: 'place', kind: 'key', x: 2, y: 3, colour: 'green' });
  editor.apply({ type: 'place', kind: 'door', x: 3, y: 5, colour: 'green' });
  editor.apply({ type: 'place', kind: 'dog', x: 5, y: 3 });
  const dog = editor.pieces.find((p) => p.kind === 'dog')?.objectId ?? 0;
  editor.apply({
    type: 'route',
    objectId: dog,
    route: [
      { x: 5, y: 3 },
      { x: 7, y: 3 },
    ],
  });
  editor.apply({ type: 'place', kind: 'pipe', x: 2, y: 1 });
  editor.apply({ type: 'place', kind: 'pipe', x: 6, y: 5 });
  const [a, b] = editor.pieces.filter((p) => p.kind === 'pipe').map((p) => p.objectId);
  editor.apply({ type: 'pair', from: a, to: b });
  editor.apply({ type: 'place', kind: 'exit', x: 7, y: 1 });
  return editor;
}

/** What Tiled's own arithmetic says of each object of a map (scripts/tiled/projectionTruth.js). */
interface TiledTruth {
  readonly objects: readonly {
    readonly id: number;
    readonly screen: [number, number];
    readonly tile: [number, number];
  }[];
}

/**
 * The tile Tiled shows each piece on, by object id: a tile object's by Tiled's own hit test of
 * its drawn centre; a patrol's start from where Tiled draws its first point.
 */
function tilesTiledShows(dir: string, editor: LevelEditor): Map<number, { x: number; y: number }> {
  tiledSave(dir, 'mazecat-truth', 'made.tmj', 'made.truth.json');
  const truth = JSON.parse(readFileSync(join(dir, 'made.truth.json'), 'utf8')) as TiledTruth;
  const projection = docProjection(editor.doc);
  return new Map(
    truth.objects.map((o) => {
      const routed = editor.pieces.find((p) => p.objectId === o.id)?.route;
      const [x, y] = routed ? [projection.tileAt(...o.screen)].map((t) => [t.x, t.y])[0] : o.tile;
      return [o.id, { x, y }];
    }),
  );
}

describe.skipIf(MISSING.length > 0)('the editor and Tiled 1.8.2', () => {
  for (const grid of ['square', 'hexagonal', 'isometric'] as const)
    it(`${grid}: a made level survives Tiled opening and saving it, as JSON and as TMX and back, and through the editor; Tiled shows each piece on its tile`, async () => {
      const dir = roundTripFolder();
      const editor = await makeLevel(dir, grid);
      writeFileSync(join(dir, 'made.tmj'), exportTmj(editor.doc, { par: 20, embed: null }));
      const made = meaning(await loadLevel(join(dir, 'made.tmj'), readDisk));

      tiledSave(dir, 'json', 'made.tmj', 'resaved.tmj');
      expect(meaning(await loadLevel(join(dir, 'resaved.tmj'), readDisk))).toEqual(made);
      tiledSave(dir, 'tmx', 'made.tmj', 'resaved.tmx');
      expect(meaning(await loadLevel(join(dir, 'resaved.tmx'), readDisk))).toEqual(made);
      tiledSave(dir, 'json', 'resaved.tmx', 'back.tmj');
      expect(meaning(await loadLevel(join(dir, 'back.tmj'), readDisk))).toEqual(made);

      const tmx = join(dir, 'resaved.tmx');
      const again = await LevelEditor.open(readFileSync(tmx, 'utf8'), tmx, readDisk);
      expect(again.pieces).toEqual(editor.pieces);
      writeFileSync(join(dir, 'again.tmj'), exportTmj(again.doc, { par: null, embed: null }));
      expect(meaning(await loadLevel(join(dir, 'again.tmj'), readDisk))).toEqual(made);

      const shown = tilesTiledShows(dir, editor);
      expect(editor.pieces.map((p) => [p.kind, shown.get(p.objectId)])).toEqual(
        editor.pieces.map((p) => [p.kind, { x: p.x, y: p.y }]),
      );
    }, 180_000);
});

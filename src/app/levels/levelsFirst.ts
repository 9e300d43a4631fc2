/**
 * The first of the bundled level files: the first level's map, every tileset and template, and
 * the pictures' URLs (a few KiB). A Play pressed the moment the title shows opens the first level,
 * and fetching every level (about 25 KiB gzip, most of it three 60 KB mazes) before it cost that
 * level a tenth of a second on a slow connection (docs/performance.md, "Play pressed at once").
 * `levels.ts` brings the rest into the same catalogue, fetched after the board's code or when a
 * file not here yet is asked for (`LevelFiles`).
 */
import { fetchText } from './fetchText';
import { LevelCatalog } from './levelCatalog';
import { byName } from './levelFileNames';

// Globs are written out: Vite reads them at build time. The first level is the first file name in
// levels/ (`01-`, the level list's order; levelsFirst.test.ts holds the folder to that).
const texts = import.meta.glob<string>(['@levels/01-*.{tmj,json}', '@levels/*.{tsj,tsx,tx,tj}'], {
  eager: true,
  query: '?raw',
  import: 'default',
});
const urls = import.meta.glob<string>('@levels/*.{png,webp,jpg,jpeg,gif}', {
  eager: true,
  query: '?url',
  import: 'default',
});

// Every other level's map in a chunk of its own, not imported here: a level opened by its address
// (`?level=`) reads its own map before the rest of the files are in (LevelCatalog.setAlone).
// `levels.ts` imports the same maps, so each is bundled once.
const maps = import.meta.glob<string>(['@levels/*.{tmj,json}', '!@levels/01-*'], {
  query: '?raw',
  import: 'default',
});

/** The one catalog of bundled levels (the same object across hot updates); `levels.ts` fills in the rest. */
export const catalog: LevelCatalog =
  (import.meta.hot?.data.catalog as LevelCatalog | undefined) ?? new LevelCatalog(fetchText);
// Merged, not replaced: once the rest is in (or after a hot update of this module) it stays.
catalog.merge(byName(texts), byName(urls));
catalog.setAlone(byName(maps));

if (import.meta.hot) {
  import.meta.hot.data.catalog = catalog;
  // Self-accept: the new version of this module re-runs the globs and updates the shared catalog.
  import.meta.hot.accept();
}

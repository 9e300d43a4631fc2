/**
 * The levels bundled into the game: every file in levels/ (maps, tilesets, templates as text;
 * images as URLs) and the community shelf's maps in levels/community/, through Vite's `import.meta.glob`. In dev, editing a level file hot-updates this
 * module; the catalog object survives the update (kept in `import.meta.hot.data`) and tells its
 * listeners which files changed, so the open level reloads without a page reload.
 */
import { SHELF_FOLDER } from '../level/shelfIds';
import { fetchText } from './fetchText';
import { LevelCatalog } from './levelCatalog';

const texts = import.meta.glob<string>('@levels/*.{tmj,json,tsj,tsx,tx,tj}', {
  eager: true,
  query: '?raw',
  import: 'default',
});
/** The community shelf's maps (levels/community/), named `levels/community/<name>` in the catalog. */
const shelf = import.meta.glob<string>('@levels/community/*.tmj', {
  eager: true,
  query: '?raw',
  import: 'default',
});
const urls = import.meta.glob<string>('@levels/*.{png,webp,jpg,jpeg,gif}', {
  eager: true,
  query: '?url',
  import: 'default',
});

/**
 * `@levels` is the folder the dev server watches (vite.config.ts), so the glob's keys are paths
 * from this module to wherever that is: the catalog names every file `levels/<name>`, as the level
 * index and live reload do.
 */
function byName(files: Record<string, string>, folder = 'levels'): Record<string, string> {
  return Object.fromEntries(
    Object.entries(files).map(([path, v]) => [`${folder}/${path.replace(/^.*\//, '')}`, v]),
  );
}

/** The one catalog of bundled levels (the same object across hot updates). */
export const catalog: LevelCatalog =
  (import.meta.hot?.data.catalog as LevelCatalog | undefined) ?? new LevelCatalog(fetchText);
catalog.update({ ...byName(texts), ...byName(shelf, `levels/${SHELF_FOLDER}`) }, byName(urls));

if (import.meta.hot) {
  import.meta.hot.data.catalog = catalog;
  // Self-accept: the new version of this module re-runs the globs and updates the shared catalog.
  import.meta.hot.accept();
}

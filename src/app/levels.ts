/**
 * The levels bundled into the game: every file in levels/ (maps, tilesets, templates as text;
 * images as URLs), through Vite's `import.meta.glob`. In dev, editing a level file hot-updates this
 * module; the catalog object survives the update (kept in `import.meta.hot.data`) and tells its
 * listeners which files changed, so the open level reloads without a page reload.
 */
import { fetchText } from './fetchText';
import { LevelCatalog } from './levelCatalog';

const texts = import.meta.glob<string>('/levels/*.{tmj,json,tsj,tsx,tx,tj}', {
  eager: true,
  query: '?raw',
  import: 'default',
});
const urls = import.meta.glob<string>('/levels/*.{png,webp,jpg,jpeg,gif}', {
  eager: true,
  query: '?url',
  import: 'default',
});

/** The one catalog of bundled levels (the same object across hot updates). */
export const catalog: LevelCatalog =
  (import.meta.hot?.data.catalog as LevelCatalog | undefined) ?? new LevelCatalog(fetchText);
catalog.update(texts, urls);

if (import.meta.hot) {
  import.meta.hot.data.catalog = catalog;
  // Self-accept: the new version of this module re-runs the globs and updates the shared catalog.
  import.meta.hot.accept();
}

/**
 * The levels bundled into the game: every file in levels/ (maps, tilesets, templates as text;
 * images as URLs) and the community shelf's maps in levels/community/, through Vite's
 * `import.meta.glob`, into the catalogue `levelsFirst.ts` starts with the first level's files. In
 * dev, editing a level file hot-updates this module; the catalog object survives the update (kept
 * in levelsFirst's `import.meta.hot.data`) and tells its listeners which files changed, so the open
 * level reloads without a page reload.
 */
import { SHELF_FOLDER } from '../../level/shelfIds';
import { byName } from './levelFileNames';
import { catalog } from './levelsFirst';

// Every file again, the first level's among them: Rolldown keeps each one once, in the first chunk.
const texts = import.meta.glob<string>('@levels/*.{tmj,json,tsj,tsx,tx,tj}', {
  eager: true,
  query: '?raw',
  import: 'default',
});
const urls = import.meta.glob<string>('@levels/*.{png,webp,jpg,jpeg,gif}', {
  eager: true,
  query: '?url',
  import: 'default',
});
/** The community shelf's maps (levels/community/), named `levels/community/<name>` in the catalog. */
const shelf = import.meta.glob<string>('@levels/community/*.tmj', {
  eager: true,
  query: '?raw',
  import: 'default',
});

catalog.update({ ...byName(texts), ...byName(shelf, `levels/${SHELF_FOLDER}`) }, byName(urls));

export { catalog };

if (import.meta.hot) {
  // Self-accept: the new version of this module re-runs the globs and updates the shared catalog.
  import.meta.hot.accept();
}

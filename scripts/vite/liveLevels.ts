/**
 * The development server's half of live reload: when a file in the levels folder is saved, its new
 * text goes straight to the page in one WebSocket message (`LEVEL_FILE_EVENT`), instead of Vite's
 * usual hot update (which tells the page to download the changed module and re-run the catalog
 * module that imports it: a round trip and a module evaluation per save).
 *
 * The community shelf's maps (`community/*.tmj` in the folder) come the same way, so a shelf level
 * reloads in place like a campaign one.
 *
 * The folder is `levels/` of the project, or `MAZE_CAT_LEVELS_DIR` when set: end-to-end tests and
 * `bench:reload` save into a temporary copy, so nothing is written into levels/.
 */
import { stat } from 'node:fs/promises';
import { basename, dirname, resolve } from 'node:path';
import { normalizePath, type Plugin } from 'vite';
import {
  LEVEL_FILE_EVENT,
  LEVEL_IMAGE_FILE,
  LEVEL_TEXT_FILE,
  type LevelFileMessage,
} from '../../src/app/levels/liveReloadMessage';
import { SHELF_FOLDER } from '../../src/level/shelfIds';
import { LEVELS, watchedLevelsDir } from './levelsFolder';

/** A shelf map, as the game bundles them. */
const SHELF_MAP = /\.tmj$/i;

export function liveLevels(): Plugin {
  let bundled = '';
  let watched = '';
  return {
    name: 'maze-cat-live-levels',
    apply: 'serve',
    config: () => {
      const dir = process.env.MAZE_CAT_LEVELS_DIR;
      // Images of a folder outside the project are served by their own path (/@fs/...).
      return dir ? { server: { fs: { allow: ['.', resolve(dir)] } } } : {};
    },
    configResolved(config) {
      bundled = normalizePath(resolve(config.root, LEVELS));
      watched = watchedLevelsDir(config.root);
    },
    configureServer(server) {
      if (watched !== bundled) server.watcher.add(watched);
    },
    async hotUpdate({ type, file, read, server }) {
      const name = basename(file);
      const text = LEVEL_TEXT_FILE.test(name);
      if (this.environment.name !== 'client') return;
      // The shelf holds maps only (the game bundles its `.tmj` files: src/app/levels/levels.ts).
      const shelf = dirname(file) === `${watched}/${SHELF_FOLDER}`;
      if (shelf ? !SHELF_MAP.test(name) : dirname(file) !== watched) return;
      if (!text && !LEVEL_IMAGE_FILE.test(name)) return; // The Tiled project file, notes...
      const seenAt = Date.now();
      const key = shelf ? `${LEVELS}/${SHELF_FOLDER}/${name}` : `${LEVELS}/${name}`;
      let message: LevelFileMessage;
      if (type === 'delete') message = { file: key, change: 'removed', seenAt };
      else if (text) {
        // Vite's reader waits out an editor's empty first write.
        message = { file: key, change: 'saved', text: await read(), seenAt };
      } else {
        const version = Math.round((await stat(file)).mtimeMs);
        const path = watched === bundled ? `/${key}` : `/@fs${file}`;
        message = { file: key, change: 'saved', url: `${path}?t=${version}`, seenAt };
      }
      server.ws.send(LEVEL_FILE_EVENT, message);
      // A new or deleted file changes the list of bundled files: the catalog module's glob must
      // run again. A saved one needs nothing more than the message.
      return type === 'update' ? [] : undefined;
    },
  };
}

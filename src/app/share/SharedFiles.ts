import type { ReadFile } from '../../tiled/types';
import type { SharedFile } from './mapPayload';

/**
 * Remembers the text files a level that did not ship with the game was read from (a dropped map,
 * a map from a link or an address), so a share link can carry them. The game's own files (its
 * tileset, read by name) are left out: every copy of the game has them.
 */
export class SharedFiles {
  private id = '';
  /** The first file read for the level: its map, kept even when the game has the same text. */
  private map = '';
  private files = new Map<string, string>();

  /** `read` for level `id`, remembering what it reads; `bundled` gives the game's own file by name, if any. */
  recording(id: string, read: ReadFile, bundled: (name: string) => string | undefined): ReadFile {
    return async (path) => {
      const text = await read(path);
      if (id !== this.id) {
        this.id = id;
        this.map = path;
        this.files = new Map();
      }
      // The map itself is kept even when the game has the same text (a level of the dev server).
      if (path === this.map || bundled(path.slice(path.lastIndexOf('/') + 1)) !== text)
        this.files.set(path, text);
      return text;
    };
  }

  /** The files level `id` was read from, its map (`mapFile`) first; null when it was not read here. */
  filesOf(id: string, mapFile: string): SharedFile[] | null {
    const map = this.files.get(mapFile);
    if (id !== this.id || map === undefined) return null;
    const rest = [...this.files].filter(([path]) => path !== mapFile).map(([path, text]) => ({ path, text }));
    return [{ path: mapFile, text: map }, ...rest];
  }
}

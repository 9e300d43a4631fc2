// Where the running development server is: when `npm start` (Vite) listens, it writes a small file,
// `.maze-cat-dev-server`, into the levels folder it serves (levels/ or MAZE_CAT_LEVELS_DIR) and the
// project folder, saying its address and both folders; it removes them when it stops. *Play in
// browser* looks for the file from the map's folder up, so it finds the server that serves that
// map whatever its port and folder. Plain Node: Tiled's command and Vite's config both use it.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The file's name (a dotfile without an extension: no level glob or live reload picks it up). */
export const DEV_SERVER_FILE = '.maze-cat-dev-server';

/**
 * Writes the file into each folder; returns a function that removes those still naming this
 * process (a newer server may have replaced one).
 * @param {{ url: string, levels: string, root: string }} server
 * @param {readonly string[]} folders
 * @returns {() => void}
 */
export function announceDevServer(server, folders) {
  const text = `${JSON.stringify({ ...server, pid: process.pid }, null, 2)}\n`;
  const written = [...new Set(folders)].map((folder) => path.join(folder, DEV_SERVER_FILE));
  for (const file of written) {
    try {
      writeFileSync(file, text);
    } catch {
      // A folder that cannot be written: the server works all the same, Play in browser scans.
    }
  }
  return () => {
    for (const file of written) {
      try {
        if (JSON.parse(readFileSync(file, 'utf8')).pid === process.pid) rmSync(file);
      } catch {
        // Already gone.
      }
    }
  };
}

/**
 * The nearest server file at or above `folder`, read; null when there is none.
 * @param {string} folder
 * @returns {{ url: string, levels: string, root: string, pid: number } | null}
 */
export function findDevServerFile(folder) {
  for (let at = path.resolve(folder); ; at = path.dirname(at)) {
    try {
      const info = JSON.parse(readFileSync(path.join(at, DEV_SERVER_FILE), 'utf8'));
      if (typeof info.url === 'string' && typeof info.levels === 'string') return info;
    } catch {
      // None here, or unreadable: look further up.
    }
    if (path.dirname(at) === at) return null;
  }
}

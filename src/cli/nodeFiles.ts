/**
 * Files for the command line: a `ReadFile` that reads from disk but refuses any reference leaving
 * the level's folder, so a map cannot make `maze-cat` read `/etc/passwd` or `../../secrets`.
 */
import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import type { LoadOptions } from '../tiled/loadTiledMap';
import { MapError } from '../tiled/mapError';
import type { ReadBytes, ReadFile } from '../tiled/types';

function inside(root: string, file: string): boolean {
  const relative = path.relative(root, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** Reads one file after the checks; `read` gets the real path. */
type Reader<T> = (real: string) => Promise<T>;

/**
 * A reader confined to `root` (normally the folder of the map being loaded). Paths are resolved
 * against the working directory; symbolic links are followed before the check.
 */
function confined<T>(root: string, read: Reader<T>): (file: string) => Promise<T> {
  const rootResolved = path.resolve(root);
  let rootReal: Promise<string> | undefined;
  return async (file: string): Promise<T> => {
    if (/^[a-zA-Z][a-zA-Z0-9+.-]+:/.test(file) && !/^[a-zA-Z]:[\\/]/.test(file)) {
      throw new MapError(file, '(file)', 'only local files can be read from the command line');
    }
    const resolved = path.resolve(file);
    if (!inside(rootResolved, resolved)) {
      throw new MapError(file, '(file)', `refused: it is outside the level's folder ${rootResolved}`);
    }
    rootReal ??= realpath(rootResolved).catch(() => rootResolved);
    let real: string;
    try {
      real = await realpath(resolved);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      throw new MapError(
        file,
        '(file)',
        code === 'ENOENT' ? 'no such file' : `cannot read (${code ?? error})`,
      );
    }
    if (!inside(await rootReal, real)) {
      throw new MapError(file, '(file)', `refused: it links outside the level's folder ${rootResolved}`);
    }
    try {
      return await read(real);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      throw new MapError(
        file,
        '(file)',
        code === 'EISDIR' ? 'is a folder, not a file' : `cannot read (${code ?? error})`,
      );
    }
  };
}

/** A ReadFile confined to `root`: text files (maps, tilesets, templates). */
export function nodeReadFile(root: string): ReadFile {
  return confined(root, (real) => readFile(real, 'utf8'));
}

/** A ReadBytes confined to `root`: images, whose header gives a tileset's size when it does not. */
function nodeReadBytes(root: string): ReadBytes {
  return confined(root, async (real) => new Uint8Array(await readFile(real)));
}

/** The loader's options for a map in `root`: images are read from there too. */
export function nodeLoadOptions(root: string): LoadOptions {
  return { readBytes: nodeReadBytes(root) };
}

/** The folder a map's references are confined to: the folder holding the map. */
export function levelFolder(mapFile: string): string {
  return path.dirname(path.resolve(mapFile));
}

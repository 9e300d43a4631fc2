/**
 * Files for the command line: a `ReadFile` that reads from disk but refuses any reference leaving
 * the level's folder, so a map cannot make `maze-cat` read `/etc/passwd` or `../../secrets`.
 */
import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import { MapError } from '../tiled/mapError';
import type { ReadFile } from '../tiled/types';

function inside(root: string, file: string): boolean {
  const relative = path.relative(root, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/**
 * A ReadFile confined to `root` (normally the folder of the map being loaded). Paths are
 * resolved against the working directory; symbolic links are followed before the check.
 */
export function nodeReadFile(root: string): ReadFile {
  const rootResolved = path.resolve(root);
  let rootReal: Promise<string> | undefined;
  return async (file: string): Promise<string> => {
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
      return await readFile(real, 'utf8');
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

/** The folder a map's references are confined to: the folder holding the map. */
export function levelFolder(mapFile: string): string {
  return path.dirname(path.resolve(mapFile));
}

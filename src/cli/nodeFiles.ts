/**
 * Files for the command line: a `ReadFile` that reads from disk but refuses any reference leaving
 * the level's project folder (`levelFolder`) or the folder `--root` gives, so a map cannot make
 * `maze-cat` read `/etc/passwd` or `../../secrets`, while a draft in `levels/drafts/` may use
 * `../maze-cat.tsj`.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_LIMITS } from '../tiled/limits';
import type { LoadOptions } from '../tiled/loadTiledMap';
import { MapError } from '../tiled/mapError';
import { type ProjectTypes, readProjectTypes } from '../tiled/projectTypes';
import {
  type FileRoot,
  isProjectMarker,
  projectFolderOf,
  refusal,
  rootSetting,
  settingOrProject,
} from '../tiled/readRoot';
import type { ReadBytes, ReadFile } from '../tiled/types';

export { type FileRoot, refusal } from '../tiled/readRoot';

import { UsageError } from './cliIo';

/** Why a file was not read, in words for an error message. */
function failure(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'is a folder, not a file';
  return code ? `cannot read (${code})` : error instanceof Error ? error.message : String(error);
}

/**
 * Looks at a file before it is read: a FIFO or a device would block the read forever (or never
 * end), and a file larger than the loader accepts is refused before it is read into memory.
 * Throws an Error whose message says what is wrong.
 */
async function checkReadable(file: string): Promise<void> {
  let info: Awaited<ReturnType<typeof stat>>;
  try {
    info = await stat(file);
  } catch (error) {
    throw new Error(failure(error));
  }
  if (info.isDirectory()) throw new Error('is a folder, not a file');
  if (!info.isFile()) throw new Error('is not a regular file (a FIFO, socket or device), so it is not read');
  if (info.size > DEFAULT_LIMITS.maxFileChars) {
    throw new Error(`is ${info.size} bytes, over the limit of ${DEFAULT_LIMITS.maxFileChars} bytes`);
  }
}

/** Reads a text file after `checkReadable`; throws an Error whose message says what is wrong. */
export async function readTextFile(file: string): Promise<string> {
  await checkReadable(file);
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    throw new Error(failure(error));
  }
}

/** Whether `file` is `root` or lies under it (both resolved). */
export function inside(root: string, file: string): boolean {
  const relative = path.relative(root, file);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** Reads one file after the checks; `read` gets the real path. */
type Reader<T> = (real: string) => Promise<T>;

/**
 * The real path of `file` (a path, resolved against the working directory) when it lies inside
 * `given` (a folder alone is a project folder found by itself), symbolic links followed; else a
 * MapError at `(file)` saying why.
 */
function confinedPath(given: FileRoot | string): (file: string) => Promise<string> {
  const root = typeof given === 'string' ? { folder: given, byOption: false } : given;
  const rootResolved = path.resolve(root.folder);
  let rootReal: Promise<string> | undefined;
  return async (file: string): Promise<string> => {
    if (/^[a-zA-Z][a-zA-Z0-9+.-]+:/.test(file) && !/^[a-zA-Z]:[\\/]/.test(file)) {
      throw new MapError(file, '(file)', 'only local files can be read from the command line');
    }
    const resolved = path.resolve(file);
    rootReal ??= realpath(rootResolved).catch(() => rootResolved);
    // By its path, before the file system is asked: under the root as named, or as it really is
    // (`--root` a link to the folder the map is named in).
    if (!inside(rootResolved, resolved) && !inside(await rootReal, resolved))
      throw new MapError(file, '(file)', refusal(root, 'is', resolved));
    let real: string;
    try {
      real = await realpath(resolved);
    } catch (error) {
      throw new MapError(file, '(file)', failure(error));
    }
    if (!inside(await rootReal, real)) throw new MapError(file, '(file)', refusal(root, 'links', real));
    return real;
  };
}

/** A reader confined to `given` (`confinedPath`); `read` gets the real path. */
function confined<T>(given: FileRoot | string, read: Reader<T>): (file: string) => Promise<T> {
  const place = confinedPath(given);
  return async (file: string): Promise<T> => {
    const real = await place(file);
    try {
      return await read(real);
    } catch (error) {
      throw new MapError(file, '(file)', failure(error));
    }
  };
}

/** A ReadFile confined to `root`: text files (maps, tilesets, templates). */
export function nodeReadFile(root: FileRoot | string): ReadFile {
  return confined(root, readTextFile);
}

/** A ReadBytes confined to `root`: images, whose header gives a tileset's size when it does not. */
export function nodeReadBytes(root: FileRoot | string): ReadBytes {
  return confined(root, async (real) => {
    await checkReadable(real);
    return new Uint8Array(await readFile(real));
  });
}

/** The loader's options for a map in `root`: images are read from there too. */
export function nodeLoadOptions(root: FileRoot | string): LoadOptions {
  return { readBytes: nodeReadBytes(root) };
}

/**
 * Where the map at `mapFile` and everything it names are read from: `root` (the `--root` option,
 * checked by `rootOption`) when given, or the folder a Tiled project's setting chose when it holds
 * the map, else the map's project folder.
 */
export function fileRoot(mapFile: string, root: string | FileRoot | undefined): FileRoot {
  if (typeof root === 'string') return { folder: path.resolve(root), byOption: true };
  return settingOrProject(path.resolve(mapFile), root ?? null, () => levelFolder(mapFile));
}

/**
 * The folder the Tiled project file `projectFile` gives in its `mazeCatRoot` property (the project
 * command Check level passes its project with `--project`), or undefined when it gives none.
 */
export async function projectRoot(projectFile: string): Promise<FileRoot | undefined> {
  let text: string;
  try {
    text = await readTextFile(projectFile);
  } catch (error) {
    throw new UsageError(
      `--project: "${projectFile}": ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const absolute = path.resolve(projectFile);
  const folder = rootSetting(absolute, text);
  return folder === null ? undefined : { folder, byOption: false, setting: absolute };
}

/** The custom types of the Tiled project `projectFile` (its kind classes), read as `projectRoot` reads it. */
export async function projectTypes(projectFile: string): Promise<ProjectTypes> {
  try {
    return readProjectTypes(projectFile, await readTextFile(projectFile));
  } catch (error) {
    throw new UsageError(
      `--project: "${projectFile}": ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/**
 * The `--root` option's folder, checked: a usage error when it is empty, missing or not a folder,
 * so a typo is not reported as a refusal of every file.
 */
export function rootOption(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  if (text === '') throw new UsageError('--root needs a folder');
  let info: ReturnType<typeof statSync>;
  try {
    info = statSync(text);
  } catch (error) {
    throw new UsageError(
      `--root: "${text}": ${failure(error) === 'no such file' ? 'no such folder' : failure(error)}`,
    );
  }
  if (!info?.isDirectory()) throw new UsageError(`--root: "${text}" is not a folder`);
  return text;
}

/** True when `folder` holds a Tiled project file, a package.json or a git repository. */
function isProjectFolder(folder: string): boolean {
  if (existsSync(path.join(folder, 'package.json')) || existsSync(path.join(folder, '.git'))) return true;
  try {
    return readdirSync(folder).some(isProjectMarker);
  } catch {
    return false;
  }
}

/**
 * The folder a map's references are confined to: the nearest folder at or above the map's own
 * that holds a Tiled project (`*.tiled-project`), a `package.json` or a `.git`; the map's own
 * folder when there is none. Relative references are resolved against the file that names them,
 * whatever the working folder.
 */
export function levelFolder(mapFile: string): string {
  return projectFolderOf(path.resolve(mapFile), isProjectFolder);
}

/**
 * The folder `maze-cat generate --out DIR` writes into, made safe before any level is searched for:
 * every map it will write is absent (a link of that name counts: `wx` would fail on it after the
 * search), the folder can be made, and the tileset the maps will name can be read where `check`
 * reads it. Nothing is written through a symbolic link, nothing is replaced, and a folder that
 * cannot be written is one usage error naming the path and why, not Node's error text.
 */
import { constants } from 'node:fs';
import { copyFile, lstat, mkdir, readFile, realpath, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { MapError } from '../tiled/mapError';
import { UsageError } from './cliIo';
import { type FileRoot, fileRoot, inside, nodeReadBytes, nodeReadFile, refusal } from './nodeFiles';
import { packageFile } from './packageFile';

/**
 * The game's tileset `name` (`maze-cat.tsj`, or `hex.tsj` or `iso.tsj` for maps on those grids)
 * and its image, copied beside generated maps so that Tiled and the game open them as they are.
 */
const tilesetFiles = (name: string): readonly [string, string] => [name, name.replace(/\.tsj$/, '.png')];

/** Why a file or folder could not be written, in words. */
function writeFailure(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  const words: Record<string, string> = {
    EACCES: 'permission denied',
    EPERM: 'permission denied',
    EROFS: 'the file system is read-only',
    ENOTDIR: 'a part of the path is a file, not a folder',
    EEXIST: 'a file or link of that name is in the way',
    EISDIR: 'a folder of that name is in the way',
    ENAMETOOLONG: 'a name in the path is too long for the file system',
    ENOSPC: 'no space is left on the device',
    EDQUOT: 'the disk quota is used up',
    ELOOP: 'the path has a loop of symbolic links',
    ENOENT: 'the folder cannot be made there',
  };
  if (code && words[code]) return `${words[code]} (${code})`;
  return code ? `cannot write (${code})` : error instanceof Error ? error.message : String(error);
}

/** `action` on `path`, its failure a usage error naming `path` and why. */
async function writing<T>(path: string, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    throw new UsageError(`generate: cannot write "${path}": ${writeFailure(error)}`);
  }
}

/** Whether `promise` fulfils. */
const succeeds = (promise: Promise<unknown>): Promise<boolean> =>
  promise.then(
    () => true,
    () => false,
  );

/** Whether anything is at `path`, a link to nothing included. */
const present = (path: string): Promise<boolean> => succeeds(lstat(path));

/**
 * Makes `out` ready for `files` (the maps the run writes, in `out`): refused before any work when
 * one is already there or `out` is outside `root` (the `--root` option); returns the path the maps
 * name the game's tileset `tileset` by (`placeTileset`) and the folder they are read back from.
 */
export async function prepareDraftFolder(
  out: string,
  files: readonly string[],
  root: string | undefined,
  note: (text: string) => void,
  tileset = 'maze-cat.tsj',
): Promise<{ tileset: string; readRoot: FileRoot }> {
  const readRoot = fileRoot(join(out, 'x.tmj'), root);
  if (root !== undefined && !inside(resolve(root), resolve(out)))
    throw new UsageError(`generate: --out "${out}" is outside the --root folder ${resolve(root)}`);
  // Refused before any work: a map already there may be a designer's edited draft.
  for (const file of files) {
    if (await present(file))
      throw new UsageError(
        `generate: ${file} already exists; generate never replaces a map (it may be an edited draft): move it, or choose another --out or --seed`,
      );
  }
  const info = await stat(out).catch(() => null);
  if (info && !info.isDirectory()) throw new UsageError(`generate: --out "${out}" is a file, not a folder`);
  await refuseLinkOut(out, readRoot);
  await writing(out, () => makeFolders(out));
  return { tileset: await placeTileset(out, readRoot, note, tilesetFiles(tileset)), readRoot };
}

/** `path` as it really is: its nearest part that is there with links followed, then the rest. */
async function realOf(path: string): Promise<string> {
  const rest: string[] = [];
  for (let there = resolve(path); ; there = dirname(there)) {
    const real = await realpath(there).catch(() => null);
    if (real !== null) return join(real, ...rest.reverse());
    if (dirname(there) === there) return resolve(path);
    rest.push(basename(there));
  }
}

/**
 * Refuses an `out` that leads out of `root` through a symbolic link: the maps would be written
 * there and then refused by the read-back, and `mkdir` would already have made folders outside.
 */
async function refuseLinkOut(out: string, root: FileRoot): Promise<void> {
  const real = await realOf(out);
  if (!inside(await realOf(root.folder), real))
    throw new UsageError(`generate: --out "${out}": ${refusal(root, 'links', real)}`);
}

/**
 * Makes `out` and the folders above it that are missing, one at a time from the top. Not
 * `mkdir(..., { recursive: true })`: where a folder cannot be made and reports ENOENT (`/proc/x`),
 * Node's loops for ever, making the parent that is there and trying again.
 */
async function makeFolders(out: string): Promise<void> {
  const missing: string[] = [];
  for (let at = resolve(out); !(await succeeds(stat(at))) && dirname(at) !== at; at = dirname(at)) {
    if (await present(at)) throw new Error('a part of the path is a link to nothing');
    missing.push(at);
  }
  for (const folder of missing.reverse()) await mkdir(folder);
}

/** Writes a map that is not there yet (`wx`: one that appeared since the check is kept, and the run fails). */
export function writeDraft(file: string, text: string): Promise<void> {
  return writing(file, () => writeFile(file, text, { flag: 'wx' }));
}

/**
 * The tileset the maps in `out` use, as they name it: one of its name (`maze-cat.tsj`) already in
 * `out` or in a folder above it inside `root`, readable there as `check` reads it (a link out of
 * it is passed over), so that Tiled shows one "maze-cat" tileset for every folder of drafts; else
 * the game's tileset, copied into `out`.
 */
async function placeTileset(
  out: string,
  root: FileRoot,
  note: (text: string) => void,
  files: readonly [string, string],
): Promise<string> {
  const folder = resolve(out);
  const read = nodeReadFile(root);
  const top = resolve(root.folder);
  for (let at = dirname(folder); inside(top, at); at = dirname(at)) {
    const candidate = join(at, files[0]);
    if (await succeeds(read(candidate))) return relative(folder, candidate).split('\\').join('/');
    if (at === top || dirname(at) === at) break;
  }
  await copyTileset(out, root, note, files);
  return files[0];
}

/**
 * Puts the game's tileset in `out` (the maps name it `maze-cat.tsj`, which names its image). A
 * file of that name already there is kept as it is when it differs: it may be the designer's. One
 * that `check` would refuse (a link out of the folder or to nothing, a folder) stops the run before
 * a map is written, and no copy is made through a link.
 */
async function copyTileset(
  out: string,
  root: FileRoot,
  note: (text: string) => void,
  files: readonly [string, string],
): Promise<void> {
  const read = nodeReadBytes(root);
  for (const name of files) {
    const from = packageFile(`levels/${name}`);
    const to = join(out, name);
    if (!(await present(to))) {
      await writing(to, () => copyFile(from, to, constants.COPYFILE_EXCL));
      continue;
    }
    let existing: Uint8Array;
    try {
      existing = await read(to);
    } catch (error) {
      const detail = error instanceof MapError ? error.detail : String(error);
      // The name is there (lstat), so a file not found is a link to nothing.
      const why = detail === 'no such file' ? 'it is a link to nothing' : detail;
      throw new UsageError(
        `generate: "${to}" is in the way of the game's ${name}: ${why}; move it, or choose another --out`,
      );
    }
    if (!Buffer.from(existing).equals(await readFile(from)))
      note(`note: ${to} differs from the game's ${name}; it is left as it is\n`);
  }
}

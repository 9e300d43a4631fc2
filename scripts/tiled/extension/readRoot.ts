/**
 * What the extension reads a saved map's files from, by the rule `maze-cat check` follows
 * (src/tiled/readRoot.ts): the folder the project's `mazeCatRoot` property gives, else the map's
 * project folder; a file outside it is refused in `check`'s words. Tiled's Check level passes the
 * same project to `check` (`--project`), so a map that checks on save passes Check level, or both
 * say why not. Tiled's scripts cannot follow a symbolic link, so a link is judged by where it is.
 */
import { MapError } from '../../../src/tiled';
import { normalizePath } from '../../../src/tiled/paths';
import {
  type FileRoot,
  insideFolder,
  isProjectMarker,
  projectFolderOf,
  refusal,
  rootSetting,
  settingOrProject,
} from '../../../src/tiled/readRoot';

/** The file system as Tiled's scripts see it. */
export interface ScriptFiles {
  exists(path: string): boolean;
  /** The names of the files in a folder. */
  fileNames(folder: string): string[];
  readText(path: string): string;
}

/** This script's stack trace, which names the file Tiled loaded it from. */
export function scriptStack(): string {
  try {
    throw new Error('where am I');
  } catch (error) {
    return String((error as Error).stack);
  }
}

/**
 * The Tiled project file beside the extensions folder this script was loaded from, found from a
 * stack trace of the script (`...@file:///.../levels/extensions/maze-cat-check.js:12`): Tiled 1.8's
 * scripts have no other way to learn the project. Null when there is none.
 */
export function ownProjectFile(stack: string, files: ScriptFiles): string | null {
  const url = /file:\/\/(\/[^\n]*?\.js):\d+/.exec(stack)?.[1];
  if (url === undefined) return null;
  const script = decodeURIComponent(url).replace(/^\/([a-zA-Z]:\/)/, '$1');
  const project = normalizePath(`${script}/../..`);
  const name = files.fileNames(project).find((n) => n.endsWith('.tiled-project'));
  return name === undefined ? null : `${project}/${name}`;
}

/**
 * The folder `mapFile`'s files are read from: the project's setting when it holds the map, else
 * the map's project folder.
 */
export function tiledFileRoot(mapFile: string, projectFile: string | null, files: ScriptFiles): FileRoot {
  const setting =
    projectFile !== null && files.exists(projectFile)
      ? rootSetting(projectFile, files.readText(projectFile))
      : null;
  const isProjectFolder = (folder: string) =>
    files.exists(`${folder}/package.json`) ||
    files.exists(`${folder}/.git`) ||
    files.fileNames(folder).some(isProjectMarker);
  const chosen: FileRoot | null =
    setting === null || projectFile === null
      ? null
      : { folder: setting, byOption: false, setting: projectFile };
  return settingOrProject(normalizePath(mapFile), chosen, () => projectFolderOf(mapFile, isProjectFolder));
}

/** `read` confined to `root`: a path outside it is a MapError at `(file)`, worded as `check` words it. */
export function confinedRead<T>(root: FileRoot, read: (path: string) => T): (path: string) => Promise<T> {
  return async (path) => {
    const absolute = normalizePath(path);
    if (!insideFolder(root.folder, absolute))
      throw new MapError(path, '(file)', refusal(root, 'is', absolute));
    return read(absolute);
  };
}

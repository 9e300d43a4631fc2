/**
 * The folder a map's files may be read from: the one rule of `maze-cat` (src/cli/nodeFiles.ts) and
 * the Tiled extension (scripts/tiled/extension/readRoot.ts), so a map Tiled's on-save check reads
 * is one `maze-cat check` reads too, and a refusal is worded alike. The folder is, first, the one
 * `--root` gives; else the one the Tiled project's `mazeCatRoot` property gives (`rootSetting`);
 * else the map's project folder: the nearest folder at or above the map's own holding a Tiled
 * project, a `package.json` or a `.git` (`projectFolderOf`). Pure path arithmetic on absolute paths.
 */
import { dirName, normalizePath } from './paths';

/** The Tiled project's property naming the folder maps outside the project may read from. */
export const ROOT_PROPERTY = 'mazeCatRoot';

/**
 * The folder a map's files are read from, and how it was chosen: by `--root` (`byOption`), by the
 * `mazeCatRoot` property of the Tiled project file `setting`, or else as the map's project folder.
 */
export interface FileRoot {
  readonly folder: string;
  readonly byOption: boolean;
  readonly setting?: string;
}

/** A file name that makes its folder a project folder. */
export function isProjectMarker(name: string): boolean {
  return name === 'package.json' || name === '.git' || name.endsWith('.tiled-project');
}

/** `path` made absolute-normal, with no trailing slash (but `/` itself). */
const folderOf = (path: string): string => {
  const normal = normalizePath(path);
  return normal.length > 1 && normal.endsWith('/') ? normal.slice(0, -1) : normal;
};

/** The folder above `folder`, or `folder` itself at the top. */
const parentOf = (folder: string): string => {
  const above = dirName(folder);
  return above === '' ? folder : folderOf(above);
};

/** Whether `file` is `folder` or lies under it (both absolute). */
export function insideFolder(folder: string, file: string): boolean {
  const top = folderOf(folder);
  const path = folderOf(file);
  return path === top || path.startsWith(top.endsWith('/') ? top : `${top}/`);
}

/**
 * The folder the references of the map at `mapFile` (absolute) are confined to without `--root`
 * or a project setting: the nearest folder at or above its own for which `isProjectFolder` holds;
 * the map's own folder when there is none.
 */
export function projectFolderOf(mapFile: string, isProjectFolder: (folder: string) => boolean): string {
  const own = parentOf(folderOf(mapFile));
  for (let folder = own; ; folder = parentOf(folder)) {
    if (isProjectFolder(folder)) return folder;
    if (parentOf(folder) === folder) return own;
  }
}

/**
 * The folder `mapFile` (absolute) is read from without `--root`: the folder of the project's
 * setting (`rootSetting`) when it holds the map, so a map elsewhere (the campaign's) keeps its own;
 * else the map's project folder, `projectFolder()`.
 */
export function settingOrProject(
  mapFile: string,
  setting: FileRoot | null,
  projectFolder: () => string,
): FileRoot {
  if (setting !== null && insideFolder(setting.folder, mapFile)) return setting;
  return { folder: projectFolder(), byOption: false };
}

/** The nearest folder holding both paths. */
function sharedFolder(a: string, b: string): string {
  let folder = folderOf(a);
  while (!insideFolder(folder, b) && parentOf(folder) !== folder) folder = parentOf(folder);
  return folder;
}

/**
 * The words of a refusal of `file` (absolute; for a link, where it leads): the folder and how it
 * was chosen, and for a project folder found by itself, the ways to widen it.
 */
export function refusal(root: FileRoot, how: 'is' | 'links', file: string): string {
  const folder = folderOf(root.folder);
  if (root.byOption) return `refused: it ${how} outside the --root folder ${folder}`;
  if (root.setting !== undefined)
    return `refused: it ${how} outside the folder ${folder}, which the Tiled project ${root.setting} gives in its property "${ROOT_PROPERTY}"`;
  const both = sharedFolder(folder, file);
  return `refused: it ${how} outside the level's project folder ${folder}: pass --root ${both} (a folder holding both; in Tiled, set the project property "${ROOT_PROPERTY}" to it), or put a .tiled-project file in the folder they share`;
}

/**
 * The folder the Tiled project file `projectFile` (absolute; its text `text`) gives in its
 * `mazeCatRoot` property, absolute (a relative one is taken from the project's folder); null when
 * the property is absent or empty, or the file is no JSON.
 */
export function rootSetting(projectFile: string, text: string): string | null {
  let project: unknown;
  try {
    project = JSON.parse(text);
  } catch {
    return null;
  }
  const properties = (project as { properties?: unknown }).properties;
  if (!Array.isArray(properties)) return null;
  const value = properties.find((p) => (p as { name?: unknown })?.name === ROOT_PROPERTY)?.value;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const folder = value.trim().replace(/\\/g, '/');
  return folderOf(/^(\/|[a-zA-Z]:\/)/.test(folder) ? folder : `${dirName(projectFile)}${folder}`);
}

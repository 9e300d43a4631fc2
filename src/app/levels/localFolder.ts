/**
 * "Play your own map": the files a designer dropped on the page (or picked in the file dialog) as
 * an in-memory folder. The map loader asks for tilesets, templates and images by the path the map
 * wrote; this folder answers from the dropped files. Pure (files come in through a small
 * interface), so it is unit-tested without a browser.
 */
import { normalizePath } from '../../tiled/paths';
import { isMapJson } from './levelCatalog';

/** One dropped file: its path in the drop (folder/name, or just the name), its text, and for images a URL. */
export interface DroppedFile {
  /** `my-level.tmj`, or `levels/my-level.tmj` when a folder was dropped. */
  readonly path: string;
  text(): Promise<string>;
  /**
   * For an image, a `data:` URL of it: pixi picks its image loader by extension or by a data URL's
   * type, and a blob: URL has neither. Null for other files.
   */
  readonly url: string | null;
}

/** Files the game itself ships, by bare name (`maze-cat.tsj`), used when the drop lacks them. */
export interface BundledFallback {
  text(name: string): string | undefined;
  url(name: string): string | undefined;
}

const MAP_EXTENSIONS = /\.(tmj|tmx)$/i;
/** File names whose contents are images (read as data URLs when dropped). */
export const IMAGE_FILE = /\.(png|webp|jpe?g|gif|bmp)$/i;

/** `./a/../b/c.tsj` and `/b/c.tsj` both as `b/c.tsj`: the key a dropped file is found by. */
export function folderKey(path: string): string {
  return normalizePath(path.replace(/\\/g, '/'))
    .replace(/^(\.\/)+/, '')
    .replace(/^\/+/, '');
}

function baseName(path: string): string {
  const p = path.replace(/\\/g, '/');
  return p.slice(p.lastIndexOf('/') + 1);
}

function byPath(a: DroppedFile, b: DroppedFile): number {
  const depth = (f: DroppedFile) => folderKey(f.path).split('/').length;
  // Shallowest first (a dropped folder's top-level map before one in a subfolder), then by name.
  return depth(a) - depth(b) || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
}

/**
 * The maps among the dropped files, first the one to open: `.tmj` and `.tmx` files, then `.json`
 * files that hold a map; shallowest path first, then by name.
 */
export async function findMaps(files: readonly DroppedFile[]): Promise<DroppedFile[]> {
  const sorted = [...files].sort(byPath);
  const maps = sorted.filter((f) => MAP_EXTENSIONS.test(f.path));
  for (const f of sorted) {
    if (/\.json$/i.test(f.path) && isMapJson(await f.text())) maps.push(f);
  }
  return maps;
}

/**
 * The dropped files as a folder for the loader (`readFile`) and the view (`resolveUrl`).
 *
 * A path is looked up exactly (after folding `.` and `..`); failing that by its file name, because
 * dropping loose files flattens the folders a map may refer to (`../tilesets/x.tsj`); failing that
 * among the files the game ships (a map drawn with levels/maze-cat.tsj needs only itself dropped).
 * Anything else is refused with a sentence saying what to drop, which the loader turns into its
 * usual `file: place: cannot read "x": ...` error.
 */
export class LocalFolder {
  private readonly exact = new Map<string, DroppedFile>();
  private readonly named = new Map<string, DroppedFile>();

  constructor(
    files: readonly DroppedFile[],
    private readonly fallback: BundledFallback | null = null,
  ) {
    for (const f of [...files].sort(byPath)) {
      const key = folderKey(f.path);
      if (!this.exact.has(key)) this.exact.set(key, f);
      const name = baseName(key).toLowerCase();
      if (!this.named.has(name)) this.named.set(name, f);
    }
  }

  /** Every dropped file's path, as given. */
  get paths(): string[] {
    return [...this.exact.values()].map((f) => f.path);
  }

  private find(path: string): DroppedFile | undefined {
    return this.exact.get(folderKey(path)) ?? this.named.get(baseName(path).toLowerCase());
  }

  /** The loader's `ReadFile`: a dropped file's text, else a bundled file of the same name. */
  readonly readFile = async (path: string): Promise<string> => {
    const file = this.find(path);
    if (file) return file.text();
    const bundled = this.fallback?.text(baseName(path));
    if (bundled !== undefined) return bundled;
    throw new Error(
      `"${baseName(path)}" was not among the dropped files; drop it together with the map (or the whole folder)`,
    );
  };

  /**
   * The view's URL for an image: a dropped image's data: URL, else a bundled image of the same
   * name, else the path itself (it will not load, and the view says so in the console).
   */
  readonly resolveUrl = (path: string): string => {
    if (path.startsWith('data:') || path.startsWith('blob:')) return path;
    return this.find(path)?.url ?? this.fallback?.url(baseName(path)) ?? path;
  };
}

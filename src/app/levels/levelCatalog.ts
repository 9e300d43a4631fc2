/**
 * The bundled level files as a catalog: which files are levels (their ids, in play order), and
 * `readFile` / `resolveUrl` for the loader and the view. Pure: it is filled from Vite's
 * `import.meta.glob` by `levels.ts`, and from plain maps in tests.
 */
import { SHELF_FOLDER } from '../../level/shelfIds';
import { normalizePath } from '../../tiled/paths';

/** A level in the catalog: its id (file name without extension) and its path (`levels/<name>`). */
export interface LevelEntry {
  readonly id: string;
  readonly file: string;
}

/** `levels/01-first-steps.tmj` -> `01-first-steps`. */
export function levelIdOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

/** Whether a path is a URL (`https://...`, `data:...`) or rooted (`/levels/a.tmj`): one a fetch can follow. */
function isAddress(path: string): boolean {
  return path.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(path);
}

/** A glob key (`/levels/a.tmj`, `./a.tmj`) or a loader path as the catalog's key: `levels/a.tmj`. */
export function catalogKey(path: string): string {
  return normalizePath(path).replace(/^\/+/, '');
}

/** Texts up to this many characters are parsed to tell a map; longer ones are looked through. */
const PARSED_MAP_CHARS = 1024 * 1024;

/**
 * True when a JSON text is a Tiled map (a `.json` may also be a tileset or a template). A dropped
 * file of 200 MB would take the page's thread for seconds to parse: past PARSED_MAP_CHARS the
 * text is only searched for `"type": "map"`, and the loader (in the worker) reads it in full.
 */
export function isMapJson(text: string): boolean {
  if (text.length > PARSED_MAP_CHARS) return /"type"\s*:\s*"map"/.test(text);
  try {
    const data: unknown = JSON.parse(text);
    return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'map';
  } catch {
    return false;
  }
}

/**
 * Levels among the given text files: every `.tmj`, and `.json` files that hold a map, but not the
 * community shelf's (levels/community/: the Community screen lists those). Ordered by file name
 * (code-unit order, as `ls` shows them, so `01-`, `02-`... prefixes set the order).
 */
export function orderLevels(texts: ReadonlyMap<string, string>): LevelEntry[] {
  const out: LevelEntry[] = [];
  for (const [file, text] of texts) {
    const lower = file.toLowerCase();
    if (lower.startsWith(`levels/${SHELF_FOLDER}/`)) continue;
    if (lower.endsWith('.tmj') || (lower.endsWith('.json') && isMapJson(text)))
      out.push({ id: levelIdOf(file), file });
  }
  const name = (e: LevelEntry) => e.file.slice(e.file.lastIndexOf('/') + 1);
  return out.sort((a, b) => (name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0));
}

export type Fetcher = (url: string) => Promise<string>;
type Listener = (changedFiles: readonly string[]) => void;

/** Bundled text files and image URLs, with change notification for live reload. */
export class LevelCatalog {
  private texts = new Map<string, string>();
  private urls = new Map<string, string>();
  private ordered: LevelEntry[] = [];
  private readonly listeners = new Set<Listener>();
  /** Fetches the bundled files not in yet; null once they are (or when all came at once). */
  private rest: (() => Promise<unknown>) | null = null;
  /** Bundled files of the rest that can be fetched one by one (a level's own chunk: `setAlone`). */
  private alone = new Map<string, () => Promise<string>>();

  constructor(private readonly fetchText: Fetcher) {}

  /** Replaces the contents; returns the files whose text or URL changed (added, removed or edited). */
  update(texts: Record<string, string>, urls: Record<string, string>): string[] {
    const nextTexts = new Map(Object.entries(texts).map(([k, v]) => [catalogKey(k), v] as const));
    const nextUrls = new Map(Object.entries(urls).map(([k, v]) => [catalogKey(k), v] as const));
    const changed = new Set<string>();
    for (const [before, after] of [
      [this.texts, nextTexts],
      [this.urls, nextUrls],
    ] as const) {
      for (const [k, v] of after) if (before.get(k) !== v) changed.add(k);
      for (const k of before.keys()) if (!after.has(k)) changed.add(k);
    }
    this.texts = nextTexts;
    this.urls = nextUrls;
    this.ordered = orderLevels(nextTexts);
    const list = [...changed];
    if (list.length > 0) for (const l of this.listeners) l(list);
    return list;
  }

  /** Adds files (or new versions of them) and keeps the others; see `update`. */
  merge(texts: Record<string, string>, urls: Record<string, string>): string[] {
    return this.update(
      { ...Object.fromEntries(this.texts), ...texts },
      { ...Object.fromEntries(this.urls), ...urls },
    );
  }

  /**
   * Says the catalogue holds only some of the bundled files so far (the first level's): a bundled
   * file it lacks is asked of `fetchRest` (awaited) before `readFile` looks anywhere else. Null:
   * every file is in.
   */
  setRest(fetchRest: (() => Promise<unknown>) | null): void {
    this.rest = fetchRest;
  }

  /**
   * Files of the rest that have a chunk of their own, by the catalog's name: while the rest is not
   * in, such a file is read from its chunk alone (a level opened by its address waits for its own
   * few KiB, not for every level's: docs/performance.md, "Phone waits"), and from the rest only if
   * that chunk fails.
   */
  setAlone(loaders: Record<string, () => Promise<string>>): void {
    this.alone = new Map(Object.entries(loaders).map(([k, v]) => [catalogKey(k), v] as const));
  }

  /**
   * One file saved (its new text, or an image's new URL) or removed (null), as live reload hears of
   * it; the listeners are told when that changed anything.
   */
  setFile(path: string, content: { readonly text: string } | { readonly url: string } | null): void {
    const key = catalogKey(path);
    const texts = new Map(this.texts);
    const urls = new Map(this.urls);
    texts.delete(key);
    urls.delete(key);
    if (content && 'text' in content) texts.set(key, content.text);
    else if (content) urls.set(key, content.url);
    this.update(Object.fromEntries(texts), Object.fromEntries(urls));
  }

  /** Called with the changed files after each `update` that changed something. Returns an unsubscribe. */
  onChange(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The bundled levels in play order. */
  levels(): readonly LevelEntry[] {
    return this.ordered;
  }

  /** The URLs of the bundled pictures (the tilesets' images), to fetch before a level needs them. */
  imageUrls(): string[] {
    return [...this.urls.values()];
  }

  /** The bundled text of a file, if any. */
  text(path: string): string | undefined {
    return this.texts.get(catalogKey(path));
  }

  /** The entry for a level id, if bundled. */
  entry(id: string): LevelEntry | undefined {
    return this.ordered.find((e) => e.id === id);
  }

  /**
   * Text of a file the loader asks for: bundled files first; a URL is fetched; if that fails and a
   * bundled tileset or template has the same name (a level from `?level=` that uses the game's
   * tileset), that is used. Never a bundled level: a level that failed to download is an error,
   * not the game's level of the same name.
   */
  readonly readFile = async (path: string): Promise<string> => {
    const key = catalogKey(path);
    // A bundled file not in yet: its own chunk, else the rest of them first (a failure to fetch
    // them is reported as the file's own, by the lookups below).
    if (this.rest && key.startsWith('levels/') && !this.texts.has(key) && !this.urls.has(key)) {
      const alone = await this.alone
        .get(key)?.()
        .catch(() => undefined);
      if (alone !== undefined) return alone;
      await this.rest().catch(() => {});
    }
    const text = this.texts.get(key);
    if (text !== undefined) return text;
    const url = this.urls.get(key);
    if (url !== undefined) return url;
    // A path that is neither a URL nor rooted comes from a map with no folder of its own (a data:
    // URL): a bare name, or a shelf map's `../maze-cat.tsj`. It means the game's own file of that
    // name; fetched, it would name the page's address, which answers with the page itself.
    const named = isAddress(path) ? undefined : this.byName(path);
    if (named !== undefined) return named;
    try {
      return await this.fetchText(path);
    } catch (error) {
      const fallback = this.byName(path);
      if (fallback !== undefined) return fallback;
      throw error;
    }
  };

  /** A URL the browser can load for a file (a bundled image's hashed URL, or the path itself). */
  readonly resolveUrl = (path: string): string => {
    if (path.startsWith('data:') || path.startsWith('blob:')) return path;
    const key = catalogKey(path);
    return this.urls.get(key) ?? this.urlByName(path) ?? path;
  };

  private byName(path: string): string | undefined {
    const key = `levels/${path.slice(path.lastIndexOf('/') + 1)}`;
    if (this.ordered.some((e) => e.file === key)) return undefined;
    return this.texts.get(key);
  }

  /** A bundled image of the same name, for a path that is not bundled itself. */
  private urlByName(path: string): string | undefined {
    return this.urls.get(`levels/${path.slice(path.lastIndexOf('/') + 1)}`);
  }
}

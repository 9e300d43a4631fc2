// Room levels/ (docs/architecture.md, "The rooms of src/app"): where a level comes from: the bundled files
// and their index, dropped files, `?level=` addresses, live reload; the level list, and the error screen of a
// level that cannot open.
/**
 * Where every level the player can open comes from, by id: the bundled levels (the level index),
 * the community shelf's (`community/<name>`),
 * maps from `?level=<url>` (`url:` ids), the designer's own dropped or picked files (`local:`) or
 * a shared map (`shared:`), and the levels the modes make (`daily:`, `endless:`).
 */
import { isShelfId, shelfFileOf } from '../../level/shelfIds';
import type { Modes } from '../modes/Modes';
import { levelUrl } from '../page/params';
import type { LinkNames } from '../router/routes';
import { type LevelCatalog, levelIdOf } from './levelCatalog';
import { levelIndex } from './levelIndex';
import { type DroppedFile, LocalFolder } from './localFolder';

/** A designer's own map (dropped or picked files, or a map carried by a share link). */
export interface LocalLevel {
  readonly id: string;
  readonly file: string;
  readonly folder: LocalFolder;
}

export class LevelSources implements LinkNames {
  /** Levels opened from `?level=<url>`: id -> url. */
  private readonly urlLevels = new Map<string, string>();
  /** The designer's own map: its id, map path and folder. */
  local: LocalLevel | null = null;

  constructor(
    private readonly modes: Modes,
    private readonly href: () => string,
  ) {}

  /** The level id for a `?level=` value: a bundled id, or a URL (remembered, to be fetched). */
  idOfLink(link: string): string {
    // A bare name is a level id (known or not), `community/<name>` a shelf level's; anything else
    // with a dot, slash or colon is an address.
    if (levelIndex.entry(link) || /^[\w-]+$/.test(link) || isShelfId(link)) return link;
    const url = levelUrl(link, this.href());
    const id = `url:${levelIdOf(url)}`;
    this.urlLevels.set(id, url);
    return id;
  }

  /** What `?level=` says to open a level again, or null for dropped files (nothing to link to). */
  linkOf(id: string): string | null {
    if (levelIndex.entry(id) || isShelfId(id)) return id;
    return this.urlLevels.get(id) ?? null;
  }

  /** The file of a level: bundled, from a link, made by a mode, or dropped; undefined when unknown. */
  fileOf(id: string): string | undefined {
    return (
      levelIndex.entry(id)?.file ??
      (isShelfId(id) ? shelfFileOf(id) : undefined) ??
      this.urlLevels.get(id) ??
      this.modes.fileOf(id) ??
      (this.local?.id === id ? this.local.file : undefined)
    );
  }

  /** Whether `id` is a level that shipped with the game: the campaign's or the community shelf's (its progress is kept alike). */
  isBundled(id: string): boolean {
    return levelIndex.entry(id) !== undefined || isShelfId(id);
  }

  /** A level from a URL or dropped files, not from the game's levels folder. */
  isOther(id: string): boolean {
    return this.urlLevels.has(id) || this.local?.id === id;
  }

  /** Whether `id` is the designer's own (dropped or picked) map. */
  isLocal(id: string): boolean {
    return this.local?.id === id;
  }

  /** Makes `files` the designer's own map `id` (whose map is `file`); the game's own tileset and pictures are found by name. */
  setLocal(id: string, file: string, files: readonly DroppedFile[], catalog: LevelCatalog): void {
    const folder = new LocalFolder(files, {
      text: (name) => catalog.text(`levels/${name}`),
      url: (name) => {
        const url = catalog.resolveUrl(`levels/${name}`);
        return url === `levels/${name}` ? undefined : url;
      },
    });
    this.local = { id, file, folder };
  }
}

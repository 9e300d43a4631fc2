/**
 * The move of src/app's files into rooms (rooms.json), as paths: where a file goes, where a moved
 * file came from, and each relative path in a source text mended so it names the same file after
 * the move. Mending reads the text, not its history, so it can run on a file that still has the
 * old paths though it stands at its new place (a branch merged after the move), and again on a text
 * it mended already, which it leaves as it is. moveRooms.ts runs it on the repository.
 */
import { posix } from 'node:path';

/** rooms.json: files by old path, and folders that move whole (with files the map does not list). */
export interface RoomMap {
  readonly folders: Readonly<Record<string, string>>;
  readonly files: Readonly<Record<string, string>>;
}

/** What mending asks of the tree as it stands now (paths relative to the repository). */
export interface Tree {
  isFile(path: string): boolean;
  isFolder(path: string): boolean;
}

/** A relative path a mended text left alone though it is unsure which file it means. */
export interface Unsure {
  readonly spec: string;
  readonly now: string;
  readonly before: string;
}

/** The file name's stem: `PlaySession` of `PlaySession.test.ts`. */
const stemOf = (path: string): string => posix.basename(path).split('.')[0];

/** Moves of files and folders, both ways. */
export class RoomMoves {
  private readonly back: Map<string, string>;
  private readonly foldersBack: [string, string][];

  constructor(private readonly map: RoomMap) {
    this.back = new Map(Object.entries(map.files).map(([from, to]) => [to, from]));
    this.foldersBack = Object.entries(map.folders).map(([from, to]) => [to, from]);
  }

  /**
   * Where `path` goes: its own entry, its folder's, or the entry of the file it sits beside with
   * the same stem (a test added beside a moved file goes with it); null when it stays.
   */
  destination(path: string): string | null {
    const own = this.map.files[path] ?? movedUnder(path, Object.entries(this.map.folders));
    if (own) return own;
    const sibling = this.map.files[posix.join(posix.dirname(path), `${stemOf(path)}.ts`)];
    return sibling ? posix.join(posix.dirname(sibling), posix.basename(path)) : null;
  }

  /** Where the file now at `path` stood before the move (itself when it did not move). */
  origin(path: string): string {
    const own = this.back.get(path) ?? movedUnder(path, this.foldersBack);
    if (own) return own;
    const sibling = this.back.get(posix.join(posix.dirname(path), `${stemOf(path)}.ts`));
    if (sibling) {
      const before = posix.join(posix.dirname(sibling), posix.basename(path));
      if (this.destination(before) === path) return before;
    }
    return path;
  }
}

function movedUnder(path: string, folders: [string, string][]): string | null {
  for (const [from, to] of folders) if (path.startsWith(`${from}/`)) return to + path.slice(from.length);
  return null;
}

/** The suffixes an import specifier may leave off, tried in the bundler's order. */
const IMPLIED = ['', '.ts', '.tsx', '.d.ts', '.js', '/index.ts'];

/** `from './x'`, `import './x.css'`, `import('./x')`, `new URL('./x.ts', ...)`, `vi.mock('./x')`. */
const SPECIFIER =
  /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bnew\s+URL\s*\(\s*|\bvi\.\w+\(\s*|\brequire\s*\(\s*)(['"])(\.\.?\/[^'"\n]*)\2/g;
/** A path relative to the file's own folder: `resolve(import.meta.dirname, '../../levels')`. */
const FOLDER_RELATIVE =
  /(import\.meta\.dirname|new\s+URL\(\s*['"]\.\/?['"]\s*,\s*import\.meta\.url\s*\)\.pathname|dirname\(\s*fileURLToPath\(\s*import\.meta\.url\s*\)\s*\))(\s*,\s*)(['"])(\.\.?(?:\/[^'"\n]*)?)\3/g;
/** A path named in words (comments, docs): `src/app/play/PlaySession.ts`, `src/app/play/hints`. */
const MENTION = /src\/app\/[\w./-]*[\w]/g;

/** Mends relative paths and src/app mentions in files: each mended file once. */
export class Mender {
  constructor(
    private readonly moves: RoomMoves,
    private readonly tree: Tree,
  ) {}

  /** `text` (of the file now at `path`) with its paths mended, and the paths it was unsure of. */
  mend(path: string, text: string, code: boolean): { text: string; unsure: Unsure[] } {
    const unsure: Unsure[] = [];
    const before = this.moves.origin(path);
    let out = text;
    if (code) {
      out = out.replace(SPECIFIER, (whole, lead: string, quote: string, spec: string) => {
        const mended = this.mendSpec(path, before, spec, false, unsure);
        return mended === spec ? whole : `${lead}${quote}${mended}${quote}`;
      });
      out = out.replace(
        FOLDER_RELATIVE,
        (whole, base: string, comma: string, quote: string, spec: string) => {
          const mended = this.mendSpec(path, before, spec, true, unsure);
          return mended === spec ? whole : `${base}${comma}${quote}${mended}${quote}`;
        },
      );
    }
    out = out.replace(MENTION, (mention) => this.mendMention(mention));
    return { text: out, unsure };
  }

  /** The path `spec` should read in the file now at `path`, which stood at `before`. */
  private mendSpec(path: string, before: string, spec: string, folders: boolean, unsure: Unsure[]): string {
    const now = this.found(posix.join(posix.dirname(path), spec), folders);
    if (now) {
      if (before === path) return spec;
      const then = this.target(posix.join(posix.dirname(before), spec), folders);
      if (then && then.path !== now.path) {
        unsure.push({ spec, now: now.path, before: then.path });
        return spec;
      }
      // A moved file's path to a file that moved with it (`../editor/x` from inside editor/) is
      // written the short way.
      return relativeSpec(path, now);
    }
    const then = this.target(posix.join(posix.dirname(before), spec), folders);
    return then ? relativeSpec(path, then) : spec;
  }

  /** The file (or folder) `base` names in the tree as it is, and the suffix it left off. */
  private found(base: string, folders: boolean): { path: string; implied: string } | null {
    for (const implied of IMPLIED)
      if (this.tree.isFile(base + implied)) return { path: base + implied, implied };
    return folders && this.tree.isFolder(base) ? { path: base, implied: '' } : null;
  }

  /** What `base` named before the move, where that is now (moved or not). */
  private target(base: string, folders: boolean): { path: string; implied: string } | null {
    for (const implied of IMPLIED) {
      const moved = this.moves.destination(base + implied);
      if (moved && this.tree.isFile(moved)) return { path: moved, implied };
    }
    const folder = this.moves.destination(`${base}/-`);
    if (folders && folder && this.tree.isFolder(posix.dirname(folder)))
      return { path: posix.dirname(folder), implied: '' };
    return this.found(base, folders);
  }

  private mendMention(mention: string): string {
    if (this.tree.isFile(mention) || this.tree.isFolder(mention)) return mention;
    for (const implied of ['', '.ts']) {
      const moved = this.moves.destination(mention + implied);
      if (moved && this.tree.isFile(moved)) return moved.slice(0, moved.length - implied.length);
    }
    const folder = this.moves.destination(`${mention}/-`);
    return folder && this.tree.isFolder(posix.dirname(folder)) ? posix.dirname(folder) : mention;
  }
}

/** The relative path from the file at `path` to `target`, leaving off what the original left off. */
function relativeSpec(path: string, target: { path: string; implied: string }): string {
  const full = target.path.slice(0, target.path.length - target.implied.length);
  const relative = posix.relative(posix.dirname(path), full) || '.';
  return relative.startsWith('.') ? relative : `./${relative}`;
}

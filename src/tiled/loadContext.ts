/**
 * State shared by one load: who reads files, the limits and what has been spent of them, and
 * caches so a tileset or template used many times is read once.
 */
import type { JsonNode } from './jsonNode';
import type { TiledLimits } from './limits';
import { MapError } from './mapError';
import type { ReadBytes, ReadFile, Tileset } from './types';

/**
 * Turns a file's text into the JSON shape of a Tiled document; TMX/TSX/TX go through the XML
 * converter (which may have to be fetched first: a promise then).
 */
export type DocumentParser = (text: string, file: string, ctx: LoadContext) => JsonNode | Promise<JsonNode>;

/** A tileset whose tile count is settled after the layers are read. */
export type UncountedTileset = { -readonly [K in keyof Tileset]: Tileset[K] };

export interface LoadContext {
  readonly readFile: ReadFile;
  readonly readBytes?: ReadBytes;
  readonly limits: TiledLimits;
  readonly parse: DocumentParser;
  /** Budgets left; decremented as the load goes. */
  cellsLeft: number;
  bytesLeft: number;
  objectsLeft: number;
  filesLeft: number;
  readonly documents: Map<string, Promise<JsonNode>>;
  /** Atlas tilesets with no tile count whose image could not be read: counted from the tiles used. */
  readonly uncounted: UncountedTileset[];
}

/** Spends `amount` of a budget or throws a MapError saying which limit was hit. */
export function spend(
  ctx: LoadContext,
  budget: 'cellsLeft' | 'bytesLeft' | 'objectsLeft' | 'filesLeft',
  amount: number,
  file: string,
  place: string,
  what: string,
): void {
  if (amount > ctx[budget]) {
    throw new MapError(file, place, `${what} exceeds the loader's limit; this map is too large or malformed`);
  }
  ctx[budget] -= amount;
}

function errorText(error: unknown): string {
  if (error instanceof MapError) return error.detail;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Reads and parses an external document referenced at `place` of `fromFile`, once per path.
 * A failure to read is reported at the reference, where the designer can fix it: the reference as
 * the file writes it (`written`), and the path it was looked for at when that differs.
 */
export function readDocument(
  ctx: LoadContext,
  path: string,
  fromFile: string,
  place: string,
  written: string = path,
): Promise<JsonNode> {
  const cached = ctx.documents.get(path);
  if (cached) return cached;
  spend(ctx, 'filesLeft', 1, fromFile, place, 'the number of external files');
  const promise = (async () => {
    let text: string;
    try {
      text = await ctx.readFile(path);
    } catch (error) {
      const lookedFor = written === path ? '' : ` (looked for "${path}")`;
      throw new MapError(fromFile, place, `cannot read "${written}"${lookedFor}: ${errorText(error)}`);
    }
    return parseDocument(ctx, text, path);
  })();
  ctx.documents.set(path, promise);
  return promise;
}

/** Parses a document's text, enforcing the size limit. */
export async function parseDocument(ctx: LoadContext, text: string, file: string): Promise<JsonNode> {
  if (typeof text !== 'string') throw new MapError(file, '(file)', 'the file could not be read as text');
  if (text.length > ctx.limits.maxFileChars) {
    throw new MapError(file, '(file)', `the file has ${text.length} characters, over the loader's limit`);
  }
  return ctx.parse(text, file, ctx);
}

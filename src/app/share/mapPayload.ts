import { deflateSync, Inflate } from 'fflate';
import { fromBase64Url, toBase64Url } from '../../sim/replay/base64url';

/**
 * A dropped or generated map packed for a share link: its text files (the map first, then the
 * tilesets and templates it reads that the game does not ship) as JSON, deflated, in base64url.
 * Pictures are not carried: a shared map draws with the game's own tileset, or plain squares.
 */
export interface SharedFile {
  readonly path: string;
  readonly text: string;
}

/** The most characters a link's packed map may take: about 24 KB compressed (docs/sharing.md). */
export const MAX_MAP_CHARS = 32_000;
/** The most text a packed map may unpack to (what a bomb of repeated bytes would exceed). */
export const MAX_MAP_TEXT_BYTES = 4 * 1024 * 1024;
/** The most files a packed map may hold. */
export const MAX_MAP_FILES = 32;

/** A packed map that cannot be used; the message is the player's sentence. */
export class PayloadError extends Error {}

/** Packs `files` (the map first); throws a PayloadError naming the size when the link would be too long. */
export function packMap(files: readonly SharedFile[]): string {
  const json = JSON.stringify({ files: files.map((f) => [f.path, f.text]) });
  const packed = toBase64Url(deflateSync(new TextEncoder().encode(json), { level: 9 }));
  if (packed.length > MAX_MAP_CHARS) {
    throw new PayloadError(
      `This map is too large to share in a link: packed, it takes ${packed.length.toLocaleString('en')} characters, and a link holds at most ${MAX_MAP_CHARS.toLocaleString('en')}. Share the map file itself instead.`,
    );
  }
  return packed;
}

/** Unpacks a link's map; a PayloadError says what is wrong with a damaged, foreign or oversized one. */
export function unpackMap(packed: string): SharedFile[] {
  if (packed.length > MAX_MAP_CHARS)
    throw new PayloadError(
      `This link's map is too large: ${packed.length.toLocaleString('en')} characters, and a link holds at most ${MAX_MAP_CHARS.toLocaleString('en')}.`,
    );
  const bytes = fromBase64Url(packed);
  if (!bytes)
    throw new PayloadError("This link's map is damaged: it holds characters a packed map never does.");
  const text = new TextDecoder('utf-8', { fatal: true });
  let json: unknown;
  try {
    json = JSON.parse(text.decode(inflateWithin(bytes, MAX_MAP_TEXT_BYTES)));
  } catch (error) {
    if (error instanceof PayloadError) throw error;
    throw new PayloadError("This link's map is damaged: it could not be unpacked (was the link cut short?).");
  }
  const files = typeof json === 'object' && json !== null ? (json as { files?: unknown }).files : undefined;
  if (!Array.isArray(files) || files.length === 0 || files.length > MAX_MAP_FILES)
    throw new PayloadError("This link's map is damaged: it holds no map files.");
  return files.map((entry, i) => {
    const [path, content] = Array.isArray(entry) ? entry : [];
    if (typeof path !== 'string' || typeof content !== 'string' || path.length === 0 || path.length > 256)
      throw new PayloadError(`This link's map is damaged: its file ${i + 1} is not a name and a text.`);
    return { path, text: content };
  });
}

/** Inflates raw deflate data, refusing once it passes `limit` bytes (fed in small pieces, so a bomb stops early). */
function inflateWithin(bytes: Uint8Array, limit: number): Uint8Array {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const stream = new Inflate((chunk) => {
    total += chunk.length;
    if (total > limit)
      throw new PayloadError(
        `This link's map unpacks to more than ${limit / 1024 / 1024} MB of text; a shared map may hold at most that.`,
      );
    chunks.push(chunk);
  });
  const piece = 1024;
  for (let at = 0; at < bytes.length; at += piece) {
    stream.push(bytes.subarray(at, at + piece), at + piece >= bytes.length);
  }
  if (bytes.length === 0) stream.push(bytes, true);
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

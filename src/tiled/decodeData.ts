/**
 * Tile layer data as Tiled stores it: a csv array of gids, or base64 of little-endian uint32,
 * uncompressed or zlib / gzip / zstd. Decompression is cut off at the size the layer needs (zlib
 * and gzip streamed, zstd frames checked first: zstdFrames.ts), so a tiny file cannot expand to
 * gigabytes.
 */
import { Gunzip, Unzlib } from 'fflate';
import { describeValue } from './jsonNode';
import { type LoadContext, spend } from './loadContext';
import { MapError } from './mapError';
import { decodeZstd } from './zstdFrames';

const BASE64 = new Int16Array(128).fill(-1);
for (let i = 0; i < 64; i++) {
  BASE64['ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'.charCodeAt(i)] = i;
}
// The URL-safe alphabet decodes too; some tools write it.
BASE64['-'.charCodeAt(0)] = 62;
BASE64['_'.charCodeAt(0)] = 63;

/** Decodes base64, ignoring whitespace (TMX wraps it in newlines and indentation). */
export function decodeBase64(text: string, file: string, place: string): Uint8Array {
  const out = new Uint8Array(Math.floor((text.length * 3) / 4) + 3);
  let length = 0;
  let buffer = 0;
  let bits = 0;
  let padding = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 32 || code === 10 || code === 13 || code === 9) continue;
    if (code === 61) {
      padding = true;
      continue;
    }
    const value = code < 128 ? BASE64[code] : -1;
    if (value < 0 || padding) {
      throw new MapError(file, place, `invalid base64 data (unexpected "${text[i]}" at character ${i})`);
    }
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[length++] = (buffer >> bits) & 0xff;
    }
  }
  return out.subarray(0, length);
}

type Stream = { push(chunk: Uint8Array, final?: boolean): unknown };

function makeStream(compression: string, ondata: (chunk: Uint8Array) => void): Stream | undefined {
  switch (compression) {
    case 'zlib':
      return new Unzlib((chunk) => ondata(chunk));
    case 'gzip':
      return new Gunzip((chunk) => ondata(chunk));
    default:
      return undefined;
  }
}

class TooLarge extends Error {}

/**
 * Decompresses `bytes` to exactly `expectedBytes` or throws a MapError. Input is fed in small
 * pieces so that at most a few megabytes are produced past the limit before it is noticed.
 */
export function decompress(
  bytes: Uint8Array,
  compression: string,
  expectedBytes: number,
  ctx: LoadContext,
  file: string,
  place: string,
): Uint8Array {
  if (compression === '') return bytes;
  if (compression === 'zstd') {
    const out = decodeZstd(bytes, expectedBytes, file, place);
    spend(ctx, 'bytesLeft', out.length, file, place, 'decompressed data');
    return out;
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  const stream = makeStream(compression, (chunk) => {
    total += chunk.length;
    if (total > expectedBytes) throw new TooLarge();
    chunks.push(chunk);
  });
  if (!stream) {
    throw new MapError(
      file,
      place,
      `unknown compression "${compression}"; save the map with zlib, gzip, zstd or no compression`,
    );
  }
  // Deflate describes about 1 KiB per byte: keep pieces small.
  const piece = 4096;
  try {
    if (bytes.length === 0) stream.push(bytes, true);
    for (let at = 0; at < bytes.length; at += piece) {
      stream.push(bytes.subarray(at, at + piece), at + piece >= bytes.length);
    }
  } catch (error) {
    if (error instanceof TooLarge) {
      throw new MapError(
        file,
        place,
        `${compression} data expands beyond the ${expectedBytes} bytes this layer holds; the data is corrupt`,
      );
    }
    const reason = error instanceof Error ? error.message : String(error);
    throw new MapError(file, place, `invalid ${compression} data (${reason})`);
  }
  spend(ctx, 'bytesLeft', total, file, place, 'decompressed data');
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/**
 * Decodes the `data` of a layer or chunk into raw gids (flip bits still set).
 * `data` is a csv array (JSON), csv text (TMX), or base64 text.
 */
export function decodeGids(
  data: unknown,
  encoding: string,
  compression: string,
  cells: number,
  ctx: LoadContext,
  file: string,
  place: string,
): Uint32Array {
  if (encoding === 'csv' || encoding === '') {
    if (compression !== '') {
      throw new MapError(
        file,
        place,
        `csv data cannot be compressed ("${compression}"); use base64 encoding`,
      );
    }
    let values: readonly unknown[];
    if (Array.isArray(data)) values = data;
    else if (typeof data === 'string') values = data.trim() === '' ? [] : data.split(',');
    else throw new MapError(file, place, 'expected the tile data as an array of gids');
    if (values.length !== cells) {
      throw new MapError(file, place, `has ${values.length} tiles, expected ${cells} (width x height)`);
    }
    const gids = new Uint32Array(cells);
    for (let i = 0; i < cells; i++) {
      const raw = values[i];
      const value = typeof raw === 'string' ? Number(raw.trim()) : raw;
      if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 0xffffffff) {
        throw new MapError(
          file,
          `${place}[${i}]`,
          `expected a gid (a whole number 0 to 4294967295), found ${describeValue(raw)}`,
        );
      }
      gids[i] = value;
    }
    return gids;
  }
  if (encoding !== 'base64') {
    throw new MapError(
      file,
      place,
      `unknown encoding "${encoding}"; save the map with csv or base64 encoding`,
    );
  }
  if (typeof data !== 'string') throw new MapError(file, place, 'base64 data must be text');
  const expected = cells * 4;
  const bytes = decompress(decodeBase64(data, file, place), compression, expected, ctx, file, place);
  if (bytes.length !== expected) {
    throw new MapError(
      file,
      place,
      `holds ${bytes.length} bytes, expected ${expected} (4 per tile for ${cells} tiles)`,
    );
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const gids = new Uint32Array(cells);
  for (let i = 0; i < cells; i++) gids[i] = view.getUint32(i * 4, true);
  return gids;
}

/**
 * The pixel size of a PNG, JPEG, GIF, WebP or BMP image, read from its header without decoding it, so a
 * tileset that does not write its tile count (Tiled's own `examples/perspective_walls.tsx`) can be
 * counted in Node and in the browser alike from the file's first bytes.
 */

/** An image's format and size in pixels. */
export interface ImageSize {
  readonly format: 'PNG' | 'JPEG' | 'GIF' | 'WebP' | 'BMP';
  readonly width: number;
  readonly height: number;
}

/** What is wrong with an image's header, as a sentence for a MapError. */
export class ImageHeaderError extends Error {
  // A field, not an assignment: Tiled's script engine (Qt 5) makes Error.prototype.name read-only.
  override readonly name: string = 'ImageHeaderError';
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  if (bytes.length < at + signature.length) return false;
  return signature.every((b, i) => bytes[at + i] === b);
}

function ascii(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

function need(bytes: Uint8Array, length: number, format: string): void {
  if (bytes.length < length) {
    throw new ImageHeaderError(
      `the ${format} header is cut short: ${bytes.length} bytes, at least ${length} needed for its size`,
    );
  }
}

function checked(size: ImageSize): ImageSize {
  if (size.width < 1 || size.height < 1) {
    throw new ImageHeaderError(
      `the ${size.format} header gives a size of ${size.width} x ${size.height} pixels`,
    );
  }
  return size;
}

/** PNG: the IHDR chunk comes first, width and height big-endian after its type. */
function pngSize(bytes: Uint8Array): ImageSize {
  need(bytes, 24, 'PNG');
  if (ascii(bytes, 12, 4) !== 'IHDR')
    throw new ImageHeaderError('the PNG does not start with its IHDR chunk');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return checked({ format: 'PNG', width: view.getUint32(16), height: view.getUint32(20) });
}

/** GIF: the logical screen's width and height, little-endian, after the 6-byte version. */
function gifSize(bytes: Uint8Array): ImageSize {
  need(bytes, 10, 'GIF');
  return checked({ format: 'GIF', width: bytes[6] | (bytes[7] << 8), height: bytes[8] | (bytes[9] << 8) });
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic): C0-CF but C4, C8, CC. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/** JPEG: walks the segments (APPn, EXIF, tables...) to the first start-of-frame, which holds the size. */
function jpegSize(bytes: Uint8Array): ImageSize {
  let at = 2;
  for (;;) {
    // Markers may be padded with any number of 0xFF bytes.
    while (at < bytes.length && bytes[at] === 0xff && bytes[at + 1] === 0xff) at++;
    need(bytes, at + 2, 'JPEG');
    if (bytes[at] !== 0xff) {
      throw new ImageHeaderError(`the JPEG has no segment marker at byte ${at}; the file is damaged`);
    }
    const marker = bytes[at + 1];
    at += 2;
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) continue;
    if (marker === 0xd9 || marker === 0xda) {
      throw new ImageHeaderError('the JPEG reaches its image data without a frame header giving its size');
    }
    need(bytes, at + 2, 'JPEG');
    const length = (bytes[at] << 8) | bytes[at + 1];
    if (length < 2) throw new ImageHeaderError(`the JPEG has a segment of length ${length} at byte ${at}`);
    if (isStartOfFrame(marker)) {
      need(bytes, at + 7, 'JPEG');
      return checked({
        format: 'JPEG',
        width: (bytes[at + 5] << 8) | bytes[at + 6],
        height: (bytes[at + 3] << 8) | bytes[at + 4],
      });
    }
    at += length;
  }
}

/** WebP: a RIFF container whose first chunk is VP8 (lossy), VP8L (lossless) or VP8X (extended). */
function webpSize(bytes: Uint8Array): ImageSize {
  need(bytes, 30, 'WebP');
  const chunk = ascii(bytes, 12, 4);
  const u24 = (at: number) => bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16);
  if (chunk === 'VP8X') return checked({ format: 'WebP', width: u24(24) + 1, height: u24(27) + 1 });
  if (chunk === 'VP8L') {
    const bits = (bytes[21] | (bytes[22] << 8) | (bytes[23] << 16) | (bytes[24] << 24)) >>> 0;
    return checked({ format: 'WebP', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 });
  }
  if (chunk === 'VP8 ') {
    return checked({
      format: 'WebP',
      width: (bytes[26] | (bytes[27] << 8)) & 0x3fff,
      height: (bytes[28] | (bytes[29] << 8)) & 0x3fff,
    });
  }
  throw new ImageHeaderError(`the WebP starts with an unknown chunk "${chunk}"`);
}

/** BMP: the DIB header's width and height (16-bit in the oldest header; a negative height is top-down). */
function bmpSize(bytes: Uint8Array): ImageSize {
  need(bytes, 26, 'BMP');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(14, true) === 12) {
    return checked({ format: 'BMP', width: view.getUint16(18, true), height: view.getUint16(20, true) });
  }
  return checked({
    format: 'BMP',
    width: view.getInt32(18, true),
    height: Math.abs(view.getInt32(22, true)),
  });
}

/** A short, printable view of a file's first bytes, to say what it is instead. */
function describeStart(bytes: Uint8Array): string {
  if (bytes.length === 0) return 'the file is empty';
  const head = bytes.subarray(0, 8);
  const printable = head.every((b) => b >= 0x20 && b < 0x7f);
  const shown = printable
    ? `"${ascii(head, 0, head.length)}"`
    : Array.from(head, (b) => b.toString(16).padStart(2, '0')).join(' ');
  return `it starts with ${shown}`;
}

/**
 * The size of the image in `bytes`, from its header. Throws ImageHeaderError saying what is wrong
 * when the bytes are not a PNG, JPEG, GIF, WebP or BMP image, or end inside the header.
 */
export function imageSize(bytes: Uint8Array): ImageSize {
  if (startsWith(bytes, PNG_SIGNATURE)) return pngSize(bytes);
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return jpegSize(bytes);
  const start = ascii(bytes, 0, Math.min(bytes.length, 6));
  if (start === 'GIF87a' || start === 'GIF89a') return gifSize(bytes);
  if (bytes.length >= 12 && start.startsWith('RIFF') && ascii(bytes, 8, 4) === 'WEBP') return webpSize(bytes);
  if (start.startsWith('BM')) return bmpSize(bytes);
  throw new ImageHeaderError(`it is not a PNG, JPEG, GIF, WebP or BMP image (${describeStart(bytes)})`);
}

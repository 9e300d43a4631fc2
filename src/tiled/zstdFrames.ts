/**
 * zstd layer data decoded within the layer's size. fzstd sizes its window buffer from the frame
 * header, so 13 bytes asking for a 1 GiB window made it allocate 1 GiB. Here every frame is
 * walked first (header, block headers, checksum) and checked against the bytes the layer holds:
 * - a frame that records its content size (Tiled always writes it) is decoded straight into the
 *   layer's buffer, which is its window; nothing else is allocated;
 * - a frame without one (the `zstd` command reading a pipe) is streamed through a window no larger
 *   than the layer: a valid frame never reaches further back than the data it produced.
 */
import { Decompress, decompress as decompressInto } from 'fzstd';
import { formatBytes } from './limits';
import { MapError } from './mapError';

const ZSTD_MAGIC = 0xfd2fb528;
const MAX_BLOCK = 128 * 1024;
const MIN_WINDOW = 1024;
/**
 * fzstd's streaming decoder moves its whole window at every block, so a frame without a content
 * size costs blocks x window bytes of copying. Past this many (about a second), it is refused.
 */
export const MAX_STREAM_COPY_BYTES = 4 * 1024 * 1024 * 1024;

/** One zstd frame found in the data: where it lies and what its header asks for. */
export interface ZstdFrame {
  readonly start: number;
  readonly end: number;
  /** Offset of the window descriptor byte, or -1 for a single-segment frame (window = content). */
  readonly windowAt: number;
  readonly windowSize: number;
  /** Decoded size the header records, or undefined when it does not record one. */
  readonly contentSize: number | undefined;
  readonly blocks: number;
}

function le(bytes: Uint8Array, at: number, count: number): number {
  let value = 0;
  for (let i = count - 1; i >= 0; i--) value = value * 256 + bytes[at + i];
  return value;
}

/** The window size a descriptor byte stands for (RFC 8878 §3.1.1.1.2). */
function windowOf(descriptor: number): number {
  const base = 2 ** (10 + (descriptor >> 3));
  return base + (base / 8) * (descriptor & 7);
}

/** The smallest descriptor whose window holds `size` bytes. */
function descriptorFor(size: number): number {
  let descriptor = 0;
  while (windowOf(descriptor) < size) descriptor++;
  return descriptor;
}

/**
 * Walks the frames of zstd data without decoding them. Throws a MapError at `place` for anything
 * that is not well-formed zstd: a bad magic number, a reserved bit, a dictionary, a cut-off frame.
 */
export function scanZstdFrames(bytes: Uint8Array, file: string, place: string): ZstdFrame[] {
  const fail = (detail: string): never => {
    throw new MapError(file, place, `invalid zstd data (${detail})`);
  };
  const frames: ZstdFrame[] = [];
  let at = 0;
  while (at < bytes.length) {
    if (at + 4 > bytes.length) fail(`${bytes.length - at} stray bytes after the last frame`);
    const magic = le(bytes, at, 4);
    if (magic >>> 4 === 0x184d2a5) {
      // A skippable frame: a 4-byte size, then data to ignore.
      if (at + 8 > bytes.length) fail('a skippable frame is cut off');
      at += 8 + le(bytes, at + 4, 4);
      if (at > bytes.length) fail('a skippable frame is cut off');
      continue;
    }
    if (magic !== ZSTD_MAGIC) fail(`no zstd frame at byte ${at}`);
    const start = at;
    const flags = bytes[at + 4];
    if (flags === undefined) fail('the frame header is cut off');
    if (flags & 8) fail('a reserved bit of the frame header is set');
    const singleSegment = (flags >> 5) & 1;
    const checksum = (flags >> 2) & 1;
    const dictionaryBytes = [0, 1, 2, 4][flags & 3];
    const sizeFlag = flags >> 6;
    const sizeBytes = sizeFlag === 0 ? singleSegment : 1 << sizeFlag;
    let headerAt = at + 5;
    const windowAt = singleSegment ? -1 : headerAt++;
    const dictionaryAt = headerAt;
    headerAt += dictionaryBytes;
    const sizeAt = headerAt;
    headerAt += sizeBytes;
    if (headerAt > bytes.length) fail('the frame header is cut off');
    if (dictionaryBytes > 0 && le(bytes, dictionaryAt, dictionaryBytes) !== 0) {
      fail('the frame needs a dictionary; save the map without one');
    }
    const contentSize =
      sizeBytes === 0 ? undefined : le(bytes, sizeAt, sizeBytes) + (sizeBytes === 2 ? 256 : 0);
    const windowSize = windowAt < 0 ? (contentSize ?? 0) : windowOf(bytes[windowAt]);
    at = headerAt;
    let blocks = 0;
    for (let last = 0; !last; blocks++) {
      if (at + 3 > bytes.length) fail('a block header is cut off');
      const header = le(bytes, at, 3);
      last = header & 1;
      const type = (header >> 1) & 3;
      const size = header >>> 3;
      if (type === 3) fail(`block ${blocks} has the reserved block type`);
      if (size > MAX_BLOCK) fail(`block ${blocks} is larger than 128 KiB`);
      at += 3 + (type === 1 ? 1 : size);
      if (at > bytes.length) fail(`block ${blocks} is cut off`);
    }
    at += checksum * 4;
    if (at > bytes.length) fail('the frame checksum is cut off');
    frames.push({ start, end: at, windowAt, windowSize, contentSize, blocks });
  }
  return frames;
}

function tooLarge(file: string, place: string, what: string, expected: number): never {
  throw new MapError(
    file,
    place,
    `zstd data ${what} beyond the ${expected} bytes this layer holds; the data is corrupt`,
  );
}

/** The frame's bytes with its window descriptor lowered to `window` where it asks for more. */
function withWindow(bytes: Uint8Array, frame: ZstdFrame, window: number): Uint8Array {
  const own = bytes.slice(frame.start, frame.end);
  if (frame.windowAt >= 0 && frame.windowSize > window) {
    own[frame.windowAt - frame.start] = descriptorFor(window);
  }
  return own;
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The window a frame with no recorded size is streamed through: never more than the layer's room. */
function streamWindow(frame: ZstdFrame, room: number): number {
  return Math.max(MIN_WINDOW, Math.min(frame.windowSize, room));
}

/** Refuses a frame the streaming decoder would spend too long on (it copies its window per block). */
function checkStreamWork(frame: ZstdFrame, window: number, file: string, place: string): void {
  if (windowOf(descriptorFor(window)) * frame.blocks > MAX_STREAM_COPY_BYTES) {
    throw new MapError(
      file,
      place,
      `zstd frame without a recorded size, in ${frame.blocks} blocks over a ${formatBytes(window)} window: ` +
        'too slow to decode; save the map from Tiled (or compress a file, not a pipe, with `zstd`)',
    );
  }
}

/** Streams a frame with no recorded size into `out` from `at`; returns the bytes it produced. */
function streamFrame(
  bytes: Uint8Array,
  frame: ZstdFrame,
  window: number,
  out: Uint8Array,
  at: number,
  file: string,
  place: string,
): number {
  const room = out.length - at;
  let produced = 0;
  const stream = new Decompress((chunk) => {
    if (produced + chunk.length > room) tooLarge(file, place, 'expands', out.length);
    out.set(chunk, at + produced);
    produced += chunk.length;
  });
  const data = withWindow(bytes, frame, window);
  // Small pieces: a few bytes of zstd can describe 128 KiB, and the size check runs per piece.
  const piece = 256;
  for (let from = 0; from < data.length; from += piece) {
    stream.push(data.subarray(from, from + piece), from + piece >= data.length);
  }
  return produced;
}

/**
 * Decodes zstd `bytes` into exactly `expectedBytes` bytes, or throws a MapError at `place` saying
 * what is wrong. Memory used is the layer's own buffer (plus a window no larger than it).
 */
export function decodeZstd(
  bytes: Uint8Array,
  expectedBytes: number,
  file: string,
  place: string,
): Uint8Array {
  const frames = scanZstdFrames(bytes, file, place);
  let declared = 0;
  for (const frame of frames) declared += frame.contentSize ?? 0;
  if (declared > expectedBytes) {
    throw new MapError(
      file,
      place,
      `zstd data records ${declared} bytes, but the layer holds ${expectedBytes} (4 per tile); ` +
        'the data belongs to a larger layer or is corrupt',
    );
  }
  // Room for the frames that record no size: what those that do leave of the layer.
  const room = expectedBytes - declared;
  for (const frame of frames) {
    if (frame.contentSize === undefined) checkStreamWork(frame, streamWindow(frame, room), file, place);
  }
  const out = new Uint8Array(expectedBytes);
  let at = 0;
  for (const frame of frames) {
    try {
      if (frame.contentSize === undefined) {
        at += streamFrame(bytes, frame, streamWindow(frame, room), out, at, file, place);
      } else if (frame.contentSize > 0) {
        // The output buffer is the window: fzstd allocates nothing of the header's size.
        const target = out.subarray(at, at + frame.contentSize);
        decompressInto(withWindow(bytes, frame, frame.contentSize), target);
        at += frame.contentSize;
      }
    } catch (error) {
      if (error instanceof MapError) throw error;
      throw new MapError(file, place, `invalid zstd data (${reason(error)})`);
    }
  }
  return at === expectedBytes ? out : out.subarray(0, at);
}

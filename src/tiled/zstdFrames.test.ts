import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadTiledMap } from './loadTiledMap';
import { MapError } from './mapError';
import type { TileLayer } from './types';
import { decodeZstd, MAX_STREAM_COPY_BYTES, scanZstdFrames } from './zstdFrames';

/**
 * The buffer sizes fzstd is asked to allocate, read from the frame headers it is handed: a stream
 * allocates the header's window; a decode into a given buffer uses that buffer as its window.
 */
const windowsAsked = vi.hoisted(() => [] as number[]);
vi.mock('fzstd', async (importOriginal) => {
  const real = await importOriginal<typeof import('fzstd')>();
  const headerWindow = (bytes: Uint8Array): number => {
    const flags = bytes[4];
    if (flags & 0x20) {
      // Single segment: the window is the content size, after the dictionary id.
      const at = 5 + [0, 1, 2, 4][flags & 3];
      const size = flags >> 6 ? 1 << (flags >> 6) : 1;
      let value = 0;
      for (let i = size - 1; i >= 0; i--) value = value * 256 + bytes[at + i];
      return value + (size === 2 ? 256 : 0);
    }
    const base = 2 ** (10 + (bytes[5] >> 3));
    return base + (base / 8) * (bytes[5] & 7);
  };
  class Decompress extends real.Decompress {
    private first = true;
    override push(chunk: Uint8Array, final?: boolean): void {
      if (this.first) windowsAsked.push(headerWindow(chunk));
      this.first = false;
      super.push(chunk, final);
    }
  }
  const decompress = (data: Uint8Array, out?: Uint8Array) => {
    windowsAsked.push(out ? out.length : headerWindow(data));
    return real.decompress(data, out);
  };
  return { ...real, Decompress, decompress };
});

afterEach(() => {
  windowsAsked.length = 0;
});

const fixture = (name: string) =>
  new Uint8Array(readFileSync(fileURLToPath(new URL(`./fixtures/hostile/${name}`, import.meta.url))));

/** The layer make-zstd.sh compresses: 256 x 256, gid 1 + ((x xor y) mod 5). */
function fixtureGids(): Uint32Array {
  const gids = new Uint32Array(256 * 256);
  for (let i = 0; i < gids.length; i++) gids[i] = 1 + (((i % 256) ^ (i >> 8)) % 5);
  return gids;
}

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/** A `width` x `height` map with one base64 zstd tile layer per entry of `data`. */
function zstdMap(width: number, height: number, data: string[]): string {
  return JSON.stringify({
    type: 'map',
    orientation: 'orthogonal',
    width,
    height,
    tilewidth: 8,
    tileheight: 8,
    tilesets: [
      { firstgid: 1, name: 't', tilecount: 8, columns: 4, tilewidth: 8, tileheight: 8, image: 't.png' },
    ],
    layers: data.map((d, i) => ({
      type: 'tilelayer',
      name: `l${i}`,
      width,
      height,
      encoding: 'base64',
      compression: 'zstd',
      data: d,
    })),
  });
}

const load = (text: string) => loadTiledMap('m.tmj', async () => text);

async function refusal(text: string): Promise<MapError> {
  const error = await load(text).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(MapError);
  return error as MapError;
}

/** A frame header (no content size, window descriptor `descriptor`) then `blocks`, as bytes. */
function frame(descriptor: number, ...blocks: number[][]): Uint8Array {
  return Uint8Array.from([0x28, 0xb5, 0x2f, 0xfd, 0x00, descriptor, ...blocks.flat()]);
}

/** A raw block holding `bytes`. */
function rawBlock(bytes: number[], last: boolean): number[] {
  const header = (bytes.length << 3) | (last ? 1 : 0);
  return [header & 0xff, (header >> 8) & 0xff, header >> 16, ...bytes];
}

describe('zstd windows are bounded by the layer', () => {
  it('the 13-byte header asking for a 1 GiB window is refused at once', async () => {
    // The attack's 260-byte map: its one layer asks for a 1 GiB window and holds 4 bytes.
    const e = await refusal(zstdMap(10, 1, ['KLUv/QCgIQAAAAAAAA==']));
    expect([e.file, e.place]).toEqual(['m.tmj', 'layers[0].data']);
    expect(e.detail).toMatch(/holds 4 bytes, expected 40/);
    expect(Math.max(...windowsAsked)).toBeLessThanOrEqual(1024);
  });

  it('a frame asking for a huge window but holding the layer loads, sixteen times over', async () => {
    const gids = [1, 2, 3, 4, 5, 6, 7, 8, 1, 2];
    const bytes = frame(0xa0, rawBlock([...new Uint8Array(Uint32Array.from(gids).buffer)], true));
    expect(scanZstdFrames(bytes, 'm', 'p')[0].windowSize).toBe(2 ** 30);
    const map = await load(
      zstdMap(
        10,
        1,
        Array.from({ length: 16 }, () => b64(bytes)),
      ),
    );
    expect(map.layers).toHaveLength(16);
    expect([...(map.layers[15] as TileLayer).gids]).toEqual(gids);
    expect(windowsAsked).toHaveLength(16);
    expect(Math.max(...windowsAsked)).toBeLessThanOrEqual(1024);
  });

  it.each(['layer256-long31-file.zst', 'layer256-long31-pipe.zst', 'layer256-pipe.zst'])(
    'valid `zstd` output decodes: %s',
    async (name) => {
      const map = await load(zstdMap(256, 256, [b64(fixture(name))]));
      expect((map.layers[0] as TileLayer).gids).toEqual(fixtureGids());
      expect(windowsAsked).toHaveLength(1);
      expect(windowsAsked[0]).toBeLessThanOrEqual(256 * 1024);
    },
  );

  it('the fixtures cover both kinds of frame, and a 2 GiB window', () => {
    const [long31Pipe] = scanZstdFrames(fixture('layer256-long31-pipe.zst'), 'm', 'p');
    expect(long31Pipe.contentSize).toBeUndefined();
    expect(long31Pipe.windowSize).toBe(2 ** 31);
    expect(long31Pipe.blocks).toBeGreaterThan(1);
    const [file] = scanZstdFrames(fixture('layer256-long31-file.zst'), 'm', 'p');
    expect(file.contentSize).toBe(256 * 256 * 4);
  });

  it('a frame recording more bytes than the layer holds is refused before decoding', async () => {
    const e = await refusal(zstdMap(16, 16, [b64(fixture('layer256-long31-file.zst'))]));
    expect(e.detail).toMatch(/records 262144 bytes, but the layer holds 1024/);
  });

  it('a frame without a size that would take too long to stream is refused before allocating', () => {
    const empty = rawBlock([], false);
    const blocks = Array.from({ length: 1000 }, () => empty);
    // Window 2^27, 64 MiB layer: 1001 window copies of 64 MiB.
    const bytes = frame(17 << 3, ...blocks, rawBlock([], true));
    expect(1001 * 64 * 1024 * 1024).toBeGreaterThan(MAX_STREAM_COPY_BYTES);
    expect(() => decodeZstd(bytes, 64 * 1024 * 1024, 'm', 'p')).toThrow(/too slow to decode/);
  });

  it('malformed frames are refused with what is wrong', () => {
    const cases: [Uint8Array, RegExp][] = [
      [Uint8Array.from([1, 2, 3, 4, 5]), /no zstd frame at byte 0/],
      [Uint8Array.from([0x28, 0xb5, 0x2f, 0xfd, 0x08, 0, 1, 0, 0]), /reserved bit/],
      [Uint8Array.from([0x28, 0xb5, 0x2f, 0xfd, 0x01, 0, 7, 1, 0, 0]), /needs a dictionary/],
      [frame(0, [0x07, 0, 0]), /reserved block type/],
      [frame(0, [0x41, 1, 0, 1]), /block 0 is cut off/],
      [frame(0, [0x21, 0, 0]), /block 0 is cut off/],
      [frame(0, [0x01, 0, 0], [1, 2]), /2 stray bytes/],
    ];
    for (const [bytes, message] of cases) {
      expect(() => scanZstdFrames(bytes, 'm', 'p')).toThrow(message);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { crc32, decodePng, encodePng } from './png';

describe('png', () => {
  it('computes the standard CRC-32 check value', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });

  it('round-trips an RGBA image through encode and decode', () => {
    const width = 13;
    const height = 7;
    const data = new Uint8Array(width * height * 4);
    // A gradient plus noise-like values exercises every filter type.
    for (let i = 0; i < data.length; i++) data[i] = (i * 37 + (i >> 3) * 11) & 0xff;
    const png = encodePng({ width, height, data });
    expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    const back = decodePng(png);
    expect(back.width).toBe(width);
    expect(back.height).toBe(height);
    expect([...back.data]).toEqual([...data]);
  });

  it('rejects a corrupted chunk', () => {
    const png = encodePng({ width: 2, height: 2, data: new Uint8Array(16).fill(200) });
    png[20] ^= 0xff; // inside IHDR
    expect(() => decodePng(png)).toThrow(/CRC/);
  });
});

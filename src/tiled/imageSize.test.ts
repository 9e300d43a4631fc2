import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ImageHeaderError, imageSize } from './imageSize';

// Images written by fixtures/make-legacy-fixtures.py with Pillow.
const DIR = new URL('./fixtures/legacy/', import.meta.url);
const bytes = (name: string) => new Uint8Array(readFileSync(new URL(name, DIR)));

describe('imageSize', () => {
  it.each([
    ['walls.png', 'PNG', 80, 48],
    ['spaced.jpg', 'JPEG', 86, 40], // progressive, an EXIF segment before the frame header
    ['headers/baseline.jpg', 'JPEG', 48, 16],
    ['pieces.gif', 'GIF', 48, 32],
    ['marsh.bmp', 'BMP', 32, 32],
    ['headers/lossy.webp', 'WebP', 48, 16],
    ['headers/lossless.webp', 'WebP', 48, 16],
    ['headers/alpha.webp', 'WebP', 48, 16],
  ])('reads %s as a %s of %i x %i', (name, format, width, height) => {
    expect(imageSize(bytes(name))).toEqual({ format, width, height });
  });

  it('needs only the first bytes of a PNG, GIF or BMP', () => {
    expect(imageSize(bytes('walls.png').subarray(0, 24)).width).toBe(80);
    expect(imageSize(bytes('pieces.gif').subarray(0, 10)).height).toBe(32);
    expect(imageSize(bytes('marsh.bmp').subarray(0, 26)).width).toBe(32);
  });

  it('says what is wrong with a file that is not an image', () => {
    const text = new TextEncoder().encode('<html><body>404</body></html>');
    expect(() => imageSize(text)).toThrow(
      new ImageHeaderError('it is not a PNG, JPEG, GIF, WebP or BMP image (it starts with "<html><b")'),
    );
    expect(() => imageSize(new Uint8Array([0, 1, 2, 0xfe]))).toThrow('(it starts with 00 01 02 fe)');
    expect(() => imageSize(new Uint8Array())).toThrow('(the file is empty)');
  });

  it('says where a header is cut short', () => {
    expect(() => imageSize(bytes('walls.png').subarray(0, 20))).toThrow(
      'the PNG header is cut short: 20 bytes, at least 24 needed for its size',
    );
    expect(() => imageSize(bytes('pieces.gif').subarray(0, 8))).toThrow('the GIF header is cut short');
    expect(() => imageSize(bytes('headers/lossy.webp').subarray(0, 20))).toThrow(
      'the WebP header is cut short',
    );
    // The frame header of this JPEG sits after its EXIF and quantisation tables.
    const jpeg = bytes('spaced.jpg');
    expect(() => imageSize(jpeg.subarray(0, 200))).toThrow('the JPEG header is cut short');
  });

  it('refuses a JPEG that reaches its data before any frame header, or a damaged one', () => {
    const noFrame = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xda, 0x00, 0x02]);
    expect(() => imageSize(noFrame)).toThrow('the JPEG reaches its image data without a frame header');
    const damaged = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0x12, 0x34]);
    expect(() => imageSize(damaged)).toThrow('the JPEG has no segment marker at byte 8');
  });

  it('refuses a header that claims no pixels', () => {
    const png = bytes('walls.png').slice(0, 24);
    png.fill(0, 16, 20);
    expect(() => imageSize(png)).toThrow('the PNG header gives a size of 0 x 48 pixels');
  });
});

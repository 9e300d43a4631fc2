import { describe, expect, it } from 'vitest';
import { QR_MAX_BYTES, qrModules } from './qrMatrix';

describe('a share link as a QR code', () => {
  it('a short link: level M, a small code with its finder patterns', () => {
    const code = qrModules('https://example.test/maze-cat/#mc=1&level=03-good-dog');
    if ('error' in code) throw new Error(code.error);
    expect(code.level).toBe('M');
    expect(code.size).toBe(17 + 4 * code.version);
    expect(code.version).toBeLessThanOrEqual(5);
    // The top-left finder pattern: a dark 7 x 7 ring around a light ring around a dark 3 x 3.
    const at = (x: number, y: number) => code.dark[y * code.size + x];
    expect([0, 1, 2, 3, 4, 5, 6].map((x) => at(x, 0))).toEqual([1, 1, 1, 1, 1, 1, 1]);
    expect([0, 1, 2, 3, 4, 5, 6].map((x) => at(x, 1))).toEqual([1, 0, 0, 0, 0, 0, 1]);
    expect([0, 1, 2, 3, 4, 5, 6].map((x) => at(x, 3))).toEqual([1, 0, 1, 1, 1, 0, 1]);
  });

  it('a long link drops to level L; one beyond the largest code gets a sentence', () => {
    const long = qrModules(`https://example.test/#mc=1&map=${'A'.repeat(2000)}`);
    expect(long).toMatchObject({ level: 'L' });
    expect(qrModules(`https://example.test/#mc=1&map=${'A'.repeat(QR_MAX_BYTES)}`)).toEqual({
      error:
        'This link is too long for a QR code (2,984 characters; a QR code holds at most 2,953): share the link itself.',
    });
  });
});

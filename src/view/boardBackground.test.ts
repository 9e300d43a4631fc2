import { describe, expect, it } from 'vitest';
import { boardBackground, DEFAULT_BACKGROUND } from './boardBackground';

describe('boardBackground', () => {
  it('is the default where the map names no colour', () => {
    expect(boardBackground(undefined, 0x000000)).toBe(DEFAULT_BACKGROUND);
    expect(boardBackground('not a colour', 0x000000)).toBe(DEFAULT_BACKGROUND);
  });

  it('is an opaque map colour itself', () => {
    expect(boardBackground('#336699', 0x1d130e)).toBe(0x336699);
    expect(boardBackground('#ff336699', 0x1d130e)).toBe(0x336699);
  });

  it('blends a translucent map colour over the colour below', () => {
    expect(boardBackground('#80ffffff', 0x000000)).toBe(0x808080);
    expect(boardBackground('#00ffffff', 0x1d130e)).toBe(0x1d130e);
  });
});

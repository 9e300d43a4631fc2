import { describe, expect, it } from 'vitest';
import { guardImages, imageAllowed } from './imagePolicy';

const PAGE = 'https://game.test/maze-cat/?level=x';

describe('image policy', () => {
  it('allows this site, dropped files and data URLs; refuses other servers', () => {
    expect(imageAllowed('/maze-cat/assets/maze-cat-123.png', PAGE)).toBe(true);
    expect(imageAllowed('levels/maze-cat.png', PAGE)).toBe(true);
    expect(imageAllowed('https://game.test/other.png', PAGE)).toBe(true);
    expect(imageAllowed('data:image/png;base64,AA==', PAGE)).toBe(true);
    expect(imageAllowed('blob:https://game.test/123', PAGE)).toBe(true);
    expect(imageAllowed('https://tracker.test/pixel.png', PAGE)).toBe(false);
    expect(imageAllowed('http://game.test/x.png', PAGE)).toBe(false);
    expect(imageAllowed('//tracker.test/x.png', PAGE)).toBe(false);
  });

  it('turns a refused URL into null and reports it once', () => {
    const refused: string[] = [];
    const resolve = guardImages(
      (p) => p,
      PAGE,
      (url) => refused.push(url),
    );
    expect(resolve('https://tracker.test/a.png')).toBeNull();
    expect(resolve('https://tracker.test/a.png')).toBeNull();
    expect(resolve('levels/maze-cat.png')).toBe('levels/maze-cat.png');
    expect(refused).toEqual(['https://tracker.test/a.png']);
  });
});

import { describe, expect, it } from 'vitest';
import { STRATEGIES } from './naive';
import { naiveWords } from './naiveWords';

describe('naiveWords', () => {
  it('describes every naive strategy in words, with no identifier', () => {
    for (const { name } of STRATEGIES) {
      const words = naiveWords(name);
      expect(words, name).toMatch(/^[a-z][a-z (),]+[a-z)]$/);
      expect(words, name).not.toMatch(/[A-Z]|dogsFirst|exitWhenSafe|keysFirst/);
    }
    expect(naiveWords('nearest')).toBe('taking the nearest bone (or key) first, then the exit');
  });

  it('refuses a strategy it does not know, by name', () => {
    expect(() => naiveWords('bogus')).toThrow('no words for the naive strategy "bogus"');
  });
});

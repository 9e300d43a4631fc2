import { describe, expect, it } from 'vitest';
import { didYouMean } from './didYouMean';

describe('didYouMean', () => {
  const known = ['title', 'intro', 'rule', 'energy', 'par'];
  it('names the known word a slip explains', () => {
    expect(didYouMean('enrgy', known)).toBe('energy');
    expect(didYouMean('ttle', known)).toBe('title');
    expect(didYouMean('Bnoe', ['Cat', 'Bone', 'Dog', 'Exit'])).toBe('Bone');
    expect(didYouMean('ENERGY', known)).toBe('energy');
  });
  it('stays quiet for words that are just different', () => {
    expect(didYouMean('author', known)).toBeUndefined();
    expect(didYouMean('Tree', ['Cat', 'Bone', 'Dog', 'Exit'])).toBeUndefined();
    expect(didYouMean('', known)).toBeUndefined();
  });
});

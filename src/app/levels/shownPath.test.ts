import { describe, expect, it } from 'vitest';
import { dataAddressText, shownLevelName, shownPath } from './shownPath';

const MAP = '{"properties":[{"name":"title","value":"Locksmith"}]}';

describe('a path in the player words', () => {
  it('names a map held in a data: address by what it is, not by its thousands of characters', () => {
    const address = `data:application/json,${encodeURIComponent(MAP)}`;
    expect(shownPath(address)).toBe('the map in the address');
    expect(shownLevelName(address)).toBe('A map in the address');
  });

  it('keeps every other path as it is', () => {
    expect(shownPath('https://x.test/a/b.tmj')).toBe('https://x.test/a/b.tmj');
    expect(shownLevelName('levels/01-first-steps.tmj')).toBe('01-first-steps');
  });

  it("reads a data: address's text, plain or base64, and nothing else", () => {
    expect(dataAddressText(`data:application/json,${encodeURIComponent(MAP)}`)).toBe(MAP);
    expect(dataAddressText(`data:application/json;base64,${btoa(MAP)}`)).toBe(MAP);
    expect(dataAddressText('data:application/json,%E0%A4%A')).toBeNull();
    expect(dataAddressText('https://x.test/a.tmj')).toBeNull();
  });
});

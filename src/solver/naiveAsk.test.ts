import { describe, expect, it } from 'vitest';
import { naiveAsk } from './shelfRules';

describe("naiveAsk: what the shelf asks of a level's naive play (the check's and the editor's one rule)", () => {
  it('asks nothing of a level that beats naive play, whatever its band', () => {
    for (const band of ['easy', 'medium', 'hard'] as const)
      expect(naiveAsk({ beatsNaive: true, band, oneTapWin: true })).toBeNull();
  });

  it('asks a medium or hard level to beat naive play', () => {
    for (const band of ['medium', 'hard'] as const)
      expect(naiveAsk({ beatsNaive: false, band, oneTapWin: false })).toBe('beat-naive');
  });

  it('lets naive play win an easy level, but not by a single tap', () => {
    expect(naiveAsk({ beatsNaive: false, band: 'easy', oneTapWin: false })).toBeNull();
    expect(naiveAsk({ beatsNaive: false, band: 'easy', oneTapWin: true })).toBe('not-one-tap');
  });
});

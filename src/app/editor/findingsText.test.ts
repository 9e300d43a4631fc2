import { describe, expect, it } from 'vitest';
import { notALevel } from '../workers/editorJob';
import { answerText, findingsText } from './findingsText';

const base = notALevel([]);

describe('findingsText', () => {
  it('lists why a map is not a level yet, at its tiles', () => {
    const text = findingsText(
      {
        ...base,
        problems: [
          { message: 'no Cat', tile: null },
          { message: 'on a wall', tile: { x: 2, y: 3 } },
        ],
      },
      null,
    );
    expect(text).toEqual({
      headline: 'Not a level yet',
      tone: 'bad',
      lines: ['no Cat', 'Tile 2,3: on a wall'],
      stale: false,
    });
  });

  it('gives par, taps, the band and whether naive play wins', () => {
    const found = {
      ...base,
      verdict: 'solvable' as const,
      par: 9,
      taps: [
        { x: 1, y: 1 },
        { x: 2, y: 2 },
      ],
      warnings: ['x: not needed'],
    };
    expect(findingsText(found, undefined).lines[0]).toBe('Difficulty: checking…');
    const text = findingsText(found, { band: 'medium', score: 41, naiveWins: [] });
    expect(text.headline).toBe('Par 9 · solvable · 2 taps');
    expect(text.lines).toEqual([
      'Difficulty: medium (score 41 of 100)',
      'Naive play loses: no simple strategy makes par',
      'x: not needed',
    ]);
  });

  it('says why a level cannot be won', () => {
    const text = findingsText({ ...base, verdict: 'unsolvable', reason: 'walls cut the cat off' }, null);
    expect(text.headline).toBe('Unsolvable');
    expect(text.lines).toEqual(['Why: walls cut the cat off']);
  });

  it('says "checking" while a newer map is asked about, with the older lines marked stale', () => {
    expect(answerText({ checking: true, findings: null, difficulty: undefined })).toEqual({
      headline: 'Checking…',
      tone: 'wait',
      lines: [],
      stale: false,
    });
    const older = answerText({
      checking: true,
      findings: { ...base, problems: [{ message: 'no Cat', tile: null }] },
      difficulty: null,
    });
    expect(older).toEqual({ headline: 'Checking…', tone: 'wait', lines: ['no Cat'], stale: true });
  });
});

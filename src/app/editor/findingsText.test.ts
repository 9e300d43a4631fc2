import { describe, expect, it } from 'vitest';
import { type EditorFinding, notALevel } from '../workers/editorJob';
import { answerText, findingsText, makerLine, naiveText } from './findingsText';

const base = notALevel([]);
/** Words the editor never shows: Tiled's and the code's, not the palette's. */
const DEVELOPER_WORDS = /class |layer |object \d|property|dogsFirst|exitWhenSafe|docs\//;
const finding = (
  message: string,
  tiles: EditorFinding['tiles'] = [],
  code: EditorFinding['code'] = null,
) => ({
  message,
  code,
  tiles,
});

describe('findingsText', () => {
  it('lists why a map is not a level yet, each with its tiles to outline and no coordinates', () => {
    const text = findingsText(
      {
        ...base,
        problems: [
          finding(
            'the level has no cat: add an object of class Cat (or a tile with the property Cat)',
            [],
            'noCat',
          ),
          finding('Bone stands on a wall; move it onto floor', [{ x: 2, y: 3 }], 'onWall'),
        ],
      },
      null,
    );
    expect(text).toEqual({
      headline: 'Not a level yet',
      tone: 'bad',
      lines: [
        { text: 'The level has no cat: pick Cat under Pieces and place it on a tile.', tiles: [] },
        {
          text: 'This piece stands on a wall: move it onto floor, or take the wall away.',
          tiles: [{ x: 2, y: 3 }],
        },
      ],
      stale: false,
    });
  });

  it('gives par, taps, the band, naive play in words, and the warnings at their tiles', () => {
    const found = {
      ...base,
      verdict: 'solvable' as const,
      par: 9,
      taps: [
        { x: 1, y: 1 },
        { x: 2, y: 2 },
      ],
      warnings: [finding('this bone is not needed: the solution wins at par without it', [{ x: 6, y: 3 }])],
    };
    expect(findingsText(found, undefined).lines[0].text).toBe('Difficulty: checking…');
    const text = findingsText(found, {
      band: 'medium',
      score: 41,
      naiveWins: ['nearest', 'dogsFirst'],
      shelfAsk: 'beat-naive',
    });
    expect(text.headline).toBe('Par 9 · solvable · 2 taps');
    expect(text.lines).toEqual([
      { text: 'Difficulty: medium (score 41 of 100)', tiles: [] },
      {
        text: 'No plan needed: taking the nearest bone (or key) first, then the exit, or feeding each dog as soon as the cat holds a bone, makes par.',
        tiles: [],
      },
      { text: 'This bone is not needed: the solution wins at par without it', tiles: [{ x: 6, y: 3 }] },
    ]);
  });

  it('says why a level cannot be won', () => {
    const text = findingsText({ ...base, verdict: 'unsolvable', reason: 'walls cut the cat off' }, null);
    expect(text.headline).toBe('Unsolvable');
    expect(text.lines).toEqual([{ text: 'Why: walls cut the cat off', tiles: [] }]);
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
      findings: { ...base, problems: [finding('no Cat')] },
      difficulty: null,
    });
    expect(older).toEqual({
      headline: 'Checking…',
      tone: 'wait',
      lines: [{ text: 'No Cat', tiles: [] }],
      stale: true,
    });
  });
});

describe("the maker's words", () => {
  it("words each problem the loader words for Tiled in the palette's terms, keeping its tiles", () => {
    const tiled = {
      noCat: 'the level has no cat: add an object of class Cat (or a tile with the property Cat)',
      noExit: 'the level has no exit: add an object of class Exit (or a tile with the property Exit)',
      lonePipe: 'this pipe has no other end: set its "to" property to another Pipe object',
      onWall: 'Dog stands on a wall; move it onto floor',
      routeBlocked: 'the patrol route crosses tile 4,2, which is a wall',
    } as const;
    const tiles = [
      { x: 1, y: 2 },
      { x: 4, y: 2 },
    ];
    for (const [code, message] of Object.entries(tiled)) {
      const line = makerLine(finding(message, tiles, code as keyof typeof tiled));
      expect(line.text, code).not.toMatch(DEVELOPER_WORDS);
      expect(line.text, code).not.toMatch(/\d+,\d+/);
      expect(line.tiles, code).toEqual(tiles);
    }
    expect(makerLine(finding(tiled.noExit, [], 'noExit')).text).toBe(
      'The level has no exit: pick Exit under Pieces and place it on a tile.',
    );
  });

  it('describes naive play as plays, never by the strategies’ names', () => {
    expect(naiveText([])).toBe('No simple way of playing makes par: it takes a plan.');
    expect(naiveText(['nearest'])).toBe(
      'No plan needed: taking the nearest bone (or key) first, then the exit, makes par.',
    );
    const many = naiveText(['careful', 'exitWhenSafe', 'dogsFirst', 'useful', 'keysFirst', 'exit']);
    expect(many).toBe(
      'No plan needed: six simple ways of playing make par, such as tapping the nearest piece that does something where the path shows the cat safe.',
    );
    expect(many).not.toMatch(DEVELOPER_WORDS);
  });
});

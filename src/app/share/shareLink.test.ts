import { readFileSync } from 'node:fs';
import { deflateSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { encodeReplay, toBase64Url } from '../../sim/replay';
import { MAX_MAP_CHARS, packMap, unpackMap } from './mapPayload';
import { isShareFragment } from './shareFragment';
import { readShareLink, shareFragment } from './shareLink';

const replay = encodeReplay([
  { kind: 'tap', x: 9, y: 1, tick: 0 },
  { kind: 'tap', x: 10, y: 3, tick: 90 },
]);
const message = (hash: string) => {
  const link = readShareLink(hash);
  return link.kind === 'error' ? link.message : `not an error: ${link.kind}`;
};

describe('share links', () => {
  it('carry a shipped level by id, with a replay', () => {
    const hash = shareFragment({ kind: 'level', id: '03-good-dog' }, replay);
    expect(hash).toBe(`#mc=1&level=03-good-dog&replay=${replay}`);
    expect(readShareLink(hash)).toEqual({
      kind: 'shared',
      level: { kind: 'level', id: '03-good-dog' },
      replay: [
        { kind: 'tap', x: 9, y: 1, tick: 0 },
        { kind: 'tap', x: 10, y: 3, tick: 90 },
      ],
    });
  });

  it('carry a dropped map packed, and a daily level by day and seed', () => {
    const map = readFileSync('levels/15-the-great-maze.tmj', 'utf8');
    const files = [{ path: 'maze.tmj', text: map }];
    const packed = packMap(files);
    expect(packed.length).toBeLessThan(7000);
    const link = readShareLink(shareFragment({ kind: 'map', files, packed }, null));
    expect(link).toMatchObject({ kind: 'shared', level: { kind: 'map', files }, replay: null });
    expect(readShareLink(shareFragment({ kind: 'daily', day: '2026-12-01', seed: '42' }, null))).toEqual({
      kind: 'shared',
      level: { kind: 'daily', day: '2026-12-01', seed: '42' },
      replay: null,
    });
  });

  it('leave other fragments alone', () => {
    expect(readShareLink('')).toEqual({ kind: 'none' });
    expect(readShareLink('#top')).toEqual({ kind: 'none' });
  });

  it('are told apart from other fragments without being read (the title fetches the reader only for them)', () => {
    const fragments = [
      '',
      '#',
      '#top',
      '#level=x',
      '#mc=1&level=x',
      'mc=1',
      '#mc=2&level=x',
      '#a=1&mc',
      `#${'x'.repeat(40_001)}`,
    ];
    for (const hash of fragments)
      expect(isShareFragment(hash), hash.slice(0, 20)).toBe(readShareLink(hash).kind !== 'none');
  });

  it('say clearly why a wrong-version, corrupt or oversized link cannot be used', () => {
    expect(message('#mc=2&level=x')).toMatch(
      /^This link was made by a newer version of Maze Cat \(link format 2\)/,
    );
    expect(message('#mc=beta&level=x')).toMatch(/format "beta" is not one Maze Cat knows/);
    expect(message('#mc=1')).toMatch(/names no level/);
    expect(message('#mc=1&level=a&map=b')).toMatch(/more than one level \(level, map\)/);
    expect(message('#mc=1&level=<script>')).toBe('This link names a level with a malformed id.');
    expect(message(`#mc=1&level=a&replay=${replay.slice(0, -3)}`)).toMatch(
      /replay is damaged \(the replay code is cut short\)/,
    );
    expect(message('#mc=1&level=a&replay=AQ')).toBe("This link's replay holds no taps.");
    expect(message('#mc=1&map=AAAA')).toMatch(/map is damaged: it could not be unpacked/);
    expect(message('#mc=1&map=%3Chtml%3E')).toMatch(/map is damaged: it holds characters/);
    expect(message(`#mc=1&map=${'A'.repeat(MAX_MAP_CHARS + 4)}`)).toMatch(
      /map is too large: 32,004 characters/,
    );
    expect(message(`#mc=1&level=a&x=${'A'.repeat(50_000)}`)).toMatch(
      /^This link is too long \(50,015 characters/,
    );
    const notFiles = toBase64Url(deflateSync(new TextEncoder().encode('{"files":[["a.tmj",7]]}')));
    expect(message(`#mc=1&map=${notFiles}`)).toMatch(/its file 1 is not a name and a text/);
  });

  it('refuse a map that unpacks beyond the limit (a deflate bomb) without unpacking it all', () => {
    const bomb = toBase64Url(deflateSync(new Uint8Array(16 * 1024 * 1024), { level: 1 }));
    expect(bomb.length).toBeLessThan(MAX_MAP_CHARS);
    expect(() => unpackMap(bomb)).toThrow(/unpacks to more than 4 MB/);
  });

  it('refuse to pack a map too large for a link, naming its size and the limit', () => {
    // Text that does not compress: random letters.
    const noise = Array.from({ length: 100_000 }, () =>
      String.fromCharCode(97 + Math.floor(Math.random() * 26)),
    ).join('');
    expect(() => packMap([{ path: 'big.tmj', text: noise }])).toThrow(
      /^This map is too large to share in a link: packed, it takes [\d,]+ characters, and a link holds at most 32,000\./,
    );
  });
});

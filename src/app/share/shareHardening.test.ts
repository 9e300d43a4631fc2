import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadLevel } from '../../level/loadLevel';
import { LevelError } from '../../level/problems';
import { encodeReplay, type ReplayStep } from '../../sim/replay';
import { MAX_MAP_CHARS, packMap, unpackMap } from './mapPayload';
import { MAX_LINK_CHARS } from './shareFragment';
import { readShareLink } from './shareLink';
import { shareOffer } from './shareOffer';

/** Share links that once misled (issue 25): every link offered opens, and errors stay short. */

/** Letters that do not compress, the same every run: a map text whose packed size is known. */
function noise(length: number): string {
  let seed = 7;
  let out = '';
  for (let i = 0; i < length; i++) {
    // xorshift32
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    out += String.fromCharCode(97 + ((seed >>> 0) % 26));
  }
  return out;
}

const taps = (n: number): ReplayStep[] =>
  Array.from({ length: n }, (_, i) => ({
    kind: 'tap',
    x: (i * 37) % 1000,
    y: (i * 91) % 1000,
    tick: i * 40,
  }));

describe('the share panel offers only links that open', () => {
  const files = [{ path: 'big.tmj', text: noise(34_000) }];
  const page = 'https://example.test/maze-cat/?test';

  it('a packed map near its limit and a 3,000-tap replay: the link goes without the replay, and says why', () => {
    const code = encodeReplay(taps(3000));
    const offer = shareOffer({ files }, { code, label: 'your win (5 moves)' }, page);
    expect(offer.replayLabel).toBeNull();
    expect(offer.withReplay).toBe(false);
    const link = offer.link(true);
    if (!('url' in link)) throw new Error(link.error);
    const fragment = new URL(link.url).hash;
    expect(fragment.length - 1).toBeLessThanOrEqual(MAX_LINK_CHARS);
    expect(fragment).not.toContain('replay=');
    expect(readShareLink(fragment).kind).toBe('shared');
    expect(link.note).toContain(
      'The replay is too long to go with it (a link holds at most 40,000 characters).',
    );
    // Packed alone, the map was near its own limit: with the taps the link would be over 40,000.
    expect(fragment.length + code.length).toBeGreaterThan(MAX_LINK_CHARS);
    expect(fragment.length).toBeLessThan(MAX_MAP_CHARS + 20);
  });

  it('a replay that fits is offered as before', () => {
    const offer = shareOffer({ files }, { code: encodeReplay(taps(20)), label: 'your win' }, page);
    expect(offer.replayLabel).toBe('your win');
    const link = offer.link(true);
    expect('url' in link && readShareLink(new URL(link.url).hash)).toMatchObject({ kind: 'shared' });
  });
});

describe('a shared map is read with the loader of a dropped file', () => {
  it('a Dog whose patrol has a point at x = -1e308: one error, in bounded memory (it once took 5 GB)', async () => {
    const text = readFileSync('src/cli/fixtures/hardening/dog-far-patrol.tmj', 'utf8');
    const files = unpackMap(packMap([{ path: 'dog.tmj', text }]));
    const read = async (path: string) => files.find((f) => f.path === path)?.text ?? '';
    const error = await loadLevel('dog.tmj', read).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LevelError);
    expect((error as LevelError).message).toContain(
      "the patrol route's point at tile -3.125e+306,2 is outside the map",
    );
  });
});

describe('error sentences stay short', () => {
  it('a 400-digit format version is cut after 12 digits', () => {
    const link = readShareLink(`#mc=${'9'.repeat(400)}&level=x`);
    expect(link).toEqual({
      kind: 'error',
      message:
        'This link was made by a newer version of Maze Cat (link format 999999999999…); this version reads format 1. Reload the page to update the game, then open the link again.',
    });
  });
});

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateLevel } from '../solver/generate';
import { DEFAULT_LIMITS } from '../tiled/limits';
import { GENERATE_TIME_LIMIT_MS } from './commands/generate';
import { MAX_TAPS_INPUT } from './commands/replay';
import { draftName, MAX_SEED_NAME, seedName } from './draftNames';
import { cutPath, terminalLine } from './terminalText';
import { runCli, writeLevel } from './testCli';

/**
 * Round three of hardening (issue 25): each case a reproducer in `fixtures/hardening/`, refused
 * with one line naming the file, the place and the limit, and the exit code docs/cli.md gives.
 * The cases that used to exhaust memory also run in a child process with a small heap
 * (hardening.process.test.ts).
 */
/** A reproducer by its path from the repository's root (where the tests run), as a designer types it. */
const fixture = (name: string) => `src/cli/fixtures/hardening/${name}`;

describe('check refuses what once crashed or misled it', () => {
  it('a Dog whose patrol has a point at x = -1e308: one error at the Dog', async () => {
    const { code, out } = await runCli(['check', fixture('dog-far-patrol.tmj')]);
    expect(code).toBe(1);
    expect(out).toContain(
      'error:    layer "entities", object 3 (Dog), tile 1,2: the patrol route\'s point at tile -3.125e+306,2 is outside the map (tiles 0,0 to 6,3)',
    );
  });

  it('tilewidth 0 is refused where it is set, not as six tiles at Infinity', async () => {
    const { code, out } = await runCli(['check', fixture('zero-tilewidth.tmj')]);
    expect(code).toBe(1);
    expect(out).toContain('error:    tilewidth: the tile width must be at least 1 pixel, found 0');
    expect(out).not.toContain('Infinity');
  });

  it('70 nested groups: the place is shortened in the middle, and names the limit', async () => {
    const { out } = await runCli(['check', fixture('nested-groups.tmj')]);
    const line = out.split('\n').find((l) => l.includes('deep')) ?? '';
    expect(line).toContain(
      'layers[2].layers[0].layers[0].…59 more….layers[0].layers[0].layers[0]: group layers are nested more than 64 deep',
    );
    expect(line.length).toBeLessThan(160);
  });

  it('an energy of 1e-300 is invalid, not a budget the HUD shows as 0', async () => {
    const { code, out } = await runCli(['check', fixture('tiny-energy.tmj')]);
    expect(code).toBe(1);
    expect(out).toContain('verdict:  invalid');
    expect(out).toContain(
      'error:    map property "energy": must be a number of at least 0.01 (energy shows to two decimals), not the number 1e-300',
    );
  });

  it('4,600 bones drawn as tiles: refused at the first past the piece limit', async () => {
    const { code, out } = await runCli(['check', fixture('too-many-pieces.tmj')]);
    expect(code).toBe(1);
    expect(out).toContain(
      'error:    layers[1].data: layer "markers", tile 64,56 is a piece past the limit: a level holds at most 4,096 pieces',
    );
  });

  it('a missing template with a long path keeps the file name', async () => {
    const { out } = await runCli(['check', fixture('missing-template.tmj')]);
    expect(out).toMatch(
      /cannot read "templates\/.*….*\/dog-on-patrol\.tx" \(looked for "src\/cli\/fixtures\/hardening\/.*….*\/dog-on-patrol\.tx"\): no such file/,
    );
  });
});

describe('a map named on the command line that is no map to read (issue 43: held, kept so)', () => {
  // Each is refused at (file) before a byte is read: a FIFO would block the read for
  // ever, a loop of links would be followed round, a huge file would fill the memory.
  const dir = mkdtempSync(join(tmpdir(), 'maze-cat-odd-map-'));
  writeFileSync(join(dir, 'package.json'), '{}');
  execFileSync('mkfifo', [join(dir, 'pipe.tmj')]);
  symlinkSync(join(dir, 'b.tmj'), join(dir, 'a.tmj'));
  symlinkSync(join(dir, 'a.tmj'), join(dir, 'b.tmj'));
  writeFileSync(join(dir, 'huge.tmj'), '{}');
  truncateSync(join(dir, 'huge.tmj'), DEFAULT_LIMITS.maxFileChars + 1);

  it.each([
    ['pipe.tmj', 'is not a regular file (a FIFO, socket or device), so it is not read'],
    ['a.tmj', 'cannot read (ELOOP)'],
    [
      'huge.tmj',
      `is ${DEFAULT_LIMITS.maxFileChars + 1} bytes, over the limit of ${DEFAULT_LIMITS.maxFileChars} bytes`,
    ],
  ])('%s', async (name, words) => {
    const file = join(dir, name);
    // docs/cli.md: a map the loader refuses is exit 1, for replay exit 2.
    for (const [command, exit] of [
      [['check', file], 1],
      [['inspect', file], 1],
      [['replay', file, '1,1'], 2],
    ] as const) {
      const { code, out, err } = await runCli([...command]);
      expect(code, command[0]).toBe(exit);
      expect(out + err, command[0]).toContain(`(file): ${words}\n`);
    }
  });
});

describe('long paths are shortened in the middle', () => {
  it('keeping the start and the file name', () => {
    const path = `/very/long/path/${'folder/'.repeat(20)}examples/dog.tx`;
    const cut = cutPath(path, 80);
    expect(cut.length).toBe(80);
    expect(cut.startsWith('/very/long/')).toBe(true);
    expect(cut.endsWith('/examples/dog.tx')).toBe(true);
    expect(terminalLine(`cannot read "${path}": no such file`)).toBe(`cannot read "${cut}": no such file`);
    // A file name longer than the room keeps its end, and some of the start.
    expect(cutPath(`/a/${'n'.repeat(200)}.tx`, 40)).toMatch(/^\/a\/n+…n+\.tx$/);
  });
});

describe('distances and Moving AI maps: sizes checked before anything is allocated', () => {
  it('a board of a billion cells is bad usage naming the limit', async () => {
    const { code, err } = await runCli(['distances'], '1000000000 1\n1 1\n');
    expect(code).toBe(2);
    expect(err).toBe(
      'error: standard input: the board 1000000000 x 1 is over the limit of 1,048,576 cells (1024 x 1024, or any shape of as many)\n',
    );
    const wide = await runCli(['distances'], '100000 100000\n1 1\n');
    expect(wide.err).not.toContain('typed array');
    expect(wide.code).toBe(2);
    const digits = await runCli(['distances'], `${'9'.repeat(400)} 1\n1 1\n`);
    expect(digits.err).toContain('the board 999999999999… x 1');
  });

  it('standard input over its limit is refused', async () => {
    const { code, err } = await runCli(['distances'], ' '.repeat(70_000));
    expect(code).toBe(2);
    expect(err).toBe(
      'error: standard input: more than 64 KiB, the limit for distances ("rows cols" and "row col")\n',
    );
  });

  it('a header of height 1e9 (one row) or 100000 x 100000 names the line and the limit, exit 1', async () => {
    const tall = await runCli(['path', fixture('tall-header.map'), '--from', '0,0', '--to', '1,0']);
    expect(tall.code).toBe(1);
    expect(tall.err).toMatch(
      /^error: .*tall-header\.map: line 3: height 1000000000 x width 4 is over the limit of 16,777,216 tiles \(4096 x 4096, or any shape of as many\)\n$/,
    );
    const huge = await runCli(['scen', fixture('huge-header.map'), fixture('huge-header.map.scen')]);
    expect(huge.code).toBe(1);
    expect(huge.err).toMatch(/huge-header\.map: line 3: height 100000 x width 100000 is over the limit/);
  });
});

describe('replay: bounded input, one "taps:"', () => {
  const file = writeLevel('line.tmj', ['C.....E']);

  it('empty taps say "taps:" once', async () => {
    const { code, err } = await runCli(['replay', file, '-'], '');
    expect(code).toBe(2);
    expect(err).toBe('error: taps: there are no taps (give tiles as x,y)\n');
  });

  it('standard input over the limit is refused as it streams', async () => {
    const { code, err } = await runCli(['replay', file, '-'], '1,0 '.repeat(MAX_TAPS_INPUT / 4 + 1));
    expect(code).toBe(2);
    expect(err).toBe('error: standard input: more than 256 KiB, the limit for replay taps (10,000 steps)\n');
  });

  it('a play is followed for a day of ticks at most, timed or not', async () => {
    // The tap at the last tick of a day starts a walk that would end after it.
    const { code, out } = await runCli(['replay', file, '3,0@5184000', '6,0']);
    expect(code).toBe(1);
    expect(out).toContain(
      'not won (the play was stopped at tick 5,184,000: a replay is followed for a day at most)',
    );
  });
});

describe('generate: bounded in time, never replacing a map, one name per seed', () => {
  it('distinct seeds get distinct names, readable where they can be', () => {
    expect(seedName('a b')).toBe('a~20b');
    expect(seedName('a/b')).toBe('a~2fb');
    expect(seedName('2026-12-01_x')).toBe('2026-12-01_x');
    expect(seedName('~20')).toBe('~7e20');
    expect(seedName('é')).toBe('~c3~a9');
    const long = seedName('s'.repeat(500));
    expect(long.length).toBe(MAX_SEED_NAME);
    expect(long).not.toBe(seedName(`${'s'.repeat(499)}t`));
    expect(draftName('hard', 16, 12, '42', 2, 3)).toBe('hard-16x12-42-2.tmj');
  });

  it('a map already in --out is kept: exit 2 before any work', async () => {
    const out = mkdtempSync(join(tmpdir(), 'maze-cat-draft-'));
    const draft = join(out, 'medium-12x9-a~2fb.tmj');
    writeFileSync(draft, '{"the designer": "edited this"}\n');
    const { code, err } = await runCli(['generate', '--size', '12x9', '--seed', 'a/b', '--out', out]);
    expect(code).toBe(2);
    expect(err).toBe(
      `error: generate: ${draft} already exists; generate never replaces a map (it may be an edited draft): move it, or choose another --out or --seed\n`,
    );
    expect(readFileSync(draft, 'utf8')).toBe('{"the designer": "edited this"}\n');
    expect(readdirSync(out)).toEqual(['medium-12x9-a~2fb.tmj']);
  });

  it('a search that finds nothing of the band stops at its time limit and says so', () => {
    // The case (217 s for 600 tries), with a limit of a millisecond: one try, then the stop.
    const options = { width: 40, height: 40, seed: '2', bones: 40, dogs: 0, difficulty: 'easy' as const };
    expect(() => generateLevel({ ...options, timeLimitMs: 1 })).toThrow(
      /^no easy level of 40 x 40 with 40 bones and 0 dogs turned up from seed "2" in 1 tries, the time limit of 0.001 s; /,
    );
    expect(GENERATE_TIME_LIMIT_MS).toBe(15_000);
  });
});

import { describe, expect, it } from 'vitest';
import { runCli, writeLevel } from '../testCli';

const replay = (args: string[], stdin = '') => runCli(['replay', ...args], stdin);

describe('maze-cat replay', () => {
  const file = writeLevel('order.tmj', ['B..C.DE', '#######']);

  it('plays the taps in the Sim: won at par exits 0', async () => {
    const { code, out, err } = await replay([file, '0,0', '6,0']);
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out).toContain('outcome: won');
    expect(out).toContain('moves:   9');
    expect(out).toContain('par:     9 (matches par)');
  });

  it('a loss or taps that run out exit 1; JSON carries the compact code', async () => {
    const eaten = await replay([file, '6,0']);
    expect(eaten.code).toBe(1);
    expect(eaten.out).toContain('outcome: lost (eaten)');
    const short = await replay([file, '0,0', '--json']);
    expect(short.code).toBe(1);
    const report = JSON.parse(short.out);
    expect(report).toMatchObject({ outcome: 'playing', moves: 3, par: 9, atPar: false, steps: 1 });
    // The code replays the same play: here with the win added as text, and from standard input.
    const won = await replay([file, '-'], '0,0@0 6,0@60');
    expect(won.code).toBe(0);
    const code = JSON.parse((await replay([file, '0,0@0', '6,0@60', '--json'])).out).code;
    expect((await replay([file, code])).out).toContain('moves:   9');
  });

  it('bad taps or a bad level exit 2 with a message naming what is wrong', async () => {
    const bad = await replay([file, '0,0', 'x7']);
    expect(bad.code).toBe(2);
    expect(bad.err).toBe(
      'error: taps: step 2 ("x7"): a step is x,y (a tile, two whole numbers from 0) or undo, then optionally @tick\n',
    );
    const foreign = await replay([file, 'Zm9v']);
    expect(foreign.code).toBe(2);
    expect(foreign.err).toContain('error: taps: code: replay code version');
    const missing = await replay(['nowhere.tmj', '1,1']);
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/^error: nowhere\.tmj: \(file\)/);
    expect((await replay([file])).code).toBe(2);
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, writeLevel } from '../testCli';

const check = (args: string[]) => runCli(['check', ...args]);

describe('maze-cat check', () => {
  it('solves a level and prints its report, the solution and a drawing', async () => {
    const file = writeLevel(
      'order.tmj',
      ['B..C.DE', '#######'],
      [{ name: 'title', type: 'string', value: 'Order' }],
    );
    const { code, out, err } = await check([file]);
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out).toContain('title:    Order');
    expect(out).toContain('size:     7 x 2');
    expect(out).toContain('pieces:   1 bone, 1 dog, 1 exit');
    expect(out).toContain('verdict:  solvable');
    expect(out).toContain('par:      9');
    expect(out).toContain('solution: 0,0 6,0');
    expect(out).toContain('    B**C*DE');
    expect(out).toContain(
      'depth:    score 40 (medium), naive play wins at par (nearest, dogsFirst, useful, careful, exitWhenSafe), traps 50% of 6 first taps, 1 optimal solution (2 pieces met), 5 states',
    );
  });

  it('prints JSON with the solution as [x, y] pairs', async () => {
    const file = writeLevel('a.tmj', ['C.B.D.E'], [{ name: 'title', type: 'string', value: 'A' }]);
    const { code, out } = await check([file, '--json']);
    expect(code).toBe(0);
    const [report] = JSON.parse(out);
    expect(report).toMatchObject({
      file,
      valid: true,
      solvable: true,
      par: 6,
      solution: [[6, 0]],
      pieces: { bone: 1, dog: 1, exit: 1 },
      errors: [],
    });
  });

  it('reports the difficulty and warns when naive play wins at par, unless the level is a tutorial', async () => {
    const rows = ['C.B.D.E'];
    const { code, out } = await check([writeLevel('plain.tmj', rows), '--json']);
    expect(code).toBe(0);
    const [report] = JSON.parse(out);
    expect(report.difficulty).toMatchObject({
      beatsNaive: false,
      traps: 0,
      firstTaps: 6,
      solutions: 1,
      solutionsCapped: false,
      band: 'easy',
    });
    expect(report.difficulty.naive[0]).toEqual({ strategy: 'exit', outcome: 'won', cost: 6 });
    const naive = (warnings: string[]) => warnings.filter((w) => w.startsWith('naive play'));
    expect(naive(report.warnings)).toEqual([
      'naive play wins at par (exit, nearest, dogsFirst, useful, careful, exitWhenSafe): the level is not a puzzle yet (a level that teaches can say so with the map property tutorial = true)',
    ]);
    const tutorial = writeLevel('tutorial.tmj', rows, [{ name: 'tutorial', type: 'bool', value: true }]);
    expect(naive(JSON.parse((await check([tutorial, '--json'])).out)[0].warnings)).toEqual([]);
  });

  it('does not warn about a level that beats naive play', async () => {
    const file = writeLevel('puzzle.tmj', ['B..C...D.E', '#####.####', '#####B####']);
    const [report] = JSON.parse((await check([file, '--json'])).out);
    expect(report.difficulty).toMatchObject({ beatsNaive: true, band: 'hard' });
    expect(report.warnings.some((w: string) => w.startsWith('naive play'))).toBe(false);
  });

  it('exits 1 for an unsolvable level and says why', async () => {
    const good = writeLevel('good.tmj', ['C.E']);
    const bad = writeLevel('bad.tmj', ['BCDDE']);
    const { code, out } = await check([good, bad, '--json']);
    expect(code).toBe(1);
    const reports = JSON.parse(out);
    expect(reports.map((r: { solvable: boolean }) => r.solvable)).toEqual([true, false]);
    expect(reports[1].reason).toBe(
      'two dogs stand on every route to the exit, but only one bone can be collected',
    );
    expect(reports[1].par).toBeNull();
    expect(reports[1].difficulty).toBeNull();
  });

  it('exits 1 when the par property disagrees with the solver', async () => {
    const file = writeLevel('par.tmj', ['C...E'], [{ name: 'par', type: 'int', value: 3 }]);
    const { code, err } = await check([file]);
    expect(code).toBe(1);
    expect(err).toBe(`error: ${file}: properties.par: the map says par 3 but the solver's par is 4\n`);
  });

  it('accepts a matching par property', async () => {
    const file = writeLevel('par.tmj', ['C...E'], [{ name: 'par', type: 'int', value: 4 }]);
    expect((await check([file])).code).toBe(0);
  });

  it('reports a file that is not a level as invalid', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'maze-cat-check-'));
    const file = join(dir, 'broken.tmj');
    writeFileSync(file, '{ not json');
    const { code, out, err } = await check([file, '--json']);
    expect(code).toBe(1);
    expect(err).toMatch(new RegExp(`^error: ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: `));
    expect(JSON.parse(out)[0]).toMatchObject({ file, valid: false, solvable: false, solution: [] });
  });

  it('exits 2 without files or with an unknown option', async () => {
    expect((await check([])).code).toBe(2);
    expect((await check(['--fast', 'x.tmj'])).code).toBe(2);
  });
});

describe('check of a large level', () => {
  it('summarises the drawing in one line beyond 200 x 100 tiles', async () => {
    const wide = writeLevel('wide.tmj', [`C${'.'.repeat(199)}E`]);
    const tall = writeLevel('tall.tmj', ['C', ...Array.from({ length: 100 }, () => '.'), 'E']);
    const small = writeLevel('small.tmj', [`C${'.'.repeat(198)}E`]);
    expect((await check([wide])).out).toContain(
      '    (201 x 1 tiles: not drawn, drawings are at most 200 x 100)\n',
    );
    expect((await check([tall])).out).toContain(
      '    (1 x 102 tiles: not drawn, drawings are at most 200 x 100)\n',
    );
    expect((await check([small])).out).toContain(`    C${'*'.repeat(198)}E\n`);
  });
});

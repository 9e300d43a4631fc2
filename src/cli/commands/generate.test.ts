import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../testCli';

const freshDir = (): string => mkdtempSync(join(tmpdir(), 'maze-cat-generate-'));

describe('maze-cat generate', () => {
  it('writes Tiled maps beside the tileset, one line per level, that check finds solvable at their par', async () => {
    const out = freshDir();
    const {
      code,
      out: printed,
      err,
    } = await runCli([
      'generate',
      '--size',
      '16x12',
      '--difficulty',
      'hard',
      '--seed',
      '7',
      '--count',
      '2',
      '--out',
      out,
    ]);
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(readdirSync(out).sort()).toEqual([
      'hard-16x12-7-1.tmj',
      'hard-16x12-7-2.tmj',
      'maze-cat.png',
      'maze-cat.tsj',
    ]);
    const lines = printed.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      new RegExp(`^${join(out, 'hard-16x12-7-1.tmj')}  par \\d+  score \\d+ \\(hard\\)$`),
    );
    const files = lines.map((line) => line.split('  ')[0]);
    const checked = await runCli(['check', ...files, '--json']);
    expect(checked.code).toBe(0);
    for (const report of JSON.parse(checked.out)) {
      expect(report).toMatchObject({ solvable: true, errors: [] });
      expect(report.difficulty).toMatchObject({ band: 'hard', beatsNaive: true });
      const map = JSON.parse(readFileSync(report.file, 'utf8'));
      expect(map.properties).toContainEqual({ name: 'par', type: 'int', value: report.par });
      expect(map.tilesets).toEqual([{ firstgid: 1, source: 'maze-cat.tsj' }]);
    }
  });

  it('draws keys and doors, pipes, patrols, terrain and energy that check reads back', async () => {
    const out = freshDir();
    const args = ['--size', '16x12', '--seed', 'mechanics', '--mechanics', 'keys,pipes,patrols'];
    const { code, out: printed } = await runCli(['generate', ...args, '--costs', '--energy', '--out', out]);
    expect(code).toBe(0);
    const file = printed.split('  ')[0];
    const [report] = JSON.parse((await runCli(['check', file, '--json'])).out);
    // Medium: two moves to spare.
    expect(report).toMatchObject({ solvable: true, errors: [], energy: report.par + 2 });
    expect(report.pieces).toMatchObject({ key: 1, door: 1, pipe: 2, dog: 2 });
  });

  it('writes maps on a hex, staggered or isometric grid with its tileset, that check solves on that grid', async () => {
    const out = freshDir();
    const grids = [
      [
        'hex',
        'hexagonal',
        'hex.tsj',
        { staggeraxis: 'y', staggerindex: 'odd', hexsidelength: 16, tilewidth: 32, tileheight: 32 },
      ],
      [
        'staggered',
        'staggered',
        'iso.tsj',
        { staggeraxis: 'y', staggerindex: 'odd', tilewidth: 32, tileheight: 16 },
      ],
      ['isometric', 'isometric', 'iso.tsj', { tilewidth: 32, tileheight: 16 }],
    ] as const;
    for (const [name, orientation, tileset, settings] of grids) {
      const {
        code,
        out: printed,
        err,
      } = await runCli(['generate', '--size', '12x9', '--seed', 'g', '--grid', name, '--out', out]);
      expect(err).toBe('');
      expect(code).toBe(0);
      const file = printed.split('  ')[0];
      expect(file).toBe(join(out, `medium-${name}-12x9-g.tmj`));
      const map = JSON.parse(readFileSync(file, 'utf8'));
      expect(map).toMatchObject({ orientation, ...settings });
      expect(map.tilesets).toEqual([{ firstgid: 1, source: tileset }]);
      const [report] = JSON.parse((await runCli(['check', file, '--json'])).out);
      expect(report).toMatchObject({ solvable: true, errors: [] });
      expect(report.par).toBe(Number(printed.split('  ')[1].replace('par ', '')));
    }
    expect(
      readdirSync(out)
        .filter((f) => !f.endsWith('.tmj'))
        .sort(),
    ).toEqual(['hex.png', 'hex.tsj', 'iso.png', 'iso.tsj']);
  });

  it('writes the same bytes for the same arguments', async () => {
    const args = ['--size', '12x9', '--seed', 'same', '--dogs', '1', '--costs', '--mechanics', 'patrols'];
    const a = freshDir();
    const b = freshDir();
    expect((await runCli(['generate', ...args, '--out', a])).code).toBe(0);
    expect((await runCli(['generate', ...args, '--out', b])).code).toBe(0);
    const name = 'medium-12x9-same.tmj';
    expect(readFileSync(join(a, name), 'utf8')).toBe(readFileSync(join(b, name), 'utf8'));
  });

  it('exits 2 with the usage for bad arguments', async () => {
    const out = freshDir();
    for (const [args, message] of [
      [['--seed', '1', '--out', out], 'generate: --size WxH is needed'],
      [
        ['--size', '16by12', '--seed', '1', '--out', out],
        'generate: --size takes WxH such as 16x12, got "16by12"',
      ],
      [
        ['--size', '99x12', '--seed', '1', '--out', out],
        'generate: --size: each side from 7 to 40 tiles, got 99x12',
      ],
      [['--size', '16x12', '--out', out], 'generate: --seed S is needed'],
      [['--size', '16x12', '--seed', '1'], 'generate: --out DIR is needed'],
      [
        ['--size', '16x12', '--seed', '1', '--out', out, '--difficulty', 'brutal'],
        'generate: --difficulty takes easy, medium, hard',
      ],
      [
        ['--size', '16x12', '--seed', '1', '--out', out, '--mechanics', 'keys,lasers'],
        'unknown mechanic "lasers"',
      ],
      [
        ['--size', '16x12', '--seed', '1', '--out', out, '--count', '0'],
        'generate: --count takes a whole number from 1 to 100',
      ],
      [
        ['--size', '16x12', '--seed', '1', '--out', out, '--dogs', '90'],
        'generate: dogs must be a whole number from 0 to',
      ],
      [['--size', '16x12', '--seed', '1', '--out', out, '--fast'], 'generate: unknown option --fast'],
      [
        ['--size', '16x12', '--seed', '1', '--out', out, '--grid', 'hexagon'],
        'generate: --grid takes orthogonal, isometric, staggered, hex, got "hexagon"',
      ],
    ] as const) {
      const { code, err } = await runCli(['generate', ...args]);
      expect(code, args.join(' ')).toBe(2);
      expect(err).toContain(message);
      expect(err).toContain('usage: maze-cat generate --size WxH --seed S --out DIR');
    }
  });

  it('exits 1 and says why when no level of the band turns up', async () => {
    const out = freshDir();
    const { code, err } = await runCli([
      'generate',
      '--size',
      '7x7',
      '--bones',
      '0',
      '--dogs',
      '0',
      '--difficulty',
      'hard',
      '--seed',
      '1',
      '--out',
      out,
    ]);
    expect(code).toBe(1);
    expect(err).toMatch(
      /^error: no hard level of 7 x 7 with 0 bones and 0 dogs turned up from seed "1" in \d+ tries/,
    );
  });

  it('generates with a designer’s own kinds from --kinds, and names the file and place of a mistake in it', async () => {
    const dir = freshDir();
    const kinds = JSON.parse(
      readFileSync('test-data/own-kinds/fish-and-crocodile.tmj', 'utf8'),
    ).properties.find((p: { name: string }) => p.name === 'kinds').value;
    const good = join(dir, 'fish.json');
    writeFileSync(good, kinds);
    const out = join(dir, 'out');
    const args = ['generate', '--size', '12x9', '--seed', 'fish', '--out', out];
    const { code, out: printed, err } = await runCli([...args, '--kinds', good]);
    expect(err).toBe('');
    expect(code).toBe(0);
    const file = printed.split('  ')[0];
    const map = JSON.parse(readFileSync(file, 'utf8'));
    expect(map.properties).toContainEqual({ name: 'kinds', type: 'string', value: kinds });
    const classes = map.layers[2].objects.map((o: { type: string }) => o.type);
    expect(classes).toContain('Fish');
    expect(classes).toContain('Crocodile');
    const [report] = JSON.parse((await runCli(['check', file, '--json'])).out);
    expect(report).toMatchObject({ solvable: true, errors: [] });
    expect(report.par).toBe(Number(printed.split('  ')[1].replace('par ', '')));

    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '[{"name": "fish", "rules": 3}]');
    const refused = join(dir, 'cushion.json');
    writeFileSync(
      refused,
      JSON.stringify([
        {
          name: 'cushion',
          className: 'Cushion',
          about: 'ends the walk',
          rules: [{ on: 'enter', end: 'stop' }],
          look: { sprite: 'bone' },
        },
      ]),
    );
    for (const [kindsFile, message] of [
      [bad, `generate: --kinds ${bad}: at [0]`],
      [
        refused,
        `generate: --kinds ${refused}: kind "cushion" (class Cushion) has no role the generator places`,
      ],
      [join(dir, 'none.json'), `generate: --kinds ${join(dir, 'none.json')}: `],
    ]) {
      const result = await runCli([...args, '--kinds', kindsFile]);
      expect(result.code, kindsFile).toBe(2);
      expect(result.err).toContain(message);
    }
  });
});

import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from '../testCli';

const FIXTURES = fileURLToPath(new URL('../../tiled/fixtures/', import.meta.url));
const SAMPLES = fileURLToPath(new URL('../../../test-data/tiled-samples/', import.meta.url));

const cli = (...argv: string[]) => runCli(argv);

describe('maze-cat inspect', () => {
  it('--json prints exactly the fields of docs/cli.md', async () => {
    const { code, out } = await cli('inspect', `${FIXTURES}src/finite-base64-zlib.tmx`, '--json');
    expect(code).toBe(0);
    const report = JSON.parse(out);
    expect(Object.keys(report)).toEqual([
      'width',
      'height',
      'tilewidth',
      'tileheight',
      'orientation',
      'staggeraxis',
      'staggerindex',
      'hexsidelength',
      'infinite',
      'tilesets',
      'layers',
    ]);
    expect(report).toMatchObject({ width: 6, height: 5, tilewidth: 16, tileheight: 16, infinite: false });
    expect(report).toMatchObject({ orientation: 'orthogonal', staggeraxis: null, staggerindex: null });
    expect(report.tilesets).toEqual([
      { name: 'terrain', firstgid: 1, tilecount: 4, source: 'terrain.tsx' },
      { name: 'spaced', firstgid: 5, tilecount: 4, source: null },
      { name: 'pieces', firstgid: 9, tilecount: 2, source: 'pieces.tsx' },
    ]);
    expect(report.layers).toEqual([
      {
        type: 'group',
        name: 'ground',
        layers: [{ type: 'tilelayer', name: 'floor', nonEmpty: 30, flipped: 5 }],
      },
      { type: 'tilelayer', name: 'walls', nonEmpty: 20, flipped: 1 },
      { type: 'objectgroup', name: 'things' },
      { type: 'imagelayer', name: 'sky' },
    ]);
  });

  it('an infinite map reports the rectangle holding its chunks', async () => {
    const { out } = await cli('inspect', `${FIXTURES}embedded/infinite-base64-zstd.tmj`, '--json');
    expect(JSON.parse(out)).toMatchObject({ width: 48, height: 32, infinite: true });
  });

  it('prints text without --json', async () => {
    const { code, out } = await cli('inspect', `${FIXTURES}src/finite-csv.tmx`);
    expect(code).toBe(0);
    expect(out).toContain('width 6  height 5');
    expect(out).toContain('tilelayer "walls"  nonEmpty 20  flipped 1');
  });

  it('reads every orientation sample, and prints its grid', async () => {
    const grids = {
      hexagonal: 'orientation hexagonal  staggeraxis y  staggerindex odd  hexsidelength 0',
      isometric: 'orientation isometric',
      staggered: 'orientation staggered  staggeraxis y  staggerindex odd',
      // Despite their names these two samples are orthogonal maps, as they were copied.
      'stagger-axis-x': 'orientation orthogonal',
      'stagger-index-even': 'orientation orthogonal',
    };
    for (const [name, line] of Object.entries(grids)) {
      const { code, out, err } = await cli('inspect', `${SAMPLES}${name}.map.json`);
      expect(err).toBe('');
      expect(code).toBe(0);
      expect(out.split('\n')[3]).toBe(line);
    }
    const { out } = await cli('inspect', `${SAMPLES}hexagonal.map.json`, '--json');
    expect(JSON.parse(out)).toMatchObject({
      width: 30,
      height: 20,
      tilewidth: 32,
      tileheight: 32,
      orientation: 'hexagonal',
      staggeraxis: 'y',
      staggerindex: 'odd',
      hexsidelength: 0,
    });
  });

  it("reads a tileset from a folder above the map's, inside its project", async () => {
    // json/finite-csv.tmj names ../src/*.tsx: both are inside this repository.
    const { code, out } = await cli('inspect', `${FIXTURES}json/finite-csv.tmj`);
    expect(code).toBe(0);
    expect(out).toContain('source ../src/');
  });

  it('bad usage exits 2', async () => {
    expect((await cli('inspect')).code).toBe(2);
    expect((await cli('inspect', 'a.tmj', '--yaml')).code).toBe(2);
  });
});

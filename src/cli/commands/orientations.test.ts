import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseMoveRule } from '../../grid';
import { NEW_GRIDS } from '../../level/edit/newMap';
import { drawingToTmj } from '../../level/tmjWriter';
import type { GridShape } from '../../tiled/types';
import { boardText } from '../boardText';
import { runCli } from '../testCli';

const LEVELS = fileURLToPath(new URL('../../../levels/', import.meta.url));
const SAMPLES = fileURLToPath(new URL('../../../test-data/tiled-samples/', import.meta.url));

/** A level drawn on `grid`, written beside the game's tilesets in a fresh folder; returns its path. */
function writeGridLevel(grid: GridShape, rows: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'maze-cat-grids-'));
  for (const name of ['hex.tsj', 'hex.png', 'iso.tsj', 'iso.png', 'maze-cat.tsj', 'maze-cat.png'])
    copyFileSync(join(LEVELS, name), join(dir, name));
  const file = join(dir, 'level.tmj');
  writeFileSync(file, JSON.stringify(drawingToTmj({ title: 'Grid', intro: '', rows, grid }, null)));
  return file;
}

const ROWS = ['#######', '#C....#', '#.##..#', '#..m.E#', '#######'];

describe('the command line on every grid', () => {
  it('boardText: square rows side by side, shifted rows half a token right, shifted columns half a row down', () => {
    const rows = [
      ['a', 'b', 'c'],
      ['d', 'e', '10'],
    ];
    expect(boardText(rows, undefined)).toBe('a b c\nd e 10\n');
    expect(boardText(rows, parseMoveRule('hex-y-odd').stagger)).toBe(' a  b  c\n   d  e 10\n');
    expect(boardText(rows, parseMoveRule('hex-y-even').stagger)).toBe('   a  b  c\n d  e 10\n');
    expect(boardText(rows, parseMoveRule('hex-x-odd').stagger)).toBe(' a     c\n    b\n d    10\n    e\n');
  });

  it('reach and check draw a hex level in its offset layout; path walks it', async () => {
    const file = writeGridLevel(NEW_GRIDS.hexagonal, ROWS);
    const reach = await runCli(['reach', file]);
    expect(reach.err).toBe('');
    // Row 1 is shifted right: (1,2) below-left of the start is one step, and so on.
    expect(reach.out).toBe(
      ['# # # # # # #', ' # 0 1 2 3 4 #', '# 1 # # 3 4 #', ' # 2 3 6 4 5 #', '# # # # # # #', ''].join('\n'),
    );
    const path = await runCli(['path', file, '--from', '1,1', '--to', '5,3']);
    // The path's tiles, and then the board in the same layout with them marked.
    expect(path.out).toBe(
      [
        'cost: 5',
        'moves: 5',
        'path: 1,1 2,1 3,1 4,1 5,2 5,3',
        '# # # # # # #',
        ' # * * * * . #',
        '# . # # . * #',
        ' # . . 3 . * #',
        '# # # # # # #',
        '',
      ].join('\n'),
    );
    const json = await runCli(['path', file, '--from', '1,1', '--to', '5,3', '--json']);
    expect(json.out).toBe(
      '{"cost": 5, "moves": 5, "path": [[1, 1], [2, 1], [3, 1], [4, 1], [5, 2], [5, 3]]}\n',
    );
    const check = await runCli(['check', file]);
    expect(check.code).toBe(0);
    expect(check.out).toContain('rule:     hex-y-odd');
    expect(check.out).toContain('par:      5');
    expect(check.out).toContain(['    # . # # * . #', '     # . . 3 * E #'].join('\n'));
  });

  it('reach draws a map staggered along x as two lines a row; an isometric map as square rows', async () => {
    const hexX: GridShape = { ...NEW_GRIDS.hexagonal, staggerAxis: 'x', staggerIndex: 'even' };
    const columns = await runCli(['reach', writeGridLevel(hexX, ROWS)]);
    expect(columns.out.split('\n').slice(2, 4)).toEqual(['  0   2   4', '#   1   3   #']);
    const iso = await runCli(['reach', writeGridLevel(NEW_GRIDS.isometric, ROWS)]);
    expect(iso.out.split('\n')[1]).toBe('# 0 1 2 3 4 #');
  });

  it('path draws a map staggered along x in two lines a row, and an isometric map as its tiles only', async () => {
    const hexX: GridShape = { ...NEW_GRIDS.hexagonal, staggerAxis: 'x', staggerIndex: 'even' };
    const columns = await runCli(['path', writeGridLevel(hexX, ROWS), '--from', '1,1', '--to', '3,1']);
    expect(columns.out.split('\n').slice(3, 7)).toEqual([
      '  #   #   #',
      '#   #   #   #',
      '  *   *   .',
      '#   *   .   #',
    ]);
    const iso = await runCli([
      'path',
      writeGridLevel(NEW_GRIDS.isometric, ROWS),
      '--from',
      '1,1',
      '--to',
      '3,1',
    ]);
    expect(iso.out).toBe('cost: 2\nmoves: 2\npath: 1,1 2,1 3,1\n');
  });

  it('distances takes a hex rule and prints its board in the offset layout', async () => {
    const { code, out } = await runCli(['distances', '--rule', 'hex-y-odd'], '4 5\n1 1\n');
    expect(code).toBe(0);
    expect(out).toBe('N 1 2 3 4\n 1 2 3 4 5\n2 2 3 4 5\n 3 3 4 5 6\n');
  });

  it('check reads every orientation sample with no refusal: each is only a map with no pieces yet', async () => {
    for (const name of ['hexagonal', 'isometric', 'staggered', 'stagger-axis-x', 'stagger-index-even']) {
      const { code, out, err } = await runCli(['check', `${SAMPLES}${name}.map.json`]);
      expect(err, name).toBe('');
      expect(code, name).toBe(1);
      const errors = out.split('\n').filter((line) => line.trim().startsWith('error:'));
      expect(errors, name).toHaveLength(2);
      expect(errors[0], name).toContain('the level has no cat');
      expect(errors[1], name).toContain('the level has no exit');
    }
  });
});

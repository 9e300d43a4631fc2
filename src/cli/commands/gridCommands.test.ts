import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { Grid, movementRange, ORTHOGONAL, PathFinder, parseMoveRule } from '../../grid';
import type { CliIo } from '../cliIo';
import { main } from '../main';
import { distancesRule, formatDistances } from './distances';
import { pathJson, pathText } from './path';
import { formatReach } from './reach';

function fakeIo(stdin = ''): CliIo & { stdout: string; stderr: string } {
  const io = {
    stdout: '',
    stderr: '',
    out: (text: string) => {
      io.stdout += text;
    },
    err: (text: string) => {
      io.stderr += text;
    },
    readStdin: async () => stdin,
  };
  return io;
}

const KNIGHT_8 = `2 3 2 3 2 3 2 3 
3 4 1 2 1 4 3 2 
2 1 2 3 2 1 2 3 
3 2 3 N 3 2 3 2 
2 1 2 3 2 1 2 3 
3 4 1 2 1 4 3 2 
2 3 2 3 2 3 2 3 
3 2 3 2 3 2 3 4 
`;

const DIAGONAL_ONE = `N N N N N N N N 
N N N N N N N N 
N N N N N N N N 
N N N N N N N N 
N N N N 1 N N N 
N N N N N 2 N N 
N N N N N N 3 N 
N N N N N N N 4 
`;

describe('maze-cat distances', () => {
  it('prints the classic knight example byte for byte', async () => {
    const io = fakeIo('8 8\n4 4\n');
    expect(await main(['distances'], io)).toBe(0);
    expect(io.stdout).toBe(KNIGHT_8);
  });

  it('prints the classic (+1,+1) example byte for byte', async () => {
    const io = fakeIo('8 8\n4 4\n');
    expect(await main(['distances', '--rule', '1,1'], io)).toBe(0);
    expect(io.stdout).toBe(DIAGONAL_ONE);
  });

  it('reads offsets as (row, column) steps on a board that is not square', () => {
    // One row down, no column change: from row 1, col 2 of a 3 x 2 board.
    expect(formatDistances(new Grid(2, 3), distancesRule('1,0'), 1)).toBe('N N \nN 1 \nN 2 \n');
    expect(formatDistances(new Grid(3, 1), distancesRule('orthogonal'), 0)).toBe('N 1 2 \n');
  });

  it('refuses bad input with exit code 2', async () => {
    for (const [args, stdin] of [
      [['distances'], '8 8\n9 1\n'],
      [['distances'], '8 x\n'],
      [['distances', '--rule', 'bishop'], '8 8\n1 1\n'],
    ] as const) {
      const io = fakeIo(stdin);
      expect(await main([...args], io)).toBe(2);
      expect(io.stderr).toMatch(/^error: /);
    }
  });
});

describe('maze-cat reach formatting', () => {
  it('prints walls, unreachable tiles and costs as every screen shows them', () => {
    const grid = Grid.fromRows(['.2#', '...', '#..']);
    grid.setCost(2, 2, 0.5);
    const range = movementRange(grid, ORTHOGONAL, 0, 3);
    expect(formatReach(grid, range)).toBe('0 2 #\n1 2 3\n# 3 .\n');
    const fine = movementRange(grid, ORTHOGONAL, 0);
    expect(formatReach(grid, fine)).toBe('0 2 #\n1 2 3\n# 3 3.5\n');
  });
});

describe('maze-cat path', () => {
  const map = 'type octile\nheight 3\nwidth 4\nmap\n....\n.@@.\n....\n';

  it('finds the cheapest path on a Moving AI map, as text and JSON', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'maze-cat-path-'));
    const file = join(dir, 'tiny.map');
    await writeFile(file, map);
    const io = fakeIo();
    expect(await main(['path', file, '--from', '0,1', '--to', '3,1', '--json'], io)).toBe(0);
    expect(JSON.parse(io.stdout)).toEqual({
      cost: 5,
      moves: 5,
      path: [
        [0, 1],
        [0, 0],
        [1, 0],
        [2, 0],
        [3, 0],
        [3, 1],
      ],
    });
    const diag = fakeIo();
    // No diagonal step can pass the wall without cutting a corner.
    expect(await main(['path', file, '--from=0,0', '--to=3,2', '--rule', 'diagonal'], diag)).toBe(0);
    expect(diag.stdout).toBe('cost: 5\nmoves: 5\npath: 0,0 1,0 2,0 3,0 3,1 3,2\n');
    const open = join(dir, 'open.map');
    await writeFile(open, 'type octile\nheight 3\nwidth 4\nmap\n....\n..@.\n....\n');
    const diagOpen = fakeIo();
    expect(await main(['path', open, '--from=0,0', '--to=3,2', '--rule', 'diagonal'], diagOpen)).toBe(0);
    expect(diagOpen.stdout).toBe('cost: 4.41\nmoves: 4\npath: 0,0 1,1 1,2 2,2 3,2\n');
    const wall = fakeIo();
    expect(await main(['path', file, '--from', '0,1', '--to', '1,1', '--json'], wall)).toBe(1);
    expect(JSON.parse(wall.stdout)).toEqual({ cost: null, moves: null, path: null });
    const outside = fakeIo();
    expect(await main(['path', file, '--from', '0,1', '--to', '4,1'], outside)).toBe(2);
    expect(outside.stderr).toContain('is outside the 4x3 map');
  });

  it('formats a path', () => {
    const grid = Grid.fromRows(['...']);
    const path = new PathFinder(grid, ORTHOGONAL).find(0, 2);
    expect(pathText(grid, path)).toBe('cost: 2\nmoves: 2\npath: 0,0 1,0 2,0\n');
    expect(pathJson(grid, path)).toBe('{"cost": 2, "moves": 2, "path": [[0, 0], [1, 0], [2, 0]]}\n');
    expect(pathText(grid, null)).toBe('no path\n');
  });

  it('draws a hex path board in its layout, and notes a board too large to draw instead', () => {
    const hex = parseMoveRule('hex-y-odd');
    const small = Grid.fromRows(['..', '..']);
    // Row 1 is shifted right: tile 0,1 is below-right of 0,0, one step away.
    expect(pathText(small, new PathFinder(small, hex).find(0, 2), hex)).toBe(
      'cost: 1\nmoves: 1\npath: 0,0 0,1\n* .\n * .\n',
    );
    const wide = Grid.fromRows(['.'.repeat(201)]);
    expect(pathText(wide, new PathFinder(wide, hex).find(0, 1), hex)).toBe(
      'cost: 1\nmoves: 1\npath: 0,0 1,0\n(201 x 1 tiles: not drawn, drawings are at most 200 x 100)\n',
    );
  });
});

describe('maze-cat scen', () => {
  it('runs a scenario file and counts optimal lengths', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'maze-cat-scen-'));
    await writeFile(join(dir, 'tiny.map'), 'type octile\nheight 3\nwidth 4\nmap\n....\n..@.\n....\n');
    await writeFile(
      join(dir, 'tiny.map.scen'),
      'version 1\n0\ttiny.map\t4\t3\t0\t0\t3\t2\t4.41421356\n0\ttiny.map\t4\t3\t0\t0\t0\t0\t0\n',
    );
    const io = fakeIo();
    expect(await main(['scen', join(dir, 'tiny.map'), join(dir, 'tiny.map.scen'), '--json'], io)).toBe(0);
    expect(JSON.parse(io.stdout)).toMatchObject({ problems: 2, optimal: 2 });
    const ortho = fakeIo();
    expect(
      await main(['scen', join(dir, 'tiny.map'), join(dir, 'tiny.map.scen'), '--rule', 'orthogonal'], ortho),
    ).toBe(0);
    expect(ortho.stdout).toMatch(/^problems: 2\noptimal: 1\n/);
  });

  const DATA = fileURLToPath(new URL('../../../test-data/movingai/', import.meta.url));

  it('takes every exact length as optimal in a file printed to 6 significant digits (%g)', async () => {
    const io = fakeIo();
    const code = await main(['scen', `${DATA}arena2.map`, `${DATA}arena2-6digits.map.scen`, '--json'], io);
    expect(JSON.parse(io.stdout)).toMatchObject({ problems: 910, optimal: 910 });
    expect(code).toBe(0);
  });

  it('takes every exact length as optimal when printed with 4 decimals (%.4f)', async () => {
    const full = await readFile(`${DATA}arena2.map.scen`, 'utf8');
    const fourDecimals = full.replace(
      /\t(\d+\.\d+)$/gm,
      (_, length: string) => `\t${Number(length).toFixed(4)}`,
    );
    expect(fourDecimals).toContain('\t10.4142\n');
    const dir = await mkdtemp(join(tmpdir(), 'maze-cat-scen-'));
    await writeFile(join(dir, 'arena2.map.scen'), fourDecimals);
    const io = fakeIo();
    expect(await main(['scen', `${DATA}arena2.map`, join(dir, 'arena2.map.scen')], io)).toBe(0);
    expect(io.stdout).toMatch(/^problems: 910\noptimal: 910\n/);
  });

  it('still finds lengths that differ in the last printed digit or by a detour', async () => {
    // Five rows as published, then five whose stated length is one unit off in the last digit
    // (3.82844, 10.4143, 100.256), a corner longer (7.24264 for 7) or shorter (9.82843 for 10.4142).
    const io = fakeIo();
    const code = await main(
      ['scen', `${DATA}arena2.map`, `${DATA}arena2-6digits-wrong.map.scen`, '--json'],
      io,
    );
    expect(JSON.parse(io.stdout)).toMatchObject({ problems: 10, optimal: 5 });
    expect(code).toBe(1);
  });
});

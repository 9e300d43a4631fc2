import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CliIo } from './cliIo';
import { main } from './main';
import { readCapped } from './stdinLimit';

/** Helpers for the command line's tests: levels written to disk, and `maze-cat` run in-process. */

/** Runs `maze-cat <argv>` in-process with `stdin` as its input; returns the exit code and what it printed. */
export async function runCli(
  argv: string[],
  stdin = '',
): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: CliIo = {
    out: (text) => {
      out += text;
    },
    err: (text) => {
      err += text;
    },
    readStdin: (limit, what) => readCapped([stdin], limit, what),
  };
  const code = await main(argv, io);
  return { code, out, err };
}

/**
 * A Tiled JSON map from rows (`#` wall, `m` a terrain tile costing `terrainCost`, `C` cat, `B` bone,
 * `D` dog, `E` exit as point objects), written to a fresh folder; returns its path. For tests.
 */
export function writeLevel(
  name: string,
  rows: string[],
  properties: { name: string; type: string; value: unknown }[] = [],
  terrainCost = 3,
  layerName = 'ground',
): string {
  const width = rows[0].length;
  const height = rows.length;
  const classes: Record<string, string> = { C: 'Cat', B: 'Bone', D: 'Dog', E: 'Exit' };
  const objects: unknown[] = [];
  const data: number[] = [];
  rows.forEach((row, y) => {
    for (let x = 0; x < width; x++) {
      data.push(row[x] === '#' ? 2 : row[x] === 'm' ? 3 : 1);
      const cls = classes[row[x]];
      if (cls)
        objects.push({
          id: objects.length + 1,
          name: '',
          class: cls,
          x: x * 32 + 16,
          y: y * 32 + 16,
          point: true,
          width: 0,
          height: 0,
          rotation: 0,
          visible: true,
        });
    }
  });
  const map = {
    type: 'map',
    orientation: 'orthogonal',
    renderorder: 'right-down',
    width,
    height,
    tilewidth: 32,
    tileheight: 32,
    infinite: false,
    properties,
    tilesets: [
      {
        firstgid: 1,
        name: 'tiles',
        tilewidth: 32,
        tileheight: 32,
        tilecount: 3,
        columns: 3,
        image: 'tiles.png',
        imagewidth: 96,
        imageheight: 32,
        margin: 0,
        spacing: 0,
        tiles: [
          { id: 1, properties: [{ name: 'wall', type: 'bool', value: true }] },
          { id: 2, properties: [{ name: 'cost', type: 'float', value: terrainCost }] },
        ],
      },
    ],
    layers: [
      {
        id: 1,
        name: layerName,
        type: 'tilelayer',
        width,
        height,
        x: 0,
        y: 0,
        opacity: 1,
        visible: true,
        data,
      },
      { id: 2, name: 'pieces', type: 'objectgroup', x: 0, y: 0, opacity: 1, visible: true, objects },
    ],
  };
  const dir = mkdtempSync(join(tmpdir(), 'maze-cat-check-'));
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(map));
  return file;
}

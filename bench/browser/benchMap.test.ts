import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { zlibSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { loadLevel } from '../../src/level/loadLevel';
import { piecesOf } from '../../src/level/types';
import { Sim } from '../../src/sim';
import { benchEnds, benchLayers, benchMapJson } from './benchMap';

const LEVELS = fileURLToPath(new URL('../../levels/', import.meta.url));

async function load(text: string) {
  const tileset = await readFile(`${LEVELS}maze-cat.tsj`, 'utf8');
  return loadLevel('levels/bench.tmj', async (path) => (path.endsWith('maze-cat.tsj') ? tileset : text));
}

describe('benchMapJson', () => {
  it('loads as a level with three tile layers, the cat and the exit at the far corners', async () => {
    const level = await load(benchMapJson(32));
    expect(level.width).toBe(32);
    expect(level.map.layers.filter((l) => l.type === 'tile').map((l) => l.name)).toEqual([
      'ground',
      'decoration',
      'walls',
    ]);
    expect(level.cat).toEqual({ x: 1, y: 1 });
    expect(piecesOf(level, 'exit').map(({ x, y }) => ({ x, y }))).toEqual([{ x: 30, y: 30 }]);
  });

  it('lets the cat walk from its start to the far corner the benches use', async () => {
    const level = await load(benchMapJson(32));
    const sim = new Sim(level);
    sim.command({ kind: 'walkTo', x: 29, y: 29 });
    sim.runUntilIdle();
    expect(sim.cat).toEqual({ x: 29, y: 29 });
    expect(sim.status).toBe('playing');
  });

  it('writes base64 compressed layers that decode to the same gids', async () => {
    const level = await load(benchMapJson(16, { kind: 'base64', compression: 'zlib', compress: zlibSync }));
    const layers = benchLayers(16);
    const walls = level.map.layers.find((l) => l.name === 'walls');
    expect(walls?.type === 'tile' ? Array.from(walls.gids) : null).toEqual(Array.from(layers.walls));
  });

  it('is the same map on every call (seeded)', () => {
    expect(benchMapJson(24)).toBe(benchMapJson(24));
    expect(benchEnds(24)).toEqual({ cat: [1, 1], exit: [22, 22] });
  });
});

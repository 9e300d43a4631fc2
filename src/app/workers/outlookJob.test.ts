import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadLevel } from '../../level';
import { Sim } from '../../sim';
import { JOBS } from './jobs';

const RED_DOOR = await loadLevel('levels/17-the-red-door.tmj', async (path) => readFileSync(path, 'utf8'));
// The outlook job reads no files.
const files = {
  readFile: async (path: string) => readFileSync(path, 'utf8'),
  readBytes: async (path: string) => new Uint8Array(readFileSync(path)),
};

describe('the outlook job', () => {
  it('keeps a level by its name, so later questions of a play come without the map', async () => {
    const state = new Sim(RED_DOOR).state;
    const first = await JOBS.outlook({ map: RED_DOOR.map, level: 'red#1', state }, files);
    expect(first).toMatchObject({ verdict: 'solvable' });
    expect(await JOBS.outlook({ map: null, level: 'red#1', state }, files)).toEqual(first);
  });

  it('answers null for a name it does not hold (a fresh worker), so the page sends the map', async () => {
    const state = new Sim(RED_DOOR).state;
    expect(await JOBS.outlook({ map: null, level: 'red#2', state }, files)).toBeNull();
  });
});

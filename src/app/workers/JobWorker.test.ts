import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { MapError } from '../../tiled/mapError';
import type { TileLayer } from '../../tiled/types';
import { JobWorker, type WorkerLike } from './JobWorker';
import { JOBS, type JobHandlers } from './jobs';
import type { MessageEnd } from './protocol';
import { serveJobs } from './serveJobs';

/** A "worker" on a message channel in this process, serving `handlers`; counts how many started. */
function channelWorkers(handlers: JobHandlers = JOBS) {
  const started: { terminated: boolean }[] = [];
  const spawn = (): WorkerLike => {
    const { port1, port2 } = new MessageChannel();
    serveJobs(port1 as unknown as MessageEnd, handlers);
    port1.start();
    port2.start();
    const state = { terminated: false };
    started.push(state);
    return Object.assign(port2 as unknown as WorkerLike, {
      terminate: () => {
        state.terminated = true;
        port1.close();
        port2.close();
      },
    });
  };
  return { spawn, started };
}

const TILESET = JSON.stringify({
  type: 'tileset',
  name: 't',
  tilewidth: 8,
  tileheight: 8,
  tilecount: 4,
  columns: 2,
  image: 't.png',
  imagewidth: 16,
  imageheight: 16,
});
/** A TMX level (the XML is parsed in the worker too) using the external tileset above. */
const MAP = `<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" width="2" height="2" tilewidth="8" tileheight="8">
 <tileset firstgid="1" source="t.tsj"/>
 <layer id="1" name="g" width="2" height="2"><data encoding="csv">1,2,3,4</data></layer>
 <objectgroup id="2" name="entities">
  <object id="1" type="Cat" x="0" y="0" width="8" height="8"/>
  <object id="2" type="Exit" x="8" y="8" width="8" height="8"/>
 </objectgroup>
</map>`;
const files: Record<string, string> = { 'lv/m.tmj': MAP, 'lv/t.tsj': TILESET };
const readFile = async (path: string) => {
  const text = files[path];
  if (text === undefined) throw new Error(`no file ${path}`);
  return text;
};

describe('JobWorker', () => {
  it('loads a level in the worker, its files read by the page', async () => {
    const { spawn, started } = channelWorkers();
    const jobs = new JobWorker(spawn, async () => JOBS);
    const { map } = await jobs.run('loadLevel', { file: 'lv/m.tmj' }, { readFile });
    expect(map.tilesets[0].name).toBe('t');
    expect([...(map.layers[0] as TileLayer).gids]).toEqual([1, 2, 3, 4]);
    expect(started).toHaveLength(1);
    jobs.stop();
  });

  it('reads the texts sent with a job in the worker, and asks the page only for the others', async () => {
    const jobs = new JobWorker(channelWorkers().spawn, async () => JOBS);
    const asked: string[] = [];
    const counted = (path: string) => {
      asked.push(path);
      return readFile(path);
    };
    const sent = { 'lv/m.tmj': MAP };
    expect((await jobs.run('loadLevel', { file: 'lv/m.tmj' }, { readFile: counted, sent })).width).toBe(2);
    expect(asked).toEqual(['lv/t.tsj']);
    // On the page (no worker) the same.
    const inline = new JobWorker(
      () => null,
      async () => JOBS,
    );
    expect((await inline.run('loadLevel', { file: 'lv/m.tmj' }, { readFile: counted, sent })).width).toBe(2);
    expect(asked).toEqual(['lv/t.tsj', 'lv/t.tsj']);
    jobs.stop();
  });

  it("a refusal arrives as the loader's MapError, with the same words", async () => {
    const jobs = new JobWorker(channelWorkers().spawn, async () => JOBS);
    const error = await jobs
      .run('loadLevel', { file: 'lv/missing.tmj' }, { readFile })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MapError);
    expect((error as MapError).message).toBe(
      'lv/missing.tmj: (file): cannot read the map: no file lv/missing.tmj',
    );
    jobs.stop();
  });

  it('cancelling stops the worker; its other jobs finish on a fresh one', async () => {
    let release = () => {};
    const slow: JobHandlers = {
      ...JOBS,
      // The first solve never finishes (a long computation); later ones answer at once.
      solveMap: (request, read) =>
        new Promise((resolve) => {
          release = () => resolve(JOBS.solveMap(request, read));
        }),
    };
    const { spawn, started } = channelWorkers(slow);
    const jobs = new JobWorker(spawn, async () => JOBS);
    const leave = new AbortController();
    const { map } = await jobs.run('loadLevel', { file: 'lv/m.tmj' }, { readFile });
    const hung = jobs.run('solveMap', { map }, { signal: leave.signal });
    const other = jobs.run('loadLevel', { file: 'lv/m.tmj' }, { readFile });
    leave.abort();
    await expect(hung).rejects.toMatchObject({ name: 'AbortError' });
    expect(started[0].terminated).toBe(true);
    expect((await other).width).toBe(2);
    expect(started).toHaveLength(2);
    release();
    jobs.stop();
  });

  it('runs jobs on the page when no worker can start', async () => {
    const jobs = new JobWorker(
      () => {
        throw new Error('workers are disabled');
      },
      async () => JOBS,
    );
    const { map } = await jobs.run('loadLevel', { file: 'lv/m.tmj' }, { readFile });
    expect(map.layers).toHaveLength(2);
    expect((await jobs.run('solveMap', { map })).par).toBe(2);
    await expect(jobs.run('loadLevel', { file: 'lv/missing.tmj' }, { readFile })).rejects.toThrow(
      /lv\/missing\.tmj: \(file\): cannot read the map/,
    );
  });

  it('runs the held jobs on the page when the worker script fails', async () => {
    let fail = (_: MessageEvent) => {};
    const broken: WorkerLike = {
      postMessage: () => {},
      addEventListener: (type, listener) => {
        if (type === 'error') fail = listener;
      },
      terminate: () => {},
    };
    const jobs = new JobWorker(
      () => broken,
      async () => JOBS,
    );
    const pending = jobs.run('loadLevel', { file: 'lv/m.tmj' }, { readFile });
    fail(new MessageEvent('error'));
    expect((await pending).height).toBe(2);
  });
});

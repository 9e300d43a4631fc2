import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../saves/testStorage';
import { JobWorker } from '../workers/JobWorker';
import { JOBS } from '../workers/jobs';
import { ModeStore } from './ModeStore';
import { Modes, type ModesHost } from './Modes';

/** Modes on a day of their own, with jobs run on the page and a host that records what it is asked. */
function setUp() {
  const calls: string[] = [];
  const host: ModesHost = {
    showLoading: () => calls.push('loading'),
    openLevel: async (id) => {
      calls.push(`open ${id}`);
    },
    showError: (_error, id) => calls.push(`error ${id}`),
    notify: (message) => calls.push(message),
  };
  const store = ModeStore.open(
    () => {},
    false,
    () => new MemoryStorage(),
  );
  const jobs = new JobWorker(
    () => null,
    async () => JOBS,
  );
  const modes = new Modes(host, store, jobs, () => new Date(2026, 10, 30, 9));
  return { modes, calls, store, jobs };
}

describe('the modes', () => {
  it("open today's puzzle once it is made, its map read from memory and its tileset from the game", async () => {
    const { modes, calls } = setUp();
    await modes.playDaily();
    expect(calls).toEqual(['loading', 'open daily:2026-11-30']);
    const file = modes.fileOf('daily:2026-11-30');
    expect(file).toBe('levels/daily-2026-11-30.tmj');
    const read = modes.readFile('daily:2026-11-30', async (path) => `the game's ${path}`);
    expect(JSON.parse((await read?.(file as string)) ?? '').tilesets[0].source).toBe('maze-cat.tsj');
    expect(await read?.('levels/maze-cat.tsj')).toBe("the game's levels/maze-cat.tsj");
    expect(modes.readFile('01-first-steps', async () => '')).toBeNull();
    expect(modes.nextOf('daily:2026-11-30')).toBeNull();
  });

  it("save a daily win and say the streak; leave the campaign's levels to the campaign", async () => {
    const { modes, calls, store } = setUp();
    expect(modes.recordWin('daily:2026-11-30', 20, 3)).toBe(true);
    expect(modes.recordWin('daily:2026-11-30', 22, 2)).toBe(false);
    expect(calls).toEqual(['Daily puzzle solved. Streak: 1 day.', 'Daily puzzle solved. Streak: 1 day.']);
    expect(store.records.daily['2026-11-30']).toEqual({ best: 20, stars: 3 });
    expect(modes.recordWin('01-first-steps', 18, 3)).toBeNull();
  });

  it('start an endless run, go on level after level, and keep the run when the player comes back', async () => {
    const { modes, calls, store } = setUp();
    await modes.playEndless();
    const run = store.records.endless.run;
    expect(run).toMatchObject({ level: 1, stars: 0 });
    const first = `endless:${run?.seed}:1`;
    expect(calls).toEqual(['loading', `open ${first}`]);
    modes.recordWin(first, 12, 3);
    expect(calls.at(-1)).toBe('Endless run: 1 level, 3 stars.');
    expect(modes.nextOf(first)).toBe(`endless:${run?.seed}:2`);
    await modes.openNext(first);
    expect(calls.at(-1)).toBe(`open endless:${run?.seed}:2`);
    await modes.playEndless();
    expect(calls.at(-1)).toBe(`open endless:${run?.seed}:2`);
    await modes.playEndless(true);
    expect(store.records.endless.run?.seed).not.toBe(run?.seed);
    expect(store.records.endless.best).toEqual({ levels: 1, stars: 3 });
  });

  it('make ahead, while the title shows, every level its buttons open, each made once', async () => {
    const { modes, store, jobs } = setUp();
    await modes.playEndless();
    const run = store.records.endless.run;
    const made = vi.spyOn(jobs, 'run');
    modes.prefetch();
    const seeds = () =>
      made.mock.calls.map(([, request]) => (request as { options: { seed: string } }).options.seed);
    // The run's level was made when it opened; today's puzzle and a new run's first level are made now.
    expect(seeds()).toEqual(['daily 2026-11-30', expect.stringMatching(/^endless \w+ 1$/)]);
    const fresh = seeds()[1];
    expect(fresh).not.toBe(`endless ${run?.seed} 1`);
    await modes.playEndless(true);
    expect(`endless ${store.records.endless.run?.seed} 1`).toBe(fresh);
    // The new run's first level opens as made ahead (not made again), and its next starts.
    expect(seeds().slice(2)).toEqual([fresh.replace(/ 1$/, ' 2')]);
  });

  it("make today's puzzle first, the endless run's first level after it", () => {
    const { modes, jobs } = setUp();
    const made = vi.spyOn(jobs, 'run');
    modes.prefetch();
    const seeds = made.mock.calls.map(
      ([, request]) => (request as { options: { seed: string } }).options.seed,
    );
    expect(seeds).toEqual(['daily 2026-11-30', expect.stringMatching(/^endless \w+ 1$/)]);
  });

  it('stop making ahead for another level that opens, but never a level the player asked for', async () => {
    const { modes, jobs, calls } = setUp();
    const made = vi.spyOn(jobs, 'run');
    modes.prefetch();
    expect(modes.holdPrefetch()).toBe(true);
    const stopped = made.mock.results.map((r) => r.value as Promise<unknown>);
    for (const job of stopped) await expect(job).rejects.toThrow(/cancelled/);
    // Made afresh when asked again; the daily asked for by the player is not stopped meanwhile.
    modes.prefetch();
    const opening = modes.playDaily();
    expect(modes.holdPrefetch()).toBe(false);
    await opening;
    expect(calls).toEqual(['loading', 'open daily:2026-11-30']);
  });

  it('make nothing ahead while the player waits for a level of theirs, and make it once that level is up', async () => {
    const { modes, jobs, calls } = setUp();
    const made = vi.spyOn(jobs, 'run');
    const seeds = () =>
      made.mock.calls.map(([, request]) => (request as { options: { seed: string } }).options.seed);
    const opening = modes.playDaily();
    modes.prefetch();
    // Only the daily the player tapped is being made.
    expect(seeds()).toEqual(['daily 2026-11-30']);
    await opening;
    expect(calls).toEqual(['loading', 'open daily:2026-11-30']);
    // Then the rest: the daily is made already, so only the endless run's first level.
    expect(seeds()).toEqual(['daily 2026-11-30', expect.stringMatching(/^endless \w+ 1$/)]);
  });

  it('do not open a level the player stopped waiting for', async () => {
    const { modes, calls } = setUp();
    const opening = modes.playDaily();
    modes.cancel();
    await opening;
    expect(calls).toEqual(['loading']);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadLevel } from '../../level';
import { Sim } from '../../sim';
import { decodeReplay, TapRecorder } from '../../sim/replay';
import type { Command, SimEvent } from '../../sim/types';
import { solveLevel } from '../../solver';
import type { Announcer } from '../page/Announcer';
import { ProgressStore, SAVE_KEY } from '../saves/storage';
import { MemoryStorage } from '../saves/testStorage';
import type { Navigator } from '../screens/Navigator';
import type { LosePanel, WinPanel } from '../screens/Panels';
import { type EndedPlay, ResultTimer } from './ResultTimer';

const ROOT = join(new URL('.', import.meta.url).pathname, '../../..');
const LEVEL = '01-first-steps';

/** Level 01 in a real Sim, with the player's commands recorded as PlaySession records them. */
async function play() {
  const level = await loadLevel(`levels/${LEVEL}.tmj`, async (path) =>
    readFileSync(join(ROOT, path), 'utf8'),
  );
  const sim = new Sim(level);
  const recorder = new TapRecorder(level.width, level.height);
  let ticks = 0;
  const ended: EndedPlay = {
    id: LEVEL,
    level,
    hintsUsed: 0,
    sharedReplay: null,
    get replay() {
      return recorder.steps;
    },
  };
  return {
    level,
    sim,
    ended,
    send(command: Command) {
      recorder.record(command, ticks);
      sim.command(command);
    },
    /** One sim step and the events it reports, drained as a frame drains them. */
    step(): SimEvent[] {
      sim.step();
      ticks++;
      return sim.drainEvents();
    },
  };
}

/** A ResultTimer on a real save in memory, with the panels it would show noted. */
function timer(recordOtherWin?: (id: string, moves: number, stars: 1 | 2 | 3) => boolean | null) {
  const storage = new MemoryStorage();
  const store = ProgressStore.open(
    () => {},
    false,
    false,
    () => storage,
  );
  let saves = 0;
  store.onChange(() => saves++);
  const shown: { panel: string; win?: unknown }[] = [];
  const results = new ResultTimer({
    nav: { openPanel: (panel: string) => shown.push({ panel }) } as unknown as Navigator,
    winPanel: { set: (win: unknown) => shown.push({ panel: 'win data', win }) } as unknown as WinPanel,
    losePanel: { set: () => {} } as unknown as LosePanel,
    announcer: { say: () => {} } as unknown as Announcer,
    store,
    speed: () => 1,
    reducedMotion: () => false,
    nextLevel: () => null,
    isBundled: (id) => id === LEVEL,
    recordOtherWin,
  });
  return { results, store, storage, shown, saves: () => saves };
}

/** Plays level 01 at par, handing every drained event to `results`, until the sim reports the win. */
async function winLevel01(results: ResultTimer) {
  const p = await play();
  const solution = solveLevel(p.level);
  for (const tap of solution.taps) {
    p.send({ kind: 'walkTo', x: tap.x, y: tap.y });
    do {
      for (const e of p.step()) results.onEvent(e, p.ended);
    } while (!p.sim.idle && p.sim.status === 'playing');
  }
  expect(p.sim.status).toBe('won');
  return { ...p, par: solution.par ?? Number.NaN, taps: solution.taps };
}

describe('ResultTimer: a win cannot be lost', () => {
  it('is saved (best, stars, replay) the step the sim reports it, and a restart at once keeps it', async () => {
    const { results, store, storage, shown } = timer();
    const won = await winLevel01(results);
    // Restart straight after the won event was drained: the panel is called off, the win is not.
    won.send({ kind: 'restart' });
    for (const e of won.step()) results.onEvent(e, won.ended);
    results.cancel();
    expect(shown).toEqual([]);
    const record = store.progress.levels[LEVEL];
    expect(record).toMatchObject({ best: won.par, stars: 3 });
    // Written to storage there and then, replay included, as a reload would read it.
    const saved = JSON.parse(storage.getItem(SAVE_KEY) ?? '{}').levels[LEVEL];
    expect(saved).toEqual(record);
    const replayed = decodeReplay(saved.replay)
      .filter((step) => step.kind === 'tap')
      .map(({ x, y }) => ({ x, y }));
    expect(replayed).toEqual(won.taps);
  });

  it('leaving play before the panel (the timer called off) keeps it', async () => {
    const { results, store } = timer();
    const won = await winLevel01(results);
    results.cancel();
    expect(store.progress.levels[LEVEL]).toMatchObject({ best: won.par, stars: 3 });
  });

  it('a daily or endless win is handed to its records the step the sim reports it', async () => {
    const other: [string, number, number][] = [];
    const { results, store } = timer((id, moves, stars) => {
      other.push([id, moves, stars]);
      return true;
    });
    const won = await winLevel01(results);
    results.cancel();
    expect(other).toEqual([[LEVEL, won.par, 3]]);
    expect(store.progress.levels[LEVEL]).toBeUndefined();
  });

  it('the win panel after the flourish shows the saved win and saves nothing more', async () => {
    const { results, shown, saves } = timer();
    const won = await winLevel01(results);
    expect(saves()).toBe(1);
    expect(results.tick(10_000, won.ended)).toBe(true);
    expect(shown).toEqual([
      {
        panel: 'win data',
        win: expect.objectContaining({ moves: won.par, stars: 3, newBest: true, compare: false }),
      },
      { panel: 'won' },
    ]);
    expect(saves()).toBe(1);
  });

  it("a level a share link brought with the sender's win: the win panel offers Compare", async () => {
    const { results, shown } = timer();
    const won = await winLevel01(results);
    won.ended.sharedReplay = [{ kind: 'tap', x: 1, y: 1, tick: 0 }];
    expect(results.tick(10_000, won.ended)).toBe(true);
    expect(shown[0]).toEqual({ panel: 'win data', win: expect.objectContaining({ compare: true }) });
  });
});

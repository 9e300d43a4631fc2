import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { DIAGONAL, Grid, movementRange } from '../../grid';
import { levelFromRows } from '../../level/levelFromRows';
import { Sim } from '../../sim';
import { SearchOffload, type SearchPort, serveSearches } from './searchOffload';

/** A search offload talking to `serveSearches` over a real message channel, in this thread. */
function offloadFor(level: ReturnType<typeof levelFromRows>): SearchOffload {
  const { port1, port2 } = new MessageChannel();
  serveSearches(port2 as unknown as SearchPort);
  const offload = new SearchOffload(level, port1 as unknown as SearchPort);
  const close = offload.destroy.bind(offload);
  offload.destroy = () => {
    close();
    port1.close();
  };
  return offload;
}

// A red door (R) the cat cannot open until it has the red key (r).
const ROWS = ['C....#....', '.###.#.##.', '.#...R..#.', '.#.###..#E', '.r......#.'];

describe('SearchOffload', () => {
  it('answers a path query as the sim would search it, closed doors included', async () => {
    const level = levelFromRows(ROWS, { rule: DIAGONAL });
    const sim = new Sim(level);
    const offload = offloadFor(level);
    try {
      const query = sim.pathQuery(9, 3);
      expect(query).not.toBeNull();
      if (!query) return;
      expect(Array.from(query.closed)).toEqual([level.grid.index(5, 2)]);
      const path = await offload.path(query);
      // The sim's own search, on a grid with the door as a wall.
      const own = new Sim(level).preview(9, 3);
      expect(path?.cost).toBeCloseTo(own.cost, 9);
      sim.answerPath(query, path);
      expect(sim.pathQuery(9, 3)).toBeNull();
      const w = level.grid.width;
      const cells = Array.from(path?.cells ?? [], (c) => ({ x: c % w, y: Math.floor(c / w) }));
      expect(sim.preview(9, 3).path).toEqual(cells);
    } finally {
      offload.destroy();
    }
  });

  it('answers a range query like movementRange on the sim grid', async () => {
    const level = levelFromRows(ROWS, { rule: DIAGONAL, energy: 9 });
    const sim = new Sim(level);
    const offload = offloadFor(level);
    try {
      const query = sim.rangeQuery();
      const range = await offload.range(query);
      expect(Array.from(range)).toEqual(Array.from(sim.range()));
      const walls = Grid.fromRows(ROWS.map((r) => r.replace(/[^#]/g, '.')));
      walls.setBlocked(5, 2, true);
      expect(range[level.grid.index(9, 3)]).toBe(
        movementRange(walls, DIAGONAL, 0, 9)[level.grid.index(9, 3)],
      );
    } finally {
      offload.destroy();
    }
  });

  it('rejects waiting and later searches once the worker fails, so the caller searches itself', async () => {
    const level = levelFromRows(ROWS, { rule: DIAGONAL });
    const sim = new Sim(level);
    // A worker that takes messages, never answers, then fails (as a worker that cannot load does).
    class SilentWorker extends EventTarget implements SearchPort {
      onmessage: ((event: MessageEvent) => void) | null = null;
      postMessage(): void {}
    }
    const worker = new SilentWorker();
    const offload = new SearchOffload(level, worker);
    const query = sim.pathQuery(9, 3);
    if (!query) throw new Error('expected a path query');
    const waiting = offload.path(query);
    worker.dispatchEvent(new Event('error'));
    await expect(waiting).rejects.toThrow('the search worker failed');
    await expect(offload.range(sim.rangeQuery())).rejects.toThrow('the search worker failed');
  });
});

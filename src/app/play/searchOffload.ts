/**
 * Big levels search in a Web Worker. On a 1024 x 1024 level with terrain a long diagonal A* or an
 * unbounded movement range takes 40-110 ms (docs/performance.md, bench:frame): run on the main
 * thread, that is several dropped frames per tap. The worker holds a copy of the level's grid (its
 * typed arrays, sent once) and runs the game's own PathFinder and movementRange on it; the sim
 * describes each search it needs (`Sim.pathQuery`, `Sim.rangeQuery`: the ends, the budget and the
 * doors closed then) and takes the answer back (`Sim.answerPath`) before the command that needs it.
 *
 * One module, both sides: `SearchOffload` on the main thread, `serveSearches` in the worker
 * (started by searchWorker.ts).
 */
import { Grid, type GridData, type MoveRule, movementRange, type Path, PathFinder } from '../../grid';
import type { Level } from '../../level/types';
import type { PathQuery, RangeQuery } from '../../sim';

/** Levels of at least this many tiles search in the worker (the shipped ones are far smaller). */
export const OFFLOAD_TILES = 250_000;

/** Whether a level's searches run in a worker. */
export function offloads(level: Level): boolean {
  return level.grid.size >= OFFLOAD_TILES && typeof Worker !== 'undefined';
}

/** Main thread to worker. */
export type SearchRequest =
  | (GridData & { readonly type: 'level'; readonly rule: MoveRule })
  | { readonly type: 'path'; readonly id: number; readonly query: PathQuery }
  | { readonly type: 'range'; readonly id: number; readonly query: RangeQuery };

/** Worker to main thread. */
export type SearchReply =
  | { readonly type: 'path'; readonly id: number; readonly cells: Int32Array | null; readonly cost: number }
  | { readonly type: 'range'; readonly id: number; readonly range: Float64Array };

/** The two ends of a message channel: a Worker, or the worker's own global scope. */
export interface SearchPort {
  onmessage: ((event: MessageEvent) => void) | null;
  postMessage(message: unknown, transfer?: Transferable[]): void;
}

/** The main thread's side: sends the level once, then searches, each answered by a promise. */
export class SearchOffload {
  private readonly port: SearchPort & { terminate?: () => void };
  private nextId = 1;
  private readonly waiting = new Map<
    number,
    { resolve: (reply: SearchReply) => void; reject: (error: Error) => void }
  >();
  /** Set when the worker failed: every search then rejects, and the caller searches itself. */
  private failure: Error | null = null;

  constructor(level: Level, port?: SearchPort & { terminate?: () => void }) {
    const worker = port ?? new Worker(new URL('./searchWorker.ts', import.meta.url), { type: 'module' });
    this.port = worker;
    this.port.onmessage = (event: MessageEvent) => {
      const reply = event.data as SearchReply;
      const waiter = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      waiter?.resolve(reply);
    };
    if (worker instanceof EventTarget)
      worker.addEventListener('error', () => this.fail(new Error('the search worker failed')));
    const { grid } = level;
    const request: SearchRequest = {
      type: 'level',
      width: grid.width,
      height: grid.height,
      walls: grid.walls,
      costs: grid.costs,
      linkTo: grid.linkTo,
      linkCost: grid.linkCost,
      entryBans: grid.entryBans,
      rule: level.rule,
    };
    this.port.postMessage(request);
  }

  /** The path the sim's search would find for `query` (same code, same walls), or null. */
  async path(query: PathQuery): Promise<Path | null> {
    const reply = await this.ask({ type: 'path', id: this.nextId++, query });
    return reply.type === 'path' && reply.cells ? { cost: reply.cost, cells: reply.cells } : null;
  }

  /** The movement range the sim's `range()` would compute for `query`. */
  async range(query: RangeQuery): Promise<Float64Array> {
    const reply = await this.ask({ type: 'range', id: this.nextId++, query });
    return reply.type === 'range' ? reply.range : new Float64Array(0);
  }

  /** Stops the worker; searches still waiting never answer. */
  destroy(): void {
    this.port.terminate?.();
    this.waiting.clear();
  }

  private ask(request: SearchRequest & { readonly id: number }): Promise<SearchReply> {
    return new Promise((resolve, reject) => {
      if (this.failure) {
        reject(this.failure);
        return;
      }
      this.waiting.set(request.id, { resolve, reject });
      this.port.postMessage(request);
    });
  }

  private fail(error: Error): void {
    this.failure = error;
    for (const waiter of this.waiting.values()) waiter.reject(error);
    this.waiting.clear();
  }
}

/**
 * The worker's side: keeps the level's grid and a PathFinder over it (prepared at once, while the
 * player looks at the level), closes the doors each query names (only those that changed, so the
 * finder's tables survive) and posts the answers back, their arrays transferred, not copied.
 */
export function serveSearches(port: SearchPort): void {
  let grid: Grid | null = null;
  let rule: MoveRule | null = null;
  let finder: PathFinder | null = null;
  let closed = new Set<number>();
  const closeDoors = (cells: Int32Array): void => {
    if (!grid) return;
    const wanted = new Set(cells);
    const w = grid.width;
    for (const cell of closed) if (!wanted.has(cell)) grid.setBlocked(cell % w, Math.floor(cell / w), false);
    for (const cell of wanted) if (!closed.has(cell)) grid.setBlocked(cell % w, Math.floor(cell / w), true);
    closed = wanted;
  };
  port.onmessage = (event: MessageEvent) => {
    const request = event.data as SearchRequest;
    if (request.type === 'level') {
      // The message's arrays are the worker's own copies: taken, not copied again.
      grid = Grid.revive(request);
      grid.touch();
      rule = request.rule;
      finder = new PathFinder(grid, rule);
      closed = new Set();
      finder.prepare();
      return;
    }
    if (!grid || !rule || !finder) return;
    closeDoors(request.query.closed);
    if (request.type === 'path') {
      const path = finder.find(request.query.start, request.query.goal);
      const cells = path ? owned(path.cells) : null;
      const reply: SearchReply = { type: 'path', id: request.id, cells, cost: path?.cost ?? 0 };
      port.postMessage(reply, cells ? [cells.buffer] : []);
      return;
    }
    const range = owned(movementRange(grid, rule, request.query.start, request.query.budget));
    const reply: SearchReply = { type: 'range', id: request.id, range };
    port.postMessage(reply, [range.buffer]);
  };
}

/** `array` itself when it spans its whole buffer (then the buffer can be transferred), else a copy. */
function owned<T extends Int32Array | Float64Array>(array: T): T {
  return array.byteOffset === 0 && array.byteLength === array.buffer.byteLength
    ? array
    : (array.slice() as T);
}

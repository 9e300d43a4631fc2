import { COST_TOLERANCE } from './costNumbers';
import type { Grid } from './grid';
import { MinHeap } from './minHeap';
import type { MoveRule } from './moveRules';
import { PaddedGrid, padFor } from './paddedGrid';
import { type StepTable, stepTable } from './stepTable';

/** More buckets than this (a huge spread of tile costs) and the flood falls back to a binary heap. */
const MAX_BUCKETS = 1 << 14;

/**
 * Dijkstra from one cell over a padded grid, bounded by a cost limit: the engine behind
 * `movementRange` and the weighted landmarks.
 *
 * The open list is a ring of buckets of width just under the cheapest step (Dial's algorithm
 * generalised to float costs). A step costs at least the cheapest tile, so relaxing a cell of
 * bucket k always lands in bucket k + 1 or later: every cell of the current bucket is already
 * final and the bucket is emptied in any order, with no heap and no comparisons. The ring needs
 * (dearest step / cheapest step) + 2 buckets; past `MAX_BUCKETS` a binary heap takes over.
 */
export class CostFlood {
  readonly padded: PaddedGrid;
  readonly steps: StepTable;
  /** Least cost per padded cell; valid where `stamp` equals the last run's generation. */
  readonly dist: Float64Array;
  readonly stamp: Uint32Array;
  /** The cells settled by the last run, in order; `settled` of them. */
  readonly order: Int32Array;
  settled = 0;
  generation = 0;
  private readonly done: Uint32Array;
  private buckets: Int32Array[] = [];
  private lengths = new Int32Array(0);
  private heap: MinHeap | null = null;

  constructor(grid: Grid, rule: MoveRule, padded = new PaddedGrid(grid, padFor(rule.offsets))) {
    this.padded = padded;
    this.steps = stepTable(rule, padded.pw);
    const size = padded.blocked.length;
    this.dist = new Float64Array(size);
    this.stamp = new Uint32Array(size);
    this.done = new Uint32Array(size);
    this.order = new Int32Array(size);
  }

  /** Settles every cell reachable from padded cell `source` for at most `limit`; returns how many. */
  run(source: number, limit: number): number {
    this.padded.refresh();
    const gen = ++this.generation;
    this.dist[source] = 0;
    this.stamp[source] = gen;
    const { minCost, maxCost } = this.padded;
    // Just under the cheapest step, so float rounding can never put a relaxed cell in the current bucket.
    const width = minCost * (1 - COST_TOLERANCE);
    const ring = Math.ceil((maxCost * this.steps.maxFactor) / width) + 2;
    this.settled =
      ring > MAX_BUCKETS
        ? this.runHeap(source, limit, gen)
        : this.runBuckets(source, limit, gen, width, ring);
    return this.settled;
  }

  private runBuckets(source: number, limit: number, gen: number, width: number, ring: number): number {
    if (this.lengths.length < ring) {
      this.lengths = new Int32Array(ring);
      while (this.buckets.length < ring) this.buckets.push(new Int32Array(256));
    }
    const { dist, stamp, done, order, buckets, lengths } = this;
    const { blocked, cost } = this.padded;
    const { count, delta, diagonal, sideA, sideB, factor } = this.steps;
    lengths.fill(0);
    const inverse = 1 / width;
    // `current` is the ring slot of bucket number `currentIndex` (distance / width, rounded down).
    let current = 0;
    let currentIndex = 0;
    let pending = 1;
    let settled = 0;
    buckets[0][lengths[0]++] = source;
    while (pending > 0) {
      while (lengths[current] === 0) {
        current = current + 1 === ring ? 0 : current + 1;
        currentIndex++;
      }
      const bucket = buckets[current];
      const c = bucket[--lengths[current]];
      pending--;
      if (done[c] === gen) continue;
      done[c] = gen;
      order[settled++] = c;
      const base = dist[c];
      for (let k = 0; k < count; k++) {
        const n = c + delta[k];
        if (blocked[n] === 1 || done[n] === gen) continue;
        if (diagonal[k] === 1 && (blocked[c + sideA[k]] === 1 || blocked[c + sideB[k]] === 1)) continue;
        const nd = base + cost[n] * factor[k];
        if (nd > limit || (stamp[n] === gen && nd >= dist[n])) continue;
        dist[n] = nd;
        stamp[n] = gen;
        // Pending buckets span less than the ring: a subtraction instead of a division.
        let slot = current + (Math.floor(nd * inverse) - currentIndex);
        if (slot >= ring) slot -= ring;
        let target = buckets[slot];
        if (lengths[slot] === target.length) {
          const bigger = new Int32Array(target.length * 2);
          bigger.set(target);
          buckets[slot] = target = bigger;
        }
        target[lengths[slot]++] = n;
        pending++;
      }
    }
    return settled;
  }

  /** The same flood with a binary heap, for grids whose costs spread too far for a bucket ring. */
  private runHeap(source: number, limit: number, gen: number): number {
    this.heap ??= new MinHeap(4096);
    const heap = this.heap;
    const { dist, stamp, done, order } = this;
    const { blocked, cost } = this.padded;
    const { count, delta, diagonal, sideA, sideB, factor } = this.steps;
    let settled = 0;
    heap.clear();
    heap.push(source, 0);
    while (heap.length > 0) {
      const c = heap.pop();
      if (done[c] === gen) continue;
      done[c] = gen;
      order[settled++] = c;
      const base = dist[c];
      for (let k = 0; k < count; k++) {
        const n = c + delta[k];
        if (blocked[n] === 1 || done[n] === gen) continue;
        if (diagonal[k] === 1 && (blocked[c + sideA[k]] === 1 || blocked[c + sideB[k]] === 1)) continue;
        const nd = base + cost[n] * factor[k];
        if (nd > limit || (stamp[n] === gen && nd >= dist[n])) continue;
        dist[n] = nd;
        stamp[n] = gen;
        heap.push(n, nd);
      }
    }
    return settled;
  }
}

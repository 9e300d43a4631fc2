import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CostFlood } from './costFlood';
import { DIAGONAL, ORTHOGONAL } from './moveRules';
import { referenceDijkstra } from './referenceDijkstra';
import { arbitraryGridCase } from './testGrids';

describe('CostFlood', () => {
  for (const rule of [ORTHOGONAL, DIAGONAL]) {
    it(`equals the reference when tile costs spread too far for buckets (heap fallback), ${rule.name}`, () => {
      fc.assert(
        fc.property(arbitraryGridCase(), fc.nat(), ({ grid, start }, salt) => {
          // One very cheap tile puts the cheapest step far below the dearest: more than 2^14 buckets.
          const cheap = (start + 1 + (salt % grid.size)) % grid.size;
          grid.costs[cheap] = 1e-4;
          grid.touch();
          const flood = new CostFlood(grid, rule);
          const settled = flood.run(flood.padded.toPadded(start), Number.POSITIVE_INFINITY);
          const expected = referenceDijkstra(grid, rule, start);
          let reachable = 0;
          for (let i = 0; i < grid.size; i++) {
            if (expected[i] === Number.POSITIVE_INFINITY) continue;
            reachable++;
            const p = flood.padded.toPadded(i);
            expect(flood.stamp[p]).toBe(flood.generation);
            expect(flood.dist[p]).toBeCloseTo(expected[i], 9);
          }
          expect(settled).toBe(reachable);
        }),
        { numRuns: 150 },
      );
    });
  }
});

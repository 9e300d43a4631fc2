import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SafeMap, SafeSet, SafeWeakMap } from './collections';

type Op = { kind: 'set' | 'delete' | 'has' | 'get'; key: unknown; value: number } | { kind: 'clear' };

const sharedObjects = [{}, [], Object.freeze({ frozen: true }), () => 1, Symbol('s')];
const key = fc.oneof(
  fc.integer({ min: -3, max: 3 }),
  fc.constantFrom(-0, 0, Number.NaN, '1', 'a', '', null, undefined, true, 'true'),
  fc.constantFrom(...sharedObjects),
);
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constantFrom('set', 'delete', 'has', 'get'), key, value: fc.integer() }),
  fc.constant({ kind: 'clear' as const }),
);

describe('the Map, Set and WeakMap for Tiled 1.8', () => {
  it('answer as the built-ins do, in the same order, for any run of changes', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), (ops) => {
        const [map, safeMap] = [new Map<unknown, number>(), new SafeMap<unknown, number>()];
        const [set, safeSet] = [new Set<unknown>(), new SafeSet<unknown>()];
        for (const o of ops) {
          if (o.kind === 'clear') {
            map.clear();
            safeMap.clear();
            set.clear();
            safeSet.clear();
          } else if (o.kind === 'set') {
            map.set(o.key, o.value);
            safeMap.set(o.key, o.value);
            set.add(o.key);
            safeSet.add(o.key);
          } else if (o.kind === 'delete') {
            expect(safeMap.delete(o.key)).toBe(map.delete(o.key));
            expect(safeSet.delete(o.key)).toBe(set.delete(o.key));
          } else {
            expect(safeMap.get(o.key)).toBe(map.get(o.key));
            expect(safeMap.has(o.key)).toBe(map.has(o.key));
            expect(safeSet.has(o.key)).toBe(set.has(o.key));
          }
          expect([...safeMap]).toEqual([...map]);
          expect([...safeSet]).toEqual([...set]);
          expect(safeMap.size).toBe(map.size);
          expect(safeSet.size).toBe(set.size);
        }
      }),
    );
  });

  it('visit entries added and skip entries removed during a walk, as the built-ins do', () => {
    const run = (map: Map<number, number> | SafeMap<number, number>) => {
      for (const n of [1, 2, 3]) map.set(n, n);
      const seen: number[] = [];
      for (const [n] of map.entries()) {
        seen.push(n);
        if (n === 1) map.delete(2);
        if (n < 5) map.set(n + 10, n);
      }
      return seen;
    };
    expect(run(new SafeMap())).toEqual(run(new Map()));
  });

  it('keep a weak map value on its key, frozen keys included', () => {
    const weak = new SafeWeakMap<object, number>();
    const [open, frozen] = [{}, Object.freeze({})];
    weak.set(open, 1).set(frozen, 2);
    expect([weak.get(open), weak.get(frozen), weak.has({})]).toEqual([1, 2, false]);
    expect(Object.keys(open)).toEqual([]);
    expect(JSON.stringify(open)).toBe('{}');
    expect([weak.delete(open), weak.has(open), weak.delete(frozen), weak.has(frozen)]).toEqual([
      true,
      false,
      true,
      false,
    ]);
  });
});

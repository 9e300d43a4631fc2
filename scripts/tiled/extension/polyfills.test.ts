import { describe, expect, it } from 'vitest';
import { POLYFILLS } from './polyfills';

describe('the polyfills for Tiled 1.8', () => {
  it('do what the built-ins they stand for do', () => {
    const entries: [string, number][] = [
      ['a', 1],
      ['b', 2],
    ];
    expect(POLYFILLS.fromEntries(entries)).toEqual(Object.fromEntries(entries));
    const object = Object.create({ inherited: 1 });
    object.own = 2;
    for (const key of ['own', 'inherited', 'none'])
      expect(POLYFILLS.hasOwn(object, key)).toBe(Object.hasOwn(object, key));
    const map = (n: number) => (n % 2 ? [n, n] : n);
    expect(POLYFILLS.flatMap.call<number[], [typeof map], number[]>([1, 2, 3], map)).toEqual(
      [1, 2, 3].flatMap(map),
    );
    expect(POLYFILLS.trimStart.call(' \t x ')).toBe(' \t x '.trimStart());
  });
});

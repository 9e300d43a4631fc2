/**
 * The built-ins newer than ECMAScript 2016 that the bundled code calls and Qt 5.15's JavaScript
 * engine (Tiled 1.8) lacks, each added only where missing. Imported first by main.ts. The list
 * comes from probing Tiled 1.8.2 and searching the bundle; the extension's test runs it there, and
 * polyfills.test.ts holds each against the built-in it stands for.
 */
export const POLYFILLS = {
  fromEntries(entries: Iterable<readonly [PropertyKey, unknown]>): Record<PropertyKey, unknown> {
    const out: Record<PropertyKey, unknown> = {};
    for (const [key, value] of entries) out[key] = value;
    return out;
  },
  hasOwn(object: object, key: PropertyKey): boolean {
    // biome-ignore lint/suspicious/noPrototypeBuiltins: this is Object.hasOwn, for engines without it
    return Object.prototype.hasOwnProperty.call(object, key);
  },
  flatMap<T, U>(this: readonly T[], map: (value: T, index: number) => U | readonly U[]): U[] {
    const out: U[] = [];
    this.forEach((value, index) => {
      const mapped = map(value, index);
      if (Array.isArray(mapped)) out.push(...mapped);
      else out.push(mapped as U);
    });
    return out;
  },
  trimStart(this: string): string {
    return this.replace(/^\s+/, '');
  },
};

function define(target: object, name: keyof typeof POLYFILLS): void {
  if (!(name in target))
    Object.defineProperty(target, name, { value: POLYFILLS[name], writable: true, configurable: true });
}

define(Object, 'fromEntries');
define(Object, 'hasOwn');
define(Array.prototype, 'flatMap');
define(String.prototype, 'trimStart');

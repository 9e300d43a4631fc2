/**
 * The built-ins newer than ECMAScript 2016 that the bundled code calls and Qt 5.15's JavaScript
 * engine (Tiled 1.8) lacks, each added only where missing. Imported first by main.ts. The list
 * comes from probing Tiled 1.8.2 and searching the bundle; the extension's test runs it there.
 */
type Entries = Iterable<readonly [PropertyKey, unknown]>;

function define(target: object, name: string, value: unknown): void {
  if (!(name in target)) Object.defineProperty(target, name, { value, writable: true, configurable: true });
}

define(Object, 'fromEntries', (entries: Entries) => {
  const out: Record<PropertyKey, unknown> = {};
  for (const [key, value] of entries) out[key] = value;
  return out;
});
define(Object, 'hasOwn', (object: object, key: PropertyKey) => Object.hasOwn(object, key));
define(Array.prototype, 'flatMap', function flatMap<
  T,
  U,
>(this: T[], map: (value: T, index: number) => U | U[]) {
  const out: U[] = [];
  this.forEach((value, index) => {
    const mapped = map(value, index);
    if (Array.isArray(mapped)) out.push(...mapped);
    else out.push(mapped);
  });
  return out;
});
define(String.prototype, 'trimStart', function trimStart(this: string) {
  return this.replace(/^\s+/, '');
});

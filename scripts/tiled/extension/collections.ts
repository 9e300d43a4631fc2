/**
 * Map and Set for Tiled 1.8's JavaScript engine (Qt 5.15), whose own crash Tiled: keys kept in a
 * built-in Map are not always kept alive by its garbage collector, and after enough allocation (the
 * fourth or fifth map checked in one session) a lookup reads a freed key and Tiled segfaults in
 * QV4::Value::sameValueZero. These keep their entries in plain objects and arrays, which that
 * collector marks, in a linked list so that insertion order and iteration during changes behave as
 * the built-ins do. The bundle uses them in place of the built-ins (injectedGlobals.ts);
 * collections.test.ts holds them against the built-ins.
 */

interface Entry<K, V> {
  key: K;
  value: V;
  next: Entry<K, V> | null;
  prev: Entry<K, V> | null;
  removed: boolean;
}

/** The property that gives each object key its number (not enumerable: JSON and Object.keys skip it). */
const ID = '__mazeCatKeyId';
let lastId = 0;
/** Ids of keys that cannot take the property (symbols, frozen objects), found by a search: they are rare. */
const sealedKeys: unknown[] = [];
const sealedIds: number[] = [];

function keyId(key: object | symbol): number {
  if (typeof key === 'object' || typeof key === 'function') {
    const own = (key as Record<string, unknown>)[ID];
    if (typeof own === 'number' && Object.hasOwn(key, ID)) return own;
  }
  const at = sealedKeys.indexOf(key);
  if (at >= 0) return sealedIds[at];
  lastId += 1;
  if (typeof key !== 'symbol' && Object.isExtensible(key)) Object.defineProperty(key, ID, { value: lastId });
  else {
    sealedKeys.push(key);
    sealedIds.push(lastId);
  }
  return lastId;
}

/** A string that is the same for two keys exactly when SameValueZero holds between them. */
function hashKey(key: unknown): string {
  if (key !== null && (typeof key === 'object' || typeof key === 'function' || typeof key === 'symbol'))
    return `#${keyId(key)}`;
  // String(-0) is "0", as SameValueZero wants; NaN is "NaN".
  return `${typeof key}:${String(key)}`;
}

/** Entries in insertion order, found by their keys' hashes. */
class Entries<K, V> {
  private byHash: Record<string, Entry<K, V>> = Object.create(null);
  /** A sentinel before the first entry: iterators start from it and follow `next`. */
  readonly head: Entry<K, V> = {
    key: undefined as K,
    value: undefined as V,
    next: null,
    prev: null,
    removed: false,
  };
  private tail = this.head;
  size = 0;

  find(key: K): Entry<K, V> | undefined {
    return this.byHash[hashKey(key)];
  }

  put(key: K, value: V): void {
    const hash = hashKey(key);
    const found = this.byHash[hash];
    if (found) {
      found.value = value;
      return;
    }
    const stored = Object.is(key, -0) ? (0 as K) : key;
    const entry: Entry<K, V> = { key: stored, value, next: null, prev: this.tail, removed: false };
    this.byHash[hash] = entry;
    this.tail.next = entry;
    this.tail = entry;
    this.size += 1;
  }

  /** Unlinks the entry; it keeps its `next`, so an iterator standing on it carries on. */
  remove(key: K): boolean {
    const hash = hashKey(key);
    const entry = this.byHash[hash];
    if (!entry) return false;
    delete this.byHash[hash];
    entry.removed = true;
    const before = entry.prev as Entry<K, V>;
    before.next = entry.next;
    if (entry.next) entry.next.prev = before;
    if (this.tail === entry) this.tail = before;
    this.size -= 1;
    return true;
  }

  clear(): void {
    for (let entry = this.head.next; entry; entry = entry.next) entry.removed = true;
    this.byHash = Object.create(null);
    this.head.next = null;
    this.tail = this.head;
    this.size = 0;
  }

  /** Walks the live entries, those added during the walk included. */
  iterate<T>(pick: (entry: Entry<K, V>) => T): IterableIterator<T> {
    let at: Entry<K, V> = this.head;
    const iterator: IterableIterator<T> = {
      next(): IteratorResult<T> {
        let next = at.next;
        while (next?.removed) next = next.next;
        if (!next) return { done: true, value: undefined };
        at = next;
        return { done: false, value: pick(next) };
      },
      [Symbol.iterator]() {
        return iterator;
      },
    };
    return iterator;
  }
}

/** Map, as the built-in does it, on entries the engine's collector keeps. */
export class SafeMap<K, V> {
  private readonly entries_ = new Entries<K, V>();

  constructor(entries?: Iterable<readonly [K, V]> | null) {
    if (entries) for (const [key, value] of entries) this.set(key, value);
  }
  get size(): number {
    return this.entries_.size;
  }
  get(key: K): V | undefined {
    return this.entries_.find(key)?.value;
  }
  has(key: K): boolean {
    return this.entries_.find(key) !== undefined;
  }
  set(key: K, value: V): this {
    this.entries_.put(key, value);
    return this;
  }
  delete(key: K): boolean {
    return this.entries_.remove(key);
  }
  clear(): void {
    this.entries_.clear();
  }
  forEach(each: (value: V, key: K, map: this) => void, self?: unknown): void {
    for (const [key, value] of this.entries()) each.call(self, value, key, this);
  }
  keys(): IterableIterator<K> {
    return this.entries_.iterate((e) => e.key);
  }
  values(): IterableIterator<V> {
    return this.entries_.iterate((e) => e.value);
  }
  entries(): IterableIterator<[K, V]> {
    return this.entries_.iterate((e): [K, V] => [e.key, e.value]);
  }
  [Symbol.iterator](): IterableIterator<[K, V]> {
    return this.entries();
  }
}

/** Set, as the built-in does it, on entries the engine's collector keeps. */
export class SafeSet<T> {
  private readonly entries_ = new Entries<T, T>();

  constructor(values?: Iterable<T> | null) {
    if (values) for (const value of values) this.add(value);
  }
  get size(): number {
    return this.entries_.size;
  }
  has(value: T): boolean {
    return this.entries_.find(value) !== undefined;
  }
  add(value: T): this {
    this.entries_.put(value, value);
    return this;
  }
  delete(value: T): boolean {
    return this.entries_.remove(value);
  }
  clear(): void {
    this.entries_.clear();
  }
  forEach(each: (value: T, again: T, set: this) => void, self?: unknown): void {
    for (const value of this.values()) each.call(self, value, value, this);
  }
  values(): IterableIterator<T> {
    return this.entries_.iterate((e) => e.key);
  }
  keys(): IterableIterator<T> {
    return this.values();
  }
  entries(): IterableIterator<[T, T]> {
    return this.entries_.iterate((e): [T, T] => [e.key, e.key]);
  }
  [Symbol.iterator](): IterableIterator<T> {
    return this.values();
  }
}

let lastWeakMap = 0;

/**
 * WeakMap, as the built-in does it: each value is kept on its key, under a property (not
 * enumerable) of this map's own, so it goes when the key goes. A key that cannot take a property
 * (a frozen object) is held in a SafeMap instead, and stays.
 */
export class SafeWeakMap<K extends object, V> {
  private readonly name = `__mazeCatWeak${++lastWeakMap}`;
  private readonly sealed = new SafeMap<K, V>();

  constructor(entries?: Iterable<readonly [K, V]> | null) {
    if (entries) for (const [key, value] of entries) this.set(key, value);
  }
  private own(key: K): boolean {
    return Object.hasOwn(key, this.name);
  }
  get(key: K): V | undefined {
    if (this.own(key)) return (key as Record<string, V>)[this.name];
    return this.sealed.get(key);
  }
  has(key: K): boolean {
    return this.own(key) || this.sealed.has(key);
  }
  set(key: K, value: V): this {
    if (this.own(key) || Object.isExtensible(key))
      Object.defineProperty(key, this.name, { value, writable: true, configurable: true });
    else this.sealed.set(key, value);
    return this;
  }
  delete(key: K): boolean {
    if (this.own(key)) return delete (key as Record<string, V>)[this.name];
    return this.sealed.delete(key);
  }
}

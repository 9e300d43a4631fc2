/**
 * Typed, place-aware reading of parsed JSON. Every accessor knows where it is in the file
 * (`layers[2].chunks[5].data`), so a wrong value becomes a MapError a designer can act on.
 */
import { MapError } from './mapError';

/** A value as an error message shows it: short, and safe for any depth of nesting. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return value.length > 40 ? 'a string' : `"${value}"`;
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}

/** Joins a place and a key as a JSON path. */
export function childPlace(place: string, key: string | number): string {
  if (typeof key === 'number') return `${place}[${key}]`;
  return place === '' ? key : `${place}.${key}`;
}

/** A JSON array with its place. */
export interface JsonArray {
  readonly file: string;
  readonly place: string;
  readonly items: readonly unknown[];
}

/** A JSON object with its file and place; accessors check types and throw MapError. */
export class JsonNode {
  readonly file: string;
  readonly place: string;
  readonly raw: Readonly<Record<string, unknown>>;

  constructor(file: string, place: string, raw: Readonly<Record<string, unknown>>) {
    this.file = file;
    this.place = place;
    this.raw = raw;
  }

  /** Wraps `value`, refusing anything but a plain object. */
  static from(value: unknown, file: string, place: string): JsonNode {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw new MapError(file, place || '(top level)', `expected an object, found ${describeValue(value)}`);
    }
    return new JsonNode(file, place, value as Record<string, unknown>);
  }

  /** The place of a key of this object. */
  at(key: string): string {
    return childPlace(this.place, key);
  }

  /** Throws a MapError at `key` (or at this object). */
  fail(detail: string, key?: string): never {
    throw new MapError(this.file, key === undefined ? this.place || '(top level)' : this.at(key), detail);
  }

  has(key: string): boolean {
    return Object.hasOwn(this.raw, key) && this.raw[key] !== undefined;
  }

  get(key: string): unknown {
    return Object.hasOwn(this.raw, key) ? this.raw[key] : undefined;
  }

  private missing(key: string, what: string): never {
    return this.fail(`missing ${what} "${key}"`, key);
  }

  number(key: string, fallback?: number): number {
    const value = this.get(key);
    if (value === undefined) return fallback ?? this.missing(key, 'number');
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      this.fail(`expected a number, found ${describeValue(value)}`, key);
    }
    return value;
  }

  int(key: string, fallback?: number): number {
    const value = this.number(key, fallback);
    if (!Number.isSafeInteger(value)) this.fail(`expected a whole number, found ${value}`, key);
    return value;
  }

  /** A whole number >= 0. */
  count(key: string, fallback?: number): number {
    const value = this.int(key, fallback);
    if (value < 0) this.fail(`expected a number >= 0, found ${value}`, key);
    return value;
  }

  string(key: string, fallback?: string): string {
    const value = this.get(key);
    if (value === undefined) return fallback ?? this.missing(key, 'text');
    if (typeof value !== 'string') this.fail(`expected text, found ${describeValue(value)}`, key);
    return value;
  }

  optionalString(key: string): string | undefined {
    return this.has(key) ? this.string(key) : undefined;
  }

  bool(key: string, fallback?: boolean): boolean {
    const value = this.get(key);
    if (value === undefined) return fallback ?? this.missing(key, 'true/false value');
    // Very old Tiled versions wrote 0/1 for booleans.
    if (value === 0 || value === 1) return value === 1;
    if (typeof value !== 'boolean') this.fail(`expected true or false, found ${describeValue(value)}`, key);
    return value;
  }

  object(key: string): JsonNode | undefined {
    const value = this.get(key);
    return value === undefined ? undefined : JsonNode.from(value, this.file, this.at(key));
  }

  array(key: string): JsonArray | undefined {
    const value = this.get(key);
    if (value === undefined) return undefined;
    if (!Array.isArray(value)) this.fail(`expected an array, found ${describeValue(value)}`, key);
    return { file: this.file, place: this.at(key), items: value };
  }

  /** The objects of an array field, each with its place; [] when absent. */
  objects(key: string): JsonNode[] {
    const list = this.array(key);
    if (!list) return [];
    return list.items.map((item, i) => JsonNode.from(item, this.file, childPlace(list.place, i)));
  }
}

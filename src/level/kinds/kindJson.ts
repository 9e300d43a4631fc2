/**
 * Reading untrusted JSON for a map's `kinds` property (readKinds.ts) in bounded time: the text's
 * size and nesting are checked before it is parsed, and values are read with the place of each in
 * the JSON, so every mistake names where it is.
 */

/** A mistake in the `kinds` JSON, at a place such as `[0].rules[1].need`. */
export class KindsError extends Error {
  constructor(
    readonly at: string,
    readonly detail: string,
  ) {
    super(`${at === '' ? '' : `${at}: `}${detail}`);
  }
}

/** The longest `kinds` text, in characters. */
export const MAX_KINDS_CHARS = 65_536;
/** The deepest nesting of arrays and objects in it (a kind's rules need 5). */
export const MAX_KINDS_DEPTH = 8;

/** Parses `text` as JSON once its size and nesting are within the limits. */
export function parseBounded(text: string): unknown {
  if (text.length > MAX_KINDS_CHARS)
    throw new KindsError(
      '',
      `is ${text.length.toLocaleString('en')} characters; at most ${MAX_KINDS_CHARS.toLocaleString('en')} are read`,
    );
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '[' || c === '{') {
      if (++depth > MAX_KINDS_DEPTH)
        throw new KindsError('', `nests deeper than ${MAX_KINDS_DEPTH} levels of arrays and objects`);
    } else if (c === ']' || c === '}') depth--;
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new KindsError('', `is not JSON (${error instanceof Error ? error.message : String(error)})`);
  }
}

/** A JSON object read field by field, each mistake named at its place. */
export class JsonReader {
  constructor(
    private readonly value: Readonly<Record<string, unknown>>,
    readonly at: string,
  ) {}

  /** Reads `value` at `at` as an object. */
  static object(value: unknown, at: string): JsonReader {
    if (value === null || typeof value !== 'object' || Array.isArray(value))
      throw new KindsError(at, `must be an object, not ${typeName(value)}`);
    return new JsonReader(value as Record<string, unknown>, at);
  }

  /** Refuses fields other than `known`, suggesting the nearest. */
  only(
    known: readonly string[],
    suggest: (name: string, known: readonly string[]) => string | undefined,
  ): void {
    for (const name of Object.keys(this.value)) {
      if (known.includes(name)) continue;
      const guess = suggest(name, known);
      throw new KindsError(this.at, `has no field "${name}"${guess ? `; did you mean "${guess}"?` : ''}`);
    }
  }

  has(name: string): boolean {
    return Object.hasOwn(this.value, name);
  }

  place(name: string): string {
    return `${this.at}.${name}`;
  }

  raw(name: string): unknown {
    return Object.hasOwn(this.value, name) ? this.value[name] : undefined;
  }

  string(name: string, fallback?: string): string {
    const v = this.raw(name);
    if (v === undefined && fallback !== undefined) return fallback;
    if (typeof v !== 'string') throw new KindsError(this.place(name), `must be a text, not ${typeName(v)}`);
    return v;
  }

  /** A whole number from `min` to `max`. */
  count(name: string, min: number, max: number): number {
    const v = this.raw(name);
    if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max)
      throw new KindsError(
        this.place(name),
        `must be a whole number from ${min} to ${max}, not ${shownValue(v)}`,
      );
    return v;
  }

  boolean(name: string, fallback: boolean): boolean {
    const v = this.raw(name);
    if (v === undefined) return fallback;
    if (typeof v !== 'boolean')
      throw new KindsError(this.place(name), `must be true or false, not ${shownValue(v)}`);
    return v;
  }

  /** One of `choices`. */
  choice<T extends string>(name: string, choices: readonly T[]): T {
    const v = this.raw(name);
    const found = choices.find((c) => c === v);
    if (found === undefined)
      throw new KindsError(
        this.place(name),
        `must be ${choices.map((c) => `"${c}"`).join(' or ')}, not ${shownValue(v)}`,
      );
    return found;
  }

  /** An array of at most `max` items. */
  array(name: string, max: number): readonly unknown[] {
    const v = this.raw(name);
    if (!Array.isArray(v)) throw new KindsError(this.place(name), `must be an array, not ${typeName(v)}`);
    if (v.length > max)
      throw new KindsError(this.place(name), `has ${v.length} items; at most ${max} are allowed`);
    return v;
  }
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (value === undefined) return 'missing';
  return typeof value === 'object' ? 'an object' : `${typeof value} ${shownValue(value)}`;
}

function shownValue(value: unknown): string {
  if (value === undefined) return 'missing';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

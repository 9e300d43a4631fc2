/**
 * Checks of the arguments a caller hands the grid library (`Grid`'s methods, library.ts): each
 * throws a TypeError (not a number, not an array) or a RangeError (a number out of range) whose
 * message starts with the argument's name. Each passes in a few comparisons, so they can guard
 * calls a game makes every frame.
 */

/** How a value reads in an error message: numbers and short arrays as written, strings quoted, others by kind. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') {
    const shown = value.length > 40 ? `${value.slice(0, 40)}...` : value;
    return `the string ${JSON.stringify(shown)}`;
  }
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value !== 'object' && typeof value !== 'function') return String(value);
  if (value === null) return 'null';
  if (typeof value === 'function') return 'a function';
  if (Array.isArray(value)) {
    const plain = value.length <= 4 && value.every((item) => typeof item === 'number');
    return plain ? `[${value.join(', ')}]` : `an array of ${value.length} items`;
  }
  if (ArrayBuffer.isView(value)) return `a ${value.constructor.name}`;
  return 'an object';
}

/** Throws a TypeError naming `name` unless `value` is a number (NaN and Infinity are numbers here). */
export function checkNumber(value: unknown, name: string): asserts value is number {
  if (typeof value !== 'number') throw new TypeError(`${name} must be a number, got ${describeValue(value)}`);
}

/** Throws a TypeError naming `name` unless `value` is an object (not null; arrays are objects). */
export function checkObject(value: unknown, name: string, shape: string): asserts value is object {
  if (typeof value !== 'object' || value === null) {
    throw new TypeError(`${name} must be ${shape}, got ${describeValue(value)}`);
  }
}

/**
 * Throws unless `value` is a whole number from 0 to `size - 1`: a coordinate along a grid's axis
 * (`name` 'x' or 'y') of a grid `width` x `height`. The common case costs three comparisons.
 */
export function checkCoordinate(
  value: number,
  name: string,
  size: number,
  width: number,
  height: number,
): void {
  if (Number.isInteger(value) && value >= 0 && value < size) return;
  checkNumber(value, name);
  if (!Number.isInteger(value)) throw new RangeError(`${name} ${value} is not a whole number`);
  throw new RangeError(`${name} ${value} is outside the ${width} x ${height} grid (0 to ${size - 1})`);
}

/** A wall as a caller may give it: true or 1 a wall, false or 0 open; anything else throws, naming `name`. */
export function wallValue(value: unknown, name: string): 0 | 1 {
  if (value === true || value === 1) return 1;
  if (value === false || value === 0) return 0;
  const message = `${name} must be true, false, 1 or 0, got ${describeValue(value)}`;
  throw typeof value === 'number' ? new RangeError(message) : new TypeError(message);
}

const NUMBER_WORDS = [
  'no',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

/** "three dogs", "one bone", "no bones", "14 dogs": counts the way a designer reads them. */
export function count(n: number, singular: string, plural = `${singular}s`): string {
  const word = n < NUMBER_WORDS.length ? NUMBER_WORDS[n] : String(n);
  return `${word} ${n === 1 ? singular : plural}`;
}

/**
 * A cost as the move counter shows it: whole numbers without a point, others to one decimal
 * (GAME.md: fractions come from diagonal steps). Rounded to 1e-9 first so sums of sqrt(2) that
 * land on a whole number print as one.
 */
export function formatCost(cost: number): string {
  const rounded = roundCost(cost);
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}

/** A cost rounded to 1e-9, so equal costs reached along different routes compare equal. */
export function roundCost(cost: number): number {
  return Math.round(cost * 1e9) / 1e9;
}

/** `(x,y)`: a tile as Tiled shows it. */
export function tile(x: number, y: number): string {
  return `(${x},${y})`;
}

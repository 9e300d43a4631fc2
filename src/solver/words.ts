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

/** `(x,y)`: a tile as Tiled shows it. */
export function tile(x: number, y: number): string {
  return `(${x},${y})`;
}

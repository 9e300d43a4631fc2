/**
 * Each naive strategy (naive.ts) as a maker would describe the play: what the player does, with
 * no identifier. The editor says which of these make par; `maze-cat check` keeps the names.
 */
const WORDS: Readonly<Record<string, string>> = {
  exit: 'walking straight to the exit',
  nearest: 'taking the nearest bone (or key) first, then the exit',
  dogsFirst: 'feeding each dog as soon as the cat holds a bone',
  keysFirst: 'taking the keys first, then opening the doors',
  useful: 'tapping whichever nearest piece does something',
  careful: 'tapping the nearest piece that does something where the path shows the cat safe',
  exitWhenSafe: 'heading for the exit as soon as the path there shows safe',
};

/** A naive strategy in words ("taking the nearest bone (or key) first, then the exit"). */
export function naiveWords(strategy: string): string {
  const words = WORDS[strategy];
  if (words === undefined) throw new RangeError(`no words for the naive strategy "${strategy}"`);
  return words;
}

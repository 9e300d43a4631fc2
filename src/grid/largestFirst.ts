/**
 * Inserts `item` with `key` into a short list kept sorted by key, largest first (`items` and `keys`
 * side by side, `count` entries so far, room for `items.length`): an entry that would fall off the
 * end is dropped. Returns the new count. Used to keep the few landmarks that bound a query best.
 */
export function insertLargestFirst(
  items: Int32Array,
  keys: Int32Array | Float64Array,
  count: number,
  item: number,
  key: number,
): number {
  const capacity = items.length;
  let at = count;
  while (at > 0 && keys[at - 1] < key) at--;
  if (at >= capacity) return count;
  for (let j = Math.min(count, capacity - 1); j > at; j--) {
    items[j] = items[j - 1];
    keys[j] = keys[j - 1];
  }
  items[at] = item;
  keys[at] = key;
  return count < capacity ? count + 1 : count;
}

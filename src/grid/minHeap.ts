/**
 * A binary min-heap of cell indices keyed by a number, in typed arrays. Ties on the key are broken
 * by a second key, so searches are deterministic.
 */
export class MinHeap {
  private items: Int32Array;
  private keys: Float64Array;
  private ties: Float64Array;
  length = 0;

  constructor(capacity = 1024) {
    this.items = new Int32Array(capacity);
    this.keys = new Float64Array(capacity);
    this.ties = new Float64Array(capacity);
  }

  clear(): void {
    this.length = 0;
  }

  push(item: number, key: number, tie = 0): void {
    if (this.length === this.items.length) this.grow();
    let i = this.length++;
    const { items, keys, ties } = this;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (keys[parent] < key || (keys[parent] === key && ties[parent] <= tie)) break;
      items[i] = items[parent];
      keys[i] = keys[parent];
      ties[i] = ties[parent];
      i = parent;
    }
    items[i] = item;
    keys[i] = key;
    ties[i] = tie;
  }

  /** The key of the smallest item; only valid while `length > 0`. */
  peekKey(): number {
    return this.keys[0];
  }

  pop(): number {
    const { items, keys, ties } = this;
    const top = items[0];
    const last = --this.length;
    if (last > 0) {
      const item = items[last];
      const key = keys[last];
      const tie = ties[last];
      let i = 0;
      for (;;) {
        let child = 2 * i + 1;
        if (child >= last) break;
        const right = child + 1;
        if (
          right < last &&
          (keys[right] < keys[child] || (keys[right] === keys[child] && ties[right] < ties[child]))
        ) {
          child = right;
        }
        if (key < keys[child] || (key === keys[child] && tie <= ties[child])) break;
        items[i] = items[child];
        keys[i] = keys[child];
        ties[i] = ties[child];
        i = child;
      }
      items[i] = item;
      keys[i] = key;
      ties[i] = tie;
    }
    return top;
  }

  private grow(): void {
    const size = this.items.length * 2;
    const items = new Int32Array(size);
    items.set(this.items);
    const keys = new Float64Array(size);
    keys.set(this.keys);
    const ties = new Float64Array(size);
    ties.set(this.ties);
    this.items = items;
    this.keys = keys;
    this.ties = ties;
  }
}

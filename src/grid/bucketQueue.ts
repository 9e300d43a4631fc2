/**
 * A monotone priority queue of cell indices under whole-number keys: a ring of buckets, each a
 * linked stack in one pool of typed arrays. Push and pop are O(1) (plus skipping empty buckets),
 * where a binary heap pays a logarithm of comparisons and moves.
 *
 * Valid when every key pushed is at least the last key popped and less than it plus `ring` (A* with
 * a consistent heuristic and a bounded step: f never drops and grows by at most a known amount).
 * Within a bucket the newest entry comes first, so among equal f the search dives.
 */
export class BucketQueue {
  private head = new Int32Array(0);
  private items = new Int32Array(1024);
  private next = new Int32Array(1024);
  private used = 0;
  private ring = 0;
  /** The smallest key that may still be queued, and its slot in the ring. */
  private cursor = 0;
  private cursorSlot = 0;
  length = 0;

  /** Empties the queue for keys from `first` on, spanning fewer than `ring` at any time. */
  reset(ring: number, first: number): void {
    if (this.head.length < ring) this.head = new Int32Array(ring);
    this.head.fill(-1, 0, ring);
    this.ring = ring;
    this.cursor = first;
    this.cursorSlot = 0;
    this.used = 0;
    this.length = 0;
  }

  push(item: number, key: number): void {
    if (this.used === this.items.length) this.grow();
    const e = this.used++;
    // key - cursor < ring: one conditional subtraction instead of a division (the hot path).
    let slot = this.cursorSlot + (key - this.cursor);
    if (slot >= this.ring) slot -= this.ring;
    this.items[e] = item;
    this.next[e] = this.head[slot];
    this.head[slot] = e;
    this.length++;
  }

  /** Removes and returns an item with the smallest key; only valid while `length > 0`. */
  pop(): number {
    const { head, ring } = this;
    let slot = this.cursorSlot;
    while (head[slot] === -1) {
      this.cursor++;
      slot = slot + 1 === ring ? 0 : slot + 1;
    }
    this.cursorSlot = slot;
    const e = head[slot];
    head[slot] = this.next[e];
    this.length--;
    return this.items[e];
  }

  private grow(): void {
    const items = new Int32Array(this.items.length * 2);
    items.set(this.items);
    const next = new Int32Array(this.next.length * 2);
    next.set(this.next);
    this.items = items;
    this.next = next;
  }
}

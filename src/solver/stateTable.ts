/**
 * A hash table from fixed-length keys of 32-bit words to dense state numbers 0, 1, 2...: the
 * solver's closed and open states. Keys live in one Int32Array (`width` words each, by state
 * number), slots in an open-addressing Int32Array that doubles when half full. No objects per
 * state, so millions of states cost a few tens of megabytes.
 */
export class StateTable {
  readonly width: number;
  /** Keys by state number, `width` words each. */
  keys: Int32Array;
  size = 0;
  private slots: Int32Array;
  private mask: number;

  constructor(width: number, capacity = 1024) {
    this.width = width;
    this.keys = new Int32Array(capacity * width);
    this.slots = new Int32Array(capacity * 2).fill(-1);
    this.mask = capacity * 2 - 1;
  }

  /** The state number of `key` (its first `width` words), or -1 when absent. */
  find(key: Int32Array): number {
    const { slots, mask } = this;
    for (let slot = this.hash(key) & mask; ; slot = (slot + 1) & mask) {
      const s = slots[slot];
      if (s === -1 || this.equals(s, key)) return s;
    }
  }

  /** Adds `key` (known to be absent) and returns its state number. */
  add(key: Int32Array): number {
    if ((this.size + 1) * 2 > this.slots.length) this.grow();
    const s = this.size++;
    if (this.keys.length < this.size * this.width) {
      const keys = new Int32Array(this.keys.length * 2);
      keys.set(this.keys);
      this.keys = keys;
    }
    this.keys.set(key.subarray(0, this.width), s * this.width);
    this.place(s);
    return s;
  }

  private place(s: number): void {
    const { slots, mask } = this;
    let slot = this.hash(this.keys.subarray(s * this.width, s * this.width + this.width)) & mask;
    while (slots[slot] !== -1) slot = (slot + 1) & mask;
    slots[slot] = s;
  }

  private grow(): void {
    this.slots = new Int32Array(this.slots.length * 2).fill(-1);
    this.mask = this.slots.length - 1;
    for (let s = 0; s < this.size; s++) this.place(s);
  }

  private equals(s: number, key: Int32Array): boolean {
    const { keys, width } = this;
    const at = s * width;
    for (let i = 0; i < width; i++) if (keys[at + i] !== key[i]) return false;
    return true;
  }

  private hash(key: Int32Array): number {
    let h = 0x811c9dc5;
    for (let i = 0; i < this.width; i++) {
      h = Math.imul(h ^ key[i], 0x01000193);
      h ^= h >>> 15;
    }
    return h >>> 0;
  }
}

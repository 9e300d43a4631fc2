/**
 * Shelf packing for the sprite atlas: frames sorted by height go left to right in rows ("shelves")
 * no wider than `maxWidth`, each with `padding` pixels around it for edge extrusion.
 */

/** A rectangle to place. */
export interface PackInput {
  readonly name: string;
  readonly width: number;
  readonly height: number;
}

/** Where a rectangle went (its content, not counting padding). */
export interface Placement extends PackInput {
  readonly x: number;
  readonly y: number;
}

/** The packed layout; width and height are powers of two (friendliest to every GPU). */
export interface PackResult {
  readonly width: number;
  readonly height: number;
  readonly placements: readonly Placement[];
}

function nextPow2(n: number): number {
  let p = 1;
  while (p < n) p *= 2;
  return p;
}

/** Packs `items`; output order follows input order so names stay easy to find. */
export function packShelves(items: readonly PackInput[], maxWidth: number, padding: number): PackResult {
  const order = items.map((item, index) => ({ item, index }));
  // Stable sort: tall frames first keeps shelves tight; equal heights keep their input order.
  order.sort((a, b) => b.item.height - a.item.height || a.index - b.index);
  const placed: Placement[] = new Array(items.length);
  let x = 0;
  let y = 0;
  let shelfHeight = 0;
  let usedWidth = 0;
  for (const { item, index } of order) {
    const w = item.width + 2 * padding;
    const h = item.height + 2 * padding;
    if (w > maxWidth) throw new Error(`packShelves: ${item.name} is wider than ${maxWidth}`);
    if (x + w > maxWidth) {
      x = 0;
      y += shelfHeight;
      shelfHeight = 0;
    }
    placed[index] = { ...item, x: x + padding, y: y + padding };
    x += w;
    usedWidth = Math.max(usedWidth, x);
    shelfHeight = Math.max(shelfHeight, h);
  }
  return { width: nextPow2(usedWidth), height: nextPow2(y + shelfHeight), placements: placed };
}

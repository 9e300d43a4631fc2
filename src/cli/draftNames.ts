/**
 * The file names `maze-cat generate` writes: `<band>-<W>x<H>-<seed>[-<k>].tmj`. Distinct seeds get
 * distinct names (`a b` and `a/b` once both became `a-b`, and the second run replaced the first's
 * map): letters, digits, `-` and `_` stand as they are, and any other character is written as `~`
 * and its UTF-8 bytes in hex (`a b` is `a~20b`, `a/b` is `a~2fb`, `~` itself `~7e`).
 */

/** The longest seed part of a name; a longer seed keeps its start and a hash of the whole. */
export const MAX_SEED_NAME = 64;

/** A seed as it stands in a file name: readable, one name per seed, safe on every file system. */
export function seedName(seed: string): string {
  let out = '';
  for (const byte of new TextEncoder().encode(seed)) {
    const ch = String.fromCharCode(byte);
    out += /[A-Za-z0-9_-]/.test(ch) ? ch : `~${byte.toString(16).padStart(2, '0')}`;
  }
  if (out.length <= MAX_SEED_NAME) return out;
  // Past a file name's length: the start, and a hash of the whole seed to keep names apart.
  return `${out.slice(0, MAX_SEED_NAME - 17)}~${fnv64(seed)}`;
}

/** The file name of level `k` (1-based) of `count` made from one seed. */
export function draftName(
  band: string,
  width: number,
  height: number,
  seed: string,
  k: number,
  count: number,
): string {
  return `${band}-${width}x${height}-${seedName(seed)}${count > 1 ? `-${k}` : ''}.tmj`;
}

/** 64-bit FNV-1a of a text's UTF-16 code units, as 16 hex digits. */
function fnv64(text: string): string {
  let hash = 0xcbf29ce484222325n;
  for (let i = 0; i < text.length; i++) {
    hash ^= BigInt(text.charCodeAt(i));
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}

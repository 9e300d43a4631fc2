/**
 * The HUD's counter icons (public/assets/hud/<sprite>.png), one for every counter the kinds table
 * shows (`KindDef.hud`: bones, keys of each colour): the first frame of the counter's sprite,
 * without its floor shadow, cropped to what is drawn so it sits snugly beside its number.
 */

import { kindVariants } from './kindVariants';
import type { Art } from './pixelArt';
import { ALL_ANIMATIONS } from './sprites/index';

/** The soft shadow sprites cast on the floor: not part of an icon. */
const SHADOW = '5';

/** `art` without its shadow, cropped to its drawn pixels. */
export function iconOf(art: Art): Art {
  const clean = art.map((row) => row.replaceAll(SHADOW, '.'));
  const rows = clean.flatMap((row, y) => (/[^.]/.test(row) ? [y] : []));
  const cols = [...clean[0]].flatMap((_, x) => (clean.some((row) => row[x] !== '.') ? [x] : []));
  if (rows.length === 0) return clean;
  return clean
    .slice(rows[0], rows[rows.length - 1] + 1)
    .map((row) => row.slice(cols[0], cols[cols.length - 1] + 1));
}

/** Sprite name -> icon art, for every HUD counter of every kind and variant. */
export function hudIcons(): Map<string, Art> {
  const icons = new Map<string, Art>();
  for (const { kind, piece } of kindVariants()) {
    const sprite = kind.hud?.(piece).sprite;
    if (sprite === undefined || icons.has(sprite)) continue;
    const art = ALL_ANIMATIONS[sprite]?.[0];
    if (!art) throw new Error(`${kind.name}: no sprite "${sprite}" for its HUD icon`);
    icons.set(sprite, iconOf(art));
  }
  return icons;
}

/**
 * Group layers flattened for drawing: each leaf layer with what its groups pass down, combined
 * the way Tiled draws them (opacity and parallax multiply, offsets add, a hidden group hides all,
 * tints multiply per channel).
 */
import type { ImageLayer, Layer, LayerDrawing, ObjectLayer, TiledMap, TileLayer } from './types';

/** A non-group layer with its effective (group-combined) drawing state. */
export interface FlatLayer extends LayerDrawing {
  readonly layer: TileLayer | ObjectLayer | ImageLayer;
  /** Names of the enclosing groups, outermost first. */
  readonly groups: readonly string[];
}

/** `#rgb`, `#rrggbb` or `#aarrggbb` as [a, r, g, b] in 0..255; undefined if not a colour. */
export function parseColor(color: string): [number, number, number, number] | undefined {
  let hex = color.startsWith('#') ? color.slice(1) : color;
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join('');
  if (hex.length === 6) hex = `ff${hex}`;
  if (!/^[0-9a-fA-F]{8}$/.test(hex)) return undefined;
  const n = Number.parseInt(hex, 16);
  return [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
}

function hex2(n: number): string {
  return Math.round(n).toString(16).padStart(2, '0');
}

/** Multiplies two tints channel by channel, as Tiled does for a tinted layer in a tinted group. */
export function multiplyTints(a: string | undefined, b: string | undefined): string | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  const ca = parseColor(a);
  const cb = parseColor(b);
  if (!ca || !cb) return ca ? a : b;
  return `#${ca.map((v, i) => hex2((v * cb[i]) / 255)).join('')}`;
}

interface Inherited {
  visible: boolean;
  opacity: number;
  offsetX: number;
  offsetY: number;
  parallaxX: number;
  parallaxY: number;
  tintColor?: string;
  groups: string[];
}

function visit(layers: readonly Layer[], from: Inherited, out: FlatLayer[]): void {
  for (const layer of layers) {
    const here: Inherited = {
      visible: from.visible && layer.visible,
      opacity: from.opacity * layer.opacity,
      offsetX: from.offsetX + layer.offsetX,
      offsetY: from.offsetY + layer.offsetY,
      parallaxX: from.parallaxX * layer.parallaxX,
      parallaxY: from.parallaxY * layer.parallaxY,
      tintColor: multiplyTints(from.tintColor, layer.tintColor),
      groups: from.groups,
    };
    if (layer.type === 'group') {
      visit(layer.layers, { ...here, groups: [...from.groups, layer.name] }, out);
      continue;
    }
    const { tintColor, ...rest } = here;
    out.push(tintColor === undefined ? { layer, ...rest } : { layer, ...rest, tintColor });
  }
}

/** The map's leaf layers in drawing order, with group opacity, offset, visibility, parallax and tint applied. */
export function flattenLayers(map: Pick<TiledMap, 'layers'>): FlatLayer[] {
  const out: FlatLayer[] = [];
  visit(
    map.layers,
    { visible: true, opacity: 1, offsetX: 0, offsetY: 0, parallaxX: 1, parallaxY: 1, groups: [] },
    out,
  );
  return out;
}

import type { PreviewMarkerKind } from './previewMarkers';
import type { SpriteName } from './spriteAtlas';

/** How a preview marker is drawn: which sprite, how big, how opaque, tinted how. */
export interface MarkerStyle {
  readonly sprite: SpriteName;
  readonly scale: number;
  readonly alpha: number;
  readonly tint: number;
  /**
   * `corner`: a badge in the tile's top-left corner, so the bone or dog it speaks of stays in
   * sight (top-left: a dozing dog's "z" takes the top-right); `center`: over the middle of the tile.
   */
  readonly place: 'center' | 'corner';
}

/** Share of a tile kept clear between a corner badge and the tile's edge. */
const BADGE_INSET = 0.02;

/**
 * Where a marker's centre goes, in world pixels, for the tile centred on `centre` of `tileWidth` x
 * `tileHeight` pixels. A corner badge of scale s sits inside a rectangular tile, flush with its
 * top-left; `cornerReach` below 1 brings it that share of the way in from the centre, for a
 * diamond or a hexagon, whose box's corner lies outside the tile.
 */
export function markerCenter(
  centre: { readonly x: number; readonly y: number },
  style: MarkerStyle,
  tileWidth: number,
  tileHeight: number,
  cornerReach = 1,
): { x: number; y: number } {
  if (style.place === 'center') return { x: centre.x, y: centre.y };
  const towardCorner = (BADGE_INSET + style.scale / 2 - 0.5) * cornerReach;
  return { x: centre.x + towardCorner * tileWidth, y: centre.y + towardCorner * tileHeight };
}

/**
 * Marker looks. Every outcome has its own shape (the sprites differ in outline: cross, plus, heart,
 * battery, key, open and closed padlock, arrows into and out of a pipe), so the preview reads
 * without colour; tiles the cat would never reach are
 * small and faint. Outcomes on a tile that holds a bone, a dog or the exit are corner badges (a
 * full-tile icon hid the very thing it was about); the tired mark lands on plain floor and stays whole.
 */
export const MARKER_STYLE: Readonly<Record<PreviewMarkerKind, MarkerStyle>> = {
  path: { sprite: 'overlay_path', scale: 1, alpha: 1, tint: 0xffffff, place: 'center' },
  pathBeyond: { sprite: 'overlay_path', scale: 0.6, alpha: 0.35, tint: 0xffffff, place: 'center' },
  end: { sprite: 'overlay_path_end', scale: 1, alpha: 1, tint: 0xffffff, place: 'center' },
  endBeyond: { sprite: 'overlay_path_end', scale: 0.8, alpha: 0.35, tint: 0xffffff, place: 'center' },
  pickup: { sprite: 'overlay_pickup', scale: 0.5, alpha: 1, tint: 0xffffff, place: 'corner' },
  bribe: { sprite: 'overlay_bribe', scale: 0.5, alpha: 1, tint: 0xffffff, place: 'corner' },
  // Bigger than the others: it is the warning that matters most, yet the dog still shows.
  danger: { sprite: 'overlay_danger', scale: 0.6, alpha: 1, tint: 0xffffff, place: 'corner' },
  tired: { sprite: 'overlay_tired', scale: 1, alpha: 1, tint: 0xffffff, place: 'center' },
  win: { sprite: 'overlay_path_end', scale: 0.5, alpha: 1, tint: 0xffd54a, place: 'corner' },
  key: { sprite: 'overlay_key', scale: 0.5, alpha: 1, tint: 0xffffff, place: 'corner' },
  unlock: { sprite: 'overlay_unlock', scale: 0.5, alpha: 1, tint: 0xffffff, place: 'corner' },
  pipe: { sprite: 'overlay_pipe', scale: 0.5, alpha: 1, tint: 0xffffff, place: 'corner' },
  // A patrolling dog where it will be when the cat passes: its own sprite, faint.
  patrolThen: { sprite: 'dog_idle', scale: 0.85, alpha: 0.45, tint: 0xffffff, place: 'center' },
  pipeOut: { sprite: 'overlay_pipe_out', scale: 0.5, alpha: 1, tint: 0xffffff, place: 'corner' },
  // As big as the danger mark: a door the cat cannot open stops the walk short.
  locked: { sprite: 'overlay_locked', scale: 0.6, alpha: 1, tint: 0xffffff, place: 'corner' },
};

/** The look of a marker kind; a marker the view has no look for yet shows as a plain badge. */
export function markerStyle(kind: PreviewMarkerKind): MarkerStyle {
  return MARKER_STYLE[kind] ?? MARKER_STYLE.pickup;
}

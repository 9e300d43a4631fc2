import type { PreviewMarkerKind } from './previewMarkers';
import type { SpriteName } from './spriteAtlas';

/** How a preview marker is drawn: which sprite, how big, how opaque, tinted how. */
export interface MarkerStyle {
  readonly sprite: SpriteName;
  readonly scale: number;
  readonly alpha: number;
  readonly tint: number;
}

/**
 * Marker looks. Every outcome has its own shape (the sprites differ in outline: cross, plus,
 * diamond, triangle), so the preview reads without colour; tiles the cat would never reach are
 * small and faint.
 */
export const MARKER_STYLE: Record<PreviewMarkerKind, MarkerStyle> = {
  path: { sprite: 'overlay_path', scale: 1, alpha: 1, tint: 0xffffff },
  pathBeyond: { sprite: 'overlay_path', scale: 0.6, alpha: 0.35, tint: 0xffffff },
  end: { sprite: 'overlay_path_end', scale: 1, alpha: 1, tint: 0xffffff },
  endBeyond: { sprite: 'overlay_path_end', scale: 0.8, alpha: 0.35, tint: 0xffffff },
  pickup: { sprite: 'overlay_pickup', scale: 1, alpha: 1, tint: 0xffffff },
  bribe: { sprite: 'overlay_bribe', scale: 1, alpha: 1, tint: 0xffffff },
  danger: { sprite: 'overlay_danger', scale: 1, alpha: 1, tint: 0xffffff },
  tired: { sprite: 'overlay_tired', scale: 1, alpha: 1, tint: 0xffffff },
  win: { sprite: 'overlay_path_end', scale: 1.25, alpha: 1, tint: 0xffd54a },
};

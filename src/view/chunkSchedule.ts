/**
 * Which tile chunks to build in one frame. Building a 64 x 64 chunk costs a few milliseconds; when
 * the camera crosses a chunk edge on a three-layer map, building every newly seen chunk at once
 * made frames of 10-50 ms. So chunks are built ahead of the view, in a ring around it, a few per
 * frame, those the camera is heading for first. Only a chunk that is already on screen and not yet
 * built goes over the budget: it must be drawn now, never shown as a hole.
 */
import { type ChunkRect, isEmptyRect } from './chunkRange';

/** A chunk's coordinates, in chunks. */
export interface ChunkCoord {
  readonly cx: number;
  readonly cy: number;
}

/** What the scheduler decides from; all rectangles in chunk coordinates. */
export interface ChunkScheduleInput {
  /** Chunks on screen (already clamped to the layer). */
  readonly visible: ChunkRect;
  /** How many chunks beyond the visible rectangle to build ahead, on every side. */
  readonly ring: number;
  /** The layer's size in chunks, to clamp the ring. */
  readonly chunksX: number;
  readonly chunksY: number;
  /** How many ahead-of-view builds this frame may still afford (visible chunks ignore it). */
  readonly budget: number;
  /** True when the chunk is built already. */
  readonly isBuilt: (cx: number, cy: number) => boolean;
  /**
   * Where the camera is heading (any length, in any unit; only its direction counts). Zero when
   * it stands still: the ring is then built nearest first.
   */
  readonly directionX: number;
  readonly directionY: number;
}

/** The scheduler's answer: `now` must be built this frame whatever the budget; `ahead` fits it. */
export interface ChunkSchedule {
  readonly now: ChunkCoord[];
  readonly ahead: ChunkCoord[];
}

/** The visible rectangle widened by `ring` chunks on every side and clamped to the layer. */
export function ringRect(visible: ChunkRect, ring: number, chunksX: number, chunksY: number): ChunkRect {
  if (isEmptyRect(visible)) return visible;
  return {
    x0: Math.max(0, visible.x0 - ring),
    y0: Math.max(0, visible.y0 - ring),
    x1: Math.min(chunksX - 1, visible.x1 + ring),
    y1: Math.min(chunksY - 1, visible.y1 + ring),
  };
}

/** True when (cx, cy) lies in the rectangle. */
export function inRect(rect: ChunkRect, cx: number, cy: number): boolean {
  return cx >= rect.x0 && cx <= rect.x1 && cy >= rect.y0 && cy <= rect.y1;
}

/**
 * The chunks to build this frame: every unbuilt visible chunk (`now`), then at most `budget` minus
 * those of the unbuilt chunks in the ring (`ahead`), ordered by how many chunks they lie beyond the
 * view (the inner ring first), then by how well they line up with the camera's heading, then by
 * distance from the view's centre. Pure and deterministic, so it is unit-tested.
 */
export function scheduleChunks(input: ChunkScheduleInput): ChunkSchedule {
  const { visible, isBuilt } = input;
  const now: ChunkCoord[] = [];
  if (isEmptyRect(visible)) return { now, ahead: [] };
  for (let cy = visible.y0; cy <= visible.y1; cy++) {
    for (let cx = visible.x0; cx <= visible.x1; cx++) if (!isBuilt(cx, cy)) now.push({ cx, cy });
  }
  const room = Math.max(0, Math.floor(input.budget) - now.length);
  if (room === 0 || input.ring <= 0) return { now, ahead: [] };

  const outer = ringRect(visible, input.ring, input.chunksX, input.chunksY);
  const midX = (visible.x0 + visible.x1 + 1) / 2;
  const midY = (visible.y0 + visible.y1 + 1) / 2;
  const speed = Math.hypot(input.directionX, input.directionY);
  const ux = speed > 0 ? input.directionX / speed : 0;
  const uy = speed > 0 ? input.directionY / speed : 0;
  const candidates: { coord: ChunkCoord; gap: number; along: number; dist: number }[] = [];
  for (let cy = outer.y0; cy <= outer.y1; cy++) {
    for (let cx = outer.x0; cx <= outer.x1; cx++) {
      if (inRect(visible, cx, cy) || isBuilt(cx, cy)) continue;
      // Chebyshev distance in chunks from the visible rectangle: 1 for the ring next to it.
      const gap = Math.max(visible.x0 - cx, cx - visible.x1, visible.y0 - cy, cy - visible.y1);
      const dx = cx + 0.5 - midX;
      const dy = cy + 0.5 - midY;
      const dist = Math.hypot(dx, dy);
      // Cosine between the heading and the chunk's direction from the view's centre.
      const along = dist > 0 ? Math.round(((dx * ux + dy * uy) / dist) * 1e9) / 1e9 : 0;
      candidates.push({ coord: { cx, cy }, gap, along, dist });
    }
  }
  candidates.sort(
    (a, b) =>
      a.gap - b.gap ||
      b.along - a.along ||
      a.dist - b.dist ||
      a.coord.cy - b.coord.cy ||
      a.coord.cx - b.coord.cx,
  );
  return { now, ahead: candidates.slice(0, room).map((c) => c.coord) };
}

import type { Cell } from '../level/types';
import type { Outcome, Preview } from '../sim/types';

/**
 * What the path preview draws on a tile. `path`/`end` are the walk as it would happen;
 * `pathBeyond`/`endBeyond` are tiles the cat would never reach because the walk stops first
 * (eaten, too tired, or the exit on the way); the outcome kinds mark what happens where.
 */
export type PreviewMarkerKind =
  | 'path'
  | 'pathBeyond'
  | 'end'
  | 'endBeyond'
  | 'pickup'
  | 'bribe'
  | 'danger'
  | 'tired'
  | 'win';

export interface PreviewMarker {
  readonly x: number;
  readonly y: number;
  readonly kind: PreviewMarkerKind;
  /** 1-based step number along the path (0 for outcome icons), for screen readers and tests. */
  readonly step: number;
}

const STOPS: ReadonlySet<Outcome> = new Set<Outcome>(['eaten', 'tired', 'win']);

const OUTCOME_MARKER: Record<Outcome, PreviewMarkerKind> = {
  pickup: 'pickup',
  bribe: 'bribe',
  eaten: 'danger',
  tired: 'tired',
  win: 'win',
};

/**
 * The markers for a preview, in drawing order: dots along the path (not on the cat's own tile),
 * the end marker on the target, then one icon per outcome on top. Pure, so it is unit-tested.
 */
export function previewMarkers(preview: Preview | null): PreviewMarker[] {
  if (!preview || preview.path.length < 2) return [];
  const path: readonly Cell[] = preview.path;
  const last = path.length - 1;
  let stop = last;
  for (const o of preview.outcomes) if (STOPS.has(o.outcome) && o.index < stop) stop = o.index;
  const markers: PreviewMarker[] = [];
  for (let i = 1; i < last; i++) {
    markers.push({ x: path[i].x, y: path[i].y, kind: i <= stop ? 'path' : 'pathBeyond', step: i });
  }
  markers.push({ x: path[last].x, y: path[last].y, kind: last <= stop ? 'end' : 'endBeyond', step: last });
  for (const o of preview.outcomes) {
    if (o.index < 0 || o.index > last) continue;
    const cell = path[o.index];
    markers.push({ x: cell.x, y: cell.y, kind: OUTCOME_MARKER[o.outcome], step: 0 });
  }
  return markers;
}

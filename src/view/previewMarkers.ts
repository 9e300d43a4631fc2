import type { Piece } from '../level/kinds/types';
import type { Cell } from '../level/types';
import type { Preview, PreviewOutcome } from '../sim/types';

/**
 * What the path preview draws on a tile. `path`/`end` are the walk as it would happen;
 * `pathBeyond`/`endBeyond` are tiles the cat would never reach because the walk stops first
 * (eaten, too tired, a locked door, or the exit on the way); `tired` and `locked` mark where a
 * walk stops short, `pipeOut` marks where a jump through a pipe comes out, `patrolThen` where a
 * patrolling dog will be when the walk passes it (its step is the path's index then), and every other kind
 * is a piece's marker from the kinds table (`KindDef.markers`: pickup, bribe, danger, win, key,
 * unlock, pipe...).
 */
export type PreviewMarkerKind =
  | 'path'
  | 'pathBeyond'
  | 'end'
  | 'endBeyond'
  | 'tired'
  | 'locked'
  | 'pipeOut'
  | 'patrolThen'
  | (string & {});

export interface PreviewMarker {
  readonly x: number;
  readonly y: number;
  readonly kind: PreviewMarkerKind;
  /** 1-based step number along the path (0 for outcome icons), for screen readers and tests. */
  readonly step: number;
}

const STOPS: ReadonlySet<PreviewOutcome['effect']> = new Set(['eat', 'tired', 'locked', 'win']);

/** The marker of an outcome: its piece's kind says (see the kinds table), else the outcome itself. */
function markerOf(outcome: PreviewOutcome): PreviewMarkerKind | undefined {
  if (outcome.effect === 'tired' || outcome.effect === 'locked') return outcome.effect;
  return outcome.piece ? outcome.piece.def.markers[outcome.effect] : undefined;
}

/**
 * The markers for a preview, in drawing order: dots along the path (not on the cat's own tile),
 * the end marker on the target, then one icon per outcome on top, and for a jump through a pipe
 * a mark on the end it comes out of (`pieces`, the level's, name the pipe's other end). Pure, so
 * it is unit-tested.
 */
export function previewMarkers(preview: Preview | null, pieces: readonly Piece[] = []): PreviewMarker[] {
  if (!preview || preview.path.length < 2) return [];
  const path: readonly Cell[] = preview.path;
  const last = path.length - 1;
  let stop = last;
  for (const o of preview.outcomes) {
    // A locked door stops the cat on the tile before it.
    const at = o.effect === 'locked' ? o.index - 1 : o.index;
    if (STOPS.has(o.effect) && at < stop) stop = at;
  }
  const markers: PreviewMarker[] = [];
  for (let i = 1; i < last; i++) {
    markers.push({ x: path[i].x, y: path[i].y, kind: i <= stop ? 'path' : 'pathBeyond', step: i });
  }
  markers.push({ x: path[last].x, y: path[last].y, kind: last <= stop ? 'end' : 'endBeyond', step: last });
  // A patrolling dog the walk passes, faint where it will be then (under the outcome icons).
  for (const p of preview.patrols ?? [])
    markers.push({ x: p.at.x, y: p.at.y, kind: 'patrolThen', step: p.index });
  for (const o of preview.outcomes) {
    if (o.index < 0 || o.index > last) continue;
    const kind = markerOf(o);
    if (kind === undefined) continue;
    const cell = o.at ?? path[o.index];
    markers.push({ x: cell.x, y: cell.y, kind, step: 0 });
    const out = o.effect === 'jump' && o.piece?.partner != null ? pieces[o.piece.partner] : undefined;
    if (out) markers.push({ x: out.x, y: out.y, kind: 'pipeOut', step: 0 });
  }
  return markers;
}

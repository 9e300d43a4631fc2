import type { Grid } from '../grid';
import { withDef } from './kinds/kindTable';
import { PIPE_COST } from './kinds/pipe';
import type { FoundPiece, Piece, PieceExtras } from './kinds/types';
import { formatPlace, type LevelPlace, type ProblemCode, type ProblemList } from './problems';
import { lcm } from './rules/ruleLevel';

/** The longest patrol lap, in steps: the solver's clock multiplies its states by the laps. */
export const MAX_ROUTE = 64;
/** The longest clock the laps together may need (their least common multiple). */
export const MAX_PERIOD = 720;

interface Draft {
  readonly found: FoundPiece;
  readonly extras: PieceExtras;
  readonly x: number;
  readonly y: number;
}

/**
 * Turns the pieces found in a map into the level's pieces: each kind reads what it needs (colour,
 * partner, route), every piece is checked (inside the map, not on a wall, alone on its tile), the
 * cat comes first and there is one, there is an exit, pipes pair up (and become links in `grid`),
 * patrol routes run in straight lines over open floor. Problems are reported, not thrown, so one
 * run names them all; pieces with an error are left out.
 */
export function assemblePieces(
  grid: Grid,
  originX: number,
  originY: number,
  found: readonly FoundPiece[],
  problems: ProblemList,
): Piece[] {
  const drafts: Draft[] = [];
  const taken = new Map<number, Draft>();
  let cat: Draft | null = null;
  for (const piece of found) {
    const kind = piece.def;
    let ok = true;
    const report = (message: string, code?: ProblemCode): void => {
      problems.error(piece.place, message, code ? { code } : {});
      ok = false;
    };
    const extras = kind.read?.(piece, report) ?? {};
    const x = piece.tileX - originX;
    const y = piece.tileY - originY;
    if (!grid.inBounds(x, y)) {
      const area = `${originX},${originY} to ${originX + grid.width - 1},${originY + grid.height - 1}`;
      report(`${kind.className} is outside the map (tiles ${area}); move it onto the map`);
      continue;
    }
    if (grid.isWall(x, y)) {
      report(`${kind.className} stands on a wall; move it onto floor`, 'onWall');
      continue;
    }
    const index = grid.index(x, y);
    const other = taken.get(index);
    if (other) {
      const otherKind = other.found.def.className;
      report(
        `${kind.className} shares its tile with a ${otherKind} (${placeName(other.found.place)}); one piece per tile: move one`,
      );
      continue;
    }
    if (piece.def.name === 'cat' && cat) {
      report(
        `a second Cat (the first is ${placeName(cat.found.place)}); a level has exactly one: remove one`,
      );
      continue;
    }
    if (!ok) continue;
    const draft = { found: piece, extras, x, y };
    taken.set(index, draft);
    if (piece.def.name === 'cat') cat = draft;
    else drafts.push(draft);
  }
  const whole: LevelPlace = { path: 'layers' };
  if (!cat)
    problems.error(
      whole,
      'the level has no cat: add an object of class Cat (or a tile with the property Cat)',
      { code: 'noCat' },
    );
  if (!drafts.some((d) => d.found.def.name === 'exit'))
    problems.error(
      whole,
      'the level has no exit: add an object of class Exit (or a tile with the property Exit)',
      { code: 'noExit' },
    );
  // Without a cat there is no level, but its other pieces are still checked, so one run says all.
  const ordered = cat ? [cat, ...drafts] : drafts;
  const partners = pairPipes(ordered, problems);
  const pieces: Piece[] = [];
  let slots = 0;
  let period = 1;
  for (const draft of ordered) {
    const kind = draft.found.def;
    const route = draft.extras.routeTiles ? routeCells(grid, originX, originY, draft, taken, problems) : null;
    if (route && route.length > 1) period = lcm(period, route.length);
    const id = pieces.length;
    const piece = {
      id,
      kind: kind.name,
      x: draft.x,
      y: draft.y,
      cell: grid.index(draft.x, draft.y),
      slot: kind.goes ? slots++ : -1,
      colour: draft.extras.colour ?? null,
      partner: partners.get(draft) ?? null,
      route: route && route.length > 1 ? route : null,
      place: draft.found.place,
    };
    pieces.push(withDef(piece, kind));
  }
  for (const piece of pieces) {
    if (piece.partner === null) continue;
    // Partners refer to drafts' positions in `ordered`, which are the piece ids.
    grid.setLink(piece.cell, pieces[piece.partner].cell, PIPE_COST);
  }
  if (!cat) return [];
  if (period > MAX_PERIOD) {
    problems.error(
      whole,
      `the patrols' laps only line up again after ${period} steps; at most ${MAX_PERIOD} (make the routes' lengths share factors)`,
    );
  }
  return pieces;
}

/** Pairs pipe ends by their `to` properties (text levels set them in reading order: `levelFromRows`). */
function pairPipes(ordered: readonly Draft[], problems: ProblemList): Map<Draft, number> {
  const pipes = ordered.filter((d) => d.found.def.name === 'pipe');
  const byObject = new Map<number, Draft>();
  for (const d of ordered) if (d.found.objectId !== null) byObject.set(d.found.objectId, d);
  const partner = new Map<Draft, Draft>();
  for (const d of pipes) {
    const to = d.extras.partnerObject;
    if (to === undefined) continue;
    const other = byObject.get(to);
    if (other?.found.def.name !== 'pipe') {
      problems.error(
        d.found.place,
        `"to" points to object ${to}, which is ${other ? `a ${other.found.def.className}` : 'not on the map'}; point it to the other Pipe`,
      );
    } else if (other === d) {
      problems.error(d.found.place, '"to" points to the pipe itself; point it to the other end');
    } else if ((partner.get(d) ?? other) !== other || (partner.get(other) ?? d) !== d) {
      problems.error(
        d.found.place,
        `pipe ends pair up two by two, but object ${to} is already the other end of another pipe`,
      );
    } else {
      partner.set(d, other);
      partner.set(other, d);
    }
  }
  for (const d of pipes) {
    if (!partner.has(d))
      problems.error(
        d.found.place,
        'this pipe has no other end: set its "to" property to another Pipe object',
        { code: 'lonePipe' },
      );
  }
  return new Map([...partner].map(([d, other]) => [d, ordered.indexOf(other)]));
}

/**
 * A patrol's cells for one lap: the route's points joined by straight runs (across, down, or at 45
 * degrees), a polyline walked there and back, a polygon round. Every cell must be open floor with
 * no door or pipe; a run that is not straight, or a lap over MAX_ROUTE, is reported.
 */
function routeCells(
  grid: Grid,
  originX: number,
  originY: number,
  draft: Draft,
  taken: ReadonlyMap<number, Draft>,
  problems: ProblemList,
): number[] | null {
  const points = draft.extras.routeTiles ?? [];
  const place = draft.found.place;
  const path: { x: number; y: number }[] = [{ x: points[0].x - originX, y: points[0].y - originY }];
  const closed = draft.extras.routeClosed === true;
  const ends = closed ? [...points, points[0]] : points;
  for (let i = 1; i < ends.length; i++) {
    const a = ends[i - 1];
    const b = ends[i];
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    if (dx !== 0 && dy !== 0 && Math.abs(dx) !== Math.abs(dy)) {
      problems.error(
        place,
        `the patrol route's run from tile ${a.x},${a.y} to ${b.x},${b.y} is not straight (across, down or at 45 degrees)`,
      );
      return null;
    }
    if (!grid.inBounds(b.x - originX, b.y - originY)) {
      problems.error(
        place,
        `the patrol route's point at tile ${b.x},${b.y} is outside the map (tiles ${originX},${originY} to ${originX + grid.width - 1},${originY + grid.height - 1})`,
      );
      return null;
    }
    const steps = Math.max(Math.abs(dx), Math.abs(dy));
    // Refused before the run is walked: a point far off (x = -1e308) would make billions of cells.
    if (path.length + steps > MAX_ROUTE + 2) {
      problems.error(place, `the patrol lap is more than ${MAX_ROUTE} steps long; at most ${MAX_ROUTE}`);
      return null;
    }
    for (let s = 1; s <= steps; s++)
      path.push({ x: a.x - originX + Math.sign(dx) * s, y: a.y - originY + Math.sign(dy) * s });
  }
  if (closed && path.length > 1) path.pop();
  const cells: number[] = [];
  for (const c of path) {
    const tile = `${c.x + originX},${c.y + originY}`;
    if (!grid.inBounds(c.x, c.y) || grid.isWall(c.x, c.y)) {
      problems.error(
        place,
        `the patrol route crosses tile ${tile}, which is ${grid.inBounds(c.x, c.y) ? 'a wall' : 'outside the map'}`,
        { code: 'routeBlocked', tiles: [{ x: c.x + originX, y: c.y + originY }] },
      );
      return null;
    }
    const there = taken.get(grid.index(c.x, c.y));
    if (there && (there.found.def.name === 'door' || there.found.def.name === 'pipe')) {
      problems.error(
        place,
        `the patrol route crosses the ${there.found.def.className} at tile ${tile}; dogs do not go through doors or pipes`,
        { code: 'routeBlocked', tiles: [{ x: c.x + originX, y: c.y + originY }] },
      );
      return null;
    }
    cells.push(grid.index(c.x, c.y));
  }
  // Collapse standing still (two points on one tile) so each step of the lap moves one tile.
  const lap = cells.filter((c, i) => i === 0 || c !== cells[i - 1]);
  const out = lap.length;
  if (!closed) for (let i = out - 2; i > 0; i--) lap.push(lap[i]);
  if (closed && lap.length > 1 && lap[lap.length - 1] === lap[0]) lap.pop();
  if (lap.length > MAX_ROUTE) {
    problems.error(place, `the patrol lap is ${lap.length} steps long; at most ${MAX_ROUTE}`);
    return null;
  }
  return lap;
}

function placeName(place: LevelPlace): string {
  return place.object ? `object ${place.object.id}` : formatPlace(place);
}

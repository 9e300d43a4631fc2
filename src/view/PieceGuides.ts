import { Container, Graphics } from 'pixi.js';
import type { Piece } from '../level/kinds/types';
import type { Cell } from '../level/types';
import type { BoardGeometry } from './boardGeometry';
import { pairNumbers } from './entityLook';
import type { ViewEntity } from './viewSim';

/** The pairs' colours, as the art script draws their rings and badges (scripts/art/sprites/overlays.ts). */
export const PAIR_COLOURS = [0xffd23f, 0xb57ae6, 0x6ab8ff, 0xf08a2c] as const;
/** A lone pair's light, and the patrol routes' colour (the danger red, faint). */
const LONE_PAIR = 0x9ee0d2;
const ROUTE_COLOUR = 0xe0443e;
const ROUTE_ALPHA = 0.45;

/**
 * Guides drawn under the pieces from what the level and the sim say: each awake patrolling dog's
 * whole route, faint, with chevrons the way it walks from where it stands now (so a dog that goes
 * back and forth shows the leg it is on); and, while the player points at a pipe end (hover or
 * long press), a light on both ends of that pipe and a line between them. No rule here: the
 * routes are the pieces' own (`Piece.route`, one lap of the patrol), the pairs the loader's.
 */
export class PieceGuides {
  readonly container = new Container();
  private readonly routes = new Graphics();
  private readonly partner = new Graphics();
  /** What the routes were last drawn for (each patroller's tile and next tile). */
  private routesKey = '';
  private readonly byCell = new Map<number, Piece>();
  private readonly byId = new Map<number, Piece>();
  private readonly pairs: ReadonlyMap<number, number>;
  private pointed = -1;

  constructor(
    pieces: readonly Piece[],
    private readonly width: number,
    /** Where the board's cells are. */
    private readonly board: BoardGeometry,
  ) {
    for (const p of pieces) {
      this.byId.set(p.id, p);
      if (p.kind === 'pipe') this.byCell.set(p.cell, p);
    }
    this.pairs = pairNumbers(pieces);
    this.container.label = 'PieceGuides';
    this.container.addChild(this.routes, this.partner);
  }

  /**
   * Lights the pipe whose end is at `cell` (both ends), or nothing for null or a tile with no
   * pipe. Returns whether the picture changed.
   */
  pointAt(cell: Cell | null): boolean {
    const pipe = cell ? this.byCell.get(cell.y * this.width + cell.x) : undefined;
    const other = pipe?.partner != null ? this.byId.get(pipe.partner) : undefined;
    const key = pipe && other ? pipe.cell : -1;
    if (key === this.pointed) return false;
    this.pointed = key;
    this.partner.clear();
    if (!pipe || !other) return true;
    const pair = this.pairs.get(pipe.id);
    const colour = pair === undefined ? LONE_PAIR : PAIR_COLOURS[(pair - 1) % PAIR_COLOURS.length];
    const a = this.centre(pipe.cell);
    const b = this.centre(other.cell);
    const w = Math.min(this.board.tileWidth, this.board.tileHeight);
    this.partner
      .moveTo(a.x, a.y)
      .lineTo(b.x, b.y)
      .stroke({ width: w * 0.12, color: 0x000000, alpha: 0.35 })
      .moveTo(a.x, a.y)
      .lineTo(b.x, b.y)
      .stroke({ width: w * 0.06, color: colour, alpha: 0.8 });
    for (const c of [a, b])
      this.partner
        .circle(c.x, c.y, w * 0.58)
        .stroke({ width: w * 0.14, color: 0x000000, alpha: 0.5 })
        .circle(c.x, c.y, w * 0.58)
        .stroke({ width: w * 0.08, color: colour, alpha: 1 });
    return true;
  }

  /** Draws the routes of the awake patrollers among `entities` (only when they moved on). */
  update(entities: readonly ViewEntity[], playing: boolean): void {
    const patrollers = playing ? entities.filter((e) => e.patrol && e.gone !== true && e.piece.route) : [];
    const key = patrollers
      .map((e) => `${e.piece.id}:${e.position.x},${e.position.y}>${e.patrol?.next.x},${e.patrol?.next.y}`)
      .join('|');
    if (key === this.routesKey) return;
    this.routesKey = key;
    this.routes.clear();
    for (const e of patrollers) this.drawRoute(e);
  }

  destroy(): void {
    this.container.destroy({ children: true });
  }

  private drawRoute(e: ViewEntity): void {
    const route = e.piece.route as readonly number[];
    const n = route.length;
    const here = e.position.y * this.width + e.position.x;
    const next = e.patrol ? e.patrol.next.y * this.width + e.patrol.next.x : here;
    // Where on its lap the dog is: the step from its tile to its next one.
    let phase = 0;
    for (let k = 0; k < n; k++)
      if (route[k] === here && route[(k + 1) % n] === next) {
        phase = k;
        break;
      }
    const w = Math.min(this.board.tileWidth, this.board.tileHeight);
    const drawn = new Set<string>();
    for (let j = 0; j < n; j++) {
      const from = route[(phase + j) % n];
      const to = route[(phase + j + 1) % n];
      const edge = from < to ? `${from}-${to}` : `${to}-${from}`;
      if (from === to || drawn.has(edge)) continue;
      drawn.add(edge);
      const a = this.centre(from);
      const b = this.centre(to);
      this.routes
        .moveTo(a.x, a.y)
        .lineTo(b.x, b.y)
        .stroke({ width: w * 0.1, color: ROUTE_COLOUR, alpha: ROUTE_ALPHA, cap: 'round' });
      // A chevron at the middle of the step, pointing the way the dog goes.
      const angle = Math.atan2(b.y - a.y, b.x - a.x);
      const mx = (a.x + b.x) / 2;
      const my = (a.y + b.y) / 2;
      const size = w * 0.16;
      const back = (s: number) => ({
        x: mx - Math.cos(angle + s) * size,
        y: my - Math.sin(angle + s) * size,
      });
      const left = back(0.7);
      const right = back(-0.7);
      this.routes
        .moveTo(left.x, left.y)
        .lineTo(mx + Math.cos(angle) * size * 0.4, my + Math.sin(angle) * size * 0.4)
        .lineTo(right.x, right.y)
        .stroke({ width: w * 0.07, color: ROUTE_COLOUR, alpha: 0.8, cap: 'round', join: 'round' });
    }
  }

  private centre(cell: number): { x: number; y: number } {
    return this.board.centre(cell % this.width, Math.floor(cell / this.width));
  }
}

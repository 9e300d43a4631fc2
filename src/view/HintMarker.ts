import { Container, Graphics } from 'pixi.js';
import type { Cell } from '../level/types';
import type { BoardGeometry } from './boardGeometry';

const HINT_COLOR = 0xffd257;
/** One pulse of the marker, in ms. */
const PULSE_MS = 900;
/** The pulse steps 20 times a second: a still board with a hint draws at that rate, not 60 Hz. */
const STEP_MS = 50;

/**
 * The hint's marked tile: a bright ring round the tile to tap next, pulsing gently (still with
 * reduced motion). Drawn above the pieces so a bone or a dog on the tile does not hide it.
 */
export class HintMarker {
  readonly container = new Container();
  private readonly ring = new Graphics();
  private time = 0;

  constructor(
    private readonly board: BoardGeometry,
    private readonly reducedMotion: boolean,
  ) {
    const w = board.tileWidth;
    const h = board.tileHeight;
    if (board.orientation === 'orthogonal') {
      this.ring
        .roundRect(-w / 2 - 2, -h / 2 - 2, w + 4, h + 4, 6)
        .stroke({ width: 4, color: 0x000000, alpha: 0.6 })
        .roundRect(-w / 2 - 2, -h / 2 - 2, w + 4, h + 4, 6)
        .stroke({ width: 2.5, color: HINT_COLOR, alpha: 1 });
    } else {
      // Round the diamond or hexagon itself, a little outside it.
      const shape = board.shapeAround(-2).flatMap((p) => [p.x, p.y]);
      this.ring
        .poly(shape)
        .stroke({ width: 4, color: 0x000000, alpha: 0.6 })
        .poly(shape)
        .stroke({ width: 2.5, color: HINT_COLOR, alpha: 1 });
    }
    this.ring.circle(0, 0, Math.min(w, h) * 0.16).fill({ color: HINT_COLOR, alpha: 0.9 });
    this.container.addChild(this.ring);
    this.container.visible = false;
    this.container.label = 'HintMarker';
  }

  /** Marks `cell`, or hides the marker with null. */
  set(cell: Cell | null): void {
    this.container.visible = cell !== null;
    this.time = 0;
    if (!cell) return;
    const at = this.board.centre(cell.x, cell.y);
    this.container.position.set(at.x, at.y);
  }

  /** Steps the pulse; returns the ms until it next changes (Infinity when hidden or still). */
  update(deltaMs: number): number {
    if (!this.container.visible || this.reducedMotion) return Number.POSITIVE_INFINITY;
    this.time += deltaMs;
    const phase = (Math.sin((this.time / PULSE_MS) * Math.PI * 2) + 1) / 2;
    this.ring.scale.set(1 + 0.12 * phase);
    this.ring.alpha = 0.75 + 0.25 * phase;
    return STEP_MS;
  }

  destroy(): void {
    this.container.destroy({ children: true });
  }
}

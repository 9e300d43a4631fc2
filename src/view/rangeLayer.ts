/**
 * The movement range over the board: each reachable tile in its tile's shape, lightly filled, with
 * a dot in it (shape as well as colour). Drawn as two meshes of fans written by rangeFans.ts: a
 * pixi Graphics of the same screenful of shapes triangulated every shape again on each redraw, tens
 * of milliseconds of a frame on a big level's range (bench:tap), where filling the arrays takes well
 * under one.
 */
import { Container, Mesh, MeshGeometry, Texture } from 'pixi.js';
import type { Point } from '../tiled/projection';
import { type ChunkRect, isEmptyRect } from './chunkRange';
import { cellFans, dotShape, type Fans } from './rangeFans';

const FILL = { color: 0x58a6ff, alpha: 0.28 } as const;
const DOT = { color: 0xe8f2ff, alpha: 0.8 } as const;

/** A mesh of plain colour (a white texture tinted), hidden while it has no triangle. */
function colourMesh(colour: { readonly color: number; readonly alpha: number }): Mesh {
  const mesh = new Mesh({ geometry: new MeshGeometry({}), texture: Texture.WHITE });
  mesh.tint = colour.color;
  mesh.alpha = colour.alpha;
  mesh.visible = false;
  return mesh;
}

function setFans(mesh: Mesh, fans: Fans): void {
  mesh.visible = fans.indices.length > 0;
  if (!mesh.visible) return;
  const geometry = mesh.geometry;
  // The UVs first: pixi wants them at least as long as the positions (all 0: the white texture).
  geometry.uvs = new Float32Array(fans.positions.length);
  geometry.positions = fans.positions;
  geometry.indices = fans.indices;
}

/** The range's two meshes, redrawn for the cells of a rectangle. */
export class RangeLayer {
  readonly container = new Container();
  private readonly fill = colourMesh(FILL);
  private readonly dots = colourMesh(DOT);
  /** The dot's outline around its centre. */
  private readonly dot: readonly Point[];

  constructor(
    /** The tile's outline around its centre, inset a little so neighbours stay apart. */
    private readonly shape: readonly Point[],
    dotRadius: number,
    private readonly centre: (x: number, y: number) => Point,
  ) {
    this.dot = dotShape(dotRadius);
    this.container.addChild(this.fill, this.dots);
  }

  /** Shows the reachable cells of `rect` (`range`: a cost per cell, `width` a row; null: none). */
  draw(range: Float64Array | null, width: number, rect: ChunkRect): void {
    if (!range || isEmptyRect(rect)) {
      this.fill.visible = false;
      this.dots.visible = false;
      return;
    }
    setFans(this.fill, cellFans(range, width, rect, this.shape, this.centre));
    setFans(this.dots, cellFans(range, width, rect, this.dot, this.centre));
  }
}

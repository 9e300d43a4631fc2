import {
  type CompositeTilemap,
  Tilemap,
  type TilemapAdaptor,
  type TilemapInstruction,
  TilemapPipe,
  settings as tilemapSettings,
} from '@pixi/tilemap';
import { extensions, type Matrix, type Renderer } from 'pixi.js';

/** The two global uniforms the tilemap's projection is built from (pixi's GlobalUniformSystem). */
interface GlobalTransform {
  readonly uProjectionMatrix: Matrix;
  readonly uWorldTransformMatrix: Matrix;
}

/**
 * @pixi/tilemap 5.0.2's render pipe with one fix: the projection of each tilemap comes from the
 * *current* global uniforms.
 *
 * The stock pipe reads `renderer.globalUniforms._activeUniforms.at(-1)`, but pixi 8 never pops that
 * list: it is the pool of every uniform group pushed this frame. After anything that pushes global
 * uniforms of its own (a filter, such as the colour-matrix filter a tinted Tiled layer gets, or a
 * render to a texture), every later tilemap is projected for that filter's texture instead of the
 * screen, so the layers drawn after a tinted layer vanished or smeared. pixi's own pipes read
 * `globalUniforms.uniformGroup`, the top of the real stack; this pipe does the same.
 */
export class SafeTilemapPipe extends TilemapPipe {
  static override extension = TilemapPipe.extension;
  /** The stock pipe keeps its adaptor private; the fix needs it, so it is kept here too. */
  private readonly tileAdaptor: TilemapAdaptor;

  constructor(renderer: Renderer, adaptor: TilemapAdaptor) {
    super(renderer, adaptor);
    this.tileAdaptor = adaptor;
  }

  override execute(instruction: TilemapInstruction): void {
    const { tilemap } = instruction;
    if (!tilemap.isRenderable) return;
    tilemap.state.blendMode = tilemap.groupBlendMode;
    const pipeUniforms = this.tileAdaptor.pipe_uniforms;
    const { u_proj_trans, u_anim_frame } = pipeUniforms.uniforms;
    // Pixi types the global uniform group loosely; these two matrices are what it holds.
    const global = this.renderer.globalUniforms.uniformGroup.uniforms as unknown as GlobalTransform;
    global.uProjectionMatrix
      .copyTo(u_proj_trans)
      .append(global.uWorldTransformMatrix)
      .append(tilemap.worldTransform);
    let anim = this.tileAnim;
    if (tilemap.compositeParent) anim = (tilemap.parent as CompositeTilemap | null)?.tileAnim ?? anim;
    u_anim_frame[0] = anim[0];
    u_anim_frame[1] = anim[1];
    pipeUniforms.update();
    this.tileAdaptor.execute(this, tilemap);
  }
}

let installed = false;

/** Textures one tilemap piece draws from (see installSafeTilemapPipe). */
export const TILEMAP_TEXTURES = 4;

/**
 * Puts SafeTilemapPipe in place of the stock tilemap pipe. Renderers read their pipes when they are
 * created, so this must run before `Application.init`; importing the view does it (TileLayerView
 * calls it at load). Safe to call more than once.
 */
export function installSafeTilemapPipe(): void {
  if (installed) return;
  installed = true;
  // The tilemap shader picks its texture with one branch per slot, and software WebGL took
  // 0.1-0.4 s to compile the stock 16 (the longest task of a big level's opening). A map's tiles
  // come from one or two pictures; a tilemap past TILEMAP_TEXTURES goes on in another piece.
  tilemapSettings.TEXTURES_PER_TILEMAP = TILEMAP_TEXTURES;
  extensions.remove(TilemapPipe);
  extensions.add(SafeTilemapPipe);
}

/**
 * Fills the vertex buffers of a tilemap that is not drawn yet, as the pipe would on the first frame
 * that shows it; the pipe then finds them current and skips the work. Lets chunks built ahead of
 * the camera cost nothing extra on the frame they appear. No-op without the tilemap pipe.
 */
export function prepareTilemap(renderer: Renderer, map: CompositeTilemap): void {
  // Pixi types its pipes per renderer; the tilemap pipe is an extension registered by name.
  const pipe = (renderer.renderPipes as unknown as Record<string, unknown>).tilemap;
  if (!(pipe instanceof TilemapPipe)) return;
  for (const child of map.children) if (child instanceof Tilemap) child.updateBuffer(pipe);
}

/**
 * Destroys a tilemap together with its pieces' vertex buffers. @pixi/tilemap 5.0.2 destroys a
 * piece's geometry but not its buffers (pixi's `Geometry.destroy` keeps them by default, and the
 * index buffer is shared by every piece), so the renderer kept each vertex buffer, on the GPU and
 * in its list of managed buffers, for good: a leak with every evicted chunk, every animation frame
 * of an animated chunk and every level left.
 */
export function destroyTilemap(map: CompositeTilemap): void {
  for (const child of map.children) {
    if (child instanceof Tilemap) child.vb?.getBuffer('aVertexPosition').destroy();
  }
  map.destroy({ children: true });
}

/**
 * The board's canvas and its WebGL 2 context, without pixi: the page's first WebGL context, the
 * longest single wait for the GPU process on the way to a level (a task of 100-600 ms on a slowed
 * CPU with software WebGL). A level opened by its address makes it ahead (`makeContextAhead`),
 * while the page waits for the board's code to download and has nothing else to do; the renderer
 * takes it when it starts (rendererStart.ts), or makes its own (docs/performance.md, "Phone waits").
 */

/** The context attributes pixi asks for itself with an opaque background and no antialiasing. */
const CONTEXT_ATTRIBUTES: WebGLContextAttributes = {
  alpha: false,
  premultipliedAlpha: true,
  antialias: false,
  stencil: true,
  preserveDrawingBuffer: false,
  powerPreference: 'default',
};

/** A board canvas with its context, and the size it was made for (CSS pixels, device pixels per CSS pixel). */
export interface BoardContext {
  readonly canvas: HTMLCanvasElement;
  readonly gl: WebGL2RenderingContext;
  readonly width: number;
  readonly height: number;
  readonly resolution: number;
}

/** The board's size in CSS pixels: its host's, or the window's before the host is laid out. */
export function boardSize(host: HTMLElement): { width: number; height: number } {
  return {
    width: Math.max(1, host.clientWidth || window.innerWidth),
    height: Math.max(1, host.clientHeight || window.innerHeight),
  };
}

/** Device pixels per CSS pixel the board draws at (at most 2: a sharper board costs fill rate). */
export function boardResolution(): number {
  return Math.min(window.devicePixelRatio || 1, 2);
}

/**
 * Makes the board's canvas and its WebGL 2 context. Null without WebGL 2. The canvas is made at its
 * final size in device pixels, since resizing it once it has a context reallocates its drawing
 * buffer (a quarter of a second with software WebGL on a 1280 x 720 page).
 */
export function makeContext(width: number, height: number, resolution: number): BoardContext | null {
  const canvas = document.createElement('canvas');
  canvas.width = width * resolution;
  canvas.height = height * resolution;
  const gl = canvas.getContext('webgl2', CONTEXT_ATTRIBUTES);
  return gl ? { canvas, gl, width, height, resolution } : null;
}

/** The context made ahead, until the renderer takes it; `taken` once the renderer has asked. */
let ahead: BoardContext | null = null;
let taken = false;

/**
 * Makes the board's context now, for `host`'s size, unless the renderer has started already (it
 * then made its own) or one was made before.
 */
export function makeContextAhead(host: HTMLElement): void {
  if (taken || ahead) return;
  const { width, height } = boardSize(host);
  try {
    ahead = makeContext(width, height, boardResolution());
  } catch {
    ahead = null; // The renderer tries again itself, and says what is wrong.
  }
}

/**
 * The context made ahead when it fits a board of this size and resolution, else null (one that
 * does not fit is released: the renderer makes its own). Asked once: none is made ahead after.
 */
export function takeContextAhead(width: number, height: number, resolution: number): BoardContext | null {
  taken = true;
  const made = ahead;
  ahead = null;
  if (made && made.width === width && made.height === height && made.resolution === resolution) return made;
  made?.gl.getExtension('WEBGL_lose_context')?.loseContext();
  return null;
}

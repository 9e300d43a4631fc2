/**
 * A worker's entry that makes one WebGL context and says whether it got one (src/app/page/webgl.ts):
 * the boot's question, asked where its wait for the GPU process blocks nothing on the page.
 */
const canvas = new OffscreenCanvas(1, 1);
const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
(self as unknown as { postMessage(ok: boolean): void }).postMessage(gl !== null);
gl?.getExtension('WEBGL_lose_context')?.loseContext();

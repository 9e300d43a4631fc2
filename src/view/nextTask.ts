/**
 * Resolves in a task of its own (a timer of 0 ms): a view's long set-up (a big level's layers, its
 * first chunks, a renderer's shaders) yields to the page between phases, so that the page's thread
 * never runs one task long enough to delay input or a frame (issue #31: no task over 100 ms).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves in a task of its own: a view's long set-up (a big level's layers, its first chunks, a
 * renderer's shaders) and the page's boot yield to the page between phases, so that the page's
 * thread never runs one task long enough to delay input or a frame (issue #31: no task over
 * 100 ms). A message to itself, not a timer: a timer of 0 ms is held back 4 ms once timers nest,
 * and never fires while a page's clock is stopped (as the e2e tests stop it to hold a save back).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

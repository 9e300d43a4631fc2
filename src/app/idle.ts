/**
 * Runs `task` at the browser's first idle moment (at the latest after `timeout` ms), or on the
 * next task where the browser has no idle callback: prefetches that must not delay what is shown.
 */
export function whenIdle(task: () => void, timeout = 2000): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout });
  else setTimeout(task, 0);
}

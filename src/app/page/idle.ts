/**
 * Runs `task` at the browser's first idle moment (at the latest after `timeout` ms), or on the
 * next task where the browser has no idle callback: work that must not delay what is shown (the
 * solver's par for a level the build did not check).
 */
export function whenIdle(task: () => void, timeout = 2000): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout });
  else setTimeout(task, 0);
}

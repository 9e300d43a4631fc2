/**
 * States that last only a moment (a replay's speed button at 4x, "checking" before a quick answer),
 * noted by the page as it shows them, so that a busy machine's late look does not miss one that came
 * and went: the waits read what the page recorded, never the clock.
 */
import type { Page } from '@playwright/test';

type Seen = Record<string, boolean>;

/**
 * Starts noting, before an action and while nothing matches `selector`, whether an element comes to
 * match it (added, or its attributes changed). Returns the wait for that, to run after the action.
 */
export async function watchFor(page: Page, selector: string): Promise<() => Promise<void>> {
  const key = `e2e seen ${selector}`;
  await page.evaluate(
    ({ selector, key }) => {
      const seen = window as unknown as Seen;
      seen[key] = false;
      new MutationObserver((_, observer) => {
        if (!document.querySelector(selector)) return;
        seen[key] = true;
        observer.disconnect();
      }).observe(document.documentElement, { subtree: true, childList: true, attributes: true });
    },
    { selector, key },
  );
  return async () => {
    await page.waitForFunction((key) => (window as unknown as Seen)[key] === true, key);
  };
}

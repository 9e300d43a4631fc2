/// <reference types="vite-plugin-pwa/vanillajs" />
/**
 * Service worker registration (vite-plugin-pwa, generateSW): the built game and its levels are
 * precached so it plays offline after the first visit. Off in dev and under `?test` (a worker
 * would serve stale builds to end-to-end runs).
 */
export async function registerServiceWorker(notify: (message: string) => void): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  try {
    const { registerSW } = await import('virtual:pwa-register');
    registerSW({
      immediate: true,
      onOfflineReady: () => notify('Maze Cat is ready to play offline.'),
      onNeedRefresh: () => notify('A new version of Maze Cat is available: reload the page to get it.'),
    });
  } catch {
    // No service worker (private mode, file://): the game still runs online.
  }
}

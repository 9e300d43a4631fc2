/// <reference types="vite-plugin-pwa/vanillajs" />
/**
 * Service worker (vite-plugin-pwa, generateSW, `registerType: 'prompt'`): the built game and its
 * levels are precached so it plays offline after the first visit. Off in dev and under `?test` (a
 * worker would serve stale builds to end-to-end runs).
 *
 * Updates: a new build's worker installs in the background and then waits, because switching a
 * running page to it would strand that page's lazily loaded chunks. The page says a new version is
 * ready, with a button that switches and reloads at once; otherwise the next page load switches
 * before the game starts (`takeWaitingUpdate`). A waiting worker never outlives a reload, so the
 * notice is shown once, not on every visit.
 */
import type { NoticeAction } from './Notices';

/** How the page tells the player something, optionally with a button. */
export type Notify = (message: string, action?: NoticeAction) => void;

/** How long the old worker may take to hand over before the page starts afresh instead. */
const HAND_OVER_MS = 3000;

function enabled(): boolean {
  return import.meta.env.PROD && 'serviceWorker' in navigator;
}

/** Asks a waiting worker to take over; true once it controls this page. */
function handOver(waiting: ServiceWorker): Promise<boolean> {
  const tookOver = new Promise<boolean>((resolve) => {
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true), { once: true });
    window.setTimeout(() => resolve(false), HAND_OVER_MS);
  });
  // The worker generateSW writes for 'prompt' listens for exactly this message.
  waiting.postMessage({ type: 'SKIP_WAITING' });
  return tookOver;
}

/** Whether the server answers now (the worker script is never precached, so this is the network). */
async function serverReachable(): Promise<boolean> {
  try {
    return (await fetch('sw.js', { cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

/**
 * Switches to the waiting worker's build and reloads; true when the page is reloading. The old
 * worker steps down once idle; if it does not (busy, or held by a debugger), and the server is
 * reachable, the registration is dropped and the page reloads from the network, which installs
 * the new worker afresh. Offline, nothing changes.
 */
async function switchToWaiting(registration: ServiceWorkerRegistration): Promise<boolean> {
  const waiting = registration.waiting;
  if (!waiting) return false;
  if (!(await handOver(waiting))) {
    if (!(await serverReachable())) return false;
    await registration.unregister();
  }
  window.location.reload();
  return true;
}

/**
 * At boot, before anything is shown: if a new version's worker is waiting (installed on an earlier
 * visit), switches to it. Returns true when the page is reloading.
 */
export async function takeWaitingUpdate(): Promise<boolean> {
  if (!enabled() || !navigator.serviceWorker.controller) return false;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    return registration ? await switchToWaiting(registration) : false;
  } catch {
    return false;
  }
}

/** Registers the worker; says when the game is ready offline and when a new version is ready. */
export async function registerServiceWorker(notify: Notify): Promise<void> {
  if (!enabled()) return;
  try {
    const { registerSW } = await import('virtual:pwa-register');
    let registration: ServiceWorkerRegistration | undefined;
    let switching = false;
    let told = false;
    registerSW({
      immediate: true,
      onRegisteredSW: (_url, registered) => {
        registration = registered;
      },
      onOfflineReady: () => notify('Maze Cat is ready to play offline.'),
      onNeedRefresh: () => {
        if (told) return;
        told = true;
        notify('A new version of Maze Cat is ready. It starts the next time you open the game.', {
          label: 'Update now',
          run: () => {
            switching = true;
            const target = registration;
            if (target) void switchToWaiting(target).catch(() => window.location.reload());
          },
        });
      },
      // The new worker took over. This page reloads itself when it asked; another tab may have
      // asked, and the player here may be mid-level, so only say so.
      onNeedReload: () => {
        if (!switching) notify('Maze Cat was updated in another tab; reload this page when you are ready.');
      },
    });
  } catch {
    // No service worker (private mode, file://): the game still runs online.
  }
}

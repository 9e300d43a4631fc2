// The shell: src/app's root (main.ts, GameApp.ts, levelRoutes.ts, style.css), above every room
// (docs/architecture.md, "The rooms of src/app").
/**
 * The app shell: builds the services (services.ts, the composition root), wires each screen module
 * (src/app/routes) to the router, and shows the first route. Beyond that it keeps only what belongs
 * to the page as a whole: sound and music settings, pausing on a hidden tab, the page's size, dropped
 * files and share links pasted into the address bar. Created by `main.ts` at once: the title screen
 * and the level list are plain DOM and read the generated level index. A level's routes (play, its
 * panels, share, the error screen: levelRoutes.ts), the board (pixi, the loader, the sim:
 * `board.ts`) and the level files (`levels.ts`) start downloading as the app is made, before the
 * first screen, so that a Play pressed the moment the title shows finds them on the way; the
 * board's renderer (its WebGL context and shaders) starts at the title's first idle moment, and the
 * modes' levels are made once it is up.
 */

import { nextTask } from '../view/nextTask';
import { installFileDrop } from './levels/fileDrop';
import { whenIdle } from './page/idle';
import type { Notices } from './page/Notices';
import type { AppParams } from './page/params';
import { describeError } from './page/webgl';
import type { Place } from './router/screenHistory';
import { aboutRoute } from './routes/aboutRoute';
import { communityRoute } from './routes/communityRoute';
import { editorRoute } from './routes/editorRoute';
import { levelsRoute } from './routes/levelsRoute';
import { titleRoute } from './routes/titleRoute';
import type { ProgressStore } from './saves/storage';
import { installAppTestHook } from './services/appTestHook';
import { createServices, type Services } from './services/services';
import { isShareFragment } from './share/shareFragment';
import type { ShareLink } from './share/shareLink';

/** The screen modules of the first screen, each wiring its route (and its screens) to the router. */
const SCREEN_MODULES: readonly ((services: Services) => void)[] = [
  titleRoute,
  levelsRoute,
  aboutRoute,
  communityRoute,
  editorRoute,
];

/** Reads a share link from the address's fragment; the reader is fetched only for a fragment that is one. */
async function readShareLink(hash: string): Promise<ShareLink> {
  if (!isShareFragment(hash)) return { kind: 'none' };
  return (await import('./share/shareLink')).readShareLink(hash);
}

export class GameApp {
  private readonly services: Services;
  private musicStarted = false;
  /** The level routes' module, wired once fetched (null: not yet asked for, or its fetch failed). */
  private levelRoutes: Promise<void> | null = null;

  constructor(
    ui: HTMLElement,
    private readonly stageHost: HTMLElement,
    store: ProgressStore,
    notices: Notices,
    private readonly params: AppParams,
  ) {
    this.services = createServices(ui, stageHost, store, notices, params, () => this.resize());
    // The board's code, the level files and the pictures start downloading before the first screen
    // is made (the network would idle meanwhile): every first screen is a tap or two from a level,
    // and a Play pressed the moment the title shows then finds them on the way. In a task of its
    // own, queued before the first screen's (main.ts): asking for them is 0.1 s of a phone's CPU.
    void nextTask().then(() => this.services.board.fetch());
    const { announcer, router, sound } = this.services;
    ui.append(announcer.root);
    this.applySettings();
    store.onChange(() => {
      this.applySettings();
      this.services.board.play?.refreshHud();
    });
    for (const wire of SCREEN_MODULES) wire(this.services);
    router.onFirstUse(['play', 'share', 'error'], () => {
      // Fetched side by side with the routes, not after them: Play pressed before the title's prefetch.
      void this.services.board.fetch();
      // Offline before the game was cached: said, and the next level opened tries again.
      return this.loadLevelRoutes().catch((error: unknown) => {
        notices.show(`The level screens could not be loaded: ${describeError(error)}`, 'warn');
      });
    });

    // Interface sounds, and music once the player has interacted (browsers block autoplay).
    ui.addEventListener('click', (e) => {
      if (e.target instanceof Element && e.target.closest('button')) sound.play('click');
      this.startMusicOnce();
    });
    stageHost.addEventListener('pointerdown', () => this.startMusicOnce());
    installFileDrop(
      document.body,
      (picked) => void router.go({ id: 'play', source: { kind: 'files', picked } }),
    );
    this.installVisibility();
    if (params.test) installAppTestHook(this.services);
  }

  /**
   * Shows the first screen: the level of a share link, else the one this history entry holds (a
   * reload), else the level from `?level=` if given, else the title. From then on Back and Forward move between screens.
   */
  async start(): Promise<void> {
    const { router, board, modes, loadSounds, levelFiles } = this.services;
    // What waits for the first screen's level: the sounds, and the rest of the level files (the
    // first level's came with the board; live reload connects with them).
    const afterFirstLevel = (): void => {
      loadSounds();
      levelFiles.load().catch(() => {});
    };
    // After the first level's first frame, not beside it: the sounds and 28 level files took
    // 0.2-0.3 s of a phone's main thread inside that frame's wait. Under the development server
    // the level files bring live reload, which must hear a save made the moment the level shows
    // (the designer's loop, e2e liveReload): there they come at once.
    const afterFirstFrame = (task: () => void): void => {
      if (import.meta.hot) {
        task();
        return;
      }
      const later = () => whenIdle(task);
      if (board.board) board.board.afterNextFrame(later);
      else later();
    };
    const resize = () => this.resize();
    window.addEventListener('resize', resize);
    this.resize();
    // A link pasted into the address bar of an open game changes only the fragment.
    window.addEventListener('hashchange', async () => {
      const shared = await readShareLink(window.location.hash);
      if (shared.kind !== 'none') void router.go({ id: 'play', source: { kind: 'share', link: shared } });
    });
    const shared = await readShareLink(window.location.hash);
    const link = this.params.level;
    const initial: Place =
      link && shared.kind === 'none'
        ? { screen: 'play', level: this.services.sources.idOfLink(link), link }
        : { screen: 'title' };
    const first = router.start(initial, window);
    // A level first: its WebGL context is made while the board's code downloads, once the loading
    // screen is up (the page has nothing else to do then: docs/performance.md, "Phone waits").
    if (first.id === 'play' || shared.kind !== 'none') whenIdle(() => board.startContextAhead(), 100);
    if (shared.kind !== 'none') {
      await router.go({ id: 'play', source: { kind: 'share', link: shared } });
      board.ready = true;
      afterFirstFrame(afterFirstLevel);
      return;
    }
    if (first.id === 'title') {
      // A level's routes are fetched while the title shows and, once the board is in (and the
      // level of a Play pressed at once is up), the sounds: that level waits for neither.
      void board
        .fetch()
        .then(() => board.settled())
        .then(afterFirstLevel);
      this.loadLevelRoutes().catch(() => {});
    }
    await router.enter(first, { fromHistory: true });
    board.ready = true;
    if (first.id !== 'title') {
      afterFirstFrame(afterFirstLevel);
      return;
    }
    // Once the title answers, at its first idle moment (or a third of a second on, at the latest:
    // while the board's code and pictures stream in, a phone's page had no idle moment for 1.2 s,
    // and Play was tapped before the renderer started): the board's WebGL context and shaders (the
    // longest part of Play's wait, docs/performance.md "Phone waits"), then today's puzzle and the
    // endless level made in the modes' worker (the daily's wait is its making), without waiting for
    // the pictures and the level files. One after the other: side by side on a phone's few cores
    // the making tripled the renderer's start, and Play waited for that. A Play pressed first takes
    // the renderer as far as it got; the modes' levels then wait for its level to be up.
    whenIdle(() => {
      void board
        .startAhead()
        .then(() => board.settled())
        .then(() => modes.prefetch());
    }, 300);
    // Another level opened before they are made stops their making, until it is up.
    board.onOpen(() => {
      if (modes.holdPrefetch()) void board.settled().then(() => modes.prefetch());
    });
  }

  /** Fetches and wires the level routes once; a failed fetch is tried again on the next call. */
  private loadLevelRoutes(): Promise<void> {
    this.levelRoutes ??= import('./levelRoutes').then(
      ({ LEVEL_ROUTES }) => {
        for (const wire of LEVEL_ROUTES) wire(this.services);
      },
      (error: unknown) => {
        this.levelRoutes = null;
        throw error;
      },
    );
    return this.levelRoutes;
  }

  private resize(): void {
    // Laid out at once on the new size (a phone turned to landscape), not at the next frame.
    const w = this.stageHost.clientWidth || window.innerWidth;
    const h = this.stageHost.clientHeight || window.innerHeight;
    this.services.router.nav.resize(w, h);
    this.services.board.board?.resize(w, h);
  }

  /** Hidden tab: the board stops (no frames, no sim); back: it goes on without a time jump. */
  private installVisibility(): void {
    const { board, router, sound, store } = this.services;
    document.addEventListener('visibilitychange', () => {
      if (document.hidden) {
        board.board?.setHidden(true, true);
        sound.stopMusic();
      } else {
        board.board?.setHidden(false, router.screen === 'pause');
        if (this.musicStarted && store.settings.music) sound.startMusic();
      }
    });
  }

  private applySettings(): void {
    const { sound: effects, store } = this.services;
    const { sound, music, musicVolume } = store.settings;
    effects.setVolume(sound ? 1 : 0, music ? musicVolume : 0);
    effects.setMuted(!sound && !music);
    if (this.musicStarted) {
      if (music) effects.startMusic();
      else effects.stopMusic();
    }
    document.documentElement.classList.toggle('reduced-motion', store.settings.reducedMotion);
  }

  private startMusicOnce(): void {
    if (this.musicStarted) return;
    this.musicStarted = true;
    const { sound, store } = this.services;
    if (store.settings.music) sound.startMusic();
  }
}

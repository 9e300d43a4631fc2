// Room services/ (docs/architecture.md, "The rooms of src/app"): the composition root (this file), what opens
// a player's own files or a share link through the services, and the `?test` hook that reads them.
/**
 * The composition root: builds the app's long-lived services once (progress store and notices come
 * from the boot; sound, the job worker, the level catalogue and its health, level sources, the
 * modes, the board, live reload and the router) and hands them to the screen modules
 * (src/app/routes), each of which takes what it needs.
 */
import { Sound } from '../../audio/Sound';
import { createFileDialog } from '../levels/fileDrop';
import { LevelFiles } from '../levels/levelFiles';
import { LevelHealth } from '../levels/levelHealth';
import { LevelSources } from '../levels/levelSources';
import type { LiveReload } from '../levels/liveReload';
import { ModeStore } from '../modes/ModeStore';
import { Modes } from '../modes/Modes';
import { Announcer } from '../page/Announcer';
import { ASSETS_BASE } from '../page/assets';
import { el } from '../page/dom';
import type { Notices } from '../page/Notices';
import type { AppParams } from '../page/params';
import { BoardHost } from '../play/boardHost';
import { Router } from '../router/Router';
import type { ProgressStore } from '../saves/storage';
import { Navigator } from '../screens/Navigator';
import { OpenedLinks } from '../share/openedLinks';
import { SharedFiles } from '../share/SharedFiles';
import { JobWorker } from '../workers/JobWorker';
import { connectLiveReload } from './liveReloadHost';

/** Everything a screen module may be handed. */
export interface Services {
  readonly ui: HTMLElement;
  readonly stageHost: HTMLElement;
  readonly store: ProgressStore;
  readonly notices: Notices;
  readonly params: AppParams;
  readonly router: Router;
  readonly sound: Sound;
  /**
   * Lets the sounds download (88 KiB): they wait until the first screen's and the first level's
   * own downloads are in, so as not to slow them on a slow connection.
   */
  readonly loadSounds: () => void;
  /** Loads and solves levels off the page's thread. */
  readonly jobs: JobWorker;
  readonly announcer: Announcer;
  readonly levelFiles: LevelFiles;
  /** Bundled levels that cannot be played, for the level list. */
  readonly health: LevelHealth;
  readonly sources: LevelSources;
  /** The files of levels that did not ship with the game, for share links. */
  readonly sharedFiles: SharedFiles;
  /** The levels share links opened, kept to play again ("Opened from links"). */
  readonly openedLinks: OpenedLinks;
  /** The daily puzzle and endless mode (their levels are made in a worker of their own). */
  readonly modes: Modes;
  readonly board: BoardHost;
  /** "Play your own map": the file dialog; picked files open as a level. */
  readonly fileDialog: { open(): void; readonly input: HTMLInputElement };
  /** Saved level files pushed by the development server; null in a built game (or before the level files arrive). */
  live(): LiveReload | null;
}

/** Builds the services; `resize` lays the page out (the board, once made, at the page's size). */
export function createServices(
  ui: HTMLElement,
  stageHost: HTMLElement,
  store: ProgressStore,
  notices: Notices,
  params: AppParams,
  resize: () => void,
): Services {
  const screens = el('div', { className: 'screens' });
  ui.prepend(screens);
  const levelFiles = new LevelFiles();
  const jobs = JobWorker.forPage();
  const board = new BoardHost(ui, stageHost, notices, levelFiles, jobs, resize);
  // The modes and the router name each other only through these calls.
  const modes: Modes = new Modes(
    {
      showLoading: () => {
        board.play?.close();
        router.nav.go('loading');
      },
      openLevel: (id): Promise<void> => router.go({ id: 'play', source: { kind: 'level', id } }),
      showError: (error, id, file) =>
        void router.go({ id: 'error', report: { kind: 'load', error, id, file } }),
      notify: (message) => notices.show(message, 'info', 5000),
    },
    ModeStore.open((m) => notices.show(m, 'warn', 10_000), params.reset),
    JobWorker.forPage(),
  );
  const sources = new LevelSources(modes, () => window.location.href);
  const router: Router = new Router(
    new Navigator(screens),
    window.history,
    () => window.location.href,
    sources,
  );
  const fileDialog = createFileDialog(
    (picked) => void router.go({ id: 'play', source: { kind: 'files', picked } }),
  );
  ui.append(fileDialog.input);
  let live: LiveReload | null = null;
  let loadSounds = (): void => {};
  const soundsMayLoad = new Promise<void>((resolve) => {
    loadSounds = resolve;
  });
  const services: Services = {
    ui,
    stageHost,
    store,
    notices,
    params,
    router,
    sound: Sound.load(ASSETS_BASE, soundsMayLoad, () => board.settled()),
    loadSounds,
    jobs,
    announcer: new Announcer(),
    levelFiles,
    health: new LevelHealth(
      jobs,
      () => levelFiles.jobFiles(),
      () => router.redraw('levels'),
    ),
    sources,
    sharedFiles: new SharedFiles(),
    openedLinks: new OpenedLinks(localStorageOrNull()),
    modes,
    board,
    fileDialog,
    live: () => live,
  };
  levelFiles.onLoad((catalog) => {
    live = connectLiveReload(services, catalog);
  });
  return services;
}

/** The page's localStorage, or null where reading it throws (blocked storage). */
function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

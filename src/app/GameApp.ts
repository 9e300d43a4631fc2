/**
 * The app shell: screens, navigation between them, pausing on a hidden tab, live reload of level
 * files, and the test hook. Created by `main.ts` at once: the title screen and the level list are
 * plain DOM and read the generated level index; the board (pixi, the loader, the sim: `board.ts`)
 * and the level files (`levels.ts`) are fetched when the first level opens.
 */
import { Sound } from '../audio/Sound';
import { encodeReplay } from '../sim/replay';
import { Announcer } from './Announcer';
import { ASSETS_BASE } from './assets';
import type { Board } from './board';
import { el } from './dom';
import { fetchBytes } from './fetchBytes';
import { createFileDialog, installFileDrop, toDroppedFiles } from './fileDrop';
import { guardImages } from './imagePolicy';
import { type LevelCatalog, levelIdOf } from './levelCatalog';
import { LevelHealth } from './levelHealth';
import { levelIndex } from './levelIndex';
import { LiveReload, type ReloadTarget } from './liveReload';
import { type LoadErrorReport, loadErrorReport } from './loadErrorReport';
import { type DroppedFile, findMaps, LocalFolder } from './localFolder';
import { isDay } from './modes/calendar';
import { ModeStore } from './modes/ModeStore';
import { Modes } from './modes/Modes';
import { ModesMenu } from './modes/ModesMenu';
import { dailyId, dailyLevel, parseModeId } from './modes/modeLevels';
import { Navigator } from './Navigator';
import type { Notices } from './Notices';
import type { PlayController } from './PlayController';
import type { SessionOptions } from './PlaySession';
import { type AppParams, levelUrl } from './params';
import { isUnlocked } from './progress';
import { type Place, ScreenHistory } from './screenHistory';
import { LevelErrorScreen } from './screens/LevelErrorScreen';
import { type LevelCard, LevelSelectScreen } from './screens/LevelSelectScreen';
import { LoadingScreen, LosePanel, PausePanel, WinPanel } from './screens/Panels';
import { PlayScreen } from './screens/PlayScreen';
import { TitleScreen } from './screens/TitleScreen';
import { SharedFiles } from './share/SharedFiles';
import { SharePanel } from './share/SharePanel';
import { readShareLink, type ShareLink } from './share/shareLink';
import { type OfferedReplay, replayLabel, shareOffer } from './share/shareOffer';
import type { ProgressStore } from './storage';
import { installTestHook } from './testHook';
import { describeError, showNoWebGL } from './webgl';
import { type JobOptions, JobWorker } from './workers/JobWorker';

/** Removes a share link from the address (keeping the history entry's state), so a reload does not open it again. */
function clearFragment(): void {
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
}

/** The `title` map property of a Tiled JSON map's text, or null when it has none or does not parse. */
function titleInMap(text: string): string | null {
  try {
    const props = (JSON.parse(text) as { properties?: unknown }).properties;
    if (!Array.isArray(props)) return null;
    const title = (props as { name?: unknown; value?: unknown }[]).find((p) => p.name === 'title')?.value;
    return typeof title === 'string' && title.trim() !== '' ? title.trim() : null;
  } catch {
    return null;
  }
}

export class GameApp {
  private readonly nav: Navigator;
  /** The board, once the first level opened; null before (or when WebGL failed). */
  private board: Board | null = null;
  private boardLoading: Promise<Board | null> | null = null;
  /** The bundled level files, fetched with the first level (or the first dropped map). */
  private levelFiles: LevelCatalog | null = null;
  private levelFilesLoading: Promise<LevelCatalog> | null = null;
  /** Bumped by every level open and by Cancel, so a board that arrives late opens nothing stale. */
  private openToken = 0;
  private readonly levelSelect: LevelSelectScreen;
  private readonly errorScreen = new LevelErrorScreen();
  private readonly sound: Sound;
  private ready = false;
  private musicStarted = false;
  /** Levels opened from `?level=<url>`: id -> url. */
  private readonly urlLevels = new Map<string, string>();
  /** The designer's own map (dropped or picked files): its id, map path and folder. */
  private local: { readonly id: string; readonly file: string; readonly folder: LocalFolder } | null = null;
  private readonly fileDialog = createFileDialog((files) => void this.openFiles(files));
  /** Loads and solves levels off the page's thread. */
  private readonly jobs = JobWorker.forPage();
  private readonly announcer = new Announcer();
  private readonly playScreen: PlayScreen;
  private readonly winPanel: WinPanel;
  private readonly losePanel: LosePanel;
  /** The daily puzzle and endless mode (their levels are made in a worker of their own). */
  private readonly modes: Modes;
  /**
   * The level the player opened: on screen, loading, or shown with its problems. Live reload keeps
   * it up to date; null on the title and the level list.
   */
  private target: ReloadTarget | null = null;
  /** Saved level files pushed by the development server; null in a built game. */
  private live: LiveReload | null = null;
  /** Bundled levels that cannot be played, for the level list. */
  private readonly health = new LevelHealth(
    this.jobs,
    () => this.levelJobFiles(),
    () => this.renderLevels(),
  );
  /** Title, list and level as browser history entries (Back and Forward). */
  private readonly history = new ScreenHistory(window.history, () => window.location.href);
  /** The files of levels that did not ship with the game, for share links. */
  private readonly sharedFiles = new SharedFiles();
  private readonly sharePanel: SharePanel;
  /** The panel the share panel was opened from, to go back to. */
  private shareBack: 'won' | 'pause' = 'pause';

  constructor(
    private readonly ui: HTMLElement,
    private readonly stageHost: HTMLElement,
    private readonly store: ProgressStore,
    private readonly notices: Notices,
    private readonly params: AppParams,
  ) {
    ui.append(this.announcer.root);
    const screens = el('div', { className: 'screens' });
    ui.prepend(screens);
    this.nav = new Navigator(screens);
    this.sound = Sound.load(ASSETS_BASE);
    this.applySettings();
    store.onChange(() => {
      this.applySettings();
      this.play?.refreshHud();
    });

    this.playScreen = new PlayScreen({
      undo: () => this.play?.undo(),
      restart: () => this.play?.restart(),
      pause: () => this.play?.pause(),
      mute: () => this.play?.toggleMute(),
      reframe: () => this.play?.reframe(),
      hint: () => this.play?.hint(),
    });
    this.winPanel = new WinPanel({
      next: () => this.openNext(),
      restart: () => this.play?.restart(),
      levels: () => this.showLevels(),
      watch: () => this.play?.watchOwn(),
      watchPar: () => this.play?.watchPar(),
      share: () => this.shareOpen('won'),
    });
    this.losePanel = new LosePanel({
      undo: () => this.play?.undo(),
      restart: () => this.play?.restart(),
      levels: () => this.showLevels(),
    });
    const ownMap = () => this.fileDialog.open();
    this.levelSelect = new LevelSelectScreen(store, () => this.levelCards(), {
      pick: (id) => void this.openLevel(id),
      back: () => this.showTitle(),
      ownMap,
    });
    // The dev server rewrites the index when a level's title or par changes; the list is drawn
    // again only where it shows, so a save while a level is played does not queue level checks.
    levelIndex.onChange(() => this.renderLevels());
    this.modes = new Modes(
      {
        showLoading: () => {
          this.play?.close();
          this.nav.go('loading');
        },
        openLevel: (id) => this.openLevel(id),
        showError: (error, id, file) => this.showLoadError(error, id, file),
        notify: (message) => this.notices.show(message, 'info', 5000),
      },
      ModeStore.open((m) => notices.show(m, 'warn', 10_000), params.reset),
      JobWorker.forPage(),
    );
    this.nav.add(
      new TitleScreen(
        store,
        { play: () => this.playNext(), levels: () => this.showLevels(), ownMap },
        new ModesMenu(this.modes),
      ),
    );
    this.nav.add(this.levelSelect);
    this.nav.add(
      new LoadingScreen(() => {
        this.modes.cancel();
        this.showLevels();
      }),
    );
    this.nav.add(this.playScreen);
    this.nav.add(
      new PausePanel(store, {
        resume: () => this.play?.resume(),
        restart: () => this.play?.restart(),
        levels: () => this.showLevels(),
        share: () => this.shareOpen('pause'),
      }),
    );
    this.nav.add(this.winPanel);
    this.sharePanel = this.nav.add(new SharePanel(() => this.nav.openPanel(this.shareBack)));
    this.nav.add(this.losePanel);
    this.nav.add(this.errorScreen);

    // Interface sounds, and music once the player has interacted (browsers block autoplay).
    ui.addEventListener('click', (e) => {
      if (e.target instanceof Element && e.target.closest('button')) this.sound.play('click');
      this.startMusicOnce();
    });
    stageHost.addEventListener('pointerdown', () => this.startMusicOnce());

    ui.append(this.fileDialog.input);
    installFileDrop(document.body, (files) => void this.openFiles(files));

    this.installVisibility();
    if (params.test) this.installHook();
  }

  /** The play controller, once the board is up. */
  private get play(): PlayController | null {
    return this.board?.play ?? null;
  }

  /**
   * Shows the first screen: the level of a share link, else the one this history entry holds (a
   * reload), else the level from `?level=` if given, else the title. From then on Back and Forward move between screens.
   */
  async start(): Promise<void> {
    const resize = () => this.resize();
    window.addEventListener('resize', resize);
    this.resize();
    // A link pasted into the address bar of an open game changes only the fragment.
    window.addEventListener('hashchange', () => {
      const shared = readShareLink(window.location.hash);
      if (shared.kind !== 'none') void this.openShareLink(shared);
    });
    const shared = readShareLink(window.location.hash);
    const link = this.params.level;
    const initial: Place =
      link && shared.kind === 'none'
        ? { screen: 'play', level: this.levelIdOfLink(link), link }
        : { screen: 'title' };
    window.addEventListener('popstate', (e) => {
      const place = this.history.popped(e.state);
      if (place) void this.showPlace(place);
    });
    const first = this.history.start(initial);
    if (shared.kind !== 'none') {
      await this.openShareLink(shared);
      this.ready = true;
      return;
    }
    if (first.screen === 'title') {
      // Today's puzzle and the next endless level are made, and the board fetched, while the title shows.
      this.modes.prefetch();
      this.prefetchBoard();
    }
    await this.showPlace(first);
    this.ready = true;
  }

  /** Shows a place Back or Forward (or a reload) landed on, without writing history. */
  private async showPlace(place: Place): Promise<void> {
    if (place.screen === 'play') {
      const id = place.link === null ? place.level : this.levelIdOfLink(place.link);
      if (place.link !== null || this.fileOf(id) !== undefined) {
        await this.loadLevel(id);
        return;
      }
      // A made or dropped level lived in the old page only: a mode's goes back to the title (where
      // the modes are), dropped files to the list.
      if (this.modes.owns(id)) this.showTitle();
      else this.showLevels();
      return;
    }
    this.leaveTo(place.screen);
  }

  /** The level id for a `?level=` value: a bundled id, or a URL (remembered, to be fetched). */
  private levelIdOfLink(link: string): string {
    // A bare name is a level id (known or not); anything with a dot, slash or colon is an address.
    if (levelIndex.entry(link) || /^[\w-]+$/.test(link)) return link;
    const url = levelUrl(link, window.location.href);
    const id = `url:${levelIdOf(url)}`;
    this.urlLevels.set(id, url);
    return id;
  }

  /** What `?level=` says to open a level again, or null for dropped files (nothing to link to). */
  private linkOf(id: string): string | null {
    if (levelIndex.entry(id)) return id;
    return this.urlLevels.get(id) ?? null;
  }

  /**
   * Once the title is up and the page idle, fetches the board's code and the level files (without
   * starting pixi), so Play opens the level sooner on a slow connection. A failure here is retried
   * when a level opens, which reports it.
   */
  private prefetchBoard(): void {
    const fetchAll = () => {
      import('./board').catch(() => {});
      this.loadLevelFiles().catch(() => {});
    };
    if ('requestIdleCallback' in window) window.requestIdleCallback(fetchAll, { timeout: 2000 });
    else setTimeout(fetchAll, 0);
  }

  /**
   * Session options; a dropped map reads its files from the drop, every other level from the level
   * files (loaded before the board: `startBoard`).
   */
  private sessionOptions(id?: string): SessionOptions {
    const catalog = this.levelFiles;
    if (!catalog) throw new Error('the level files are not loaded yet');
    const local = this.local && id === this.local.id ? this.local.folder : null;
    const resolve = local ? local.resolveUrl : catalog.resolveUrl;
    const read = local ? local.readFile : (this.modes.readFile(id, catalog.readFile) ?? catalog.readFile);
    return {
      speed: this.params.speed * this.store.settings.walkSpeed,
      reducedMotion: this.store.settings.reducedMotion,
      designer: this.params.designer,
      touch: window.matchMedia?.('(pointer: coarse)').matches ?? false,
      readFile:
        id === undefined || levelIndex.entry(id)
          ? read
          : this.sharedFiles.recording(id, read, (name) => catalog.text(`levels/${name}`)),
      jobs: this.jobs,
      resolveUrl: guardImages(resolve, window.location.href, (url) =>
        this.notices.show(
          `The map's picture ${url} was not loaded: pictures load only from this site or from files you drop. Its tiles are drawn as plain squares.`,
          'warn',
          12_000,
        ),
      ),
    };
  }

  /**
   * "Play your own map": dropped or picked files become an in-memory folder, and its map opens.
   * Tilesets, templates and images are found beside the map; the game's own tileset by name.
   */
  async openFiles(picked: readonly { file: File; path: string }[]): Promise<void> {
    let files: DroppedFile[];
    try {
      files = await toDroppedFiles(picked);
    } catch (error) {
      this.showLocalError(`The files could not be read: ${describeError(error)}`);
      return;
    }
    const maps = await findMaps(files);
    const map = maps[0];
    if (!map) {
      const names = files.map((f) => f.path).join(', ') || 'nothing readable';
      this.showLocalError(
        `No Tiled map among the files (${names}). Drop a .tmj, .tmx or .json map together with its tilesets.`,
      );
      return;
    }
    if (maps.length > 1) {
      const others = maps.slice(1).map((m) => m.path);
      this.notices.show(`Opened ${map.path}; also dropped: ${others.join(', ')}.`, 'info', 6000);
    }
    await this.openOwnFiles(`local:${levelIdOf(map.path)}`, map.path, files, (m) => this.showLocalError(m));
  }

  /**
   * Opens `file`, one of `files` that are not from the levels folder (dropped, or carried by a
   * link), as level `id`. Such a map may use the game's own tileset, which comes from the level
   * files; false (after `fail` says why) when those could not be loaded.
   */
  private async openOwnFiles(
    id: string,
    file: string,
    files: readonly DroppedFile[],
    fail: (message: string) => void,
  ): Promise<boolean> {
    let catalog: LevelCatalog;
    try {
      catalog = await this.loadLevelFiles();
    } catch (error) {
      fail(`The game's own files could not be loaded: ${describeError(error)}`);
      return false;
    }
    this.local = { id, file, folder: this.localFolder(files, catalog) };
    await this.openLevel(id);
    return true;
  }

  /** A designer's files as a folder; the game's own tileset and pictures are found by name. */
  private localFolder(files: readonly DroppedFile[], catalog: LevelCatalog): LocalFolder {
    return new LocalFolder(files, {
      text: (name) => catalog.text(`levels/${name}`),
      url: (name) => {
        const url = catalog.resolveUrl(`levels/${name}`);
        return url === `levels/${name}` ? undefined : url;
      },
    });
  }

  /**
   * Opens a share link (src/app/share): its level, then its replay if it has one. A shared map is
   * opened as a dropped one is, with the same limits and checks. The fragment is cleared, so a
   * reload does not open the link again over what the player does next.
   */
  private async openShareLink(link: ShareLink): Promise<void> {
    clearFragment();
    if (link.kind === 'none') return;
    if (link.kind === 'error') {
      this.showLinkError(link.message);
      return;
    }
    const { level } = link;
    let id: string;
    if (level.kind === 'daily') {
      if (!isDay(level.day)) {
        this.showLinkError(`This link is for the daily puzzle of "${level.day}", which is not a day.`);
        return;
      }
      id = dailyId(level.day);
      await this.modes.playDay(level.day);
    } else if (level.kind === 'level') {
      id = level.id;
      if (!levelIndex.entry(id)) {
        this.showLinkError(
          `This link is for the level "${id}", which this version of Maze Cat does not have.`,
        );
        return;
      }
      await this.openLevel(id);
    } else {
      const files = level.files.map((f) => ({ path: f.path, text: async () => f.text, url: null }));
      id = `shared:${levelIdOf(files[0].path)}`;
      if (!(await this.openOwnFiles(id, files[0].path, files, (m) => this.showLinkError(m)))) return;
    }
    if (link.replay && this.play?.session?.id === id) {
      this.play.watchReplay({ label: 'the shared replay', steps: link.replay });
    }
  }

  private showLinkError(message: string): void {
    this.play?.close();
    this.target = null;
    this.errorScreen.set({
      title: 'A shared link',
      heading: 'This link cannot be opened',
      report: { file: 'The link', problems: [{ severity: 'error', file: null, place: '', message }] },
      hint: 'Ask for the link again (it may have been cut short), or pick a level from the list.',
      actions: [
        { label: 'Levels', run: () => this.showLevels() },
        { label: 'Title', run: () => this.showTitle() },
      ],
    });
    this.nav.go('error');
    this.ready = true;
  }

  /** The share panel for the open level, over the panel it was opened from. */
  private shareOpen(from: 'won' | 'pause'): void {
    const s = this.play?.session;
    if (!s) return;
    const shipped = levelIndex.entry(s.id) !== undefined;
    const mode = parseModeId(s.id);
    const file = this.fileOf(s.id);
    let replay: OfferedReplay | null = null;
    const saved = this.store.progress.levels[s.id];
    if (s.sim.status === 'won')
      replay = { code: encodeReplay(s.replay), label: replayLabel('your win', s.sim.moves) };
    else if (shipped && saved?.replay)
      replay = { code: saved.replay, label: replayLabel('your best win', saved.best) };
    // A daily puzzle goes by its day (every game makes the same level from it); a shipped level by
    // its id; any other by its files, packed into the link.
    const files =
      shipped || mode?.mode === 'daily' || file === undefined ? null : this.sharedFiles.filesOf(s.id, file);
    const level = shipped
      ? { shippedId: s.id }
      : mode?.mode === 'daily'
        ? { daily: mode.day, seed: dailyLevel(mode.day).options.seed }
        : files
          ? { files }
          : null;
    this.sharePanel.set(
      level
        ? shareOffer(level, replay, window.location.href)
        : {
            link: () => ({ error: 'This level cannot be shared: its files are no longer at hand.' }),
            replayLabel: null,
            withReplay: false,
          },
    );
    this.shareBack = from;
    this.nav.openPanel('share');
  }

  private showLocalError(message: string): void {
    this.play?.close();
    this.target = null;
    this.errorScreen.set({
      title: 'Play your own map',
      heading: 'This map cannot be played',
      report: {
        file: 'The dropped files',
        problems: [{ severity: 'error', file: null, place: '', message }],
      },
      hint: 'Choose the map together with its tilesets and images, or drop them all on the page.',
      actions: [
        { label: 'Choose files', run: () => this.fileDialog.open() },
        { label: 'Levels', run: () => this.showLevels() },
      ],
    });
    this.nav.go('error');
    this.ready = true;
  }

  private resize(): void {
    // Laid out at once on the new size (a phone turned to landscape), not at the next frame.
    const w = this.stageHost.clientWidth || window.innerWidth;
    const h = this.stageHost.clientHeight || window.innerHeight;
    this.nav.resize(w, h);
    this.board?.resize(w, h);
  }

  /** Hidden tab: the board stops (no frames, no sim); back: it goes on without a time jump. */
  private installVisibility(): void {
    document.addEventListener('visibilitychange', () => {
      if (document.hidden) {
        this.board?.setHidden(true, true);
        this.sound.stopMusic();
      } else {
        this.board?.setHidden(false, this.nav.current === 'pause');
        if (this.musicStarted && this.store.settings.music) this.sound.startMusic();
      }
    });
  }

  /** The bundled level files (every text in levels/), fetched once, with the first level. */
  private loadLevelFiles(): Promise<LevelCatalog> {
    this.levelFilesLoading ??= import('./levels').then(
      ({ catalog }) => {
        this.levelFiles = catalog;
        this.installLiveReload(catalog);
        return catalog;
      },
      (error: unknown) => {
        this.levelFilesLoading = null; // A failed download may work on the next try.
        throw error;
      },
    );
    return this.levelFilesLoading;
  }

  /**
   * The board, made on the first call: its code and the level files are fetched together, then
   * pixi starts. Null when the browser cannot draw it (the page then says so); throws when its code
   * could not be downloaded (the next call tries again).
   */
  private ensureBoard(): Promise<Board | null> {
    this.boardLoading ??= this.startBoard().catch((error: unknown) => {
      this.boardLoading = null;
      throw error;
    });
    return this.boardLoading;
  }

  private async startBoard(): Promise<Board | null> {
    const [{ Board }] = await Promise.all([import('./board'), this.loadLevelFiles()]);
    let board: Board;
    try {
      board = await Board.start(this.stageHost, this.notices, {
        nav: this.nav,
        playScreen: this.playScreen,
        winPanel: this.winPanel,
        losePanel: this.losePanel,
        store: this.store,
        sound: this.sound,
        announcer: this.announcer,
        sessionOptions: (id) => this.sessionOptions(id),
        nextLevel: (id) => this.modes.nextOf(id) ?? this.nextLevelId(id),
        isBundled: (id) => levelIndex.entry(id) !== undefined,
        recordOtherWin: (id, moves, stars) => this.modes.recordWin(id, moves, stars),
        onError: (error, id, file) => this.showLoadError(error, id, file),
      });
    } catch (error) {
      showNoWebGL(this.ui, describeError(error));
      this.stageHost.hidden = true;
      return null;
    }
    this.board = board;
    this.resize();
    return board;
  }

  /**
   * Dev only: a saved level file reloads the level the player opened, in place, whether it is being
   * played or shown with its problems (liveReload.ts). The level list is drawn again too.
   */
  private installLiveReload(catalog: LevelCatalog): void {
    catalog.onChange((files) => {
      this.health.forget(files);
      this.renderLevels();
    });
    this.live = LiveReload.connect(catalog, {
      // Only bundled levels reload: a dropped map or a URL level does not come from levels/.
      target: () => (this.target && !this.isOther(this.target.id) ? this.target : null),
      reload: async (target, changed) => {
        const board = await this.ensureBoard();
        if (!board) return false;
        const playable = await board.play.open(target.id, target.file);
        if (playable) {
          this.notices.show(`Reloaded: ${changed.join(', ')} changed.`, 'info', 2500);
          this.reportFailedImages(target.file);
        }
        return playable;
      },
    });
  }

  /** The level list's cards: the level index, with the levels found broken marked. */
  private levelCards(): LevelCard[] {
    const levels = levelIndex.entries();
    // Levels are checked in the job worker, which reads the level files: fetched with the list.
    if (this.levelFiles) this.health.check(levels);
    else
      this.loadLevelFiles().then(
        () => this.renderLevels(),
        () => {},
      );
    return levels.map((e) => ({ ...e, broken: this.health.errorOf(e.file) !== undefined }));
  }

  /** What the job worker reads bundled levels with; the level files must have been fetched. */
  private levelJobFiles(): Omit<JobOptions, 'signal'> {
    const catalog = this.levelFiles;
    if (!catalog) throw new Error('the level files are not loaded yet');
    return { readFile: catalog.readFile, readBytes: fetchBytes(catalog.resolveUrl) };
  }

  /**
   * Draws the level list again when it is on screen (it is drawn each time it shows): a save while a
   * level is played neither rebuilds it nor starts checking levels in the worker the reload needs.
   */
  private renderLevels(): void {
    if (this.nav.screenName === 'levels') this.levelSelect.render();
  }

  /** A level from a URL or dropped files, not from the game's levels folder. */
  private isOther(id: string): boolean {
    return this.urlLevels.has(id) || this.local?.id === id;
  }

  private applySettings(): void {
    const { sound, music, musicVolume } = this.store.settings;
    this.sound.setVolume(sound ? 1 : 0, music ? musicVolume : 0);
    this.sound.setMuted(!sound && !music);
    if (this.musicStarted) {
      if (music) this.sound.startMusic();
      else this.sound.stopMusic();
    }
    document.documentElement.classList.toggle('reduced-motion', this.store.settings.reducedMotion);
  }

  private startMusicOnce(): void {
    if (this.musicStarted) return;
    this.musicStarted = true;
    if (this.store.settings.music) this.sound.startMusic();
  }

  private showLevels(): void {
    this.history.go({ screen: 'levels' });
    this.leaveTo('levels');
  }

  private showTitle(): void {
    this.history.go({ screen: 'title' });
    this.leaveTo('title');
  }

  /** Leaves play (a level open or still loading) for the title or the list. */
  private leaveTo(screen: 'title' | 'levels'): void {
    this.target = null;
    // A board that arrives late opens nothing stale.
    ++this.openToken;
    this.play?.cancelLoad();
    this.play?.close();
    this.nav.go(screen);
  }

  /** Title "Play": the first unlocked level not yet won, else the first level. */
  private playNext(): void {
    const ids = levelIndex.ids();
    const progress = this.store.progress;
    const next = ids.find((id) => isUnlocked(progress, ids, id) && !progress.levels[id]) ?? ids[0];
    if (next) void this.openLevel(next);
    else this.showLevels();
  }

  private nextLevelId(id: string): string | null {
    const ids = levelIndex.ids();
    const i = ids.indexOf(id);
    return i >= 0 && i + 1 < ids.length ? ids[i + 1] : null;
  }

  private openNext(): void {
    const open = this.play?.session?.id;
    if (open && this.modes.owns(open)) {
      void this.modes.openNext(open);
      return;
    }
    const id = open ? this.nextLevelId(open) : null;
    if (id) void this.openLevel(id);
    else this.showLevels();
  }

  /** Opens a bundled level by id (or a `url:` level from `?level=`, or dropped files), as a history entry. */
  async openLevel(id: string): Promise<void> {
    this.history.go({ screen: 'play', level: id, link: this.linkOf(id) });
    await this.loadLevel(id);
  }

  /** The file of a level: bundled, from a link, made by a mode, or dropped; undefined when unknown. */
  private fileOf(id: string): string | undefined {
    return (
      levelIndex.entry(id)?.file ??
      this.urlLevels.get(id) ??
      this.modes.fileOf(id) ??
      (this.local?.id === id ? this.local.file : undefined)
    );
  }

  /** Loads a level and shows it (its loading screen, the board when needed, then play, or the error). */
  private async loadLevel(id: string): Promise<void> {
    const file = this.fileOf(id);
    this.target = { id, file: file ?? `levels/${id}.tmj` };
    if (!file) {
      // Under the development server the level files bring live reload: a map saved under this
      // name then opens by itself.
      this.loadLevelFiles().catch(() => {});
      this.showUnknownLevel(id);
      return;
    }
    const token = ++this.openToken;
    this.ready = false;
    this.play?.close();
    this.nav.go('loading');
    let board: Board | null;
    try {
      board = await this.ensureBoard();
    } catch (error) {
      if (token === this.openToken) this.showLoadError(error, id, file);
      return;
    }
    // No board (no WebGL: the page says so), or the player left the loading screen meanwhile.
    if (!board || token !== this.openToken) return;
    if (await board.play.open(id, file)) {
      if (levelIndex.entry(id)) this.health.record(file, null);
      this.reportFailedImages(file);
    }
    this.ready = true;
  }

  /**
   * A level that cannot be played, shown in its place: every problem with its place in the map, and
   * what to do. Under the development server, the next save of the map replaces it (live reload).
   */
  private showLoadError(error: unknown, id: string, file: string): void {
    const local = this.local?.id === id;
    const bundled = levelIndex.entry(id) !== undefined;
    const designing = local || (bundled && this.live !== null);
    // A designer's broken map is expected while drawing: a warning, not a console error.
    if (designing) console.warn(error);
    else console.error(error);
    if (bundled) this.health.record(file, error);
    this.play?.close();
    const hint = local
      ? 'Fix the map in Tiled and save it, then choose its files again (or drop them on the page).'
      : bundled && this.live
        ? 'Fix the map in Tiled and save it: the level comes back here by itself.'
        : bundled
          ? 'This level came with the game but is damaged: play another level, or reload the page to fetch the game again.'
          : 'Check the address and the map, then try again.';
    // A dropped map is fixed in Tiled and picked again; a bundled or URL level may load on a retry.
    const retry = local
      ? { label: 'Choose files', run: () => this.fileDialog.open() }
      : { label: 'Try again', run: () => void this.loadLevel(id) };
    this.showProblems(id, file, local ? 'This map cannot be played' : 'This level cannot be played', {
      report: loadErrorReport(error, file),
      hint,
      actions: [retry, { label: 'Levels', run: () => this.showLevels() }],
    });
  }

  /**
   * A tileset picture that did not load (a wrong path in the tileset, a missing file, a network
   * fault) is said on the page, until dismissed: the level still plays, its tiles as plain squares.
   */
  private reportFailedImages(file: string): void {
    const failed = this.play?.session?.view.failedImages ?? [];
    if (failed.length === 0) return;
    const names = failed.map((f) => `"${f}"`).join(', ');
    this.notices.show(
      `${file}: the tileset picture ${names} did not load, so its tiles are drawn as plain squares. Check that the file is there and that the tileset's image path points at it.`,
      'warn',
      0,
    );
  }

  /** `?level=` named no level the game has: say so, with the nearest names and the other ways in. */
  private showUnknownLevel(id: string): void {
    const ids = levelIndex.ids();
    const near = ids.filter((other) => other.includes(id) || id.includes(other.replace(/^\d+[a-z]?-/, '')));
    const guess = near.length > 0 ? ` Did you mean ${near.map((n) => `"${n}"`).join(' or ')}?` : '';
    const save = this.live ? ` Or save a map as levels/${id}.tmj: it opens here by itself.` : '';
    this.showProblems(id, id, 'There is no such level', {
      report: {
        file: `?level=${id}`,
        problems: [
          { severity: 'error', file: null, place: '', message: `the game has no level "${id}".${guess}` },
        ],
      },
      hint: `Pick a level from the list, or give the address of a map: ?level=https://example.com/my-level.tmj.${save}`,
      actions: [
        { label: 'Levels', run: () => this.showLevels() },
        { label: 'Play your own map', run: () => this.fileDialog.open() },
      ],
    });
  }

  private showProblems(
    id: string,
    file: string,
    heading: string,
    view: { report: LoadErrorReport; hint: string; actions: { label: string; run(): void }[] },
  ): void {
    // The file as it is now (live reload keeps it current): half a saved map has no title to read.
    const text = this.levelFiles?.text(file);
    const title =
      text !== undefined
        ? (titleInMap(text) ?? levelIdOf(file))
        : (levelIndex.entry(id)?.title ?? levelIdOf(file));
    this.errorScreen.set({ title, heading, ...view });
    this.nav.go('error');
    this.ready = true;
  }

  private installHook(): void {
    // Getters read the live app on every access; `game` because a getter's own `this` is the hook.
    const game = this;
    installTestHook({
      get ready() {
        return game.ready && (game.nav.screenName !== 'play' || game.play?.session != null);
      },
      get screen() {
        return game.nav.current;
      },
      get levelId() {
        return game.play?.session?.id ?? null;
      },
      get levelTitle() {
        return game.play?.session?.level.title ?? null;
      },
      get lastReload() {
        const last = game.live?.last;
        return last ? { ...last } : null;
      },
      get renders() {
        return game.board?.renders ?? 0;
      },
      get moving() {
        return game.board?.moving ?? false;
      },
      state() {
        const s = game.play?.session;
        if (!s) return null;
        const { sim } = s;
        return {
          status: sim.status,
          bones: sim.bones,
          moves: sim.moves,
          energyLeft: sim.energyLeft,
          cat: sim.cat,
          walking: sim.walking,
        };
      },
      pieces() {
        const world = game.play?.session?.sim.world;
        if (!world) return [];
        return [...world].map((e) => ({
          kind: e.kind,
          x: e.position.x,
          y: e.position.y,
          gone: e.gone === true,
          ...(e.patrol && !e.gone ? { next: { ...e.patrol.next } } : {}),
        }));
      },
      tileToClient(x, y) {
        const s = game.play?.session;
        if (!s) return null;
        const p = s.view.tileToScreen(x, y);
        const rect = game.stageHost.getBoundingClientRect();
        return { x: rect.left + p.x, y: rect.top + p.y };
      },
      board() {
        const s = game.play?.session;
        if (!s) return null;
        const f = s.view.frame();
        const rect = game.stageHost.getBoundingClientRect();
        return {
          left: rect.left + f.left,
          top: rect.top + f.top,
          right: rect.left + f.right,
          bottom: rect.top + f.bottom,
        };
      },
      cursor() {
        const c = game.play?.cursor;
        return c ? { ...c } : null;
      },
      hint() {
        const h = game.play?.hintTile;
        return h ? { ...h } : null;
      },
      levels() {
        return levelIndex.ids();
      },
    });
  }
}

/**
 * The app shell: screens, navigation between them, the frame loop, pausing on a hidden tab, live
 * reload of level files, and the test hook. Created by `main.ts` once pixi is up.
 */
import type { Application } from 'pixi.js';
import { Sound } from '../audio/Sound';
import { encodeReplay } from '../sim/replay';
import { MapError } from '../tiled/mapError';
import { Announcer } from './Announcer';
import { ASSETS_BASE } from './assets';
import { el } from './dom';
import { createFileDialog, installFileDrop, toDroppedFiles } from './fileDrop';
import { guardImages } from './imagePolicy';
import { levelIdOf, levelInfoOf } from './levelCatalog';
import { catalog } from './levels';
import { needsReload } from './liveReload';
import { type DroppedFile, findMaps, LocalFolder } from './localFolder';
import { Navigator } from './Navigator';
import type { Notices } from './Notices';
import { PlayController } from './PlayController';
import type { SessionOptions } from './PlaySession';
import { type AppParams, levelUrl } from './params';
import { isUnlocked } from './progress';
import { LevelSelectScreen } from './screens/LevelSelectScreen';
import { LoadingScreen, LosePanel, MessageScreen, PausePanel, WinPanel } from './screens/Panels';
import { PlayScreen } from './screens/PlayScreen';
import { TitleScreen } from './screens/TitleScreen';
import { SharedFiles } from './share/SharedFiles';
import { SharePanel } from './share/SharePanel';
import { readShareLink, type ShareLink } from './share/shareLink';
import { type OfferedReplay, replayLabel, shareOffer } from './share/shareOffer';
import type { ProgressStore } from './storage';
import { installTestHook } from './testHook';
import { describeError } from './webgl';
import { JobWorker } from './workers/JobWorker';

export class GameApp {
  private readonly nav: Navigator;
  private readonly play: PlayController;
  private readonly levelSelect: LevelSelectScreen;
  private readonly errorScreen: MessageScreen;
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
  /** The files of levels that did not ship with the game, for share links. */
  private readonly sharedFiles = new SharedFiles();
  private readonly sharePanel: SharePanel;
  /** The panel the share panel was opened from, to go back to. */
  private shareBack: 'won' | 'pause' = 'pause';

  constructor(
    private readonly app: Application,
    ui: HTMLElement,
    private readonly store: ProgressStore,
    private readonly notices: Notices,
    private readonly params: AppParams,
  ) {
    const announcer = new Announcer();
    ui.append(announcer.root);
    const screens = el('div', { className: 'screens' });
    ui.prepend(screens);
    this.nav = new Navigator(screens);
    this.sound = Sound.load(ASSETS_BASE);
    this.applySettings();
    store.onChange(() => {
      this.applySettings();
      this.play.refreshHud();
    });

    const playScreen = new PlayScreen({
      undo: () => this.play.undo(),
      restart: () => this.play.restart(),
      pause: () => this.play.pause(),
      mute: () => this.play.toggleMute(),
      hint: () => this.play.hint(),
    });
    const winPanel = new WinPanel({
      next: () => this.openNext(),
      restart: () => this.play.restart(),
      levels: () => this.showLevels(),
      watch: () => this.play.watchOwn(),
      watchPar: () => this.play.watchPar(),
      share: () => this.shareOpen('won'),
    });
    const losePanel = new LosePanel({
      undo: () => this.play.undo(),
      restart: () => this.play.restart(),
      levels: () => this.showLevels(),
    });
    const ownMap = () => this.fileDialog.open();
    this.levelSelect = new LevelSelectScreen(
      store,
      () => catalog.levels().map((e) => ({ id: e.id, ...levelInfoOf(e.id, catalog.text(e.file)) })),
      { pick: (id) => void this.openLevel(id), back: () => this.nav.go('title'), ownMap },
    );
    this.errorScreen = new MessageScreen('error');
    this.nav.add(
      new TitleScreen(store, { play: () => this.playNext(), levels: () => this.showLevels(), ownMap }),
    );
    this.nav.add(this.levelSelect);
    this.nav.add(
      new LoadingScreen(() => {
        this.play.cancelLoad();
        this.showLevels();
      }),
    );
    this.nav.add(playScreen);
    this.nav.add(
      new PausePanel(store, {
        resume: () => this.play.resume(),
        restart: () => {
          this.play.restart();
        },
        levels: () => this.showLevels(),
        share: () => this.shareOpen('pause'),
      }),
    );
    this.nav.add(winPanel);
    this.sharePanel = this.nav.add(new SharePanel(() => this.nav.openPanel(this.shareBack)));
    this.nav.add(losePanel);
    this.nav.add(this.errorScreen);

    this.play = new PlayController({
      renderer: app.renderer,
      stage: app.stage,
      canvas: app.canvas,
      nav: this.nav,
      playScreen,
      winPanel,
      losePanel,
      store,
      sound: this.sound,
      announcer,
      sessionOptions: (id) => this.sessionOptions(id),
      nextLevel: (id) => this.nextLevelId(id),
      isBundled: (id) => catalog.entry(id) !== undefined,
      onError: (error, id, file) => this.showLoadError(error, id, file),
    });

    // Interface sounds, and music once the player has interacted (browsers block autoplay).
    ui.addEventListener('click', (e) => {
      if (e.target instanceof Element && e.target.closest('button')) this.sound.play('click');
      this.startMusicOnce();
    });
    app.canvas.addEventListener('pointerdown', () => this.startMusicOnce());

    ui.append(this.fileDialog.input);
    installFileDrop(document.body, (files) => void this.openFiles(files));

    this.installLoop();
    this.installVisibility();
    this.installLiveReload();
    if (params.test) this.installHook();
  }

  /** Shows the first screen: the level of a share link or of `?level=` if given, else the title. */
  async start(): Promise<void> {
    const resize = () => this.resize();
    window.addEventListener('resize', resize);
    this.resize();
    // A link pasted into the address bar of an open game changes only the fragment.
    window.addEventListener('hashchange', () => {
      const link = readShareLink(window.location.hash);
      if (link.kind !== 'none') void this.openShareLink(link);
    });
    const link = readShareLink(window.location.hash);
    if (link.kind !== 'none') {
      await this.openShareLink(link);
    } else if (this.params.level) {
      const id = this.params.level;
      if (catalog.entry(id)) await this.openLevel(id);
      else {
        const url = levelUrl(id, window.location.href);
        const urlId = `url:${levelIdOf(url)}`;
        this.urlLevels.set(urlId, url);
        await this.openLevel(urlId);
      }
    } else {
      this.nav.go('title');
    }
    this.ready = true;
  }

  /** Session options; a dropped map reads its files from the drop, every other level from the catalog. */
  private sessionOptions(id?: string): SessionOptions {
    const local = this.local && id === this.local.id ? this.local.folder : null;
    const resolve = local ? local.resolveUrl : catalog.resolveUrl;
    const read = local ? local.readFile : catalog.readFile;
    return {
      speed: this.params.speed,
      reducedMotion: this.store.settings.reducedMotion,
      designer: this.params.designer,
      readFile:
        id === undefined || catalog.entry(id)
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
    const id = `local:${levelIdOf(map.path)}`;
    this.local = { id, file: map.path, folder: this.localFolder(files) };
    await this.openLevel(id);
  }

  /** A designer's files as a folder; the game's own tileset and pictures are found by name. */
  private localFolder(files: readonly DroppedFile[]): LocalFolder {
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
    history.replaceState(null, '', window.location.pathname + window.location.search);
    if (link.kind === 'none') return;
    if (link.kind === 'error') {
      this.showLinkError(link.message);
      return;
    }
    const { level } = link;
    let id: string;
    if (level.kind === 'daily') {
      this.showLinkError('This link is for a daily level, and this version of Maze Cat has no daily levels.');
      return;
    }
    if (level.kind === 'level') {
      id = level.id;
      if (!catalog.entry(id)) {
        this.showLinkError(
          `This link is for the level "${id}", which this version of Maze Cat does not have.`,
        );
        return;
      }
    } else {
      const files = level.files.map((f) => ({ path: f.path, text: async () => f.text, url: null }));
      id = `shared:${levelIdOf(files[0].path)}`;
      this.local = { id, file: files[0].path, folder: this.localFolder(files) };
    }
    await this.openLevel(id);
    if (link.replay && this.play.session?.id === id) {
      this.play.watchReplay({ label: 'the shared replay', steps: link.replay });
    }
  }

  private showLinkError(message: string): void {
    this.play.close();
    this.errorScreen.set('This link cannot be opened', message, [
      { label: 'Levels', run: () => this.showLevels() },
      { label: 'Title', run: () => this.nav.go('title') },
    ]);
    this.nav.go('error');
    this.ready = true;
  }

  /** The share panel for the open level, over the panel it was opened from. */
  private shareOpen(from: 'won' | 'pause'): void {
    const s = this.play.session;
    if (!s) return;
    const shipped = catalog.entry(s.id) !== undefined;
    const files = shipped ? null : this.sharedFiles.filesOf(s.id, this.play.openFile);
    let replay: OfferedReplay | null = null;
    const saved = this.store.progress.levels[s.id];
    if (s.sim.status === 'won')
      replay = { code: encodeReplay(s.replay), label: replayLabel('your win', s.sim.moves) };
    else if (shipped && saved?.replay)
      replay = { code: saved.replay, label: replayLabel('your best win', saved.best) };
    this.sharePanel.set(
      files || shipped
        ? shareOffer(shipped ? { shippedId: s.id } : { files: files ?? [] }, replay, window.location.href)
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
    this.play.close();
    this.errorScreen.set('This map cannot be played', message, [
      { label: 'Choose files', run: () => this.fileDialog.open() },
      { label: 'Levels', run: () => this.showLevels() },
    ]);
    this.nav.go('error');
    this.ready = true;
  }

  private resize(): void {
    // Pixi's own resize waits for the next animation frame; resize now so the view lays out on the
    // canvas's new size (a phone turned to landscape), not the old one.
    this.app.resize();
    const w = this.app.canvas.clientWidth || window.innerWidth;
    const h = this.app.canvas.clientHeight || window.innerHeight;
    this.nav.resize(w, h);
    this.play.resize(w, h);
  }

  private installLoop(): void {
    this.app.ticker.add((ticker) => {
      this.play.frame(ticker.deltaMS);
      this.nav.update(ticker.deltaMS);
    });
  }

  /** Hidden tab: stop the ticker (and the sim with it); back: resume without a time jump. */
  private installVisibility(): void {
    document.addEventListener('visibilitychange', () => {
      if (document.hidden) {
        this.app.ticker.stop();
        this.play.setPaused(true);
        this.sound.stopMusic();
      } else {
        this.play.setPaused(this.nav.current === 'pause');
        this.app.ticker.start();
        if (this.musicStarted && this.store.settings.music) this.sound.startMusic();
      }
    });
  }

  /** Dev only: a changed level file reloads the open level in place (no page reload). */
  private installLiveReload(): void {
    if (!import.meta.hot) return;
    catalog.onChange((files) => {
      this.levelSelect.render();
      const s = this.play.session;
      if (!s) return;
      // Only bundled levels reload: a dropped map or a URL level does not come from levels/.
      if (!catalog.entry(s.id) || !needsReload(files, this.play.openFile)) return;
      this.notices.show(`Reloaded the level: ${files.join(', ')} changed.`, 'info', 3000);
      void this.play.open(s.id, this.play.openFile);
    });
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
    this.play.close();
    this.nav.go('levels');
  }

  /** Title "Play": the first unlocked level not yet won, else the first level. */
  private playNext(): void {
    const ids = catalog.levels().map((e) => e.id);
    const progress = this.store.progress;
    const next = ids.find((id) => isUnlocked(progress, ids, id) && !progress.levels[id]) ?? ids[0];
    if (next) void this.openLevel(next);
    else this.showLevels();
  }

  private nextLevelId(id: string): string | null {
    const ids = catalog.levels().map((e) => e.id);
    const i = ids.indexOf(id);
    return i >= 0 && i + 1 < ids.length ? ids[i + 1] : null;
  }

  private openNext(): void {
    const id = this.play.session ? this.nextLevelId(this.play.session.id) : null;
    if (id) void this.openLevel(id);
    else this.showLevels();
  }

  /** Opens a bundled level by id (or a `url:` level from `?level=`). */
  async openLevel(id: string): Promise<void> {
    const file =
      catalog.entry(id)?.file ??
      this.urlLevels.get(id) ??
      (this.local?.id === id ? this.local.file : undefined);
    if (!file) {
      this.showLoadError(new Error(`there is no level "${id}"`), id, id);
      return;
    }
    this.ready = false;
    this.play.close();
    this.nav.go('loading');
    await this.play.open(id, file);
    this.ready = true;
  }

  /** A level that cannot be played: its MapError words on screen (file: place: detail). */
  private showLoadError(error: unknown, id: string, file: string): void {
    const message = error instanceof MapError ? error.message : `${file}: ${describeError(error)}`;
    const local = this.local?.id === id;
    // A designer's broken map is expected while drawing: a warning, not a console error.
    if (local) console.warn(error);
    else console.error(error);
    this.play.close();
    // A dropped map is fixed in Tiled and picked again; a bundled or URL level may load on a retry.
    const retry = local
      ? { label: 'Choose files', run: () => this.fileDialog.open() }
      : { label: 'Try again', run: () => void this.openLevel(id) };
    this.errorScreen.set(local ? 'This map cannot be played' : 'This level cannot be played', message, [
      retry,
      { label: 'Levels', run: () => this.showLevels() },
    ]);
    this.nav.go('error');
    this.ready = true;
  }

  private installHook(): void {
    // Getters read the live app on every access; `game` because a getter's own `this` is the hook.
    const game = this;
    installTestHook({
      get ready() {
        return game.ready && (game.nav.screenName !== 'play' || game.play.session !== null);
      },
      get screen() {
        return game.nav.current;
      },
      get levelId() {
        return game.play.session?.id ?? null;
      },
      state() {
        const s = game.play.session;
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
        const world = game.play.session?.sim.world;
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
        const s = game.play.session;
        if (!s) return null;
        const p = s.view.tileToScreen(x, y);
        const rect = game.app.canvas.getBoundingClientRect();
        return { x: rect.left + p.x, y: rect.top + p.y };
      },
      levels() {
        return catalog.levels().map((e) => e.id);
      },
    });
  }
}

/**
 * The app shell: screens, navigation between them, the frame loop, pausing on a hidden tab, live
 * reload of level files, and the test hook. Created by `main.ts` once pixi is up.
 */
import type { Application } from 'pixi.js';
import { Sound } from '../audio/Sound';
import { Announcer } from './Announcer';
import { ASSETS_BASE } from './assets';
import { el } from './dom';
import { fetchBytes } from './fetchBytes';
import { createFileDialog, installFileDrop, toDroppedFiles } from './fileDrop';
import { guardImages } from './imagePolicy';
import { levelIdOf, levelInfoOf } from './levelCatalog';
import { LevelHealth } from './levelHealth';
import { catalog } from './levels';
import { LiveReload, type ReloadTarget } from './liveReload';
import { type LoadErrorReport, loadErrorReport } from './loadErrorReport';
import { type DroppedFile, findMaps, LocalFolder } from './localFolder';
import { Navigator } from './Navigator';
import type { Notices } from './Notices';
import { PlayController } from './PlayController';
import type { SessionOptions } from './PlaySession';
import { type AppParams, levelUrl } from './params';
import { isUnlocked } from './progress';
import { LevelErrorScreen } from './screens/LevelErrorScreen';
import { LevelSelectScreen } from './screens/LevelSelectScreen';
import { LoadingScreen, LosePanel, PausePanel, WinPanel } from './screens/Panels';
import { PlayScreen } from './screens/PlayScreen';
import { TitleScreen } from './screens/TitleScreen';
import type { ProgressStore } from './storage';
import { installTestHook } from './testHook';
import { describeError } from './webgl';
import { JobWorker } from './workers/JobWorker';

export class GameApp {
  private readonly nav: Navigator;
  private readonly play: PlayController;
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
  /**
   * The level the player opened: on screen, loading, or shown with its problems. Live reload keeps
   * it up to date; null on the title and the level list.
   */
  private target: ReloadTarget | null = null;
  /** Saved level files pushed by the development server; null in a built game. */
  private live: LiveReload | null = null;
  /** Bundled levels that cannot be played, for the level list. */
  private readonly health: LevelHealth;

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
    });
    const winPanel = new WinPanel({
      next: () => this.openNext(),
      restart: () => this.play.restart(),
      levels: () => this.showLevels(),
    });
    const losePanel = new LosePanel({
      undo: () => this.play.undo(),
      restart: () => this.play.restart(),
      levels: () => this.showLevels(),
    });
    const ownMap = () => this.fileDialog.open();
    this.health = new LevelHealth(
      this.jobs,
      () => ({ readFile: catalog.readFile, readBytes: fetchBytes(catalog.resolveUrl) }),
      () => this.renderLevels(),
    );
    this.levelSelect = new LevelSelectScreen(
      store,
      () => {
        const levels = catalog.levels();
        this.health.check(levels);
        return levels.map((e) => ({
          id: e.id,
          ...levelInfoOf(e.id, catalog.text(e.file)),
          broken: this.health.errorOf(e.file) !== undefined,
        }));
      },
      { pick: (id) => void this.openLevel(id), back: () => this.nav.go('title'), ownMap },
    );
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
      }),
    );
    this.nav.add(winPanel);
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

  /** Shows the first screen: the level from `?level=` if given, else the title. */
  async start(): Promise<void> {
    const resize = () => this.resize();
    window.addEventListener('resize', resize);
    this.resize();
    if (this.params.level) {
      const id = this.params.level;
      // A bare name is a level id (known or not); anything with a dot, slash or colon is an address.
      if (catalog.entry(id) || /^[\w-]+$/.test(id)) await this.openLevel(id);
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
    return {
      speed: this.params.speed,
      reducedMotion: this.store.settings.reducedMotion,
      designer: this.params.designer,
      readFile: local ? local.readFile : catalog.readFile,
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
    const folder = new LocalFolder(files, {
      text: (name) => catalog.text(`levels/${name}`),
      url: (name) => {
        const url = catalog.resolveUrl(`levels/${name}`);
        return url === `levels/${name}` ? undefined : url;
      },
    });
    const id = `local:${levelIdOf(map.path)}`;
    this.local = { id, file: map.path, folder };
    await this.openLevel(id);
  }

  private showLocalError(message: string): void {
    this.play.close();
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

  /**
   * Dev only: a saved level file reloads the level the player opened, in place, whether it is being
   * played or shown with its problems (liveReload.ts). The level list is drawn again too.
   */
  private installLiveReload(): void {
    catalog.onChange((files) => {
      this.health.forget(files);
      this.renderLevels();
    });
    this.live = LiveReload.connect(catalog, {
      // Only bundled levels reload: a dropped map or a URL level does not come from levels/.
      target: () => (this.target && !this.isOther(this.target.id) ? this.target : null),
      reload: async (target, changed) => {
        const playable = await this.play.open(target.id, target.file);
        if (playable) this.notices.show(`Reloaded: ${changed.join(', ')} changed.`, 'info', 2500);
        if (playable) this.reportFailedImages(target.file);
        return playable;
      },
    });
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
    this.play.close();
    this.target = null;
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
    this.target = { id, file: file ?? `levels/${id}.tmj` };
    if (!file) {
      this.showUnknownLevel(id);
      return;
    }
    this.ready = false;
    this.play.close();
    this.nav.go('loading');
    if (await this.play.open(id, file)) {
      if (catalog.entry(id)) this.health.record(file, null);
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
    const bundled = catalog.entry(id) !== undefined;
    const designing = local || (bundled && this.live !== null);
    // A designer's broken map is expected while drawing: a warning, not a console error.
    if (designing) console.warn(error);
    else console.error(error);
    if (bundled) this.health.record(file, error);
    this.play.close();
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
      : { label: 'Try again', run: () => void this.openLevel(id) };
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
    const failed = this.play.session?.view.failedImages ?? [];
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
    const ids = catalog.levels().map((e) => e.id);
    const near = ids.filter((other) => other.includes(id) || id.includes(other.replace(/^\d+-/, '')));
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
    const bundled = catalog.entry(id);
    const title = bundled ? levelInfoOf(id, catalog.text(bundled.file)).title : levelIdOf(file);
    this.errorScreen.set({ title, heading, ...view });
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
      get levelTitle() {
        return game.play.session?.level.title ?? null;
      },
      get lastReload() {
        const last = game.live?.last;
        return last ? { ...last } : null;
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

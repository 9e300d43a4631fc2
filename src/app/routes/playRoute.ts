/**
 * The play route: every level, from any source, opens through `openLevel`; the play screen with
 * its panels (pause, win, lose, loading) and the board they show over. Leaving play for another
 * screen closes the level. Talks to the router for every other screen.
 */

import { tooBigToEdit } from '../../level/edit/editorLimits';
import { isShelfId } from '../../level/shelfIds';
import { guardImages } from '../levels/imagePolicy';
import { isShippedLevel, levelIndex } from '../levels/levelIndex';
import { buildAhead, cancelBuildAhead } from '../play/levelBuild';
import { PlayScreen } from '../play/PlayScreen';
import type { SessionOptions } from '../play/PlaySession';
import type { Arrival } from '../router/Router';
import type { RouteOf } from '../router/routes';
import { routeOfPlace } from '../router/routes';
import { LoadingScreen, LosePanel, PausePanel, WinPanel } from '../screens/Panels';
import { openShareLink } from '../services/openShareLink';
import { openFiles } from '../services/ownFiles';
import type { Services } from '../services/services';
import { makerOf } from '../share/levelWords';

/** The next bundled level after `id`, or null (the last, or not bundled). */
export function nextLevelId(id: string): string | null {
  const ids = levelIndex.ids();
  const i = ids.indexOf(id);
  return i >= 0 && i + 1 < ids.length ? ids[i + 1] : null;
}

/** Wires the play route: its screens, the board's parts, and what leaving play does. */
export function playRoute(services: Services): void {
  const { router, board, store, sound, announcer, modes, sources } = services;
  const nav = router.nav;
  const play = () => board.play;
  const playScreen = router.add(
    new PlayScreen({
      undo: () => play()?.undo(),
      restart: () => play()?.restart(),
      pause: () => play()?.pause(),
      mute: () => play()?.toggleMute(),
      introGone: () => play()?.reframe(true),
      seeAll: () => play()?.toggleView(),
      hint: () => play()?.hint(),
      edit: () => edit(),
    }),
  );
  // A shelf level's list is the Community screen; every other level's, the level list.
  const levels = () =>
    void router.go(isShelfId(play()?.session?.id ?? '') ? { id: 'community' } : { id: 'levels' });
  const winPanel = new WinPanel({
    next: () => openNext(),
    restart: () => play()?.restart(),
    levels,
    watch: () => play()?.watchWin('own'),
    watchPar: () => play()?.watchPar(),
    compare: () => play()?.watchWin('shared'),
    share: () => void router.go({ id: 'share', from: 'won' }),
    edit: () => edit(),
  });
  const losePanel = new LosePanel({
    undo: () => play()?.undo(),
    restart: () => play()?.restart(),
    levels,
  });
  router.add(
    new LoadingScreen(() => {
      modes.cancel();
      // Back to where the level was opened from: a mode's level being made has no entry yet.
      const here = router.place;
      void (here.screen === 'play' ? router.back() : router.go(routeOfPlace(here)));
    }),
  );
  router.add(
    new PausePanel(store, {
      resume: () => play()?.resume(),
      restart: () => play()?.restart(),
      levels,
      share: () => void router.go({ id: 'share', from: 'pause' }),
    }),
  );
  router.add(winPanel);
  router.add(losePanel);

  /**
   * Session options; a dropped map reads its files from the drop, every other level from the level
   * files (loaded before the board: BoardHost.ensure).
   */
  const sessionOptions = (id?: string): SessionOptions => {
    // The first level's files may be all that is in: the catalogue fetches the rest when read.
    const catalog = services.levelFiles.readable;
    if (!catalog) throw new Error('the level files are not loaded yet');
    const local = id !== undefined && sources.isLocal(id) ? sources.local?.folder : undefined;
    const resolve = local ? local.resolveUrl : catalog.resolveUrl;
    const read = local ? local.readFile : (modes.readFile(id, catalog.readFile) ?? catalog.readFile);
    return {
      speed: services.params.speed * store.settings.walkSpeed,
      reducedMotion: store.settings.reducedMotion,
      designer: services.params.designer,
      touch: window.matchMedia?.('(pointer: coarse)').matches ?? false,
      readFile:
        id === undefined || isShippedLevel(id)
          ? read
          : services.sharedFiles.recording(id, read, (name) => catalog.text(`levels/${name}`)),
      jobs: services.jobs,
      resolveUrl: guardImages(resolve, window.location.href, (url) =>
        services.notices.show(
          `The map's picture ${url} was not loaded: pictures load only from this site or from files you drop. Its tiles are drawn as plain squares.`,
          'warn',
          12_000,
        ),
      ),
    };
  };
  board.deps = () => ({
    nav,
    playScreen,
    winPanel,
    losePanel,
    store,
    sound,
    announcer,
    sessionOptions,
    nextLevel: (id) => modes.nextOf(id) ?? nextLevelId(id),
    isBundled: (id) => sources.isBundled(id),
    recordOtherWin: (id, moves, stars) => modes.recordWin(id, moves, stars),
    onError: (error, id, file) => void router.go({ id: 'error', report: { kind: 'load', error, id, file } }),
    openNext: () => openNext(),
  });

  /** "Edit": the open level in the editor (a play-tested one as the maker left it). */
  const edit = (): void => {
    const session = play()?.session;
    if (!session) return;
    // Said here, before the editor's route is entered: the play stays as it is.
    const tooBig = tooBigToEdit(session.level.width, session.level.height);
    if (tooBig) {
      services.notices.show(`This level cannot be opened in the editor: ${tooBig}.`, 'warn');
      return;
    }
    const { id } = session;
    const file = session.level.file;
    const open = {
      kind: 'level',
      id,
      file,
      readFile: sessionOptions(id).readFile,
      source: {
        title: session.level.title,
        maker: makerOf(session.level),
        files: services.sharedFiles.filesOf(id, sources.fileOf(id) ?? file),
      },
    } as const;
    void router.go({ id: 'editor', open });
  };

  /** Win panel "Next level": the mode's next level, the next bundled one, or the list after the last. */
  const openNext = (): void => {
    const open = play()?.session?.id;
    if (open && modes.owns(open)) {
      void modes.openNext(open);
      return;
    }
    const id = open ? nextLevelId(open) : null;
    if (id) void router.go({ id: 'play', source: { kind: 'level', id } });
    else levels();
  };

  /** Loads a level the game knows by id and shows it (its loading screen, the board when needed, then play, or the error). */
  const loadLevel = async (id: string): Promise<void> => {
    const file = sources.fileOf(id);
    board.target = { id, file: file ?? `levels/${id}.tmj` };
    if (!file) {
      // Under the development server the level files bring live reload: a map saved under this
      // name then opens by itself. The message waits for them, so a save made once it shows is
      // heard (the first level's files alone came with the board, without live reload).
      await services.levelFiles.load().catch(() => {});
      void router.go({ id: 'error', report: { kind: 'unknown', id } });
      return;
    }
    const token = ++board.openToken;
    board.ready = false;
    const opened = board.beginOpen();
    try {
      play()?.close();
      nav.go('loading');
      // The first board: the level builds in the worker while the renderer starts (levelBuild.ts).
      if (!board.board)
        void services.levelFiles.loadFirst().then(
          () => token === board.openToken && buildAhead(file, sessionOptions(id)),
          () => {},
        );
      let made: Awaited<ReturnType<typeof board.ensure>>;
      try {
        made = await board.ensure();
      } catch (error) {
        if (token === board.openToken)
          void router.go({ id: 'error', report: { kind: 'load', error, id, file } });
        return;
      }
      // No board (no WebGL: the page says so), or the player left the loading screen meanwhile.
      if (!made || token !== board.openToken) return;
      if (await made.play.open(id, file)) {
        if (levelIndex.entry(id)) services.health.record(file, null);
        board.reportFailedImages(file);
      }
      board.ready = true;
    } finally {
      opened();
    }
  };

  /** Opens a level from any source: the one way in. */
  const openLevel = async ({ source }: RouteOf<'play'>, { fromHistory }: Arrival): Promise<void> => {
    switch (source.kind) {
      case 'level':
        // A made or dropped level lived in the old page only: a mode's goes back to the title
        // (where the modes are), dropped files to the list.
        if (fromHistory && sources.fileOf(source.id) === undefined) {
          await router.go(modes.owns(source.id) ? { id: 'title' } : { id: 'levels' });
          return;
        }
        return loadLevel(source.id);
      case 'link':
        return loadLevel(sources.idOfLink(source.link));
      case 'files':
        return openFiles(services, source.picked);
      case 'share':
        return openShareLink(services, source.link);
      case 'daily':
        return source.day === null ? modes.playDaily() : modes.playDay(source.day);
      case 'endless':
        return modes.playEndless(source.fresh);
    }
  };
  router.on('play', openLevel);

  router.onRoute((next) => {
    if (next.id === 'play' || next.id === 'share') return;
    if (next.id === 'error') {
      // A level that failed stays the live reload's target: its next good save replaces the problems.
      if (next.report.kind === 'link' || next.report.kind === 'local') board.target = null;
      play()?.close();
      return;
    }
    // Leaves play (a level open or still loading); a board that arrives late opens nothing stale.
    board.target = null;
    ++board.openToken;
    cancelBuildAhead();
    play()?.cancelLoad();
    play()?.close();
  });
}

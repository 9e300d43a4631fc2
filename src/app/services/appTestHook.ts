/**
 * The test hook (testHook.ts) read from the live app: the screen on top, the open level, its
 * state and pieces, and where its tiles are on the page. Installed only with `?test`.
 */
import { levelIndex } from '../levels/levelIndex';
import type { Services } from './services';
import { installTestHook } from './testHook';

/** Installs the hook; its getters read the services on every access. */
export function installAppTestHook({ router, board, stageHost, live }: Services): void {
  const session = () => board.play?.session ?? null;
  const origin = () => stageHost.getBoundingClientRect();
  installTestHook({
    get ready() {
      return board.ready && (router.nav.screenName !== 'play' || session() != null);
    },
    get screen() {
      return router.screen;
    },
    get levelId() {
      return session()?.id ?? null;
    },
    get levelTitle() {
      return session()?.level.title ?? null;
    },
    get lastReload() {
      const last = live()?.last;
      return last ? { ...last } : null;
    },
    get renders() {
      return board.board?.renders ?? 0;
    },
    get moving() {
      return board.board?.moving ?? false;
    },
    state() {
      const s = session();
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
      const world = session()?.sim.world;
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
      const s = session();
      if (!s) return null;
      const p = s.view.tileToScreen(x, y);
      const rect = origin();
      return { x: rect.left + p.x, y: rect.top + p.y };
    },
    tileOutlineToClient(x, y) {
      const s = session();
      if (!s) return null;
      const rect = origin();
      return s.view.tileOutlineOnScreen(x, y).map((p) => ({ x: rect.left + p.x, y: rect.top + p.y }));
    },
    board() {
      const s = session();
      if (!s) return null;
      const f = s.view.frame();
      const rect = origin();
      return {
        left: rect.left + f.left,
        top: rect.top + f.top,
        right: rect.left + f.right,
        bottom: rect.top + f.bottom,
      };
    },
    cursor() {
      const c = board.play?.cursor;
      return c ? { ...c } : null;
    },
    pointed() {
      const p = board.play?.input.pointed;
      return p ? { ...p } : null;
    },
    hint() {
      const h = board.play?.hintTile;
      return h ? { ...h } : null;
    },
    levels() {
      return levelIndex.ids();
    },
  });
}

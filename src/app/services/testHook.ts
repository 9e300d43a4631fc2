/**
 * The read-only test hook (a hook to observe, not a back door), installed only with `?test`:
 * end-to-end tests read state and map tiles to client points, then click or tap the real canvas.
 * It never sends commands.
 */
import type { Status } from '../../sim/types';
import type { ReloadTiming } from '../levels/liveReload';
import type { ShownName } from '../page/screenNames';

export interface TestState {
  readonly status: Status;
  readonly bones: number;
  readonly moves: number;
  readonly energyLeft: number | null;
  readonly cat: { readonly x: number; readonly y: number };
  readonly walking: boolean;
}

/** A piece on the board as the test hook reports it. */
export interface TestPiece {
  readonly kind: string;
  readonly x: number;
  readonly y: number;
  /** Gone but still on the board: an open door, a sleeping patroller. */
  readonly gone: boolean;
  /** An awake patroller's next tile. */
  readonly next?: { readonly x: number; readonly y: number };
}

export interface MazeCatTestHook {
  /** True once the first screen is shown and, on the play screen, the level is ready for input. */
  readonly ready: boolean;
  /** What the player sees on top (see `SCREEN_NAMES`), or `none` before the first screen. */
  readonly screen: ShownName;
  /** The open level's id, or null. */
  readonly levelId: string | null;
  /** Board frames drawn since the page loaded: a still or paused board draws none. */
  readonly renders: number;
  /** True while the board draws every display frame (a walk, the camera easing); false when still. */
  readonly moving: boolean;
  /** The open level's title, or null. */
  readonly levelTitle: string | null;
  /** The last save live reload heard of (development server only), or null. */
  readonly lastReload: Readonly<ReloadTiming> | null;
  /** The open level's state, or null when no level is open. */
  state(): TestState | null;
  /** The pieces on the board now (taken bones and keys, bribed guards have left it). */
  pieces(): TestPiece[];
  /** Client coordinates of a tile's centre (for page.mouse.click / page.touchscreen.tap), or null. */
  tileToClient(x: number, y: number): { x: number; y: number } | null;
  /**
   * Client coordinates of the corners of a tile's drawn outline (a rectangle, a diamond or a
   * hexagon, clockwise), or null: for taps aimed near a tile's edge, and to see a whole board framed.
   */
  tileOutlineToClient(x: number, y: number): { x: number; y: number }[] | null;
  /** The part of the page the board is framed in, clear of the HUD and the intro (client coordinates), or null. */
  board(): { left: number; top: number; right: number; bottom: number } | null;
  /** The keyboard cursor's tile, or null before the player moves it (or with no level open). */
  cursor(): { x: number; y: number } | null;
  /** The tile the player points at (a hover, a long press, the keyboard cursor), whose way the path preview shows, or null. */
  pointed(): { x: number; y: number } | null;
  /** The tile the hint showing marks, or null with no hint shown. */
  hint(): { x: number; y: number } | null;
  /** Bundled level ids in play order. */
  levels(): string[];
}

declare global {
  interface Window {
    __mazeCat?: MazeCatTestHook;
  }
}

/** Installs the hook on `window` (frozen getters over the live app). */
export function installTestHook(hook: MazeCatTestHook): void {
  Object.defineProperty(window, '__mazeCat', {
    value: Object.freeze(hook),
    configurable: false,
    writable: false,
  });
}

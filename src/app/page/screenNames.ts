/**
 * Every screen and panel the navigator shows, by the name the test hook reports and the UI root's
 * `data-screen` carries: screens (title, levels, about, community, loading, play, error), panels over play (pause,
 * won, lost, share), the level editor, and `nowebgl`, the message the boot shows when the browser cannot
 * draw the game.
 */
export const SCREEN_NAMES = [
  'title',
  'levels',
  'about',
  'community',
  'loading',
  'play',
  'pause',
  'won',
  'lost',
  'share',
  'error',
  'editor',
  'nowebgl',
] as const;

export type ScreenName = (typeof SCREEN_NAMES)[number];

/** What the player sees on top: a screen or panel, or `none` before the first screen shows. */
export type ShownName = ScreenName | 'none';

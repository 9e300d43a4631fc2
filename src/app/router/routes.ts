/**
 * The route table: every screen the app can show, as a typed route (an id and its parameters), and
 * for each which screen the navigator shows, whether it is a history entry of its own, and what
 * Back does there. The router (Router.ts) is the only reader; screens name routes, never each other.
 */

import type { ReadFile } from '../../tiled/types';
import type { Day } from '../modes/calendar';
import type { ScreenName } from '../page/screenNames';
import type { SharedFile } from '../share/mapPayload';
import type { ShareLink } from '../share/shareLink';
import type { Place } from './screenHistory';

/** Files the player dropped on the page or picked in the file dialog, with their paths. */
export type PickedFiles = readonly { readonly file: File; readonly path: string }[];

/**
 * Where a level comes from. Every level, from any source, opens through the play route: a source
 * that must be read or made first (files, a share link, a mode) becomes a `level` once it is.
 */
export type LevelSource =
  /** A level the game knows by id: bundled, or one a source below registered (url:, local:, shared:, daily:, endless:). */
  | { readonly kind: 'level'; readonly id: string }
  /** A `?level=` value: a bundled level's id or a map's address. */
  | { readonly kind: 'link'; readonly link: string }
  /** A designer's own map: dropped or picked files. */
  | { readonly kind: 'files'; readonly picked: PickedFiles }
  /** A share link's level (and its replay, watched once the level is open). */
  | { readonly kind: 'share'; readonly link: ShareLink }
  /** A day's puzzle (null: today's). */
  | { readonly kind: 'daily'; readonly day: Day | null }
  /** The endless run's level; `fresh` starts a new run. */
  | { readonly kind: 'endless'; readonly fresh: boolean };

/** The level a level opened in the editor was played as: what a remix credits (EditorRoute). */
export interface EditorSource {
  readonly title: string;
  readonly maker: string;
  /** The files of a level opened from a link (to link back to it), else null. */
  readonly files: readonly SharedFile[] | null;
}

/** What the editor opens: the maker's last draft (or a new level), or a level that was open in play. */
export type EditorOpen =
  | { readonly kind: 'draft' }
  | {
      readonly kind: 'level';
      readonly id: string;
      readonly file: string;
      readonly readFile: ReadFile;
      readonly source: EditorSource;
    };

/** Why a level cannot be shown: what the error screen reports. */
export type ErrorReport =
  /** The level's map failed to load or to build. */
  | { readonly kind: 'load'; readonly error: unknown; readonly id: string; readonly file: string }
  /** `?level=` named no level the game has. */
  | { readonly kind: 'unknown'; readonly id: string }
  /** A share link that cannot be opened. */
  | { readonly kind: 'link'; readonly message: string }
  /** Dropped or picked files with no playable map. */
  | { readonly kind: 'local'; readonly message: string };

/** Each route's parameters. */
export interface RouteParams {
  title: object;
  /** `at: 'opened'`: the list scrolled to the levels opened from links (the title's button). */
  levels: { readonly at?: 'opened' };
  about: object;
  community: object;
  play: { readonly source: LevelSource };
  error: { readonly report: ErrorReport };
  share: { readonly from: 'won' | 'pause' };
  editor: { readonly open: EditorOpen };
}

export type RouteId = keyof RouteParams;

/** A route: its id and its parameters. */
export type Route = { [K in RouteId]: { readonly id: K } & RouteParams[K] }[RouteId];

/** The route of one id. */
export type RouteOf<K extends RouteId> = Extract<Route, { readonly id: K }>;

/**
 * What Back does on a route: `leave` the game (history's own Back), go to the place `below` in
 * history (where the player came from), to the `entry` the screen shows over (its place's Back), or
 * to the `panel` it was opened from.
 */
export type BackRule = 'leave' | 'below' | 'entry' | 'panel';

/** How the router reads levels' ids and links (LevelSources). */
export interface LinkNames {
  /** What `?level=` says to open a level again, or null (dropped files: nothing to link to). */
  linkOf(id: string): string | null;
  /** The level id of a `?level=` value (an address is remembered, to be fetched). */
  idOfLink(link: string): string;
}

export interface RouteEntry<K extends RouteId> {
  /** The screen (or panel) the navigator shows when the route is entered; play shows loading first. */
  readonly screen: ScreenName;
  /** A panel opens over the screen beneath (play); a screen replaces it. */
  readonly layer: 'screen' | 'panel';
  /**
   * The route as a history entry, or null when it shows over the current entry (an error, a panel)
   * or must be read or made first (a level from files, a link or a mode: its `level` route is written).
   */
  place(route: RouteOf<K>, names: LinkNames): Place | null;
  readonly back: BackRule;
}

const entry = (place: Place) => () => place;
const over = () => null;

/** The route table: the one place that knows which screen shows and what Back does. */
export const ROUTES: { readonly [K in RouteId]: RouteEntry<K> } = {
  title: { screen: 'title', layer: 'screen', place: entry({ screen: 'title' }), back: 'leave' },
  levels: { screen: 'levels', layer: 'screen', place: entry({ screen: 'levels' }), back: 'below' },
  about: { screen: 'about', layer: 'screen', place: entry({ screen: 'about' }), back: 'below' },
  community: { screen: 'community', layer: 'screen', place: entry({ screen: 'community' }), back: 'below' },
  play: {
    screen: 'loading',
    layer: 'screen',
    place: ({ source }, names) => {
      if (source.kind === 'level') return { screen: 'play', level: source.id, link: names.linkOf(source.id) };
      if (source.kind === 'link')
        return { screen: 'play', level: names.idOfLink(source.link), link: source.link };
      return null;
    },
    back: 'below',
  },
  error: { screen: 'error', layer: 'screen', place: over, back: 'entry' },
  share: { screen: 'share', layer: 'panel', place: over, back: 'panel' },
  editor: { screen: 'editor', layer: 'screen', place: entry({ screen: 'editor' }), back: 'below' },
};

/** The route a history entry's place shows (Back, Forward, a reload). */
export function routeOfPlace(place: Place): Route {
  switch (place.screen) {
    case 'play':
      return {
        id: 'play',
        source: place.link === null ? { kind: 'level', id: place.level } : { kind: 'link', link: place.link },
      };
    case 'editor':
      return { id: 'editor', open: { kind: 'draft' } };
    default:
      return { id: place.screen };
  }
}

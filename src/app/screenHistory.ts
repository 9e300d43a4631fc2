/**
 * Screens as browser history entries, so Back and Forward move between them as a player expects:
 * the title, the level list above it, and a level above that. Back from a level returns to the
 * list, Back from the list to the title, Back from the title leaves the game. Panels (pause, win,
 * lose) and the loading and error screens belong to the entry they show over.
 *
 * A level's entry has the level in its address (`?level=<id or url>`), so a reload or a shared link
 * opens it; a game opened that way gets the title and the list put beneath it, so Back still walks
 * down through them. Going to a place below the current one (the list from a level) goes back in
 * history rather than adding an entry, so the entries always stand title, list, level.
 */

/** Where the player is, as history records it. */
export type Place =
  | { readonly screen: 'title' }
  | { readonly screen: 'levels' }
  | {
      readonly screen: 'play';
      /** The level's id in the game. */
      readonly level: string;
      /** What `?level=` says to open it again (an id or a URL), or null for one that cannot be linked (dropped files). */
      readonly link: string | null;
    };

const DEPTH: Readonly<Record<Place['screen'], number>> = { title: 0, levels: 1, play: 2 };

/** What this module stores in `history.state`. */
interface Entry {
  readonly mazeCat: Place;
}

/** The parts of `window.history` used (a fake one in tests). */
export interface HistoryApi {
  readonly state: unknown;
  pushState(data: unknown, unused: string, url?: string): void;
  replaceState(data: unknown, unused: string, url?: string): void;
  go(delta: number): void;
}

/** Address-bar options that must not be written back: `reset` would forget progress again on a reload. */
const ONE_SHOT_PARAMS = ['reset'];

/** The address of a place: the page's own options kept, `level` set for a linkable level, else removed. */
export function placeUrl(place: Place, href: string): string {
  const url = new URL(href);
  for (const name of [...ONE_SHOT_PARAMS, 'level']) url.searchParams.delete(name);
  if (place.screen === 'play' && place.link !== null) url.searchParams.set('level', place.link);
  // `?test` and other bare flags stay bare (URLSearchParams would write `test=`).
  url.search = url.searchParams.toString().replace(/=(?=&|$)/g, '');
  return url.href;
}

/** The place a history entry holds, or null when it is not one of this module's. */
export function placeOf(state: unknown): Place | null {
  const place = (state as Partial<Entry> | null)?.mazeCat;
  if (!place || typeof place !== 'object') return null;
  if (place.screen === 'title' || place.screen === 'levels') return { screen: place.screen };
  if (place.screen === 'play' && typeof place.level === 'string')
    return { screen: 'play', level: place.level, link: typeof place.link === 'string' ? place.link : null };
  return null;
}

function samePlace(a: Place, b: Place): boolean {
  return a.screen === b.screen && (a.screen !== 'play' || (b.screen === 'play' && a.level === b.level));
}

export class ScreenHistory {
  private current: Place = { screen: 'title' };

  constructor(
    private readonly history: HistoryApi,
    private readonly href: () => string,
  ) {}

  /**
   * The place to show when the page loads: the one its history entry holds (a reload; a level that
   * lived in the old page only, dropped or made by a mode, is for the app to leave), or else
   * `initial` (from the address), with the title and the list written beneath a level.
   */
  start(initial: Place): Place {
    const saved = placeOf(this.history.state);
    if (saved) {
      this.current = saved;
      return saved;
    }
    this.write('replace', { screen: 'title' });
    if (initial.screen !== 'title') this.write('push', { screen: 'levels' });
    if (initial.screen === 'play') this.write('push', initial);
    this.current = initial;
    return initial;
  }

  /**
   * The player moved to `place` in the game (a button, a card): an entry for a place above this
   * one (and the list between, coming from the title straight to a level), the entry replaced for
   * a place beside it (the next level), history gone back for one below (the list from a level).
   */
  go(place: Place): void {
    const delta = DEPTH[place.screen] - DEPTH[this.current.screen];
    if (delta < 0) {
      this.current = place;
      this.history.go(delta);
      return;
    }
    if (delta === 0) this.write('replace', place);
    else {
      // From the title straight to a level (Play): the list goes between, for Back to find.
      if (delta === 2) this.write('push', { screen: 'levels' });
      this.write('push', place);
    }
    this.current = place;
  }

  /**
   * Back or Forward landed on `state`: the place to show, or null when there is nothing to do
   * (already shown, because the game itself went back; or not an entry of this game's).
   */
  popped(state: unknown): Place | null {
    const place = placeOf(state);
    if (!place || samePlace(place, this.current)) return null;
    this.current = place;
    return place;
  }

  private write(how: 'push' | 'replace', place: Place): void {
    const entry: Entry = { mazeCat: place };
    const url = placeUrl(place, this.href());
    if (how === 'push') this.history.pushState(entry, '', url);
    else this.history.replaceState(entry, '', url);
  }
}

/**
 * Screens as browser history entries, so Back and Forward move between them as a player expects:
 * Back returns to where the player came from. The title is the bottom entry; the level list, the
 * About screen and a level stand above whatever the player opened them from (a level played from
 * the title or from Endless goes Back to the title, one picked in the list goes Back to the list),
 * and Back from the title leaves the game. Panels (pause, win, lose, share) and the loading and
 * error screens belong to the entry they show over.
 *
 * Each entry holds its place and the places beneath it, so a reload (or Back into an entry written
 * by an earlier page) knows what lies below. A level's entry has the level in its address
 * (`?level=<id or url>`), so a reload or a shared link opens it; a game opened that way gets the
 * title and the list put beneath it. Going to a place already beneath the current one (the list
 * from a level picked in it) goes back in history rather than adding an entry; a place lower than
 * the current one but not beneath it (the list from a level played from the title) takes the
 * current entry's place; the next level takes its level's entry.
 */

/** Where the player is, as history records it. */
export type Place =
  | { readonly screen: 'title' }
  | { readonly screen: 'levels' }
  | { readonly screen: 'about' }
  | { readonly screen: 'community' }
  | { readonly screen: 'editor' }
  | {
      readonly screen: 'play';
      /** The level's id in the game. */
      readonly level: string;
      /** What `?level=` says to open it again (an id or a URL), or null for one that cannot be linked (dropped files). */
      readonly link: string | null;
    };

/** How far from the title a place stands: a place is never written above one of the same or a greater depth but replaces it. */
const DEPTH: Readonly<Record<Place['screen'], number>> = {
  title: 0,
  levels: 1,
  about: 1,
  community: 1,
  editor: 1,
  play: 2,
};

/** What this module stores in `history.state`. */
interface Entry {
  readonly mazeCat: Place;
  /** The places of the entries beneath, the title first. */
  readonly below?: readonly Place[];
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

/** A place read back from history (untrusted: an older page, another app on the same origin), or null. */
function readPlace(value: unknown): Place | null {
  const place = value as Partial<Place> | null;
  if (!place || typeof place !== 'object') return null;
  if (
    place.screen === 'title' ||
    place.screen === 'levels' ||
    place.screen === 'about' ||
    place.screen === 'community' ||
    place.screen === 'editor'
  )
    return { screen: place.screen };
  if (place.screen === 'play' && typeof place.level === 'string')
    return { screen: 'play', level: place.level, link: typeof place.link === 'string' ? place.link : null };
  return null;
}

/** The place a history entry holds, or null when it is not one of this module's. */
export function placeOf(state: unknown): Place | null {
  return readPlace((state as Partial<Entry> | null)?.mazeCat);
}

/** The places beneath a history entry's own (the title when it names none). */
function belowOf(state: unknown, place: Place): Place[] {
  const below = (state as Partial<Entry> | null)?.below;
  const read = Array.isArray(below) ? below.map(readPlace).filter((p): p is Place => p !== null) : [];
  if (read.length === 0 && place.screen !== 'title') return [{ screen: 'title' }];
  return read;
}

/** The same place: the same screen, and for a level the same level. */
export function samePlace(a: Place, b: Place): boolean {
  return a.screen === b.screen && (a.screen !== 'play' || (b.screen === 'play' && a.level === b.level));
}

export class ScreenHistory {
  /** The places of the game's entries up to the current one, the title first. */
  private stack: Place[] = [{ screen: 'title' }];

  constructor(
    private readonly history: HistoryApi,
    private readonly href: () => string,
  ) {}

  /** The place on screen, as history has it. */
  get current(): Place {
    return this.stack[this.stack.length - 1];
  }

  /** The place Back goes to, or null when Back leaves the game. */
  get below(): Place | null {
    return this.stack.length > 1 ? this.stack[this.stack.length - 2] : null;
  }

  /**
   * The place to show when the page loads: the one its history entry holds (a reload; a level that
   * lived in the old page only, dropped or made by a mode, is for the app to leave), or else
   * `initial` (from the address), with the title and the list written beneath a level.
   */
  start(initial: Place): Place {
    const saved = placeOf(this.history.state);
    if (saved) {
      this.stack = [...belowOf(this.history.state, saved), saved];
      return saved;
    }
    this.stack = [];
    this.write('replace', { screen: 'title' });
    if (initial.screen === 'play') this.write('push', { screen: 'levels' });
    if (initial.screen !== 'title') this.write('push', initial);
    return initial;
  }

  /**
   * The player moved to `place` in the game (a button, a card): history goes back to it when it is
   * beneath; it takes the current entry's place when it is the same place, another level, or a place
   * lower than this one; otherwise it is a new entry above this one.
   */
  go(place: Place): void {
    const current = this.current;
    let beneath = this.stack.length - 2;
    while (beneath >= 0 && !samePlace(this.stack[beneath], place)) beneath--;
    if (beneath >= 0 && !samePlace(current, place)) {
      const delta = beneath - (this.stack.length - 1);
      this.stack = this.stack.slice(0, beneath + 1);
      this.history.go(delta);
      return;
    }
    this.write(DEPTH[place.screen] <= DEPTH[current.screen] ? 'replace' : 'push', place);
  }

  /**
   * Back or Forward landed on `state`: the place to show, or null when there is nothing to do
   * (already shown, because the game itself went back; or not an entry of this game's).
   */
  popped(state: unknown): Place | null {
    const place = placeOf(state);
    if (!place) return null;
    const shown = samePlace(place, this.current);
    this.stack = [...belowOf(state, place), place];
    return shown ? null : place;
  }

  private write(how: 'push' | 'replace', place: Place): void {
    if (how === 'replace') this.stack.pop();
    const entry: Entry = { mazeCat: place, below: [...this.stack] };
    const url = placeUrl(place, this.href());
    if (how === 'push') this.history.pushState(entry, '', url);
    else this.history.replaceState(entry, '', url);
    this.stack.push(place);
  }
}

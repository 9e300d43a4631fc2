/** Test helper: a browser history in memory, for the screen history's and the router's tests. */
import { type HistoryApi, placeOf } from './screenHistory';

/** A list of entries and a position; `go` fires popstate (to `popstate`, and recorded in `popped`). */
export class FakeHistory implements HistoryApi {
  entries: { state: unknown; url: string }[];
  index = 0;
  popped: unknown[] = [];
  /** The page's popstate listener, if one is installed. */
  popstate: ((e: { state: unknown }) => void) | null = null;

  constructor(url: string) {
    this.entries = [{ state: null, url }];
  }

  get state(): unknown {
    return this.entries[this.index].state;
  }

  get url(): string {
    return this.entries[this.index].url;
  }

  pushState(state: unknown, _: string, url = this.url): void {
    this.entries = this.entries.slice(0, this.index + 1);
    this.entries.push({ state, url });
    this.index++;
  }

  replaceState(state: unknown, _: string, url = this.url): void {
    this.entries[this.index] = { state, url };
  }

  go(delta: number): void {
    this.index += delta;
    this.popped.push(this.state);
    this.popstate?.({ state: this.state });
  }

  /** The screen of every entry ('other' for one not the game's). */
  screens(): string[] {
    return this.entries.map((e) => placeOf(e.state)?.screen ?? 'other');
  }
}

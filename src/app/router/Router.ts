// Room router/ (docs/architecture.md, "The rooms of src/app"): the route table, the router that shows a
// route, and the browser history it keeps in step.
/**
 * The router: shows a route (routes.ts) and keeps browser history in step with it. Screens register
 * what entering their route does and go elsewhere only by asking the router; which screen shows,
 * what becomes a history entry and what Back does are read from the route table.
 */

import type { ShownName } from '../page/screenNames';
import type { Navigator } from '../screens/Navigator';
import type { Screen } from '../screens/Screen';
import { type LinkNames, ROUTES, type Route, type RouteId, type RouteOf, routeOfPlace } from './routes';
import { type HistoryApi, type Place, ScreenHistory } from './screenHistory';

/** How a route was reached. */
export interface Arrival {
  /** By Back, Forward or a reload: history already stands there. */
  readonly fromHistory: boolean;
}

/** What a screen module does when its route is entered. */
export type RouteHandler<K extends RouteId> = (route: RouteOf<K>, arrival: Arrival) => void | Promise<void>;

export class Router {
  private readonly history: ScreenHistory;
  private readonly handlers: { [K in RouteId]?: RouteHandler<K> } = {};
  private readonly redraws = new Map<RouteId, () => void>();
  private readonly listeners: ((next: Route) => void)[] = [];
  private shown: Route = { id: 'title' };
  /** The last route shown as a screen (not a panel): what a panel closes back to. */
  private screenRoute: Route = { id: 'title' };

  constructor(
    /** Shows the screens and panels; play's own panels (pause, win, lose) open on it directly. */
    readonly nav: Navigator,
    history: HistoryApi,
    href: () => string,
    private readonly names: LinkNames,
  ) {
    this.history = new ScreenHistory(history, href);
  }

  /** Registers a screen (or panel) with the navigator, hidden until its route shows. */
  add<S extends Screen>(screen: S): S {
    return this.nav.add(screen);
  }

  /** Registers what entering route `id` does (one module per route). */
  on<K extends RouteId>(id: K, handler: RouteHandler<K>, redraw?: () => void): void {
    (this.handlers as Record<K, RouteHandler<K>>)[id] = handler;
    if (redraw) this.redraws.set(id, redraw);
  }

  /**
   * Routes whose screen modules are fetched on first use: entering one of `ids` awaits `load`
   * (which wires their handlers with `on`, replacing these), then shows the route with them, unless
   * the player went elsewhere meanwhile. `load` is the caller's, so it can also prefetch.
   */
  onFirstUse(ids: readonly RouteId[], load: () => Promise<void>): void {
    for (const id of ids) {
      const waiting: RouteHandler<typeof id> = async (route, arrival) => {
        await load();
        const handler = this.handlers[id] as RouteHandler<typeof id> | undefined;
        if (this.shown !== route || !handler || handler === waiting) return;
        await handler(route, arrival);
      };
      (this.handlers as Record<RouteId, RouteHandler<RouteId>>)[id] = waiting;
    }
  }

  /** Called before every route is entered, with the route (play leaves its level for another screen). */
  onRoute(listener: (next: Route) => void): void {
    this.listeners.push(listener);
  }

  /** The route last entered. */
  get current(): Route {
    return this.shown;
  }

  /** What the player sees on top (a panel, else the screen). */
  get screen(): ShownName {
    return this.nav.current;
  }

  /** The history entry the player is on (an error or a panel shows over it). */
  get place(): Place {
    return this.history.current;
  }

  /** The history entry beneath the current one: where Back goes (null: Back leaves the game). */
  get below(): Place | null {
    return this.history.below;
  }

  /** The player went somewhere in the game: history is written as the route table says, then the route shows. */
  go(route: Route): Promise<void> {
    const place = (ROUTES[route.id].place as (r: Route, n: LinkNames) => Place | null)(route, this.names);
    if (place) this.history.go(place);
    return this.enter(route, { fromHistory: false });
  }

  /**
   * What Back does here (the route table's rule), as the browser's Back would: the place the player
   * came from; from an error, the place beneath the entry it shows over; from the share panel, the
   * panel it was opened from. On the title there is nothing in the game to go back to.
   */
  back(): Promise<void> {
    const shown = this.shown;
    const rule = ROUTES[shown.id].back;
    if (shown.id === 'share') {
      this.shown = this.screenRoute;
      this.nav.openPanel(shown.from === 'won' ? 'won' : 'pause');
      return Promise.resolve();
    }
    const entry = this.history.current;
    const target = rule === 'entry' && entry.screen !== 'play' ? entry : this.history.below;
    if (rule === 'leave' || !target) return Promise.resolve();
    return this.go(routeOfPlace(target));
  }

  /**
   * Shows the first route: the one this history entry holds (a reload), else `initial` (from the
   * address). From then on Back and Forward show the route their entry holds.
   */
  start(initial: Place, window: Pick<Window, 'addEventListener'>): Route {
    window.addEventListener('popstate', (e) => {
      const place = this.history.popped((e as PopStateEvent).state);
      if (place) void this.enter(routeOfPlace(place), { fromHistory: true });
    });
    return routeOfPlace(this.history.start(initial));
  }

  /** Shows a route without writing history (the first route, or one history already stands on). */
  enter(route: Route, arrival: Arrival): Promise<void> {
    for (const listener of this.listeners) listener(route);
    this.shown = route;
    if (ROUTES[route.id].layer === 'screen') this.screenRoute = route;
    const handler = this.handlers[route.id] as RouteHandler<typeof route.id> | undefined;
    if (!handler) throw new Error(`no screen for the route ${route.id}`);
    return Promise.resolve(handler(route as never, arrival));
  }

  /** Draws a route's screen again if it is the one on screen (the level list after a file changed). */
  redraw(id: RouteId): void {
    if (this.nav.screenName === ROUTES[id].screen) this.redraws.get(id)?.();
  }
}

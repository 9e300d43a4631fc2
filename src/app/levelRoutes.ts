/**
 * The routes a level needs, in one chunk fetched on first use (GameApp): play with its panels,
 * the share panel over them, and the error screen of a level that cannot be played. The title
 * and the level list never show them, so they stay out of the first screen; the title prefetches
 * this chunk when the page is idle, so Play after it does not wait for it. Part of the app shell
 * (with GameApp.ts): the only modules that name screen modules.
 */

import { errorRoute } from './routes/errorRoute';
import { playRoute } from './routes/playRoute';
import { shareRoute } from './routes/shareRoute';
import type { Services } from './services/services';

/** The screen modules of a level's routes, each wiring its route to the router. */
export const LEVEL_ROUTES: readonly ((services: Services) => void)[] = [playRoute, shareRoute, errorRoute];

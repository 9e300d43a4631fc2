/**
 * The Community route: the shelf of levels players made (levels/community/). The screen and the
 * shelf's manifest come in a chunk of their own, fetched the first time the route is entered, so
 * the title stays small; a card opens its level through the play route, and Back from the level
 * comes back here with its stars. Under the dev server a saved shelf map regenerates the manifest,
 * and the screen takes it in place (no page reload).
 */
import type { CommunityScreen } from '../community/CommunityScreen';
import type { ShelfEntry } from '../community/shelfEntry';
import type { Services } from '../services/services';

/** Wires the community route. */
export function communityRoute({ router, store, notices }: Services): void {
  let screen: Promise<CommunityScreen> | null = null;
  const made = (): Promise<CommunityScreen> => {
    screen ??= Promise.all([import('../community/CommunityScreen'), import('virtual:community-shelf')]).then(
      ([{ CommunityScreen }, shelf]) =>
        router.add(
          new CommunityScreen(store, shelf.default, {
            pick: (id) => void router.go({ id: 'play', source: { kind: 'level', id } }),
            back: () => void router.back(),
          }),
        ),
    );
    return screen;
  };
  if (import.meta.hot)
    import.meta.hot.accept('virtual:community-shelf', (next) => {
      const entries = (next as { default: readonly ShelfEntry[] } | undefined)?.default;
      if (entries) void screen?.then((shown) => shown.setEntries(entries));
    });
  router.on('community', async (route) => {
    const shown = await made().catch((error: unknown) => {
      screen = null;
      notices.show(`The Community screen could not be loaded: ${String(error)}`, 'warn');
      return null;
    });
    // The player may have gone elsewhere while the chunk came.
    if (shown && router.current === route) router.nav.go('community');
  });
}

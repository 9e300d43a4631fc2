/**
 * The title route: the title screen with the modes' part (the daily puzzle, endless mode). Play
 * opens the first unlocked level not yet won; every button goes through the router.
 */
import { levelIndex } from '../levels/levelIndex';
import { openLevels } from '../levels/unlocking';
import { ModesMenu } from '../modes/ModesMenu';
import { TitleScreen } from '../screens/TitleScreen';
import type { Services } from '../services/services';
import { openedLinksEntry } from '../share/openedLinksEntry';

/** Wires the title route. */
export function titleRoute({ router, store, modes, fileDialog, openedLinks }: Services): void {
  /** Title "Play": the first unlocked level not yet won, else the first level. */
  const playNext = (): void => {
    const levels = levelIndex.entries();
    const won = store.progress.levels;
    const open = openLevels(won, levels);
    const next = (levels.find((l) => open.has(l.id) && !won[l.id]) ?? levels[0])?.id;
    void router.go(next ? { id: 'play', source: { kind: 'level', id: next } } : { id: 'levels' });
  };
  router.add(
    new TitleScreen(
      store,
      {
        play: playNext,
        levels: () => void router.go({ id: 'levels' }),
        community: () => void router.go({ id: 'community' }),
        ownMap: () => fileDialog.open(),
        about: () => void router.go({ id: 'about' }),
        make: () => void router.go({ id: 'editor', open: { kind: 'draft' } }),
      },
      [
        new ModesMenu(modes, {
          daily: () => void router.go({ id: 'play', source: { kind: 'daily', day: null } }),
          endless: (fresh) => void router.go({ id: 'play', source: { kind: 'endless', fresh } }),
        }),
        openedLinksEntry(openedLinks, () => void router.go({ id: 'levels', at: 'opened' })),
      ],
    ),
  );
  router.on('title', () => {
    router.nav.go('title');
  });
}

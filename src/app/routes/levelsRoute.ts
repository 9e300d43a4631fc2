/**
 * The levels route: the level list, its cards from the level index with the levels found broken
 * marked (checked in the job worker, which reads the level files: fetched with the list).
 */

import { type LevelCard, LevelSelectScreen } from '../levels/LevelSelectScreen';
import { levelIndex } from '../levels/levelIndex';
import type { Services } from '../services/services';
import { OpenedLinksList } from '../share/OpenedLinksList';

/** Wires the levels route. */
export function levelsRoute({
  router,
  store,
  levelFiles,
  health,
  fileDialog,
  openedLinks,
  notices,
}: Services): void {
  const levelCards = (): LevelCard[] => {
    const levels = levelIndex.entries();
    if (levelFiles.catalog) health.check(levels);
    else
      levelFiles.load().then(
        () => router.redraw('levels'),
        () => {},
      );
    return levels.map((e) => ({ ...e, broken: health.errorOf(e.file) !== undefined }));
  };
  const opened = new OpenedLinksList(openedLinks, {
    // The link reader (with fflate) loads only when a kept link is played.
    play: async (link) => {
      const { readShareLink } = await import('../share/shareLink');
      await router.go({ id: 'play', source: { kind: 'share', link: readShareLink(link.fragment) } });
    },
    notify: (message, kind, action) => notices.show(message, kind, action ? 12_000 : 8000, action),
  });
  const levelSelect = router.add(
    new LevelSelectScreen(
      store,
      levelCards,
      {
        pick: (id) => void router.go({ id: 'play', source: { kind: 'level', id } }),
        back: () => void router.back(),
        ownMap: () => fileDialog.open(),
      },
      [opened],
    ),
  );
  // The dev server rewrites the index when a level's title or par changes; the list is drawn
  // again only where it shows, so a save while a level is played does not queue level checks.
  levelIndex.onChange(() => router.redraw('levels'));
  router.on(
    'levels',
    ({ at }) => {
      router.nav.go('levels');
      if (at === 'opened') opened.reveal();
    },
    () => levelSelect.render(),
  );
}

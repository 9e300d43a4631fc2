/**
 * The share route: the share panel over the win or pause panel, for the open level (its link,
 * and the replay of a win when there is one). Closing it goes back to the panel it came from.
 */
import { encodeReplay } from '../../sim/replay/tapCode';
import { isShippedLevel } from '../levels/levelIndex';
import { dailyLevel, parseModeId } from '../modes/modeLevels';
import type { Services } from '../services/services';
import { SharePanel } from '../share/SharePanel';
import { type OfferedReplay, replayLabel, shareOffer } from '../share/shareOffer';

/** Wires the share route. */
export function shareRoute({ router, board, store, sources, sharedFiles, levelFiles }: Services): void {
  const sharePanel = router.add(
    new SharePanel(
      () => void router.back(),
      async () => {
        const level = board.play?.session?.level;
        const catalog = levelFiles.readable;
        if (!level || !catalog) return 'There is no level open to draw.';
        // The drawing code loads only when a picture is asked for.
        const { saveBoardPicture } = await import('../share/boardPicture');
        return saveBoardPicture(level, (picture) => catalog.resolveUrl(`levels/${picture}`));
      },
    ),
  );
  /** The share panel for the open level, over the panel it was opened from. */
  router.on('share', () => {
    const s = board.play?.session;
    if (!s) return;
    const shipped = isShippedLevel(s.id);
    const mode = parseModeId(s.id);
    const file = sources.fileOf(s.id);
    let replay: OfferedReplay | null = null;
    const saved = store.progress.levels[s.id];
    if (s.sim.status === 'won')
      replay = { code: encodeReplay(s.replay), label: replayLabel('your win', s.sim.moves) };
    else if (shipped && saved?.replay)
      replay = { code: saved.replay, label: replayLabel('your best win', saved.best) };
    // A daily puzzle goes by its day (every game makes the same level from it); a shipped level by
    // its id; any other by its files, packed into the link.
    const files =
      shipped || mode?.mode === 'daily' || file === undefined ? null : sharedFiles.filesOf(s.id, file);
    const level = shipped
      ? { shippedId: s.id }
      : mode?.mode === 'daily'
        ? { daily: mode.day, seed: dailyLevel(mode.day).options.seed }
        : files
          ? { files }
          : null;
    sharePanel.set(
      level
        ? shareOffer(level, replay, window.location.href)
        : {
            link: () => ({ error: 'This level cannot be shared: its files are no longer at hand.' }),
            replayLabel: null,
            withReplay: false,
          },
    );
    router.nav.openPanel('share');
  });
}

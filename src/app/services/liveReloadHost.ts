/**
 * Dev only: what live reload does on the page (liveReload.ts decides when). A saved level file
 * reloads the level the player opened, in place, whether it is being played or shown with its
 * problems; the level list is drawn again too. A notice says which file changed, and once the
 * solver (in the job worker) has the reloaded level, a level it finds no win on gets a notice
 * saying why in its words, as Tiled's on-save check and `maze-cat check` say it; that notice stays
 * until the next save or until it is closed.
 */
import { LiveReload } from '../levels/liveReload';
import type { Services } from './services';

/** The notice's line for a level the solver finds no win on: the file and the solver's reason. */
export function cannotBeWon(file: string, reason: string | null): string {
  return `${file} cannot be won${reason ? `: ${reason}` : ''}.`;
}

/** Connects live reload to the catalog the page's levels come from; null outside the development server. */
export function connectLiveReload(
  { board, health, router, notices, sources }: Services,
  catalog: Parameters<typeof LiveReload.connect>[0],
): LiveReload | null {
  catalog.onChange((files) => {
    health.forget(files);
    router.redraw('levels');
  });
  /** Takes the last save's "cannot be won" away: a newer save is on its way. */
  let dismissVerdict = (): void => {};
  return LiveReload.connect(catalog, {
    // Only bundled levels reload: a dropped map or a URL level does not come from levels/.
    target: () => (board.target && !sources.isOther(board.target.id) ? board.target : null),
    reload: async (target, changed) => {
      dismissVerdict();
      const made = await board.ensure();
      if (!made) return false;
      const playable = await made.play.open(target.id, target.file);
      if (!playable) return false;
      notices.show(`Reloaded: ${changed.join(', ')} changed.`, 'info', 2500);
      board.reportFailedImages(target.file);
      const session = made.play.session;
      void made.play.solution()?.then(
        (solution) => {
          // Said for the level still open from this save only.
          if (solution.verdict !== 'unsolvable' || made.play.session !== session) return;
          dismissVerdict();
          dismissVerdict = notices.show(cannotBeWon(target.file, solution.reason), 'warn', 0);
        },
        () => {},
      );
      return true;
    },
  });
}

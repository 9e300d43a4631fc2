/**
 * Opens a share link (shareLink.ts): its level, ready to play, with its replay (the sender's win)
 * offered to watch if it has one. A shared map is
 * opened as a dropped one is, with the same limits and checks. The fragment is cleared, so a
 * reload does not open the link again over what the player does next.
 */
import { levelIdOf } from '../levels/levelCatalog';
import { levelIndex } from '../levels/levelIndex';
import { isDay } from '../modes/calendar';
import { dailyId } from '../modes/modeLevels';
import { makerOf } from '../share/levelWords';
import { type ShareLink, shareFragment } from '../share/shareLink';
import { openOwnFiles } from './ownFiles';
import type { Services } from './services';

/** Removes a share link from the address (keeping the history entry's state), so a reload does not open it again. */
function clearFragment(): void {
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
}

export async function openShareLink(services: Services, link: ShareLink): Promise<void> {
  const { router, modes, board } = services;
  clearFragment();
  if (link.kind === 'none') return;
  const fail = (message: string) => void router.go({ id: 'error', report: { kind: 'link', message } });
  if (link.kind === 'error') {
    fail(link.message);
    return;
  }
  const { level } = link;
  let id: string;
  if (level.kind === 'daily') {
    if (!isDay(level.day)) {
      fail(`This link is for the daily puzzle of "${level.day}", which is not a day.`);
      return;
    }
    id = dailyId(level.day);
    await modes.playDay(level.day);
  } else if (level.kind === 'level') {
    id = level.id;
    if (!levelIndex.entry(id)) {
      fail(`This link is for the level "${id}", which this version of Maze Cat does not have.`);
      return;
    }
    await router.go({ id: 'play', source: { kind: 'level', id } });
  } else {
    const files = level.files.map((f) => ({ path: f.path, text: async () => f.text, url: null }));
    id = `shared:${levelIdOf(files[0].path)}`;
    if (!(await openOwnFiles(services, id, files[0].path, files, fail))) return;
  }
  const play = board.play;
  const session = play?.session;
  if (!play || session?.id !== id) return;
  // Kept to play again, offline too: the level (a packed map is all of it), not the replay.
  const refused = services.openedLinks.remember({
    title: session.level.title,
    maker: makerOf(session.level),
    fragment: shareFragment(level, null),
  });
  if (refused) services.notices.show(refused, 'warn', 10_000);
  // The sender's win is offered, not played: the level is the player's to try first.
  if (link.replay) session.offerShared(link.replay);
}

/**
 * The community shelf's manifest (src/app/community/shelfEntry.ts): every level in
 * levels/community/ that passes the shelf's checks (shelfCheck.ts), with its size, mechanics,
 * difficulty, remix credits and board, in file-name order. Vite serves it as the module
 * `virtual:community-shelf` (vite.config.ts), built with the game; a level that fails is left off
 * the shelf and reported.
 */
import type { RemixCredit, ShelfEntry } from '../../src/app/community/shelfEntry';
import {
  boardRows,
  boardTints,
  isShelfId,
  levelMechanics,
  ownKindNames,
  type ShelfInfo,
} from '../../src/level/shelfInfo';
import type { IndexProblem } from './levelIndex';
import { checkShelf } from './shelfCheck';

/** The longest chain of credits a card lists (a remix of a remix of...). */
const MAX_CREDITS = 8;

/** The manifest of the shelf in `dir`, and the problems of the levels left off it. */
export async function buildShelfManifest(
  dir: string,
): Promise<{ entries: ShelfEntry[]; problems: IndexProblem[] }> {
  const { checked, problems: found } = await checkShelf(dir);
  // Each problem's line names its file or level already.
  const problems: IndexProblem[] = found.map((message) => ({ file: dir, message }));
  const byId = new Map(checked.map((c) => [c.info.id, c.info]));
  const entries = checked.map(({ info, level, par, difficulty }) => ({
    id: info.id,
    title: info.title,
    maker: info.maker,
    licence: info.licence,
    width: level.width,
    height: level.height,
    mechanics: levelMechanics(level),
    band: difficulty.band,
    score: difficulty.score,
    par,
    added: info.added,
    remixOf: creditsOf(info, byId),
    board: boardRows(level),
    tints: boardTints(level),
    ownKinds: ownKindNames(level),
  }));
  return { entries, problems };
}

/** The chain of levels `info` was made from, nearest first, up to a level off the shelf or a loop. */
export function creditsOf(info: ShelfInfo, byId: ReadonlyMap<string, ShelfInfo>): RemixCredit[] {
  const credits: RemixCredit[] = [];
  const seen = new Set([info.id]);
  for (let at = info.remixOf; at !== null && credits.length < MAX_CREDITS; ) {
    const from = isShelfId(at) ? byId.get(at) : undefined;
    credits.push({ id: from ? from.id : null, title: from?.title ?? null, maker: from?.maker ?? null });
    if (!from || seen.has(from.id)) break;
    seen.add(from.id);
    at = from.remixOf;
  }
  return credits;
}

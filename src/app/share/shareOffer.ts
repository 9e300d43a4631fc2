import { formatMoves } from '../../grid/costNumbers';
import { MAX_MAP_CHARS, PayloadError, packMap, type SharedFile } from './mapPayload';
import type { ShareOffer } from './SharePanel';
import { MAX_LINK_CHARS } from './shareFragment';
import { type SharedLevel, shareFragment } from './shareLink';

/** A replay that can go with the link: its code and what to call it. */
export interface OfferedReplay {
  readonly code: string;
  /** "your win (17 moves)". */
  readonly label: string;
}

/** Words for a replay of a win in `moves`: `your win (17 moves)`. */
export function replayLabel(what: string, moves: number): string {
  return `${what} (${formatMoves(moves)} moves)`;
}

/**
 * The share panel's offer for a level: a shipped level by its id, a daily puzzle by its day and
 * seed, any other by its files packed (or, when they are too large for a link, the reason there is
 * no link), with `replay` to add.
 * `pageUrl` is the game's address; the link drops its query (test and speed options) and fragment.
 */
export function shareOffer(
  level:
    | { readonly shippedId: string }
    | { readonly daily: string; readonly seed: string }
    | { readonly files: readonly SharedFile[] },
  replay: OfferedReplay | null,
  pageUrl: string,
): ShareOffer {
  let target: SharedLevel;
  if ('shippedId' in level) target = { kind: 'level', id: level.shippedId };
  else if ('daily' in level) target = { kind: 'daily', day: level.daily, seed: level.seed };
  else {
    try {
      target = { kind: 'map', files: level.files, packed: packMap(level.files) };
    } catch (error) {
      if (!(error instanceof PayloadError)) throw error;
      const message = error.message;
      return { link: () => ({ error: message }), replayLabel: null, withReplay: false };
    }
  }
  const base = new URL(pageUrl);
  base.search = '';
  base.hash = '';
  const sized =
    target.kind === 'map'
      ? ` The packed map takes ${target.packed.length.toLocaleString('en')} of the ${MAX_MAP_CHARS.toLocaleString('en')} characters a link may carry.`
      : '';
  // Never offer a link that opening refuses: a replay that would push it past the limit stays out.
  const fits = replay !== null && shareFragment(target, replay.code).length - 1 <= MAX_LINK_CHARS;
  const tooLong =
    replay !== null && !fits
      ? ` The replay is too long to go with it (a link holds at most ${MAX_LINK_CHARS.toLocaleString('en')} characters).`
      : '';
  const offered = fits ? replay : null;
  return {
    link: (withReplay) => {
      const url = `${base.href}${shareFragment(target, withReplay && offered ? offered.code : null)}`;
      return {
        url,
        note: `Anyone with this link plays this level${withReplay && offered ? ' and can watch the replay first' : ''}: nothing is uploaded, the level travels in the link.${sized}${tooLong}`,
      };
    },
    replayLabel: offered?.label ?? null,
    withReplay: offered !== null,
  };
}

// Room share/ (docs/architecture.md, "The rooms of src/app"): share links and what they carry: the packed
// map, the share panel and its QR code, the board's picture, the levels opened from links.
import { ReplayError, type ReplayStep } from '../../sim/replay/steps';
import { decodeReplay } from '../../sim/replay/tapCode';
import { PayloadError, type SharedFile, unpackMap } from './mapPayload';
import { fragmentBody, MAX_LINK_CHARS } from './shareFragment';

/**
 * Share links: the level, and optionally a replay, in the page address's fragment (after `#`,
 * which browsers never send to a server). Format version 1 (docs/sharing.md):
 *
 * - `#mc=1&level=<id>`: a level the game ships, by id;
 * - `#mc=1&map=<packed map>`: a dropped or generated map, packed (mapPayload.ts);
 * - `#mc=1&daily=<day>&seed=<seed>`: a daily level, made from its seed;
 * - each optionally `&replay=<replay code>` (src/sim/replay).
 *
 * A fragment without `mc` is not a share link and is left alone.
 */
export const SHARE_VERSION = 1;

/** What a link names. */
export type SharedLevel =
  | { readonly kind: 'level'; readonly id: string }
  | { readonly kind: 'map'; readonly files: readonly SharedFile[]; readonly packed: string }
  | { readonly kind: 'daily'; readonly day: string; readonly seed: string };

/** A share link read: nothing to do, what it names, or why it cannot be used. */
export type ShareLink =
  | { readonly kind: 'none' }
  | { readonly kind: 'error'; readonly message: string }
  | { readonly kind: 'shared'; readonly level: SharedLevel; readonly replay: readonly ReplayStep[] | null };

const ID = /^[A-Za-z0-9._-]{1,128}$/;
/** A generator's seed: any short plain text (a daily puzzle's is `daily YYYY-MM-DD`). */
const SEED = /^[A-Za-z0-9 ._:~-]{1,128}$/;

/** The fragment (with its `#`) for a level and optionally a replay code. */
export function shareFragment(level: SharedLevel, replay: string | null): string {
  const q = new URLSearchParams({ mc: String(SHARE_VERSION) });
  if (level.kind === 'level') q.set('level', level.id);
  else if (level.kind === 'map') q.set('map', level.packed);
  else {
    q.set('daily', level.day);
    q.set('seed', level.seed);
  }
  if (replay !== null) q.set('replay', replay);
  return `#${q.toString()}`;
}

/** Reads `location.hash`; never throws. */
export function readShareLink(hash: string): ShareLink {
  const body = fragmentBody(hash);
  if (body.length > MAX_LINK_CHARS) {
    return error(
      `This link is too long (${body.length.toLocaleString('en')} characters after the #); a Maze Cat link holds at most ${MAX_LINK_CHARS.toLocaleString('en')}. It may have been joined to other text.`,
    );
  }
  const q = new URLSearchParams(body);
  const version = q.get('mc');
  if (version === null) return { kind: 'none' };
  if (version !== String(SHARE_VERSION)) {
    return error(
      /^\d+$/.test(version) && Number(version) > SHARE_VERSION
        ? `This link was made by a newer version of Maze Cat (link format ${shortVersion(version)}); this version reads format ${SHARE_VERSION}. Reload the page to update the game, then open the link again.`
        : `This link's format "${version.slice(0, 20)}" is not one Maze Cat knows (this version reads format ${SHARE_VERSION}).`,
    );
  }
  const named = ['level', 'map', 'daily'].filter((k) => q.has(k));
  if (named.length !== 1) {
    return error(
      named.length === 0
        ? 'This link names no level (it needs level=, map= or daily=); it may have been cut short.'
        : `This link names more than one level (${named.join(', ')}).`,
    );
  }
  let replay: ReplayStep[] | null = null;
  const code = q.get('replay');
  if (code !== null) {
    try {
      replay = decodeReplay(code);
      if (replay.length === 0) return error("This link's replay holds no taps.");
    } catch (e) {
      if (!(e instanceof ReplayError)) throw e;
      return error(`This link's replay is damaged (${e.detail}); it may have been cut short.`);
    }
  }
  const level = sharedLevel(q, named[0]);
  return typeof level === 'string' ? error(level) : { kind: 'shared', level, replay };
}

/** The level a link names, or the sentence saying why it cannot be read. */
function sharedLevel(q: URLSearchParams, kind: string): SharedLevel | string {
  if (kind === 'level') {
    const id = q.get('level') ?? '';
    return ID.test(id) ? { kind: 'level', id } : 'This link names a level with a malformed id.';
  }
  if (kind === 'daily') {
    const day = q.get('daily') ?? '';
    const seed = q.get('seed') ?? '';
    if (!ID.test(day) || !SEED.test(seed))
      return 'This link names a daily level without a readable day and seed.';
    return { kind: 'daily', day, seed };
  }
  const packed = q.get('map') ?? '';
  try {
    return { kind: 'map', files: unpackMap(packed), packed };
  } catch (e) {
    if (e instanceof PayloadError) return e.message;
    throw e;
  }
}

/** A format number as the error screen shows it: a 400-digit one is cut after 12 digits. */
function shortVersion(version: string): string {
  return version.length > 12 ? `${version.slice(0, 12)}…` : version;
}

function error(message: string): ShareLink {
  return { kind: 'error', message };
}

/**
 * What the Community screen knows of each shelf level without loading it: the manifest Vite builds
 * from levels/community/ (`virtual:community-shelf`: vite.config.ts, scripts/levels/shelfManifest.ts).
 */
import type { BoardTint, Mechanic, ShelfLicence } from '../../level/shelfInfo';
import type { Band } from '../../solver/difficulty/score';

/** One level a remix was made from, as its card credits it. */
export interface RemixCredit {
  /** The shelf id, or null for a level from a share link (not on the shelf). */
  readonly id: string | null;
  /** Its title and maker, or null when it is not on the shelf. */
  readonly title: string | null;
  readonly maker: string | null;
}

/** One shelf level as the manifest lists it. */
export interface ShelfEntry {
  /** `community/<file name>`: the level's id in the game and in saved progress. */
  readonly id: string;
  readonly title: string;
  readonly maker: string;
  readonly licence: ShelfLicence;
  readonly width: number;
  readonly height: number;
  readonly mechanics: readonly Mechanic[];
  readonly band: Band;
  /** The solver's difficulty score, 0 to 100. */
  readonly score: number;
  readonly par: number;
  /** `YYYY-MM-DD`. */
  readonly added: string;
  /** The levels it was made from, nearest first (empty: not a remix). */
  readonly remixOf: readonly RemixCredit[];
  /** The board, a string a row (`boardRows`: `#` wall, `.` floor, `g` `m` `w` terrain, piece letters). */
  readonly board: readonly string[];
  /** The board's pieces drawn in a colour of their own (a map's own kinds, recoloured: `boardTints`). */
  readonly tints: readonly BoardTint[];
  /** The names of the map's own kinds that have pieces on the board (docs/pieces.md), in its order. */
  readonly ownKinds: readonly string[];
}

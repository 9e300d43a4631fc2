import type { PropertyMap } from '../../tiled/types';
import type { LevelPlace } from '../problems';
import type { RuleCall } from '../rules/ruleCall';
import type { ClassMember, Compass, KindIdentity } from './vocabulary';

/** The colours keys and doors come in; a key opens the doors of its colour. */
export const KEY_COLOURS = ['red', 'blue', 'green', 'yellow'] as const;
export type KeyColour = (typeof KEY_COLOURS)[number];

/**
 * What a piece does, as the rules report it: the sim turns each into an event carrying the piece's
 * entity, the path preview into a marker, the audio into a sound, the announcer into words.
 */
export type Effect =
  /** Picked up (a bone, a key). */
  | 'take'
  /** A dog took a bone and lets the cat by (it leaves, or a patrolling dog falls asleep). */
  | 'bribe'
  /** A dog met a cat with no bone: the level is lost. */
  | 'eat'
  /** A door opened with a key (for good; the key is spent). */
  | 'open'
  /** The cat went into a pipe and comes out of the other end. */
  | 'jump'
  /** The cat reached an exit: the level is won. */
  | 'win';

/**
 * One piece of a level: an entry of `Level.pieces`, read from the map once and never changed.
 * What changes in play (taken, bribed, opened) is in `PlayState.gone`, by `slot`.
 */
export interface Piece {
  /** Its index in `Level.pieces`. */
  readonly id: number;
  readonly kind: KindName;
  /** Its kind's definition, built-in or the level's own (not enumerable: see `withDef`). */
  readonly def: KindDef;
  /** Its cell (for a patrolling dog, where its route starts), and that cell's index `y * width + x`. */
  readonly x: number;
  readonly y: number;
  readonly cell: number;
  /** Its bit in `PlayState.gone` when its kind can go (`KindDef.goes`), else -1. */
  readonly slot: number;
  /** A key's or a door's colour, else null. */
  readonly colour: KeyColour | null;
  /** A pipe's other end (a piece id), else null. */
  readonly partner: number | null;
  /** A patrolling dog's cells for one lap, its start first; null for a piece that stands still. */
  readonly route: readonly number[] | null;
  /** Where the map placed it, for messages. */
  readonly place: LevelPlace;
}

/** A piece as the loader found it in the map, before the kind reads what else it needs. */
export interface FoundPiece {
  readonly def: KindDef;
  readonly tileX: number;
  readonly tileY: number;
  readonly place: LevelPlace;
  /** The object's or the tile's custom properties. */
  readonly properties: PropertyMap;
  /** A polyline or polygon object's points in map pixels, absolute; null for other shapes. */
  readonly points: readonly { readonly x: number; readonly y: number }[] | null;
  /** True for a polygon (a closed route), false for a polyline. */
  readonly closed: boolean;
  /** The Tiled object id, or null for a piece drawn as a tile. */
  readonly objectId: number | null;
}

/** What a kind reads from a found piece beyond its cell; problems go to `report`. */
export interface PieceExtras {
  readonly colour?: KeyColour;
  /** A pipe's partner as a Tiled object id, resolved to a piece id by the loader. */
  readonly partnerObject?: number;
  /** Route points in tiles (absolute, in Tiled's tile coordinates), joined by straight runs. */
  readonly routeTiles?: readonly { readonly x: number; readonly y: number }[];
  readonly routeClosed?: boolean;
}

/** How a piece looks: the sprite animation to show, from the sprite sheet the art script makes. */
export interface Look {
  readonly sprite: string;
  /** A colour (`#rrggbb`) the sprite is recoloured with (a map's own kind), else none. */
  readonly tint?: string;
}

/**
 * One kind of piece, as the layers ask for it: `interpretKind` (interpret.ts) makes it from the
 * kind's data in the rule vocabulary (vocabulary.ts). Level loading
 * reads `className`, `letters`, `members` and `read`; the rules (`src/level/rules`) call `blocks`,
 * `enter` and `afterStep`, in table order; the solver derives its state from `goes`, `counter` and
 * `period`; the view, audio and HUD read `look`, `sounds`, `marker` and `hud`.
 */
export interface KindDef extends KindIdentity {
  /** The id of its marker tile in the game's tileset (levels/maze-cat.tsj). */
  marker(piece: Pick<Piece, 'colour'>): number;
  /** Reads what it needs beyond its cell (colour, partner, route); problems go to `report`. */
  read?(found: FoundPiece, report: (message: string) => void): PieceExtras;
  /** True when pieces of this kind can go (taken, bribed, opened): they get a bit in the play state. */
  readonly goes: boolean;
  /** Whether a gone piece stays on the board (an open door, a sleeping patroller) or leaves it. */
  stays?(piece: Piece): boolean;
  /** What a gone piece adds to the cat's counters (a bone +1 bone, a bribed dog -1 bone). */
  counter?(piece: Piece): { readonly name: string; readonly delta: number } | null;
  /** Steps in one lap of its movement (a patrol), when more than one: the solver's clock keeps it. */
  period?(piece: Piece): number;
  /** Whether its tile is closed to the cat now (a locked door; a rock, always). */
  blocks?(call: Pick<RuleCall, 'level' | 'state'>, piece: Piece): boolean;
  /**
   * The only ways a step may enter its tile (a one-way flap): the level bans the others in its
   * grid (`Grid.banEntries`), so every path finder, the rules and the solver honour them.
   */
  readonly oneWay?: readonly Compass[];
  /** True when walking onto its tile ends the cat's walk there (a cushion; not a pipe's landing). */
  readonly stops?: boolean;
  /** The cat entered its tile (after paying the step). */
  enter?(call: RuleCall, piece: Piece): void;
  /**
   * After every step of the cat, for every piece of this kind that has not gone (a dog's patrol and
   * bite). It acts only on a cat that stepped onto a tile the piece may stand on (its cell or a tile
   * of its route): the rules skip it elsewhere.
   */
  afterStep?(call: RuleCall, piece: Piece): void;
  /** Its look now: sprite by state (a sleeping dog, an open door). */
  look(piece: Piece, gone: boolean): Look;
  /**
   * A counter it adds, shown in the HUD (name, icon sprite, label), by its variant (a key's
   * colour): the HUD asks for every piece of a level, and for the bone counter on every level.
   */
  readonly hud?: (piece: Pick<Piece, 'colour'>) => {
    readonly counter: string;
    readonly sprite: string;
    readonly label: string;
  };
}

/**
 * The name of a kind of piece: a built-in one (`BuiltInKind`: cat, bone, key, door, pipe, dog,
 * exit) or one a level declares in its `kinds` property.
 */
export type KindName = string;

export type { ClassMember };

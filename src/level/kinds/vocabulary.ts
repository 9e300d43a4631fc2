import type { Effect, KeyColour } from './types';

/**
 * The rule vocabulary: a kind of piece as data. It is small and closed on purpose: every kind
 * written in it keeps the solver exact, because what changes in play is only counters, the pieces'
 * gone bits and the clock. A rule changes counters only when its piece goes (so the counters follow
 * from the gone bits), a piece goes once, and a moving piece walks a fixed lap (so the clock modulo
 * the laps is all the solver keeps). `interpretKind` (interpret.ts) turns it into what the rules,
 * the solver and the view ask of a kind; docs/pieces.md teaches it with the seven built-in kinds.
 */

/**
 * A counter's name, e.g. `bone`. In a kind that comes in colours (`colours`), `{colour}` in it
 * stands for the piece's colour: a red key gives `key:{colour}`, i.e. `key:red`.
 */
export type CounterName = string;

/**
 * When a rule acts:
 * - `enter`: the cat walked onto the piece's tile (not when a jump put it there);
 * - `meet`: after every step, the piece stands on the cat's tile, or the two swapped tiles (a
 *   patrolling dog walking into the cat). For a piece that stands still it is the same as `enter`,
 *   but it acts after every `enter` of the step (a cat that grabs a bone on a dog's tile bribes it).
 */
export type Trigger = 'enter' | 'meet';

/** A counter the cat must carry for a rule to act. */
export interface Need {
  readonly counter: CounterName;
  /** How many (at least 1). */
  readonly n: number;
  /** True: the rule takes them (a door spends its key); false: it only checks them (a gem gate). */
  readonly spend: boolean;
  /**
   * Short of them: `block`, the piece's tile is closed to the cat (only for `enter`: a locked
   * door is a wall); or the cat loses (`lose`, reporting `report`: a dog eats a cat with no bone).
   */
  readonly short: Short;
}

/** What being short of a need does: the tile is closed, or the cat loses, reporting `report`. */
export type Short = 'block' | { readonly lose: 'eaten'; readonly report: Effect };

/**
 * A way a step goes, by the map's tile axes: `north` is up the map (y - 1), `east` to the right
 * (x + 1), and the four between them are the diagonal rule's steps. On an isometric map the axes
 * run along the diamonds' edges: `north` is up and to the right on the screen.
 */
export type Compass =
  | 'north'
  | 'northeast'
  | 'east'
  | 'southeast'
  | 'south'
  | 'southwest'
  | 'west'
  | 'northwest';

/** The eight ways, clockwise from north. */
export const COMPASS: readonly Compass[] = [
  'north',
  'northeast',
  'east',
  'southeast',
  'south',
  'southwest',
  'west',
  'northwest',
];

/** The way step (dx, dy) goes: by the signs of its parts (y grows down the map). */
export function compassOf(dx: number, dy: number): Compass {
  const ns = dy < 0 ? 'north' : dy > 0 ? 'south' : '';
  const ew = dx > 0 ? 'east' : dx < 0 ? 'west' : '';
  return `${ns}${ew}` as Compass;
}

/** One rule of a kind: on its trigger, when the need is met, it gives, goes, ends and reports. */
export interface Rule {
  readonly on: Trigger;
  readonly need?: Need;
  /** Counters the cat takes, e.g. a bone gives `{ counter: 'bone', n: 1 }`. */
  readonly give?: { readonly counter: CounterName; readonly n: number };
  /** The piece goes (it never acts again): picked up, bribed, opened. How it looks after: `KindData.go`. */
  readonly go?: boolean;
  /**
   * The play ends: won (an exit), or lost (as `Need.short` does when the need is not met); or, with
   * `stop`, only the cat's walk ends, on the piece's tile (a cushion: the next tap walks on).
   */
  readonly end?: 'win' | 'stop' | { readonly lose: 'eaten' };
  /** What the rule reports when it acts: the sound, the path preview's marker, the announcer's words. */
  readonly report?: Effect;
}

/** What a gone piece does on the board: leaves it, or stays there changed (an open door). */
export type Going = 'leaves' | 'stays';

/**
 * How the piece looks: a sprite animation from the game's sprite sheet. `{colour}` stands for the
 * piece's colour. `gone` is its sprite once it has gone and stays (an open door, a sleeping dog).
 */
export interface LookData {
  readonly sprite: string;
  readonly gone?: string;
  /** A colour (`#rrggbb`) the sprite is recoloured with: a designer's kind that looks like a built-in one. */
  readonly tint?: string;
}

/** The counter a kind shows in the HUD; `{colour}` / `{Colour}` stand for the piece's colour. */
export interface HudData {
  readonly counter: CounterName;
  readonly sprite: string;
  readonly label: string;
}

/** A custom property of a kind's Tiled class (written into the Tiled project files). */
export interface ClassMember {
  readonly name: string;
  readonly type: 'string' | 'int' | 'bool' | 'object' | 'KeyColour';
  readonly default: string | number | boolean;
  readonly about: string;
}

/** What a kind says of itself, the same as data and as the layers ask for it (KindDef). */
export interface KindIdentity {
  /** Its name in levels and code, e.g. `dog`. */
  readonly name: string;
  /** The Tiled object class (also a tileset tile's property or class, the 2011 way). */
  readonly className: string;
  /** One line for the docs, the Tiled project and the text legend. */
  readonly about: string;
  /** Characters that stand for it in text levels, with what each means. */
  readonly letters: Readonly<Record<string, { readonly colour?: KeyColour; readonly about: string }>>;
  /** Draw order among pieces (higher on top). */
  readonly drawOrder: number;
  /** The colour Tiled draws its objects in (`#aarrggbb`), written into the Tiled project files. */
  readonly tiledColour: string;
  /** The custom properties of its Tiled class. */
  readonly members: readonly ClassMember[];
  /** Sounds by effect (names in the sound sprite). */
  readonly sounds: Partial<Record<Effect, string>>;
  /** Path preview markers by effect (names the view draws). */
  readonly markers: Partial<Record<Effect, string>>;
}

/** A kind of piece as data: its rules in the vocabulary, and how it looks, sounds and is drawn. */
export interface KindData extends KindIdentity {
  /** The id of its marker tile in the game's tileset (levels/maze-cat.tsj); in colours, the red one's. */
  readonly marker: number;
  /**
   * True when it comes in the key colours (its `colour` property, red when unset): `{colour}` in
   * its counters, look and HUD, and its marker tile moves on by the colour's place in KEY_COLOURS.
   */
  readonly colours?: boolean;
  /**
   * Pieces pair up (their `to` property names the other end), and a step onto one moves the cat to
   * the other for `cost` more: a pipe.
   */
  readonly pairs?: { readonly cost: number };
  /**
   * Drawn as a polyline or polygon, the piece walks that route, a tile per step of the cat (a
   * polyline there and back, a polygon round): a patrolling dog. Drawn otherwise it stands still.
   */
  readonly moves?: 'route';
  /** Its rules, in the order they act. */
  readonly rules: readonly Rule[];
  /**
   * `always`: its tile is closed for good (a rock): the cat never enters it, the path finders plan
   * round it and the solver treats it as a wall. Such a kind has no rules.
   */
  readonly block?: 'always';
  /**
   * Its tile can be entered only by steps going these ways (a one-way flap: `['east']` lets the
   * cat in from the west only); leaving it is free. Square tiles only (the orthogonal and diagonal
   * rules): on hex and staggered maps the level refuses it.
   */
  readonly oneWay?: readonly Compass[];
  /** A gone piece leaves the board or stays there changed; per shape for a kind that `moves`. */
  readonly go?: Going | { readonly standing: Going; readonly moving: Going };
  readonly look: LookData;
  readonly hud?: HudData;
}

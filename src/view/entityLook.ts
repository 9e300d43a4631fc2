import type { Piece } from '../level/kinds/types';
import type { Cell } from '../level/types';
import type { FlourishKind } from './flourish';
import { isMoving } from './interpolate';
import type { SpriteName } from './spriteAtlas';
import type { ViewEntity } from './viewSim';

/** A guard (a dog that does not patrol) farther than this from the cat, in tiles on either axis, dozes. */
export const DOZE_DISTANCE = 5;

/** What the view knows besides the entity when it picks an animation. */
export interface LookContext {
  /** Whether the sprite sheet has an animation (walk cycles and moods are optional per kind). */
  readonly has: (name: SpriteName) => boolean;
  /** The cat's tile, or null. */
  readonly cat: Cell | null;
  /** The end-of-level flourish in progress, if any (the cat shows it). */
  readonly flourish: FlourishKind | null;
  /** The entity that ate the cat, if one did. */
  readonly attacker: ViewEntity | null;
  /** Whether this entity is eating the bone it was just bribed with. */
  readonly eating: boolean;
}

/** Milliseconds per frame of an animation (the rest: 300 ms; walk cycles and moods: 150 ms). */
const FRAME_MS: Readonly<Record<string, number>> = {
  bone: 500,
  dog_idle: 250,
  dog_sleep: 600,
  dog_doze: 600,
};
const QUICK_MS = 150;
/** The sprite of a piece whose own look the sprite sheet lacks. */
export const FALLBACK_SPRITE = 'bone';

/** A sprite's tint that leaves its colours as drawn. */
export const NO_TINT = 0xffffff;

/**
 * The name an entity's animations go by in the sprite sheet (`<family>_eat`...): the family of the
 * sprite it wears, its look's name up to the first `_` (`dog_idle`: `dog`). For a built-in kind that
 * is its own name; a map's own kind wearing a built-in sprite (a crocodile drawn as `dog_idle`) eats,
 * bites, walks and dozes as that piece does, in its own tint: the sheet has no `crocodile_eat`.
 */
export function animationFamily(entity: ViewEntity): string {
  return entity.piece.def.look(entity.piece, false).sprite.split('_')[0];
}

/**
 * The animation an entity shows now, its frame time and its tint (a map's own kind recoloured,
 * `LookData.tint`; the same in every animation, so a crocodile drawn as a green dog stays green). Its look comes from the kinds table
 * (`look(piece, gone)`: a key's colour, an open door, a sleeping patroller); on top of that, by the
 * sprite sheet's naming, under its `animationFamily`: `<family>_walk_<facing>` while it moves,
 * `<family>_attack` when it ate the cat, `<family>_eat` while it eats its bribe, `<family>_doze` for
 * a guard far from the cat; the cat shows the end-of-level flourish. No rule is decided here: only
 * which picture shows what the sim did.
 */
export function animationFor(
  entity: ViewEntity,
  context: LookContext,
): { name: SpriteName; frameMs: number; tint: number } {
  const { kind } = entity;
  const family = animationFamily(entity);
  const gone = entity.gone === true;
  const look = entity.piece.def.look(entity.piece, gone);
  const tint = look.tint === undefined ? NO_TINT : Number.parseInt(look.tint.slice(1), 16);
  const pick = (name: SpriteName, frameMs = QUICK_MS) => (context.has(name) ? { name, frameMs, tint } : null);
  if (kind === 'cat' && context.flourish) return { name: `cat_${context.flourish}`, frameMs: QUICK_MS, tint };
  const special =
    (context.attacker === entity ? pick(`${family}_attack`) : null) ??
    (context.eating ? pick(`${family}_eat`) : null) ??
    (isMoving(entity) && !gone ? pick(`${family}_walk_${entity.facing ?? 'down'}`) : null) ??
    (!gone && !entity.patrol && isFar(entity, context.cat)
      ? pick(`${family}_doze`, FRAME_MS.dog_doze)
      : null);
  if (special) return special;
  // A map's own kind names a built-in sprite (readKinds checks it), but a sheet without it must
  // still draw the piece, not fail: it shows as the fallback.
  const name = context.has(look.sprite) ? look.sprite : FALLBACK_SPRITE;
  return { name, frameMs: FRAME_MS[name] ?? 300, tint };
}

function isFar(entity: ViewEntity, cat: Cell | null): boolean {
  if (cat === null) return false;
  const { x, y } = entity.position;
  return Math.max(Math.abs(cat.x - x), Math.abs(cat.y - y)) > DOZE_DISTANCE;
}

/** Pair marks go up to this many studs; further pairs go unmarked. */
export const MAX_PAIR_MARK = 4;

/**
 * Which pair each paired piece (a pipe end) belongs to, numbered 1, 2... in reading order of the
 * pairs' first ends, so players can tell at a glance which ends go together; empty on a level with
 * a single pair, where there is nothing to tell apart.
 */
export function pairNumbers(pieces: readonly Piece[]): Map<number, number> {
  const byId = new Map(pieces.map((p) => [p.id, p]));
  const firsts = pieces
    .filter((p) => p.partner !== null && p.cell < (byId.get(p.partner)?.cell ?? -1))
    .sort((a, b) => a.cell - b.cell);
  if (firsts.length < 2) return new Map();
  return new Map(
    firsts.flatMap((p, i) => [
      [p.id, i + 1],
      [p.partner as number, i + 1],
    ]),
  );
}

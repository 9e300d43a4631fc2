import { bone } from './bone';
import { cat } from './cat';
import { dog } from './dog';
import { door } from './door';
import { exit } from './exit';
import { interpretKind } from './interpret';
import { key } from './key';
import { pipe } from './pipe';
import type { KindDef } from './types';
import type { KindData } from './vocabulary';

/**
 * Every built-in kind of piece as data in the rule vocabulary, in the order the rules apply on a
 * step: what the cat picks up (bone, key), what it opens or jumps through (door, pipe), then the
 * dogs it meets, then the exit, so a cat that grabs a bone on a dog's tile bribes it, and a cat
 * eaten on the exit's tile does not win. Adding a kind is adding its entry here (docs/pieces.md).
 */
export const KIND_DATA = { cat, bone, key, door, pipe, dog, exit } as const satisfies Record<
  string,
  KindData
>;

/** The name of a built-in kind: `cat`, `bone`, `key`, `door`, `pipe`, `dog` or `exit`. */
export type BuiltInKind = keyof typeof KIND_DATA;

/** Every kind as the layers ask for it: its data interpreted once (`interpretKind`). */
export const KINDS: Readonly<Record<BuiltInKind, KindDef>> = {
  cat: interpretKind(cat),
  bone: interpretKind(bone),
  key: interpretKind(key),
  door: interpretKind(door),
  pipe: interpretKind(pipe),
  dog: interpretKind(dog),
  exit: interpretKind(exit),
};

/** The built-in kinds in rule order (a level's own kinds join them: `kindTable`). */
export const KIND_LIST: readonly KindDef[] = Object.values(KINDS);

/** The kind definition of a name. */
export function kindOf(name: BuiltInKind): KindDef {
  return KINDS[name];
}

const byClass = new Map(KIND_LIST.map((k) => [k.className.toLowerCase(), k.name as BuiltInKind]));

/** The built-in kind of a name, if it is one. */
export function builtInKind(name: string): KindDef | undefined {
  return Object.hasOwn(KINDS, name) ? KINDS[name as BuiltInKind] : undefined;
}

/** The built-in kind a Tiled class names (case-insensitive), if any. */
export function kindOfClass(className: string): BuiltInKind | undefined {
  return byClass.get(className.trim().toLowerCase());
}

/** The Tiled classes of the built-in kinds, for "did you mean" suggestions and the Tiled project. */
export const CLASS_NAMES: readonly string[] = KIND_LIST.map((k) => k.className);

/** Every text-level letter, with its kind and variant. */
export const LETTERS: ReadonlyMap<
  string,
  { readonly kind: BuiltInKind; readonly colour?: string; readonly about: string }
> = new Map(
  KIND_LIST.flatMap((k) =>
    Object.entries(k.letters).map(
      ([letter, variant]) => [letter, { kind: k.name as BuiltInKind, ...variant }] as const,
    ),
  ),
);

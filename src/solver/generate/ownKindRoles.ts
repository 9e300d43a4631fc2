import type { KindData, Rule } from '../../level/kinds/vocabulary';
import { readOwnKinds } from '../../level/ownKinds';

/**
 * A designer's own kinds (docs/pieces.md, "A map's own kinds") as the generator places them, each
 * by its role: a giver (its rules only give a counter and go: a fish, a gem) where it places bones,
 * a guard (met, it needs a counter, spends or keeps it, and the cat loses when short: a crocodile)
 * where it places standing dogs, a gate (entered, it needs a counter and is closed when short: a gem
 * gate) where it places doors, with as many givers of its counter as it needs on the cat's side.
 */
export interface OwnKindRoles {
  /** The kinds' JSON, as the generated map's `kinds` property carries it. */
  readonly json: string;
  /** The drawing letter of each kind, by its class (`{ f: 'Fish' }`). */
  readonly letters: Readonly<Record<string, string>>;
  /** The letters of the guards, placed in turn where standing dogs would be. */
  readonly guards: readonly string[];
  /**
   * The letters placed in turn where bones would be: the givers of the guards' counters (a bone
   * for a guard that needs bones, and for the built-in dogs when there is no guard), then the givers
   * no piece needs.
   */
  readonly bones: readonly string[];
  /** Each gate's letter, the letter of the giver of its counter and how many of them it needs. */
  readonly gates: readonly { readonly letter: string; readonly giver: string; readonly n: number }[];
}

/** Drawing letters for own kinds: none a built-in kind, a terrain or a title word (`titleOf`) reads. */
const OWN_LETTERS = 'fijkqstvxzFGHIJKLMPQSTVWXZ';
/** The built-in counter a bone gives, and its drawing letter. */
const BONE = { counter: 'bone', letter: 'B' } as const;

/** A kind's role, the counter it gives or needs, and how many. */
interface Role {
  readonly role: 'giver' | 'guard' | 'gate';
  readonly counter: string;
  readonly n: number;
}

/**
 * Reads a `kinds` JSON for the generator and gives each kind its role, throwing a RangeError that
 * names the place in the JSON, or the kind the generator cannot place and why.
 */
export function ownKindRoles(json: string): OwnKindRoles {
  const read = readOwnKinds(json);
  if (read.problem !== undefined) throw new RangeError(read.problem);
  const roles = read.own.map((kind) => ({ kind, ...roleOf(kind) }));
  const letters: Record<string, string> = {};
  const letterOf = new Map<string, string>();
  roles.forEach(({ kind }, i) => {
    letters[OWN_LETTERS[i]] = kind.className;
    letterOf.set(kind.name, OWN_LETTERS[i]);
  });
  const giverOf = (counter: string, needer: KindData): string => {
    if (counter === BONE.counter) return BONE.letter;
    const giver = roles.find((r) => r.role === 'giver' && r.counter === counter);
    if (!giver)
      throw new RangeError(
        `kind "${needer.name}" needs "${counter}", which neither a bone nor one of these kinds gives: ` +
          'the generator places it only with a kind that gives it',
      );
    return letterOf.get(giver.kind.name) as string;
  };
  const guards = roles.filter((r) => r.role === 'guard');
  const gates = roles.filter((r) => r.role === 'gate');
  const fed = [...new Set(guards.map((g) => giverOf(g.counter, g.kind)))];
  const needed = new Set([...guards, ...gates].map((r) => r.counter));
  const spare = roles.filter((r) => r.role === 'giver' && !needed.has(r.counter));
  return {
    json,
    letters,
    guards: guards.map((g) => letterOf.get(g.kind.name) as string),
    bones: [
      ...(guards.length > 0 ? fed : [BONE.letter]),
      ...spare.map((r) => letterOf.get(r.kind.name) as string),
    ],
    gates: gates.map((g) => ({
      letter: letterOf.get(g.kind.name) as string,
      giver: giverOf(g.counter, g.kind),
      n: g.n,
    })),
  };
}

/** A kind's role, or a RangeError naming it and the shapes the generator places. */
function roleOf(kind: KindData): Role {
  const [rule, ...more] = kind.rules;
  const plain =
    more.length === 0 &&
    rule !== undefined &&
    kind.block === undefined &&
    kind.oneWay === undefined &&
    kind.pairs === undefined &&
    kind.moves === undefined &&
    kind.colours !== true &&
    rule.end === undefined;
  if (plain) {
    const role = ruleRole(rule);
    if (role !== null) return role;
  }
  throw new RangeError(
    `kind "${kind.name}" (class ${kind.className}) has no role the generator places: it places a kind ` +
      'of one rule, no end, and no block, one-way, pair, route or colours: a giver ' +
      '(enter, give, no need: a fish), a guard (meet, need, short lose: a crocodile) or a gate ' +
      '(enter, need, short block: a gem gate)',
  );
}

function ruleRole(rule: Rule): Role | null {
  const { need, give } = rule;
  if (need === undefined)
    return rule.on === 'enter' && give !== undefined
      ? { role: 'giver', counter: give.counter, n: give.n }
      : null;
  if (give !== undefined) return null;
  if (rule.on === 'meet' && need.short !== 'block')
    return { role: 'guard', counter: need.counter, n: need.n };
  if (rule.on === 'enter' && need.short === 'block')
    return { role: 'gate', counter: need.counter, n: need.n };
  return null;
}

/** The letter of the `d`th dog: a guard in turn, or a built-in dog. */
export function dogLetter(roles: OwnKindRoles | null, d: number): string {
  return roles && roles.guards.length > 0 ? roles.guards[d % roles.guards.length] : 'D';
}

/** The letter of the `b`th bone: one of `OwnKindRoles.bones` in turn, or a built-in bone. */
export function boneLetter(roles: OwnKindRoles | null, b: number): string {
  return roles ? roles.bones[b % roles.bones.length] : BONE.letter;
}

/** Whether a drawing letter is a dog's or a guard's. */
export function isDogLetter(roles: OwnKindRoles | null, letter: string): boolean {
  return letter === 'D' || (roles?.guards.includes(letter) ?? false);
}

/** Whether a drawing letter is a gate's (a built-in door's is not: see `draft.ts`). */
export function isGateLetter(roles: OwnKindRoles | null, letter: string): boolean {
  return roles?.gates.some((g) => g.letter === letter) ?? false;
}

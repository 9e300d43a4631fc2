/**
 * A designer's own kinds as classes of the Tiled project (docs/pieces.md, "Kinds as Tiled
 * classes"): the rule vocabulary as Tiled 1.8 custom property types (enums, and the class
 * `KindRule` for one rule), and a designer's class whose members are rules (or `block`, `oneWay`)
 * and a look becomes a kind. A class is turned into the same JSON a map's `kinds` property holds
 * and read by `readKinds`, so a kind means one thing whichever way it is written; a mistake is a
 * MapError naming the project file, the class and the member.
 */
import { MapError } from '../../tiled/mapError';
import {
  classValues,
  type ProjectClass,
  type ProjectTypes,
  type ResolvedValue,
} from '../../tiled/projectTypes';
import { didYouMean } from '../didYouMean';
import { KindsError } from './kindJson';
import { kindTable } from './kindTable';
import { EFFECTS, KIND_SOUNDS, KIND_SPRITES, readKinds } from './readKinds';
import { COMPASS, type KindData } from './vocabulary';

/** The Tiled class of one rule; a designer's class with a member of this class is a kind. */
export const RULE_CLASS = 'KindRule';

/** A member of a class the project declares for the vocabulary. */
export interface VocabularyMember {
  readonly name: string;
  readonly type: 'string' | 'int' | 'bool' | 'color' | 'class';
  /** The enum (a `string` member) or class (a `class` member) it is of. */
  readonly propertyType?: string;
  readonly default: string | number | boolean | Readonly<Record<string, never>>;
  readonly about: string;
}

/** The word for "nothing" in the vocabulary's enums that may say nothing. */
const NONE = 'none';

/**
 * The vocabulary's enums, as the Tiled project declares them; one of `flags` lets several of its
 * values be ticked at once, which Tiled writes comma-separated (`east,west`).
 */
export const KIND_ENUMS: readonly {
  readonly name: string;
  readonly values: readonly string[];
  readonly flags?: boolean;
}[] = [
  { name: 'KindTrigger', values: ['enter', 'meet'] },
  { name: 'KindShort', values: ['block', 'lose'] },
  { name: 'KindEnd', values: [NONE, 'win', 'lose', 'stop'] },
  { name: 'KindEffect', values: [NONE, ...EFFECTS] },
  { name: 'KindSound', values: [NONE, ...KIND_SOUNDS] },
  { name: 'KindSprite', values: KIND_SPRITES },
  { name: 'KindGoing', values: ['leaves', 'stays'] },
  { name: 'KindWays', values: COMPASS, flags: true },
];

const enumMember = (name: string, propertyType: string, value: string, about: string): VocabularyMember => ({
  name,
  type: 'string',
  propertyType,
  default: value,
  about,
});

/** The members of `KindRule`: one rule of the vocabulary. */
export const RULE_MEMBERS: readonly VocabularyMember[] = [
  enumMember(
    'on',
    'KindTrigger',
    'enter',
    'when it acts: the cat enters the tile, or meets the piece after a step',
  ),
  { name: 'needs', type: 'string', default: '', about: 'a counter the cat must carry (empty: none)' },
  { name: 'needCount', type: 'int', default: 1, about: 'how many of it' },
  { name: 'spend', type: 'bool', default: false, about: 'the rule takes them (else it only checks them)' },
  enumMember('short', 'KindShort', 'block', 'short of them: the tile is closed, or the cat loses'),
  { name: 'gives', type: 'string', default: '', about: 'a counter the cat takes (empty: none)' },
  { name: 'giveCount', type: 'int', default: 1, about: 'how many of it' },
  { name: 'go', type: 'bool', default: false, about: 'the piece goes and never acts again' },
  enumMember('end', 'KindEnd', NONE, "the play ends, or (stop) the cat's walk ends on the piece's tile"),
  enumMember('report', 'KindEffect', NONE, 'the effect it reports: its sound, preview marker and words'),
  enumMember('sound', 'KindSound', NONE, 'the sound of that effect'),
  enumMember('shortSound', 'KindSound', NONE, 'the sound when the cat is short and loses (eat)'),
];

/**
 * The members a designer's kind class may have besides its rules (members of class `KindRule`, any
 * names, at most 8): each optional, read only when the class has it.
 */
export const KIND_MEMBERS: readonly VocabularyMember[] = [
  { name: 'about', type: 'string', default: '', about: 'one line about the kind' },
  { name: 'block', type: 'bool', default: true, about: 'ticked: its tile is closed for good (a rock)' },
  enumMember('oneWay', 'KindWays', 'east', 'the ways a step may go to enter its tile (a one-way flap)'),
  enumMember('sprite', 'KindSprite', 'bone', 'the built-in sprite it wears'),
  { name: 'colour', type: 'color', default: '', about: 'the colour the sprite is tinted with' },
  enumMember('whenGone', 'KindGoing', 'leaves', 'a gone piece leaves the board or stays changed'),
  enumMember('goneSprite', 'KindSprite', 'bone', 'the sprite of a gone piece that stays'),
  { name: 'hudCounter', type: 'string', default: '', about: 'a counter the HUD shows (empty: none)' },
  { name: 'hudLabel', type: 'string', default: '', about: "the HUD counter's words" },
  enumMember('hudSprite', 'KindSprite', 'bone', "the HUD counter's icon"),
];

/** The members that make a class a kind without a rule: a rock (`block`), a flap (`oneWay`). */
const RULELESS = ['block', 'oneWay'];

/** Whether a class of the project is a kind: it has a rule, or blocks or is one way. */
export function isKindClass(cls: ProjectClass): boolean {
  return cls.members.some(
    (m) => (m.type === 'class' && m.propertyType === RULE_CLASS) || RULELESS.includes(m.name),
  );
}

/** A kind's JSON, and the class member each place in it came from (`rules[0].need` → `rule1.needs`). */
interface ClassKind {
  readonly className: string;
  readonly json: Readonly<Record<string, unknown>>;
  readonly origins: ReadonlyMap<string, string>;
}

/** `GemGate` → `gem-gate`: a kind's name from its class's. */
export function kindNameOf(className: string): string {
  const dashed = className
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[\s_]+/g, '-')
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '');
  return dashed.slice(0, 24) || 'kind';
}

const text = (v: ResolvedValue | undefined): string => (typeof v === 'string' ? v.trim() : '');

/** The ways of a `oneWay` member: Tiled writes a flags enum's ticked values `north,east`; typed, they may be spaced. */
const ways = (v: ResolvedValue | undefined): string[] =>
  text(v)
    .split(/[\s,]+/)
    .filter((way) => way !== '');

/** The class `cls` as a kind's JSON, with the origin of each of its places. */
function classKind(types: ProjectTypes, cls: ProjectClass): ClassKind {
  const place = (member: string) => `class "${cls.name}", member "${member}"`;
  const values = classValues(types, cls.name);
  const known = KIND_MEMBERS.map((m) => m.name);
  const origins = new Map<string, string>();
  const sounds: Record<string, string> = {};
  const rules: Record<string, unknown>[] = [];
  for (const member of cls.members) {
    if (member.type === 'class' && member.propertyType === RULE_CLASS) {
      const at = `rules[${rules.length}]`;
      rules.push(
        ruleJson(
          member.name,
          values[member.name],
          at,
          origins,
          sounds,
          (why) => new MapError(types.file, place(member.name), why),
        ),
      );
      continue;
    }
    if (known.includes(member.name)) continue;
    const guess = didYouMean(member.name, known);
    throw new MapError(
      types.file,
      place(member.name),
      `is not a member a kind has${guess ? `; did you mean "${guess}"?` : ` (${known.join(', ')}, or rules of class ${RULE_CLASS})`}`,
    );
  }
  const has = (name: string) => cls.members.some((m) => m.name === name);
  if (has('block') && typeof values.block !== 'boolean')
    throw new MapError(
      types.file,
      place('block'),
      `must be a bool (ticked: its tile is closed for good), not ${(JSON.stringify(values.block) ?? 'nothing').slice(0, 40)}`,
    );
  const look: Record<string, string> = {};
  for (const [field, member] of [
    ['sprite', 'sprite'],
    ['gone', 'goneSprite'],
  ] as const)
    if (has(member) && (field === 'sprite' || text(values.whenGone) === 'stays')) {
      look[field] = text(values[member]);
      origins.set(`look.${field}`, member);
    }
  // Tiled writes a colour #aarrggbb (empty when unset); the kind's is #rrggbb.
  const colour = text(values.colour);
  if (colour !== '') {
    look.colour = colour.length === 9 ? `#${colour.slice(3)}` : colour;
    origins.set('look.colour', 'colour');
  }
  const hudCounter = text(values.hudCounter);
  for (const [field, member] of [
    ['about', 'about'],
    ['oneWay', 'oneWay'],
    ['go', 'whenGone'],
    ['hud.counter', 'hudCounter'],
    ['hud.label', 'hudLabel'],
    ['hud.sprite', 'hudSprite'],
    ['hud', 'hudCounter'],
    ['name', ''],
    ['className', ''],
  ])
    origins.set(field, member);
  const json = {
    name: kindNameOf(cls.name),
    className: cls.name,
    ...(text(values.about) !== '' ? { about: text(values.about) } : {}),
    rules,
    ...(values.block === true ? { block: 'always' } : {}),
    ...(has('oneWay') ? { oneWay: ways(values.oneWay) } : {}),
    ...(has('whenGone') ? { go: text(values.whenGone) } : {}),
    look,
    sounds,
    ...(hudCounter !== ''
      ? {
          hud: {
            counter: hudCounter,
            ...(text(values.hudLabel) !== '' ? { label: text(values.hudLabel) } : {}),
            ...(has('hudSprite') ? { sprite: text(values.hudSprite) } : {}),
          },
        }
      : {}),
  };
  return { className: cls.name, json, origins };
}

/** One rule member as a rule's JSON; its sounds go into `sounds`, by the effect they are of. */
function ruleJson(
  member: string,
  value: ResolvedValue | undefined,
  at: string,
  origins: Map<string, string>,
  sounds: Record<string, string>,
  mistake: (why: string) => MapError,
): Record<string, unknown> {
  const v = typeof value === 'object' ? value : {};
  const fields: [string, string][] = [
    ['', ''],
    ['.on', '.on'],
    ['.need', '.needs'],
    ['.need.counter', '.needs'],
    ['.need.n', '.needCount'],
    ['.need.spend', '.spend'],
    ['.need.short', '.short'],
    ['.give', '.gives'],
    ['.give.counter', '.gives'],
    ['.give.n', '.giveCount'],
    ['.go', '.go'],
    ['.end', '.end'],
    ['.report', '.report'],
  ];
  for (const [json, tiled] of fields) origins.set(`${at}${json}`, `${member}${tiled}`);
  const needs = text(v.needs);
  const gives = text(v.gives);
  const end = text(v.end);
  const report = text(v.report);
  const sound = (effect: string, name: ResolvedValue | undefined, from: string) => {
    const chosen = text(name);
    if (chosen === '' || chosen === NONE) return;
    if (sounds[effect] !== undefined && sounds[effect] !== chosen)
      throw mistake(
        `its "${from}" gives the effect "${effect}" the sound "${chosen}", and member "${origins.get(`sounds.${effect}`)}" gives it "${sounds[effect]}": choose one`,
      );
    sounds[effect] = chosen;
    origins.set(`sounds.${effect}`, `${member}.${from}`);
  };
  if (report !== '' && report !== NONE) sound(report, v.sound, 'sound');
  if (needs !== '' && text(v.short) === 'lose') sound('eat', v.shortSound, 'shortSound');
  return {
    on: v.on,
    ...(needs !== '' ? { need: { counter: needs, n: v.needCount, spend: v.spend, short: v.short } } : {}),
    ...(gives !== '' ? { give: { counter: gives, n: v.giveCount } } : {}),
    ...(v.go === true ? { go: true } : v.go === false || v.go === undefined ? {} : { go: v.go }),
    ...(end !== '' && end !== NONE ? { end } : {}),
    ...(report !== '' && report !== NONE ? { report } : {}),
  };
}

/** The kinds and their JSON, for the map's `kinds` property; `json` in the order of `kinds`. */
export interface KindsFromClasses {
  readonly kinds: readonly KindData[];
  readonly json: readonly Readonly<Record<string, unknown>>[];
}

/**
 * The kinds of the project's classes named `classNames` (the kind classes among them, in the
 * project's order), checked as a map's `kinds` property is, after the kinds `before` (a map's own
 * JSON entries, which they may need counters from). A mistake is a MapError: in a class, naming the
 * project file, the class and its member; in `before`, the map's `kinds` property, at its place.
 */
export function kindsFromClasses(
  types: ProjectTypes,
  classNames: readonly string[],
  before: readonly unknown[] = [],
  mapFile = '(map)',
): KindsFromClasses {
  const wanted = new Set(classNames.map((n) => n.trim().toLowerCase()));
  const made = [...types.classes.values()]
    .filter((cls) => isKindClass(cls) && wanted.has(cls.name.toLowerCase()))
    .map((cls) => classKind(types, cls));
  const json = [...before, ...made.map((m) => m.json)];
  try {
    const kinds = readKinds(JSON.stringify(json));
    kindTable(kinds);
    return { kinds: kinds.slice(before.length), json: made.map((m) => m.json) };
  } catch (error) {
    if (error instanceof KindsError) throw placed(error, types.file, made, before.length, mapFile);
    // interpretKind's own refusals name the kind ("kind fish: ...").
    const named = error instanceof Error ? /^kind ([a-z0-9-]+):/.exec(error.message)?.[1] : undefined;
    const cls = made.find((m) => m.json.name === named);
    if (cls && error instanceof Error)
      throw new MapError(types.file, `class "${cls.className}"`, error.message);
    throw error;
  }
}

/** A KindsError at a place in the JSON, as a MapError at the class member it came from. */
function placed(
  error: KindsError,
  file: string,
  made: readonly ClassKind[],
  offset: number,
  mapFile: string,
): MapError {
  const index = /^\[(\d+)\]\.?(.*)$/.exec(error.at);
  const i = index ? Number(index[1]) - offset : -1;
  if (!index || i < 0) {
    // The map's own entries, or all the kinds together (too many of them).
    if (i < 0 && index)
      return new MapError(mapFile, 'map property "kinds"', `at ${error.at}: ${error.detail}`);
    return new MapError(file, `the classes used`, error.detail);
  }
  const kind = made[i];
  let rest = index[2];
  while (rest !== '' && !kind.origins.has(rest)) rest = rest.replace(/(\.[^.[]*|\[\d+\])$/, '');
  const member = kind.origins.get(rest);
  return new MapError(
    file,
    member === undefined || member === ''
      ? `class "${kind.className}"`
      : `class "${kind.className}", member "${member}"`,
    error.detail,
  );
}

/** A JSON value as Tiled writes it in a project file. */
type TiledJson = string | number | boolean | readonly TiledJson[] | { readonly [key: string]: TiledJson };

/** A member as Tiled writes it in a project's class: an enum member is a string with a `propertyType`. */
export function tiledMemberJson(member: Omit<VocabularyMember, 'about'>): TiledJson {
  const { name, type, propertyType } = member;
  return { name, ...(propertyType ? { propertyType } : {}), type, value: member.default };
}

/**
 * The vocabulary as a Tiled project's custom types (its `propertyTypes` entries, keys sorted as
 * Tiled writes them), numbered from `firstId`: the enums, then `KindRule`.
 */
export function vocabularyPropertyTypes(firstId: number): TiledJson[] {
  const enums: TiledJson[] = KIND_ENUMS.map((e, i) => ({
    id: firstId + i,
    name: e.name,
    storageType: 'string',
    type: 'enum',
    values: e.values,
    valuesAsFlags: e.flags === true,
  }));
  const rule: TiledJson = {
    color: '#ffa0a0a4',
    drawFill: true,
    id: firstId + KIND_ENUMS.length,
    members: RULE_MEMBERS.map(tiledMemberJson),
    name: RULE_CLASS,
    type: 'class',
    useAs: ['property'],
  };
  return [...enums, rule];
}

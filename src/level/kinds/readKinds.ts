import { didYouMean } from '../didYouMean';
import { JsonReader, KindsError, parseBounded } from './kindJson';
import { KIND_DATA } from './table';
import { type Effect, KEY_COLOURS } from './types';
import { COMPASS, type Compass, type KindData, type Need, type Rule, type Short } from './vocabulary';

/** The most kinds a map declares itself. */
export const MAX_OWN_KINDS = 16;
/** The most counters a level's own kinds use (each is a number the solver's state keeps). */
export const MAX_OWN_COUNTERS = 8;
/** The largest count a rule gives or needs. */
export const MAX_COUNT = 99;
/** The most rules one kind has. */
export const MAX_RULES = 8;

const EFFECTS: readonly Effect[] = ['take', 'bribe', 'eat', 'open', 'jump', 'win'];
const BUILT_IN = Object.values(KIND_DATA);
/** The sprites a designer's kind may look like: the built-in kinds' own, in every colour. */
export const KIND_SPRITES: readonly string[] = [
  ...new Set(
    BUILT_IN.flatMap((k) => [k.look.sprite, k.look.gone ?? k.look.sprite]).flatMap((s) =>
      s.includes('{colour}')
        ? ['red', 'blue', 'green', 'yellow'].map((c) => s.split('{colour}').join(c))
        : [s],
    ),
  ),
];
/**
 * The marker tile of the built-in kind whose sprite (or gone sprite) `sprite` is, moved on by its
 * colour for a kind in colours: the editor's board and the share picture draw a kind of a map's
 * own as the tile of what it looks like (they have no tint), never as nothing.
 */
function markerOf(sprite: string): number {
  for (const kind of BUILT_IN)
    for (const named of [kind.look.sprite, kind.look.gone ?? kind.look.sprite]) {
      const colour = KEY_COLOURS.findIndex((c) => named.split('{colour}').join(c) === sprite);
      if (colour >= 0) return kind.marker + ('colours' in kind && kind.colours ? colour : 0);
    }
  return KIND_DATA.bone.marker;
}
/** The sounds a designer's kind may make: the built-in kinds' own. */
export const KIND_SOUNDS: readonly string[] = [...new Set(BUILT_IN.flatMap((k) => Object.values(k.sounds)))];
/** What the built-in kinds give, which a designer's kind may need (bones, keys). */
const BUILT_IN_GIVES = ['bone', 'key:red', 'key:blue', 'key:green', 'key:yellow'];

/**
 * Reads a map's `kinds` property (docs/pieces.md, "A map's own kinds"): a JSON array of kinds in
 * the rule vocabulary. Everything is checked here, in bounded time (size, nesting, counts), so a
 * hostile value gets a message: a `KindsError` naming the place in the JSON. The result is data
 * only; nothing in it is ever run.
 */
export function readKinds(text: string): KindData[] {
  const root = parseBounded(text);
  if (!Array.isArray(root)) throw new KindsError('', 'must be a JSON array of kinds');
  if (root.length > MAX_OWN_KINDS)
    throw new KindsError(
      '',
      `declares ${root.length} kinds; a level has at most ${MAX_OWN_KINDS} of its own`,
    );
  const kinds = root.map((value, i) => readKind(JsonReader.object(value, `[${i}]`)));
  checkTogether(kinds);
  return kinds;
}

function readKind(r: JsonReader): KindData {
  r.only(
    ['name', 'className', 'about', 'rules', 'block', 'oneWay', 'look', 'sounds', 'hud', 'go'],
    didYouMean,
  );
  const name = r.string('name');
  if (!/^[a-z][a-z0-9-]{0,23}$/.test(name))
    throw new KindsError(
      r.place('name'),
      `"${name}" must be 1 to 24 small letters, digits or dashes, starting with a letter`,
    );
  const className = r.string('className');
  if (!/^[A-Za-z][A-Za-z0-9 _-]{0,31}$/.test(className))
    throw new KindsError(
      r.place('className'),
      `"${className}" must be 1 to 32 letters, digits, spaces, _ or -, starting with a letter`,
    );
  // A rock or a flap needs no rules: what it does is `block` or `oneWay`.
  const rules = (r.has('rules') ? r.array('rules', MAX_RULES) : []).map((v, i) =>
    readRule(JsonReader.object(v, `${r.place('rules')}[${i}]`)),
  );
  const look = JsonReader.object(r.raw('look') ?? {}, r.place('look'));
  look.only(['sprite', 'gone', 'colour'], didYouMean);
  // A kind that says nothing of its look looks like a bone: never a sprite the game lacks.
  const sprite = look.has('sprite') ? known(look, 'sprite', KIND_SPRITES) : 'bone';
  const sounds = JsonReader.object(r.raw('sounds') ?? {}, r.place('sounds'));
  sounds.only(EFFECTS, didYouMean);
  const data: KindData = {
    name,
    className,
    about: r.string('about', `a ${name}`).slice(0, 200),
    letters: {},
    drawOrder: 10,
    tiledColour: '#ff808080',
    marker: markerOf(sprite),
    members: [],
    rules,
    ...(r.has('block') ? { block: r.choice('block', ['always'] as const) } : {}),
    ...(r.has('oneWay') ? { oneWay: readWays(r) } : {}),
    go: r.has('go') ? r.choice('go', ['leaves', 'stays'] as const) : 'leaves',
    look: {
      sprite,
      ...(look.has('gone') ? { gone: known(look, 'gone', KIND_SPRITES) } : {}),
      ...(look.has('colour') ? { tint: colour(look) } : {}),
    },
    sounds: Object.fromEntries(
      EFFECTS.filter((e) => sounds.has(e)).map((e) => [e, known(sounds, e, KIND_SOUNDS)]),
    ),
    markers: {},
    ...(r.has('hud') ? { hud: readHud(JsonReader.object(r.raw('hud'), r.place('hud')), name) } : {}),
  };
  return data;
}

function readRule(r: JsonReader): Rule {
  r.only(['on', 'need', 'give', 'go', 'end', 'report'], didYouMean);
  const on = r.choice('on', ['enter', 'meet'] as const);
  const need = r.has('need') ? readNeed(JsonReader.object(r.raw('need'), r.place('need'))) : undefined;
  let give: Rule['give'];
  if (r.has('give')) {
    const g = JsonReader.object(r.raw('give'), r.place('give'));
    g.only(['counter', 'n'], didYouMean);
    give = { counter: counterName(g), n: g.count('n', 1, MAX_COUNT) };
  }
  const end = r.has('end') ? r.choice('end', ['win', 'lose', 'stop'] as const) : undefined;
  if (need && need.short === 'block' && on !== 'enter')
    throw new KindsError(r.place('need.short'), 'only an `enter` rule can close its tile (`"block"`)');
  return {
    on,
    ...(need ? { need } : {}),
    ...(give ? { give } : {}),
    ...(r.boolean('go', false) ? { go: true } : {}),
    ...(end === 'lose' ? { end: { lose: 'eaten' as const } } : end !== undefined ? { end } : {}),
    ...(r.has('report') ? { report: r.choice('report', EFFECTS) } : {}),
  };
}

/** A one-way kind's ways in: one to eight compass names, each once. */
function readWays(r: JsonReader): Compass[] {
  const at = r.place('oneWay');
  const items = r.array('oneWay', COMPASS.length);
  if (items.length === 0)
    throw new KindsError(at, 'names no way in: a one-way kind needs at least one, e.g. ["east"]');
  return items.map((item, i) => {
    const found = COMPASS.find((c) => c === item);
    if (found === undefined) {
      const guess = typeof item === 'string' ? didYouMean(item, COMPASS) : undefined;
      throw new KindsError(
        `${at}[${i}]`,
        `${JSON.stringify(item)} is not a way${guess ? `; did you mean "${guess}"?` : ` (${COMPASS.join(', ')})`}`,
      );
    }
    if (items.indexOf(item) !== i) throw new KindsError(`${at}[${i}]`, `"${found}" is named twice`);
    return found;
  });
}

function readNeed(r: JsonReader): Need {
  r.only(['counter', 'n', 'spend', 'short'], didYouMean);
  const shortWord = r.choice('short', ['block', 'lose'] as const);
  const short: Short = shortWord === 'block' ? 'block' : { lose: 'eaten', report: 'eat' };
  return { counter: counterName(r), n: r.count('n', 1, MAX_COUNT), spend: r.boolean('spend', false), short };
}

function readHud(r: JsonReader, name: string): NonNullable<KindData['hud']> {
  r.only(['counter', 'label', 'sprite'], didYouMean);
  return {
    counter: counterName(r),
    label: r.string('label', name).slice(0, 40),
    sprite: r.has('sprite') ? known(r, 'sprite', KIND_SPRITES) : 'bone',
  };
}

function counterName(r: JsonReader): string {
  const name = r.string('counter');
  if (!/^[a-z][a-z0-9:-]{0,23}$/.test(name))
    throw new KindsError(
      r.place('counter'),
      `"${name}" must be 1 to 24 small letters, digits, dashes or colons`,
    );
  return name;
}

/** A name from `choices`, refused with the nearest when it is not one. */
function known(r: JsonReader, field: string, choices: readonly string[]): string {
  const value = r.string(field);
  if (choices.includes(value)) return value;
  const guess = didYouMean(value, choices);
  throw new KindsError(
    r.place(field),
    `"${value}" is not one of the game's names${guess ? `; did you mean "${guess}"?` : ` (${choices.join(', ')})`}`,
  );
}

function colour(r: JsonReader): string {
  const value = r.string('colour');
  if (!/^#[0-9a-fA-F]{6}$/.test(value))
    throw new KindsError(r.place('colour'), `"${value}" must be a colour written #rrggbb`);
  return value.toLowerCase();
}

/** What only the kinds together can say: names unique, counters few and given by some piece. */
function checkTogether(kinds: readonly KindData[]): void {
  const builtInNames = BUILT_IN.map((k) => k.name);
  const builtInClasses = BUILT_IN.map((k) => k.className.toLowerCase());
  const gives = new Set([
    ...BUILT_IN_GIVES,
    ...kinds.flatMap((k) => k.rules.flatMap((r) => (r.give ? [r.give.counter] : []))),
  ]);
  const counters = new Set<string>();
  kinds.forEach((kind, i) => {
    const same = kinds.findIndex(
      (k) => k.name === kind.name || k.className.toLowerCase() === kind.className.toLowerCase(),
    );
    if (builtInNames.includes(kind.name) || builtInClasses.includes(kind.className.toLowerCase()))
      throw new KindsError(
        `[${i}]`,
        `"${kind.name}" (class ${kind.className}) is a built-in kind's name; choose another`,
      );
    if (same !== i)
      throw new KindsError(`[${i}]`, `kind "${kind.name}" has the name or class of kind [${same}]`);
    kind.rules.forEach((rule, j) => {
      const need = rule.need;
      if (need && !gives.has(need.counter))
        throw new KindsError(
          `[${i}].rules[${j}].need`,
          `\`needs\` names a counter no piece gives: "${need.counter}"`,
        );
      for (const c of [need?.counter, rule.give?.counter])
        if (c !== undefined && !BUILT_IN_GIVES.includes(c)) counters.add(c);
      // The solver aims for the map's Exits (its distance bound): a kind of one's own that won
      // elsewhere would make its par wrong. A gem-locked exit is a gate in front of an Exit.
      if (rule.end === 'win')
        throw new KindsError(
          `[${i}].rules[${j}].end`,
          'a kind of your own cannot win: the level is won on an Exit (put the Exit behind your kind)',
        );
    });
    if (counters.size > MAX_OWN_COUNTERS)
      throw new KindsError(
        `[${i}]`,
        `the kinds use more than ${MAX_OWN_COUNTERS} counters of their own; a level has at most ${MAX_OWN_COUNTERS}`,
      );
  });
}

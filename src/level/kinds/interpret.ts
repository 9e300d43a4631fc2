import { isGone, setGone } from '../rules/playState';
import { addCounter, counter, lose, type RuleCall } from '../rules/ruleCall';
import { readPiece } from './readPiece';
import { KEY_COLOURS, type KeyColour, type KindDef, type Piece } from './types';
import type { CounterName, KindData, Rule, Short } from './vocabulary';

/** Where a piece stands after `clock` steps of the cat: its route's cell for that step, or its own cell. */
export function cellAtClock(piece: Piece, clock: number): number {
  const route = piece.route;
  return route === null ? piece.cell : route[clock % route.length];
}

/** A text with `{colour}` and `{Colour}` filled in, looked up by the piece's colour (red when none). */
type ByColour = (piece: Pick<Piece, 'colour'>) => string;

function byColour(text: string): ByColour {
  const filled = Object.fromEntries(
    KEY_COLOURS.map((c) => [
      c,
      // split and join, not replaceAll: Tiled 1.8's script engine, which runs the extension, lacks it.
      text
        .split('{colour}')
        .join(c)
        .split('{Colour}')
        .join(`${c[0].toUpperCase()}${c.slice(1)}`),
    ]),
  ) as Record<KeyColour, string>;
  return (piece) => filled[piece.colour ?? 'red'];
}

/** A rule with its counter names resolved per colour once, so acting on it builds no strings. */
interface CompiledRule {
  readonly need: { readonly counter: ByColour; readonly n: number; readonly spend: boolean } | null;
  readonly short: Short;
  readonly give: { readonly counter: ByColour; readonly n: number } | null;
  readonly go: boolean;
  readonly end: NonNullable<Rule['end']> | null;
  readonly report: NonNullable<Rule['report']> | null;
}

function compileRule(rule: Rule): CompiledRule {
  const { need, give } = rule;
  return {
    need: need ? { counter: byColour(need.counter), n: need.n, spend: need.spend } : null,
    short: need?.short ?? 'block',
    give: give ? { counter: byColour(give.counter), n: give.n } : null,
    go: rule.go === true,
    end: rule.end ?? null,
    report: rule.report ?? null,
  };
}

/** Applies one rule to `piece`: its need (or what being short of it does), then give, go, end, report. */
function act(rule: CompiledRule, call: RuleCall, piece: Piece): void {
  const { level, state } = call;
  const { need } = rule;
  if (need !== null) {
    const name = need.counter(piece);
    if (counter(level, state, name) < need.n) {
      if (rule.short !== 'block') {
        lose(state, rule.short.lose);
        call.report(rule.short.report, piece);
      }
      return;
    }
    if (need.spend) addCounter(level, state, name, -need.n);
  }
  if (rule.give !== null) addCounter(level, state, rule.give.counter(piece), rule.give.n);
  if (rule.go) setGone(state, piece.slot);
  // `stop` changes nothing here: the walk asks `KindDef.stops` (the solver's walks split there anyway).
  if (rule.end === 'win') state.status = 'won';
  else if (rule.end !== null && rule.end !== 'stop') lose(state, rule.end.lose);
  if (rule.report !== null) call.report(rule.report, piece);
}

/** Applies `rules` in order while the piece is there and the play goes on; undefined for none. */
function actAll(rules: readonly CompiledRule[]): ((call: RuleCall, piece: Piece) => void) | undefined {
  if (rules.length === 0) return undefined;
  if (rules.length === 1) {
    const [rule] = rules;
    return (call, piece) => act(rule, call, piece);
  }
  return (call, piece) => {
    for (const rule of rules) {
      if (call.state.status !== 'playing' || isGone(call.state, piece.slot)) return;
      act(rule, call, piece);
    }
  };
}

/** A piece's tile is closed while the cat is short of what one of its `enter` rules needs. */
function blocksWhileShort(locks: readonly CompiledRule[]): NonNullable<KindDef['blocks']> {
  const needs = locks.flatMap((r) => (r.need === null ? [] : [r.need]));
  if (needs.length === 1) {
    const [need] = needs;
    return (call, piece) => counter(call.level, call.state, need.counter(piece)) < need.n;
  }
  return (call, piece) => needs.some((need) => counter(call.level, call.state, need.counter(piece)) < need.n);
}

/**
 * What a going piece adds to the counters, `null` for none: the solver's counters follow from the
 * pieces gone. The vocabulary lets only a rule that makes its piece go change counters, and every
 * such rule of a kind must change the same counter by the same amount.
 */
function goingCounter(data: KindData): { readonly counter: CounterName; readonly delta: number } | null {
  let found: { counter: CounterName; delta: number } | null = null;
  for (const rule of data.rules) {
    const changes: { counter: CounterName; delta: number }[] = [];
    if (rule.give) changes.push({ counter: rule.give.counter, delta: rule.give.n });
    if (rule.need?.spend) {
      const same = changes.find((c) => c.counter === rule.need?.counter);
      if (same) same.delta -= rule.need.n;
      else changes.push({ counter: rule.need.counter, delta: -rule.need.n });
    }
    const real = changes.filter((c) => c.delta !== 0);
    if (real.length === 0) continue;
    if (!rule.go) throw new Error(`kind ${data.name}: a rule that changes a counter must make its piece go`);
    const [change] = real;
    if (
      real.length > 1 ||
      (found !== null && (found.counter !== change.counter || found.delta !== change.delta))
    )
      throw new Error(`kind ${data.name}: its going rules must change one counter by one amount`);
    found = change;
  }
  return found;
}

/** The first thing a rule does, for a message: `give`, `need`, `go`, `end` or `report`. */
function firstWord(rule: Rule): string {
  return (
    (['give', 'need', 'go', 'end', 'report'] as const).find((w) => rule[w] !== undefined) ?? `${rule.on}`
  );
}

/** Refuses a rock with rules, a one-way kind without ways, and a stop that could not act on every walk. */
function checkBlocking(data: KindData, refuse: (why: string) => never): void {
  if (data.block === 'always') {
    if (data.oneWay !== undefined) refuse('a kind cannot both block always and be one way');
    if (data.rules.length > 0)
      refuse(
        `a kind cannot both block always and ${firstWord(data.rules[0])}: the cat never enters its tile`,
      );
  }
  if (data.oneWay !== undefined) {
    if (data.oneWay.length === 0)
      refuse('a one-way kind needs the ways a step may enter it, e.g. `oneWay: ["east"]`');
    const twice = data.oneWay.find((way, i) => data.oneWay?.indexOf(way) !== i);
    if (twice !== undefined) refuse(`\`oneWay\` names ${twice} twice`);
  }
  for (const rule of data.rules) {
    if (rule.end !== 'stop') continue;
    if (rule.on !== 'enter') refuse('only an `enter` rule can stop the walk (`end: stop`)');
    if (rule.need !== undefined)
      refuse('a rule that stops the walk takes no `need`: it stops every walk onto its tile');
  }
  if (data.rules.some((r) => r.end === 'stop') && data.rules.some((r) => r.go === true))
    refuse('a kind that stops the walk cannot go: it stops every walk onto its tile, for good');
}

/** Refuses rules the interpreter cannot give a meaning, naming the kind. */
function checkRules(data: KindData): void {
  const refuse = (why: string): never => {
    throw new Error(`kind ${data.name}: ${why}`);
  };
  checkBlocking(data, refuse);
  const texts = [data.look.sprite, data.look.gone ?? '', data.hud?.counter ?? '', data.hud?.sprite ?? ''];
  for (const rule of data.rules) {
    if (rule.need && rule.need.short === 'block' && rule.on !== 'enter')
      refuse('only an `enter` rule can close its tile while the cat is short (`short: block`)');
    for (const n of [rule.need?.n, rule.give?.n])
      if (n !== undefined && !(Number.isInteger(n) && n >= 1))
        refuse(`a count must be a whole number from 1, not ${n}`);
    texts.push(rule.need?.counter ?? '', rule.give?.counter ?? '');
  }
  if (!data.colours && texts.some((t) => t.includes('{colour}')))
    refuse('`{colour}` stands for the colour of a kind that comes in colours (`colours: true`)');
}

/**
 * Turns a kind written in the rule vocabulary into the kind definition the rules, the solver, the
 * loader and the view ask for. Everything that can be worked out once is (counter names per
 * colour, which hooks exist), so the solver's hot loop runs a closure per piece as before.
 */
export function interpretKind(data: KindData): KindDef {
  checkRules(data);
  const rules = data.rules.map(compileRule);
  const onEnter = rules.filter((_, i) => data.rules[i].on === 'enter');
  const onMeet = rules.filter((_, i) => data.rules[i].on === 'meet');
  const locks = onEnter.filter((r) => r.need !== null && r.short === 'block');
  const going = goingCounter(data);
  const goingName = going ? byColour(going.counter) : null;
  const goes = data.rules.some((r) => r.go === true);
  const go = data.go ?? 'leaves';
  const stays = (piece: Piece): boolean =>
    (typeof go === 'string' ? go : piece.route !== null ? go.moving : go.standing) === 'stays';
  const sprite = byColour(data.look.sprite);
  const goneSprite = byColour(data.look.gone ?? data.look.sprite);
  const tint = data.look.tint;
  const enter = actAll(onEnter);
  const meet = actAll(onMeet);
  const hud = data.hud;
  const hudCounter = hud ? byColour(hud.counter) : null;
  const hudSprite = hud ? byColour(hud.sprite) : null;
  const hudLabel = hud ? byColour(hud.label) : null;
  return {
    name: data.name,
    className: data.className,
    about: data.about,
    letters: data.letters,
    drawOrder: data.drawOrder,
    tiledColour: data.tiledColour,
    marker: data.colours
      ? (piece) => data.marker + KEY_COLOURS.indexOf(piece.colour ?? 'red')
      : () => data.marker,
    members: data.members,
    ...(data.colours || data.pairs || data.moves
      ? { read: (found, report) => readPiece(data, found, report) }
      : {}),
    goes,
    ...(goes ? { stays } : {}),
    ...(going && goingName
      ? { counter: (piece: Piece) => ({ name: goingName(piece), delta: going.delta }) }
      : {}),
    ...(data.moves === 'route' ? { period: (piece: Piece) => piece.route?.length ?? 1 } : {}),
    ...(data.block === 'always'
      ? { blocks: () => true }
      : locks.length > 0
        ? { blocks: blocksWhileShort(locks) }
        : {}),
    ...(data.oneWay ? { oneWay: data.oneWay } : {}),
    ...(data.rules.some((r) => r.end === 'stop') ? { stops: true } : {}),
    ...(enter ? { enter } : {}),
    ...(meet
      ? {
          afterStep(call: RuleCall, piece: Piece): void {
            const { state, from, to } = call;
            const now = cellAtClock(piece, state.clock);
            const before = cellAtClock(piece, state.clock - 1);
            if (now !== to && !(before === to && now === from)) return;
            meet(call, piece);
          },
        }
      : {}),
    look: (piece, gone) => ({
      sprite: gone && stays(piece) ? goneSprite(piece) : sprite(piece),
      ...(tint ? { tint } : {}),
    }),
    sounds: data.sounds,
    markers: data.markers,
    ...(hudCounter && hudSprite && hudLabel
      ? { hud: (piece) => ({ counter: hudCounter(piece), sprite: hudSprite(piece), label: hudLabel(piece) }) }
      : {}),
  };
}

/**
 * Pieces of one's own, ready made: the example kinds of docs/pieces.md ("A map's own kinds"), as
 * the JSON a map's `kinds` property holds, in sets that work together. The editor offers them to a
 * maker who has no words for rules yet; test-data/own-kinds plays each.
 */
export interface ExampleKinds {
  /** What the set adds, in plain words for a button: "Fish and a crocodile". */
  readonly title: string;
  /** What the pieces do, in one sentence for the maker. */
  readonly about: string;
  /** The kinds, in the JSON form a `kinds` property holds (readKinds reads them). */
  readonly kinds: readonly object[];
}

/** A fish: the cat takes it (the shelf's Fish for the Crocodile uses it too). */
export const FISH = {
  name: 'fish',
  className: 'Fish',
  about: 'a fish: the cat takes it',
  rules: [{ on: 'enter', give: { counter: 'fish', n: 1 }, go: true, report: 'take' }],
  look: { sprite: 'bone', colour: '#3399ff' },
  sounds: { take: 'pickup' },
  hud: { counter: 'fish', label: 'Fish' },
};

/** A crocodile: a fish calms it (it goes); without one it eats the cat. */
export const CROCODILE = {
  name: 'crocodile',
  className: 'Crocodile',
  about: 'a crocodile: a fish calms it; without one it eats the cat',
  rules: [
    { on: 'meet', need: { counter: 'fish', n: 1, spend: true, short: 'lose' }, go: true, report: 'bribe' },
  ],
  look: { sprite: 'dog_idle', colour: '#3a7d44' },
  sounds: { bribe: 'bribe', eat: 'eaten' },
};

const gem = {
  name: 'gem',
  className: 'Gem',
  about: 'a gem: the cat takes it',
  rules: [{ on: 'enter', give: { counter: 'gem', n: 1 }, go: true, report: 'take' }],
  look: { sprite: 'key_yellow', colour: '#b266ff' },
  sounds: { take: 'key' },
  hud: { counter: 'gem', label: 'Gems' },
};

const gemGate = {
  name: 'gem-gate',
  className: 'GemGate',
  about: 'a gate: open once the cat carries both gems',
  rules: [{ on: 'enter', need: { counter: 'gem', n: 2, spend: false, short: 'block' } }],
  look: { sprite: 'door_yellow', colour: '#b266ff' },
};

/** The sets the editor offers, each whole (a crocodile without fish could only eat the cat). */
export const EXAMPLE_KINDS: readonly ExampleKinds[] = [
  {
    title: 'Fish and a crocodile',
    about: 'The cat picks up fish; a crocodile eats a cat that has none, and a fish calms it.',
    kinds: [FISH, CROCODILE],
  },
  {
    title: 'Gems and a gate',
    about: 'The cat picks up gems; a gate lets it through once it carries two.',
    kinds: [gem, gemGate],
  },
];

/**
 * Kinds of the shelf's own levels' own (docs/pieces.md, "A map's own kinds"): pieces no code knows,
 * written in the rule vocabulary and declared in each map's `kinds` property. They prove a designer
 * needs no programmer: a gem-locked exit, a crocodile calmed by fish, and more (shelfLevels.ts).
 */
import { CROCODILE, FISH } from '../../src/level/kinds/exampleKinds';

/** A gem the cat takes, and a gate that opens once the cat carries `gems` of them and keeps them all. */
export function gemGateKinds(gems: number): string {
  return JSON.stringify([
    {
      name: 'gem',
      className: 'Gem',
      about: 'a gem: the cat takes it',
      rules: [{ on: 'enter', give: { counter: 'gem', n: 1 }, go: true, report: 'take' }],
      look: { sprite: 'key_blue', colour: '#d9a0ff' },
      sounds: { take: 'key' },
      hud: { counter: 'gem', label: 'Gems', sprite: 'key_blue' },
    },
    {
      name: 'gem-gate',
      className: 'GemGate',
      about: `a gate: it opens to a cat carrying ${gems} gems, and keeps none of them`,
      rules: [
        {
          on: 'enter',
          need: { counter: 'gem', n: gems, spend: false, short: 'block' },
          go: true,
          report: 'open',
        },
      ],
      go: 'stays',
      look: { sprite: 'door_blue', gone: 'door_blue_open', colour: '#d9a0ff' },
      sounds: { open: 'unlock' },
    },
  ]);
}

/** A fish the cat takes, and a crocodile a fish calms (it goes): without one, it eats the cat. */
export const FISH_AND_CROCODILE = JSON.stringify([FISH, CROCODILE]);

/** Cat flaps the cat passes going east, or going north, only (leaving a flap's tile is free). */
export const CAT_FLAPS = JSON.stringify(
  (['east', 'north'] as const).map((way) => ({
    name: `flap-${way}`,
    className: `Flap${way[0].toUpperCase()}${way.slice(1)}`,
    about: `a cat flap: the cat passes it going ${way} only`,
    oneWay: [way],
    look: { sprite: 'door_yellow_open', colour: '#c08040' },
  })),
);

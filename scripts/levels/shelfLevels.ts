/**
 * The community shelf's seed levels (levels/community/), as `npm run levels:community` makes them:
 * levels from the generator (`maze-cat generate`'s options and seed), levels drawn as text rows, and
 * remixes made with the editor's model (src/level/edit): a shelf level opened, edited and saved
 * again, crediting the level it was made from. The project made them all, so each is credited to
 * the Maze Cat team (`SHELF_TEAM`), on the day its file was first committed: a maker's name on the
 * shelf is only ever that of a player who submitted a level (docs/sharing.md, "Credit on the shelf").
 */
import type { LevelDrawing } from '../../src/level/drawing';
import type { Edit } from '../../src/level/edit';
import { NEW_GRIDS } from '../../src/level/edit/newMap';
import type { ShelfLicence } from '../../src/level/shelfInfo';
import type { GenerateOptions } from '../../src/solver/generate';
import type { GridShape } from '../../src/tiled/types';
import { CAT_FLAPS, FISH_AND_CROCODILE, gemGateKinds } from './shelfKinds';

/** Who the shelf credits with the levels the project made (a seed carries no maker of its own). */
export const SHELF_TEAM = 'Maze Cat team';

/** What every shelf level carries besides its board (its maker is `SHELF_TEAM`). */
interface Credit {
  /** The file name in levels/community/ without `.tmj` (its shelf id is `community/<name>`). */
  readonly name: string;
  readonly title: string;
  readonly intro: string;
  readonly licence: ShelfLicence;
  readonly added: string;
}

/** How a shelf level is made. */
export type ShelfSeed = Credit &
  (
    | { readonly how: 'generate'; readonly options: Omit<GenerateOptions, 'seed'>; readonly seed: string }
    | {
        readonly how: 'draw';
        readonly rows: readonly string[];
        readonly rule?: string;
        readonly energy?: number;
        /** The board it is drawn on (square tiles when absent), with the game's tileset for it. */
        readonly grid?: GridShape;
        /** Kinds of the map's own, and the letters the rows draw them with (shelfKinds.ts). */
        readonly kinds?: LevelDrawing['kinds'];
      }
    | {
        readonly how: 'remix';
        /** The name of the shelf level it is made from (its `remixOf` is that level's shelf id). */
        readonly from: string;
        readonly edits: readonly Edit[];
        /** Give the cat exactly the energy par needs (the remix's own par, found after the edits). */
        readonly energyAtPar?: boolean;
      }
  );

export const SHELF_SEEDS: readonly ShelfSeed[] = [
  {
    name: '01-muddy-mile',
    title: 'The Muddy Mile',
    intro: 'Mud, a puddle and three dogs, on a budget of energy with nothing to spare.',
    licence: 'CC0-1.0',
    added: '2026-12-02',
    how: 'generate',
    options: { width: 12, height: 12, difficulty: 'hard', energy: true, costs: true },
    seed: 'shelf-e',
  },
  {
    name: '02-locksmith',
    title: 'Locksmith',
    intro: 'One red key, one red door, and more dogs than bones if you wander.',
    licence: 'CC-BY-4.0',
    added: '2026-12-02',
    how: 'generate',
    options: { width: 16, height: 12, difficulty: 'hard', mechanics: ['keys'] },
    seed: 'shelf-b',
  },
  {
    name: '03-plumbers-lane',
    title: "Plumber's Lane",
    intro: 'A pipe under the yard saves steps, if the right bone comes with you.',
    licence: 'CC-BY-4.0',
    added: '2026-12-02',
    how: 'generate',
    options: { width: 14, height: 10, difficulty: 'hard', mechanics: ['pipes'] },
    seed: 'shelf-c',
  },
  {
    name: '04-night-watch',
    title: 'Night Watch',
    intro: 'Two guards walk the halls. Slip past them, or pay them.',
    licence: 'CC-BY-4.0',
    added: '2026-12-02',
    how: 'generate',
    options: { width: 16, height: 12, difficulty: 'hard', mechanics: ['patrols'] },
    seed: 'shelf-d',
  },
  {
    name: '05-keys-and-pipes',
    title: 'Keys and Pipes',
    intro: 'Two keys, a pipe and a hall of hungry dogs.',
    licence: 'CC0-1.0',
    added: '2026-12-02',
    how: 'generate',
    options: { width: 20, height: 14, difficulty: 'hard', mechanics: ['keys', 'pipes'] },
    seed: 'shelf-f',
  },
  {
    name: '06-garden-party',
    title: 'Garden Party',
    intro: 'Grass is slow and water slower: pick the dry way to each bone.',
    licence: 'CC-BY-4.0',
    added: '2026-12-02',
    how: 'generate',
    options: { width: 14, height: 11, difficulty: 'hard', costs: true },
    seed: 'shelf-garden',
  },
  {
    name: '07-the-big-house',
    title: 'The Big House',
    intro: 'A house of many rooms, guards on their rounds and two locked doors.',
    licence: 'CC-BY-4.0',
    added: '2026-12-02',
    how: 'generate',
    options: { width: 28, height: 20, difficulty: 'hard', mechanics: ['patrols', 'keys'] },
    seed: 'shelf-house',
  },
  {
    name: '08-corner-shop',
    title: 'Corner Shop',
    intro: 'The cat cuts corners here. The dogs do not forgive it.',
    licence: 'CC-BY-4.0',
    added: '2026-12-02',
    how: 'draw',
    rule: 'diagonal',
    rows: [
      '############',
      '#B#.....#..#',
      '#.#.###.#..#',
      '#..C..#...D#',
      '#.###.#.####',
      '#...B.#..DE#',
      '#####D..B..#',
      '############',
    ],
  },
  {
    name: '09-knights-yard',
    title: "Knight's Yard",
    intro: 'The cat jumps like a chess knight: a bone is where a jump lands, not where it looks.',
    licence: 'CC0-1.0',
    added: '2026-12-02',
    how: 'draw',
    rule: 'knight',
    rows: [
      '#########',
      '#CB.....#',
      '#.......#',
      '#.......#',
      '#B......#',
      '#.D...#.#',
      '#....D..#',
      '#......E#',
      '#########',
    ],
  },
  {
    name: '10-locksmith-on-the-slant',
    title: 'Locksmith on the Slant',
    intro: 'Locksmith again, with diagonal steps: the short cuts move.',
    licence: 'CC-BY-4.0',
    added: '2026-12-02',
    how: 'remix',
    from: '02-locksmith',
    edits: [{ type: 'settings', settings: { rule: 'diagonal' } }],
  },
  {
    name: '11-locksmith-running-low',
    title: 'Locksmith, Running Low',
    intro: 'The slanted Locksmith again, on exactly the energy par needs.',
    licence: 'CC-BY-4.0',
    added: '2026-12-02',
    how: 'remix',
    from: '10-locksmith-on-the-slant',
    edits: [],
    energyAtPar: true,
  },
  {
    name: '12-muddier-mile',
    title: 'The Muddier Mile',
    intro: 'The Muddy Mile without its energy budget, and mud by the far bone.',
    licence: 'CC0-1.0',
    added: '2026-12-02',
    how: 'remix',
    from: '01-muddy-mile',
    edits: [
      { type: 'settings', settings: { energy: null } },
      { type: 'paint', cells: [13, 14, 15], terrain: 'mud' },
    ],
  },
  {
    name: '13-quiet-courtyard',
    title: 'Quiet Courtyard',
    intro: 'A first walk on the shelf: one dog, one bone, and a courtyard to cross.',
    licence: 'CC0-1.0',
    added: '2026-12-04',
    how: 'generate',
    options: { width: 8, height: 8, difficulty: 'easy', oneTapWins: false },
    seed: 'first-a',
  },
  {
    name: '14-round-the-wall',
    title: 'Round the Wall',
    intro: 'The bone is on your side of the wall, the dog on the other.',
    licence: 'CC0-1.0',
    added: '2026-12-04',
    how: 'generate',
    options: { width: 10, height: 8, difficulty: 'easy', oneTapWins: false },
    seed: 'first-b',
  },
  {
    name: '15-sleepy-alley',
    title: 'Sleepy Alley',
    intro: 'A key, its door and a sleepy dog: an easy way into locks.',
    licence: 'CC0-1.0',
    added: '2026-12-04',
    how: 'generate',
    options: { width: 10, height: 8, difficulty: 'easy', mechanics: ['keys'], oneTapWins: false },
    seed: 'first-c',
  },
  {
    name: '16-soggy-garden',
    title: 'Soggy Garden',
    intro: 'Mud, grass and water slow the cat down. Look for the dry way.',
    licence: 'CC0-1.0',
    added: '2026-12-04',
    how: 'generate',
    options: { width: 10, height: 8, difficulty: 'easy', costs: true, oneTapWins: false },
    seed: 'first-d',
  },
  {
    name: '17-bone-room',
    title: 'The Bone Room',
    intro: 'Two bones in one room. The dog by the door needs only one.',
    licence: 'CC0-1.0',
    added: '2026-12-04',
    how: 'draw',
    rows: [
      '############',
      '#B.C.......#',
      '#..........#',
      '#.........B#',
      '#########D##',
      '#########E##',
      '############',
    ],
  },
  {
    name: '18-back-rooms',
    title: 'Back Rooms',
    intro: 'Three bones about the rooms, and one dog at the door out.',
    licence: 'CC0-1.0',
    added: '2026-12-04',
    how: 'draw',
    rows: [
      '############',
      '#...B#.....#',
      '#.#..#.....#',
      '#.#C....##.#',
      '#B##.......#',
      '#...#..B.#D#',
      '#.......##E#',
      '############',
    ],
  },
  {
    name: '19-slanted-room',
    title: 'The Slanted Room',
    intro: 'The Bone Room on the slant: a diagonal step costs about 1.4.',
    licence: 'CC0-1.0',
    added: '2026-12-04',
    how: 'draw',
    rule: 'diagonal',
    rows: ['##########', '#B.C.....#', '#........#', '#.......B#', '#######D##', '#######E##', '##########'],
  },
  {
    name: '20-the-tilted-yard',
    title: 'The Tilted Yard',
    intro:
      'A yard turned on its corner, two bones and a dog at the gate. The nearest bone is the long way round.',
    licence: 'CC0-1.0',
    added: '2026-12-05',
    how: 'draw',
    grid: NEW_GRIDS.isometric,
    rows: ['#########', '#B...C..#', '###.###.#', '###.B#..#', '###D#####', '###E#####', '#########'],
  },
  {
    name: '21-diamond-doors',
    title: 'Diamond Doors',
    intro: 'One red key and three red doors on a board of diamonds. The short way out has one door too many.',
    licence: 'CC0-1.0',
    added: '2026-12-05',
    how: 'draw',
    grid: NEW_GRIDS.isometric,
    rows: [
      '##########',
      '#C......r#',
      '#.####R###',
      '#.####.###',
      '#.####R###',
      '#R####.###',
      '#.....m.E#',
      '##########',
    ],
  },
  {
    name: '22-the-gem-gate',
    title: 'The Gem Gate',
    intro: 'The gate opens for three gems and keeps none of them. The gem at your feet can wait.',
    licence: 'CC0-1.0',
    added: '2026-12-05',
    how: 'draw',
    rows: [
      '###########',
      '#j..#...#j#',
      '#.#.#.#.#.#',
      '#...Cj....#',
      '#B#######D#',
      '#########X#',
      '#########E#',
      '###########',
    ],
    kinds: { json: gemGateKinds(3), letters: { j: 'Gem', X: 'GemGate' } },
  },
  {
    name: '23-fish-for-the-crocodile',
    title: 'Fish for the Crocodile',
    intro: 'Bones mean nothing to a crocodile: only a fish calms it. The fish is behind a dog.',
    licence: 'CC0-1.0',
    added: '2026-12-05',
    how: 'draw',
    rows: [
      '###########',
      '#B..#######',
      '###.#######',
      '###..C..iB#',
      '###.#####D#',
      '#fD.#####E#',
      '###########',
    ],
    kinds: { json: FISH_AND_CROCODILE, letters: { f: 'Fish', i: 'Crocodile' } },
  },
  {
    name: '24-the-cat-flaps',
    title: 'The Cat Flaps',
    intro:
      'Cat flaps swing one way: the one by the cat lets it east into the far room, the one in the west room lets it up from the hall. Two bones, two dogs.',
    licence: 'CC0-1.0',
    added: '2026-12-05',
    how: 'draw',
    rows: [
      '##############',
      '#B....#....#B#',
      '#.........C>.#',
      '#.....#....#.#',
      '####^#######.#',
      '#ED.....D....#',
      '##############',
    ],
    kinds: { json: CAT_FLAPS, letters: { '>': 'FlapEast', '^': 'FlapNorth' } },
  },
];

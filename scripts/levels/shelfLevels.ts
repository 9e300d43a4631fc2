/**
 * The community shelf's seed levels (levels/community/), as `npm run levels:community` makes them:
 * levels from the generator (`maze-cat generate`'s options and seed), levels drawn as text rows, and
 * remixes made with the editor's model (src/level/edit): a shelf level opened, edited and saved
 * again, crediting the level it was made from. Makers are fictional, or the Maze Cat team.
 */
import type { Edit } from '../../src/level/edit';
import type { ShelfLicence } from '../../src/level/shelfInfo';
import type { GenerateOptions } from '../../src/solver/generate';

/** What every shelf level carries besides its board. */
interface Credit {
  /** The file name in levels/community/ without `.tmj` (its shelf id is `community/<name>`). */
  readonly name: string;
  readonly title: string;
  readonly intro: string;
  readonly maker: string;
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
    maker: 'Maze Cat team',
    licence: 'CC0-1.0',
    added: '2026-09-01',
    how: 'generate',
    options: { width: 12, height: 12, difficulty: 'hard', energy: true, costs: true },
    seed: 'shelf-e',
  },
  {
    name: '02-locksmith',
    title: 'Locksmith',
    intro: 'One red key, one red door, and more dogs than bones if you wander.',
    maker: 'Ada Whisker',
    licence: 'CC-BY-4.0',
    added: '2026-09-03',
    how: 'generate',
    options: { width: 16, height: 12, difficulty: 'hard', mechanics: ['keys'] },
    seed: 'shelf-b',
  },
  {
    name: '03-plumbers-lane',
    title: "Plumber's Lane",
    intro: 'A pipe under the yard saves steps, if the right bone comes with you.',
    maker: 'Tomás Ferreira',
    licence: 'CC-BY-4.0',
    added: '2026-09-06',
    how: 'generate',
    options: { width: 14, height: 10, difficulty: 'hard', mechanics: ['pipes'] },
    seed: 'shelf-c',
  },
  {
    name: '04-night-watch',
    title: 'Night Watch',
    intro: 'Two guards walk the halls. Slip past them, or pay them.',
    maker: 'Mina Okoro',
    licence: 'CC-BY-4.0',
    added: '2026-09-10',
    how: 'generate',
    options: { width: 16, height: 12, difficulty: 'hard', mechanics: ['patrols'] },
    seed: 'shelf-d',
  },
  {
    name: '05-keys-and-pipes',
    title: 'Keys and Pipes',
    intro: 'Two keys, a pipe and a hall of hungry dogs.',
    maker: 'Jun Park',
    licence: 'CC0-1.0',
    added: '2026-09-14',
    how: 'generate',
    options: { width: 20, height: 14, difficulty: 'hard', mechanics: ['keys', 'pipes'] },
    seed: 'shelf-f',
  },
  {
    name: '06-garden-party',
    title: 'Garden Party',
    intro: 'Grass is slow and water slower: pick the dry way to each bone.',
    maker: 'Lotte Brandt',
    licence: 'CC-BY-4.0',
    added: '2026-09-18',
    how: 'generate',
    options: { width: 14, height: 11, difficulty: 'hard', costs: true },
    seed: 'shelf-garden',
  },
  {
    name: '07-the-big-house',
    title: 'The Big House',
    intro: 'A house of many rooms, guards on their rounds and two locked doors.',
    maker: 'Priya Raman',
    licence: 'CC-BY-4.0',
    added: '2026-09-25',
    how: 'generate',
    options: { width: 28, height: 20, difficulty: 'hard', mechanics: ['patrols', 'keys'] },
    seed: 'shelf-house',
  },
  {
    name: '08-corner-shop',
    title: 'Corner Shop',
    intro: 'The cat cuts corners here. The dogs do not forgive it.',
    maker: 'Ada Whisker',
    licence: 'CC-BY-4.0',
    added: '2026-10-02',
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
    maker: 'Maze Cat team',
    licence: 'CC0-1.0',
    added: '2026-10-05',
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
    intro: "Ada's Locksmith, with diagonal steps: the short cuts move.",
    maker: 'Tomás Ferreira',
    licence: 'CC-BY-4.0',
    added: '2026-10-09',
    how: 'remix',
    from: '02-locksmith',
    edits: [{ type: 'settings', settings: { rule: 'diagonal' } }],
  },
  {
    name: '11-locksmith-running-low',
    title: 'Locksmith, Running Low',
    intro: 'The slanted Locksmith again, on exactly the energy par needs.',
    maker: 'Mina Okoro',
    licence: 'CC-BY-4.0',
    added: '2026-10-12',
    how: 'remix',
    from: '10-locksmith-on-the-slant',
    edits: [],
    energyAtPar: true,
  },
  {
    name: '12-muddier-mile',
    title: 'The Muddier Mile',
    intro: 'The Muddy Mile without its energy budget, and mud by the far bone.',
    maker: 'Jun Park',
    licence: 'CC0-1.0',
    added: '2026-10-16',
    how: 'remix',
    from: '01-muddy-mile',
    edits: [
      { type: 'settings', settings: { energy: null } },
      { type: 'paint', cells: [13, 14, 15], terrain: 'mud' },
    ],
  },
];

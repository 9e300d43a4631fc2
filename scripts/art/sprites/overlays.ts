/**
 * Overlays drawn over tiles: the path preview, what will happen on it, ranges and cursors.
 * Each differs by shape as well as colour (dot, ring, X, plus, heart, battery, key, open and closed
 * padlock, arrow into and out of a pipe, brackets, hatching) so players who do not tell red from
 * green still read them.
 */
import type { Art } from '../pixelArt';

const E = '................';

/** A padlock: `open` lifts the shackle out of its right side; `body` is its colour. */
function padlock(open: boolean, body: string, shade: string): Art {
  const shackle = open
    ? [
        '.....kkkkk......',
        '....kwwwwwk.....',
        '...kwwkkkwwk....',
        '...kwk...kwk....',
        '...kwk...kkk....',
        '...kwk..........',
        '...kwk..........',
      ]
    : [
        E,
        '....kkkkkk......',
        '...kwwwwwwk.....',
        '..kwwkkkkwwk....',
        '..kwk....kwk....',
        '..kwk....kwk....',
        '..kwk....kwk....',
      ];
  return [
    E,
    ...shackle,
    '.kkkkkkkkkkkk...',
    `.k${body.repeat(10)}k...`,
    `.k${body.repeat(4)}kk${body.repeat(4)}k...`,
    `.k${body.repeat(4)}kk${body.repeat(4)}k...`,
    `.k${body.repeat(5)}k${body.repeat(4)}k...`,
    `.k${shade.repeat(10)}k...`,
    '.kkkkkkkkkkkk...',
    E,
  ];
}

/**
 * Which pair a pipe end belongs to, on levels with several: a ring round the pipe in the pair's
 * colour and a badge with its numeral in the corner, so pairs read by shape as well as colour.
 * The view lights a pair in the same colours (src/view/PieceGuides.ts, PAIR_COLOURS).
 */
export const PAIR_COLOURS = ['Y', 'q', 'i', 'o'] as const;

const DIGITS: Readonly<Record<number, readonly string[]>> = {
  1: ['.k.', 'kk.', '.k.', '.k.', 'kkk'],
  2: ['kkk', '..k', 'kkk', 'k..', 'kkk'],
  3: ['kkk', '..k', '.kk', '..k', 'kkk'],
  4: ['k.k', 'k.k', 'kkk', '..k', '..k'],
};

function pairMark(n: number): Art {
  const c = PAIR_COLOURS[n - 1];
  const rows: string[][] = [];
  for (let y = 0; y < 16; y++) {
    const row: string[] = [];
    for (let x = 0; x < 16; x++) {
      const d = Math.hypot(x - 7.5, y - 7.5);
      row.push(d > 5.9 && d <= 6.9 ? c : '.');
    }
    rows.push(row);
  }
  const digit = DIGITS[n].map((line) => line.replaceAll('.', c));
  const badge = [
    'kkkkkkk',
    `k${c.repeat(5)}k`,
    ...digit.map((line) => `k${c}${line}${c}k`),
    `k${c.repeat(5)}k`,
    'kkkkkkk',
  ];
  badge.forEach((line, dy) => {
    for (let dx = 0; dx < line.length; dx++) rows[7 + dy][9 + dx] = line[dx];
  });
  return rows.map((row) => row.join(''));
}

/** An arrow going down into a pipe's mouth, or (`out`) coming up out of it. */
function pipeArrow(out: boolean): Art {
  const arrow = [
    '......kkkk......',
    '......kwwk......',
    '......kwwk......',
    '...kkkkwwkkkk...',
    '...kwwwwwwwwk...',
    '....kwwwwwwk....',
    '.....kwwwwk.....',
    '......kwwk......',
    '.......kk.......',
  ];
  const mouth = [
    '..kkkkkkkkkkkk..',
    '.kXPPPPPPPPPPQk.',
    'kXPkkkkkkkkkkPQk',
    'kPPkkkkkkkkkkQQk',
    '.kQQQQQQQQQQQQk.',
    '..kkkkkkkkkkkk..',
    E,
  ];
  return out ? [...[...arrow].reverse(), ...mouth] : [...arrow, ...mouth];
}

/** Every overlay, one frame each, by the name the game uses. */
export const OVERLAYS: Readonly<Record<string, Art>> = {
  overlay_path: [
    E,
    E,
    E,
    E,
    E,
    E,
    '......kkkk......',
    '.....kwwwwk.....',
    '.....kwwwwk.....',
    '.....kwwwwk.....',
    '.....kwwwwk.....',
    '......kkkk......',
    E,
    E,
    E,
    E,
  ],
  overlay_path_end: [
    E,
    '.....kkkkkk.....',
    '...kkwwwwwwkk...',
    '..kwwkkkkkkwwk..',
    '.kwwk......kwwk.',
    '.kwk..kkkk..kwk.',
    'kwwk.kYYYYk.kwwk',
    'kwk.kYYYYYYk.kwk',
    'kwk.kYYYYYYk.kwk',
    'kwwk.kYYYYk.kwwk',
    '.kwk..kkkk..kwk.',
    '.kwwk......kwwk.',
    '..kwwkkkkkkwwk..',
    '...kkwwwwwwkk...',
    '.....kkkkkk.....',
    E,
  ],
  overlay_danger: [
    E,
    '.kkk........kkk.',
    'kRRRk......kRRRk',
    'kRRRRk....kRRRRk',
    '.kRRRRk..kRRRRk.',
    '..kRRRRkkRRRRk..',
    '...kRRRRRRRRk...',
    '....kRRRRRRk....',
    '....kRRRRRRk....',
    '...kRRRRRRRRk...',
    '..kRRRRkkRRRRk..',
    '.kRRRRk..kRRRRk.',
    'kRRRRk....kRRRRk',
    'kRRRk......kRRRk',
    '.kkk........kkk.',
    E,
  ],
  overlay_pickup: [
    E,
    E,
    '......kkkk......',
    '......kEEk......',
    '......kEEk......',
    '......kEEk......',
    '..kkkkkEEkkkkk..',
    '..kEEEEEEEEEEk..',
    '..kEEEEEEEEEEk..',
    '..kkkkkEEkkkkk..',
    '......kEEk......',
    '......kEEk......',
    '......kEEk......',
    '......kkkk......',
    E,
    E,
  ],
  overlay_bribe: [
    E,
    E,
    '..kkkk....kkkk..',
    '.kppwpk..kppppk.',
    'kppwpppkkppppppk',
    'kpwpppppppppppk.',
    'kppppppppppppppk',
    'kppppppppppppppk',
    '.kppppppppppppk.',
    '..kppppppppppk..',
    '...kppppppppk...',
    '....kppppppk....',
    '.....kppppk.....',
    '......kppk......',
    '.......kk.......',
    E,
  ],
  overlay_key: [
    E,
    E,
    E,
    '.kkkkk..........',
    'kYYYYYk.........',
    'kYYkYYkkkkkkkkk.',
    'kYk.kYYYYYYYYYYk',
    'kYYkYYkkkkkYkYGk',
    'kGGGGGk...kYkYGk',
    '.kkkkk....kGkGGk',
    '...........k.kk.',
    E,
    E,
    E,
    E,
    E,
  ],
  overlay_unlock: padlock(true, 'E', 'e'),
  overlay_locked: padlock(false, 'R', 'D'),
  overlay_pipe: pipeArrow(false),
  overlay_pipe_out: pipeArrow(true),
  pipe_pair_1: pairMark(1),
  pipe_pair_2: pairMark(2),
  pipe_pair_3: pairMark(3),
  pipe_pair_4: pairMark(4),
  overlay_patrol: [
    E,
    E,
    E,
    '........kk......',
    '........kRk.....',
    '........kRRk....',
    '.kkkkkkkkRRRk...',
    '.kRRRRRRRRRRRk..',
    '.kDDDDDDDDDRRk..',
    '.kkkkkkkkRRRk...',
    '........kRRk....',
    '........kRk.....',
    '........kk......',
    E,
    E,
    E,
  ],
  overlay_tired: [
    E,
    E,
    E,
    '.kkkkkkkkkkkkk..',
    '.kwwwwwwwwwwwk..',
    '.kwkkkkkkkkkwkkk',
    '.kwkRRk.....wkwk',
    '.kwkRRk.....wkwk',
    '.kwkRRk.....wkwk',
    '.kwkRRk.....wkwk',
    '.kwkkkkkkkkkwkkk',
    '.kwwwwwwwwwwwk..',
    '.kkkkkkkkkkkkk..',
    E,
    E,
    E,
  ],
  overlay_range: [
    '2222111111112222',
    '2111111111111112',
    '2111111111111112',
    '2111111111111112',
    '1111111111111111',
    '1111111111111111',
    '1111111111111111',
    '1111111111111111',
    '1111111111111111',
    '1111111111111111',
    '1111111111111111',
    '1111111111111111',
    '2111111111111112',
    '2111111111111112',
    '2111111111111112',
    '2222111111112222',
  ],
  overlay_bump: [
    E,
    E,
    '.......66.......',
    '..66...66...66..',
    '...66..66..66...',
    '....6......6....',
    E,
    '.6666..kk..6666.',
    '.6666..kk..6666.',
    E,
    '....6......6....',
    '...66..66..66...',
    '..66...66...66..',
    '.......66.......',
    E,
    E,
  ],
  overlay_expanded: [
    '4333433343334333',
    '3433343334333433',
    '3343334333433343',
    '3334333433343334',
    '4333433343334333',
    '3433343334333433',
    '3343334333433343',
    '3334333433343334',
    '4333433343334333',
    '3433343334333433',
    '3343334333433343',
    '3334333433343334',
    '4333433343334333',
    '3433343334333433',
    '3343334333433343',
    '3334333433343334',
  ],
  overlay_focus: [
    'kkkkkk....kkkkkk',
    'kYYYYk....kYYYYk',
    'kYkkkk....kkkkYk',
    'kYk..........kYk',
    'kYk..........kYk',
    'kkk..........kkk',
    E,
    E,
    E,
    E,
    'kkk..........kkk',
    'kYk..........kYk',
    'kYk..........kYk',
    'kYkkkk....kkkkYk',
    'kYYYYk....kYYYYk',
    'kkkkkk....kkkkkk',
  ],
};

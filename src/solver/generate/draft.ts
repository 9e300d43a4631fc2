import type { LevelDrawing } from '../../level/drawing';
import { isOpen, type Layout, movesFrom, openNeighbours } from './layout';
import type { Settings } from './options';
import { boneLetter, dogLetter, isDogLetter, isGateLetter } from './ownKindRoles';
import type { Dice } from './seededRandom';

/** A piece of a draft: its drawing letter, its tile and, for a patrolling dog, the far end of its run. */
export interface DraftPiece {
  readonly letter: string;
  readonly cell: number;
  readonly patrolTo?: number;
}

/** A level being generated: its walls and terrain, and its pieces (the cat first, the exit second). */
export interface Draft {
  readonly layout: Layout;
  readonly pieces: readonly DraftPiece[];
}

/** How far the exit is from the cat at least, as a share of the farthest tile from it. */
const FAR = 0.6;

/** The share of bones placed on a shortest way from the cat to the exit, by band. */
const BONES_ON_THE_WAY: Readonly<Record<Settings['difficulty'], number>> = {
  easy: 0.6,
  medium: 0.3,
  hard: 0,
};

/** Door and key letters by colour, in the order a level gets them. */
const LOCKS = [
  { key: 'r', door: 'R' },
  { key: 'u', door: 'U' },
] as const;

/** Where a kind of piece likes to stand on a layout: dead ends, corridors, anywhere open. */
class Spots {
  readonly open: number[] = [];
  readonly deadEnds: number[] = [];
  readonly corridors: number[] = [];

  constructor(readonly layout: Layout) {
    for (let c = 0; c < layout.tiles.length; c++) {
      if (!isOpen(layout, c)) continue;
      this.open.push(c);
      const n = openNeighbours(layout, c);
      if (n.length === 1) this.deadEnds.push(c);
      // A corridor tile: open on two opposite sides only, so a piece there blocks the way.
      if (n.length === 2 && n[0] + n[1] === 2 * c) this.corridors.push(c);
    }
  }
}

/**
 * Places the pieces the settings ask for: the cat in a dead end, the exit far from it, doors on
 * corridor tiles of the way out (a hard level's on chokepoints while any is free) with their keys
 * on the cat's side, dogs on corridor tiles (the first on the way out), bones mostly in dead ends,
 * a pipe's ends far apart, and runs for patrolling dogs. A designer's own kinds (`settings.kinds`)
 * take their roles' places: gates as doors (their givers as keys), guards as the dogs, givers as
 * the bones. Null when the layout has no room for them.
 */
export function placePieces(layout: Layout, settings: Settings, dice: Dice): Draft | null {
  const { spots } = facts(layout);
  const taken = new Set<number>();
  const pieces: DraftPiece[] = [];
  const put = (letter: string, cell: number | undefined): boolean => {
    if (cell === undefined || taken.has(cell)) return false;
    taken.add(cell);
    pieces.push({ letter, cell });
    return true;
  };
  const free = (cells: readonly number[]): number[] => cells.filter((c) => !taken.has(c));
  const pickFree = (...choices: readonly number[][]): number | undefined => {
    for (const cells of choices) {
      const left = free(cells);
      if (left.length > 0) return dice.pick(left);
    }
    return undefined;
  };
  if (!put('C', pickFree(spots.deadEnds, spots.open))) return null;
  const cat = pieces[0].cell;
  const fromCat = movesFrom(layout, cat);
  const far = Math.max(...fromCat);
  if (!put('E', pickFree(spots.open.filter((c) => fromCat[c] >= FAR * far)))) return null;
  const exit = pieces[1].cell;
  const fromExit = movesFrom(layout, exit);
  const onTheWay = (c: number): boolean => fromCat[c] + fromExit[c] === fromCat[exit];

  // Chokepoints: tiles every way out passes. A dog there must be bribed (the others guard side
  // ways), a door there opened.
  const chokes = chokepoints(layout, spots, cat, exit);
  const keys = settings.mechanics.includes('keys');
  const locks = [
    ...(keys ? LOCKS.slice(0, layout.tiles.length >= 200 ? 2 : 1).map((l) => ({ ...l, n: 1 })) : []),
    ...(settings.kinds?.gates ?? []).map((g) => ({ door: g.letter, key: g.giver, n: g.n })),
  ];
  for (const { key, door, n } of locks) {
    // A door on a chokepoint must be opened: a door on a way with a way round it may be walked
    // round, its key left lying (check's "this key is not needed").
    const doorCell = pickFree(
      settings.difficulty === 'hard' ? chokes : [],
      spots.corridors.filter(onTheWay),
      spots.corridors,
    );
    if (doorCell === undefined || !put(door, doorCell)) return null;
    // Its keys (a gate's givers, as many as it needs) on the cat's side of it.
    const behind = movesFrom(layout, cat, doorCell);
    for (let k = 0; k < n; k++)
      if (!put(key, pickFree(spots.open.filter((c) => behind[c] > 0 && c !== doorCell)))) return null;
  }
  if (settings.mechanics.includes('pipes')) {
    const first = pickFree(spots.deadEnds, spots.corridors);
    if (first === undefined || !put('O', first)) return null;
    const fromFirst = movesFrom(layout, first);
    const reach = Math.max(...fromFirst);
    if (!put('O', pickFree(spots.open.filter((c) => fromFirst[c] >= reach / 2)))) return null;
  }
  // On a hard level of two dogs or more, the last guards a loop: on the way out but not a
  // chokepoint, so that the best way may lead round it (a tap off the pieces) rather than through.
  const loopGuard = settings.difficulty === 'hard' && settings.dogs >= 2 ? settings.dogs - 1 : -1;
  for (let d = 0; d < settings.dogs; d++) {
    const cell = pickFree(
      d === loopGuard ? spots.corridors.filter((c) => onTheWay(c) && !chokes.includes(c)) : [],
      (settings.difficulty === 'easy' && d > 0) || d === loopGuard ? [] : chokes,
      spots.corridors.filter(onTheWay),
      spots.corridors,
      spots.open,
    );
    if (!put(dogLetter(settings.kinds, d), cell)) return null;
  }
  // Bones on the way out make easy levels (whoever walks there picks them up), bones in dead ends
  // make the cat choose.
  const way = spots.open.filter(onTheWay);
  const catSide = easyBoneSpots(layout, spots, pieces, settings, onTheWay);
  for (let b = 0; b < settings.bones; b++) {
    const roll = dice.unit();
    const cell = catSide
      ? pickFree(catSide, spots.open)
      : roll < BONES_ON_THE_WAY[settings.difficulty]
        ? pickFree(way, spots.open)
        : roll < 0.7
          ? pickFree(spots.deadEnds, spots.open)
          : pickFree(spots.open);
    if (!put(boneLetter(settings.kinds, b), cell)) return null;
  }
  const draft = { layout, pieces };
  return settings.mechanics.includes('patrols') ? withPatrols(draft, dice) : draft;
}

/**
 * Where an easy level's bones go: on the cat's side of the first dog, so that a player who fetches
 * a bone before meeting a dog wins (most random placements left a bone behind its dog: unsolvable).
 * On the way out when a single tap may win; off it, in dead ends first, when the options rule one-tap
 * wins out (the walk straight to the exit then meets the dog empty-handed). Null for other bands,
 * and when the cat's side has no room.
 */
function easyBoneSpots(
  layout: Layout,
  spots: Spots,
  pieces: readonly DraftPiece[],
  settings: Settings,
  onTheWay: (c: number) => boolean,
): number[] | null {
  const dog = pieces.find((p) => isDogLetter(settings.kinds, p.letter));
  if (settings.difficulty !== 'easy' || dog === undefined) return null;
  const reach = movesFrom(layout, pieces[0].cell, dog.cell);
  const side = spots.open.filter((c) => reach[c] > 0 && onTheWay(c) === settings.oneTapWins);
  const deadEnd = new Set(spots.deadEnds);
  const deadEnds = side.filter((c) => deadEnd.has(c));
  const cells = deadEnds.length >= settings.bones ? deadEnds : side;
  return cells.length >= settings.bones ? cells : null;
}

/** Per layout, its spots and its chokepoints by cat and exit: a climb asks for them at every move. */
const known = new WeakMap<Layout, { readonly spots: Spots; readonly chokes: Map<number, number[]> }>();

function facts(layout: Layout): { readonly spots: Spots; readonly chokes: Map<number, number[]> } {
  let found = known.get(layout);
  if (found === undefined) {
    found = { spots: new Spots(layout), chokes: new Map() };
    known.set(layout, found);
  }
  return found;
}

/** The corridor tiles every way from the cat to the exit passes. */
function chokepoints(layout: Layout, spots: Spots, cat: number, exit: number): number[] {
  const { chokes } = facts(layout);
  const key = cat * layout.tiles.length + exit;
  let found = chokes.get(key);
  if (found === undefined) {
    found = spots.corridors.filter((c) => c !== cat && c !== exit && movesFrom(layout, cat, c)[exit] === -1);
    chokes.set(key, found);
  }
  return found;
}

/**
 * The draft with every second dog (the first one included) patrolling: back and forth along a
 * straight run of open tiles from its tile, two or three steps long, crossing no door or pipe.
 * Null when the first dog has no such run.
 */
function withPatrols(draft: Draft, dice: Dice): Draft | null {
  let dogs = 0;
  const pieces: DraftPiece[] = [];
  for (const piece of draft.pieces) {
    if (piece.letter !== 'D' || dogs++ % 2 === 1) {
      pieces.push(piece);
      continue;
    }
    const to = patrolRun(draft, piece.cell, dice);
    if (to === null && dogs === 1) return null;
    pieces.push(to === null ? piece : { ...piece, patrolTo: to });
  }
  return { layout: draft.layout, pieces };
}

/** The far end of a straight run of 2 or 3 steps over open tiles from `cell`, avoiding doors and pipes; null when none. */
export function patrolRun(draft: Draft, cell: number, dice: Dice): number | null {
  const { layout } = draft;
  const w = layout.width;
  const blocked = new Set(draft.pieces.filter((p) => /[RUNYO]/.test(p.letter)).map((p) => p.cell));
  const x = cell % w;
  const y = (cell - x) / w;
  const length = dice.chance(0.5) ? 2 : 3;
  const ends: number[] = [];
  for (const [dx, dy] of dice.shuffled([
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
  ])) {
    let ok = true;
    for (let k = 1; k <= length && ok; k++) {
      const nx = x + dx * k;
      const ny = y + dy * k;
      const c = ny * w + nx;
      ok = nx >= 0 && ny >= 0 && nx < w && ny < layout.height && isOpen(layout, c) && !blocked.has(c);
      if (ok && k === length) ends.push(c);
    }
  }
  return ends.length > 0 ? ends[0] : null;
}

/**
 * A copy of the draft with piece `index` moved to another free tile of the same liking (the cat and
 * the exit stay far apart; a dog often, a hard level's door whenever it can, to a chokepoint).
 */
export function movePiece(draft: Draft, index: number, settings: Settings, dice: Dice): Draft | null {
  const { layout } = draft;
  const { spots } = facts(layout);
  const piece = draft.pieces[index];
  const taken = new Set(draft.pieces.map((p) => p.cell));
  const door = /[RUNY]/.test(piece.letter) || isGateLetter(settings.kinds, piece.letter);
  const dog = isDogLetter(settings.kinds, piece.letter);
  let liked = dog || door ? spots.corridors : spots.open;
  const chokes = (): number[] => chokepoints(layout, spots, draft.pieces[0].cell, draft.pieces[1].cell);
  if (door && settings.difficulty === 'hard') {
    // A hard level's door keeps to a free chokepoint while there is one: off it, it may be walked
    // round and its key left lying (check's "this key is not needed").
    if (chokes().some((c) => !taken.has(c))) liked = chokes();
  } else if (dog && dice.chance(0.5)) {
    // Half the time a dog moves to a chokepoint, where it must be bribed.
    if (chokes().length > 0) liked = chokes();
  }
  if (index <= 1) {
    // The cat and the exit stay far apart: the level is a walk, not a step.
    const other = movesFrom(layout, draft.pieces[1 - index].cell);
    liked = liked.filter((c) => other[c] >= FAR * Math.max(...other));
  }
  const options = liked.filter((c) => !taken.has(c));
  if (options.length === 0) return null;
  const cell = dice.pick(options);
  const pieces = draft.pieces.slice();
  pieces[index] = { letter: piece.letter, cell };
  const moved = { layout, pieces };
  if (piece.patrolTo === undefined) return moved;
  const to = patrolRun(moved, cell, dice);
  if (to === null) return null;
  pieces[index] = { letter: piece.letter, cell, patrolTo: to };
  return moved;
}

/** The terrains `paintTerrain` paints, by drawing letter: mud, grass, water. */
export const TERRAINS = ['m', 'g', 'w'] as const;

/**
 * Paints patches of mud, grass and water over floor tiles: about one patch per 60 tiles (at least
 * three), each a diamond of radius 1 or 2; the first three one of each, so that a level said to
 * have slow ground has all three, the rest mostly mud.
 */
export function paintTerrain(layout: Layout, dice: Dice): Layout {
  const tiles = layout.tiles.slice();
  const w = layout.width;
  const patches = Math.max(TERRAINS.length, Math.round(tiles.length / 60));
  const open = tiles.flatMap((t, c) => (t === '.' ? [c] : []));
  for (let p = 0; p < patches && open.length > 0; p++) {
    const centre = dice.pick(open);
    const r = dice.chance(0.5) ? 1 : 2;
    const roll = dice.unit();
    const terrain = p < TERRAINS.length ? TERRAINS[p] : roll < 0.5 ? 'm' : roll < 0.8 ? 'g' : 'w';
    const cx = centre % w;
    const cy = (centre - cx) / w;
    for (let y = cy - r; y <= cy + r; y++) {
      for (let x = cx - r; x <= cx + r; x++) {
        if (x < 0 || y < 0 || x >= w || y >= layout.height || Math.abs(x - cx) + Math.abs(y - cy) > r)
          continue;
        if (tiles[y * w + x] === '.') tiles[y * w + x] = terrain;
      }
    }
  }
  return { ...layout, tiles };
}

/** The drawing of a draft: rows of characters, and the patrols as runs from each dog's tile. */
export function draftRows(draft: Draft): Pick<LevelDrawing, 'rows' | 'patrols'> {
  const { layout } = draft;
  const w = layout.width;
  const tiles = layout.tiles.slice();
  for (const p of draft.pieces) tiles[p.cell] = p.letter;
  const rows: string[] = [];
  for (let y = 0; y < layout.height; y++) rows.push(tiles.slice(y * w, y * w + w).join(''));
  const xy = (c: number): [number, number] => [c % w, Math.floor(c / w)];
  const patrols = draft.pieces
    .filter((p) => p.patrolTo !== undefined)
    .map((p) => [xy(p.cell), xy(p.patrolTo as number)]);
  return patrols.length > 0 ? { rows, patrols } : { rows };
}

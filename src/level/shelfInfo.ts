/**
 * The community shelf (docs/levels.md, "The community shelf"): levels in `levels/community/`, each a
 * Tiled map that carries its maker, a title, a licence and, for a remix, the level it was made from.
 * This module reads and checks those map properties, names shelf levels (`community/<file name>`)
 * and derives what a shelf card shows (its mechanics, its board in a few characters a row). The
 * build's manifest (scripts/levels/shelfManifest.ts), the levels test and the game read it.
 */
import { hasDiagonalSteps } from '../grid';
import { MAX_KINDS_CHARS } from './kinds/kindJson';
import { type BuiltInKind, KIND_LIST, LETTERS } from './kinds/table';
import type { Piece } from './kinds/types';
import { KINDS_PROPERTY } from './ownKinds';
import { formatPlace, type LevelPlace, type LevelProblem } from './problems';
import { isShelfId, SHELF_FOLDER, shelfIdOf } from './shelfIds';
import type { Level } from './types';

export { isShelfFile, isShelfId, SHELF_FOLDER, shelfFileOf, shelfIdOf } from './shelfIds';

/** The licences a shelf level may carry (SPDX ids): each lets anyone play, share and remix it. */
export const SHELF_LICENCES = ['CC0-1.0', 'CC-BY-4.0', 'CC-BY-SA-4.0'] as const;
export type ShelfLicence = (typeof SHELF_LICENCES)[number];

/**
 * A shelf level's bounds: a side of at most 64 tiles (a card's picture stays legible, the solver's
 * check stays within the levels test's time) and at most 256 pieces; text properties of at most
 * `text` characters (a title or a maker's name a card shows whole), an intro of at most `intro`.
 */
export const SHELF_LIMITS = { side: 64, pieces: 256, text: 60, intro: 300, link: 4096 } as const;

/** What the shelf knows of a level beyond what the game reads (docs/levels.md). */
export interface ShelfInfo {
  /** `community/<file name without extension>`. */
  readonly id: string;
  readonly title: string;
  readonly maker: string;
  readonly licence: ShelfLicence;
  /** The shelf id or share link of the level this one was made from, or null. */
  readonly remixOf: string | null;
  /** When it joined the shelf, `YYYY-MM-DD`. */
  readonly added: string;
}

/** Words that make a text property more than text to a page that shows it: refused on the shelf. */
const MARKUP = /[<>]|(?:java|vb)script\s*:|&#/i;
const SHARE_LINK = /^https?:\/\/[^\s]+$/i;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A problem in the words every shelf check prints (`maze-cat check`, the Tiled extension,
 * `levels:community --check`): `map property "maker": is missing: ...`; a problem about the
 * level as a whole is its message alone.
 */
export function shelfProblemText(problem: LevelProblem): string {
  const where = formatPlace(problem.place);
  return where === '' ? problem.message : `${where}: ${problem.message}`;
}

/** The text a problem list prints: `error: <file>: map property "maker": ...`, one a line. */
export function formatShelfProblems(file: string, problems: readonly LevelProblem[]): string[] {
  return problems.map((p) => `${p.severity}: ${file}: ${shelfProblemText(p)}`);
}

/** The shelf's licences as a list in words: `CC0-1.0, CC-BY-4.0 or CC-BY-SA-4.0`. */
export const SHELF_LICENCE_WORDS = `${SHELF_LICENCES.slice(0, -1).join(', ')} or ${SHELF_LICENCES[SHELF_LICENCES.length - 1]}`;

/** What to write in each property a shelf level needs, said when it is missing. */
const WHAT_TO_WRITE: Readonly<Record<string, string>> = {
  title: `the level's name (at most ${SHELF_LIMITS.text} characters)`,
  maker: 'your name, as the shelf credits you',
  licence: `${SHELF_LICENCE_WORDS} (each lets anyone play, share and remix the level)`,
  added: 'the day the level joins the shelf, as YYYY-MM-DD (such as 2026-10-01)',
};

/**
 * Reads and checks a shelf level's properties, and its size and piece count against SHELF_LIMITS.
 * Every problem is found in one pass; `info` is null when any is an error. Every string property of
 * the map is checked by `shelfTextProblems`.
 */
export function readShelfInfo(level: Level): { info: ShelfInfo | null; problems: LevelProblem[] } {
  const problems: LevelProblem[] = [];
  const properties = level.map.properties;
  const at = (name: string): LevelPlace => ({ path: `properties.${name}`, property: name });
  const error = (name: string, message: string) =>
    problems.push({ severity: 'error', place: at(name), message });
  for (const [name, value] of Object.entries(properties))
    if (typeof value === 'string') for (const message of shelfTextProblems(name, value)) error(name, message);
  const text = (name: string, required: boolean): string => {
    const value = properties[name];
    if (value === undefined || (typeof value === 'string' && value.trim() === '')) {
      if (required) error(name, `is missing: add the string property "${name}": ${WHAT_TO_WRITE[name]}`);
      return '';
    }
    if (typeof value !== 'string') {
      error(name, 'must be a string property');
      return '';
    }
    return value.trim();
  };
  const title = text('title', true);
  const maker = text('maker', true);
  const licence = text('licence', true);
  if (licence !== '' && !(SHELF_LICENCES as readonly string[]).includes(licence))
    error('licence', `is "${licence}"; write ${SHELF_LICENCE_WORDS}`);
  const remixOf = text('remixOf', false);
  if (remixOf !== '' && !isShelfId(remixOf) && !SHARE_LINK.test(remixOf))
    error('remixOf', `is "${remixOf}"; give a shelf id such as ${SHELF_FOLDER}/03-spiral, or a share link`);
  if (remixOf !== '' && remixOf === shelfIdOf(level.file)) error('remixOf', 'names the level itself');
  const added = text('added', true);
  if (added !== '' && !isDate(added))
    error('added', `is "${added}"; write a real date as YYYY-MM-DD (such as 2026-10-01)`);
  if (!isShelfId(shelfIdOf(level.file)))
    problems.push({
      severity: 'error',
      place: { path: '(file name)' },
      message: `the level's id would be "${shelfIdOf(level.file)}": name the file with letters, digits, - and _ only (at most 64)`,
    });
  const { side, pieces } = SHELF_LIMITS;
  if (level.width > side || level.height > side)
    problems.push({
      severity: 'error',
      place: { path: 'width' },
      message: `the map is ${level.width} x ${level.height}; a shelf level is at most ${side} x ${side}`,
    });
  if (level.pieces.length > pieces)
    problems.push({
      severity: 'error',
      place: { path: 'layers' },
      message: `the map has ${level.pieces.length} pieces; a shelf level has at most ${pieces}`,
    });
  if (problems.length > 0) return { info: null, problems };
  return {
    info: {
      id: shelfIdOf(level.file),
      title,
      maker,
      licence: licence as ShelfLicence,
      remixOf: remixOf === '' ? null : remixOf,
      added,
    },
    problems,
  };
}

/**
 * What is wrong with the text `value` of the string property `name` of a shelf map, in the words of
 * a problem (`holds markup...`, `is 61 characters; ...`); empty when the shelf takes it. Refused:
 * markup or a script address (`<`, `>`, `javascript:`, `vbscript:`, `&#`: a card shows text only),
 * a control character (a tab or a line break aside), and more characters than SHELF_LIMITS allows
 * (`intro` and `remixOf` have limits of their own, and a map's own kinds, `kinds`, are data as long
 * as the kinds reader takes: docs/pieces.md). The one check of a shelf text: the shelf's CI
 * (`readShelfInfo`) and the editor's Submit to the shelf both ask it.
 */
export function shelfTextProblems(name: string, value: string): string[] {
  const problems: string[] = [];
  if (MARKUP.test(value))
    problems.push(
      'holds markup or a script address (<, >, javascript:, &#); a shelf text is shown as text only',
    );
  const control = controlCharacter(value);
  if (control !== null)
    problems.push(
      `holds a control character (U+${control.toString(16).toUpperCase().padStart(4, '0')}); a shelf text is plain text`,
    );
  const most =
    name === 'intro'
      ? SHELF_LIMITS.intro
      : name === 'remixOf'
        ? SHELF_LIMITS.link
        : name === KINDS_PROPERTY
          ? MAX_KINDS_CHARS
          : SHELF_LIMITS.text;
  if (value.length > most) problems.push(`is ${value.length} characters; the shelf takes at most ${most}`);
  return problems;
}

/** The code of the first control character in `text` (a tab or a line break aside), or null. */
function controlCharacter(text: string): number | null {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return code;
  }
  return null;
}

/** A real calendar date written `YYYY-MM-DD`. */
function isDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/**
 * A mechanic a level uses, as the shelf filters by it: a kind of piece the level holds (beyond the
 * cat and the exit every level has), `own` (pieces of kinds the map declares itself, docs/pieces.md),
 * `patrol` (a dog that walks), `terrain` (tiles that cost more than floor), `energy` (a budget) or
 * its move rule when not orthogonal.
 */
export type Mechanic =
  | Exclude<BuiltInKind, 'cat' | 'exit'>
  | 'own'
  | 'patrol'
  | 'terrain'
  | 'energy'
  | 'diagonal'
  | 'knight'
  | 'custom';

/** Kinds on every level, so no mechanic of one. */
const EVERY_LEVEL: readonly string[] = ['cat', 'exit'] satisfies BuiltInKind[];

/** The mechanics of a level, kinds in the kinds table's order, then the rest. */
export function levelMechanics(level: Level): Mechanic[] {
  const out: Mechanic[] = KIND_LIST.filter(
    (kind) => !EVERY_LEVEL.includes(kind.name) && level.pieces.some((p) => p.kind === kind.name),
  ).map((kind) => kind.name as Mechanic);
  if (level.pieces.some((p) => isOwn(level, p))) out.push('own');
  if (level.pieces.some((p) => p.route !== null)) out.push('patrol');
  if (openCosts(level).some((cost) => cost > 1)) out.push('terrain');
  if (level.energy !== null) out.push('energy');
  // A hex or staggered board is the map's shape, not a mechanic to filter by; corner steps on a
  // staggered board are the diagonal rule the level names.
  const { kind } = level.rule;
  if (hasDiagonalSteps(level.rule)) out.push('diagonal');
  else if (kind === 'knight' || kind === 'custom') out.push(kind);
  return out;
}

function openCosts(level: Level): number[] {
  const costs: number[] = [];
  for (let y = 0; y < level.height; y++)
    for (let x = 0; x < level.width; x++) if (!level.grid.isWall(x, y)) costs.push(level.grid.cost(x, y));
  return costs;
}

/**
 * The board as a card draws it: one string a row, a character a tile in the legend of level
 * drawings (`#` wall, `.` floor, `g` grass, `m` mud, `w` water or dearer) with each piece's letter
 * from the kinds table (the first piece on a tile shows). A piece of the map's own kinds is drawn
 * as the built-in piece whose sprite it wears (its marker tile's, as the editor's board draws it),
 * recoloured by `boardTints`.
 */
export function boardRows(level: Level): string[] {
  const rows: string[][] = [];
  for (let y = 0; y < level.height; y++) {
    const row: string[] = [];
    for (let x = 0; x < level.width; x++)
      row.push(level.grid.isWall(x, y) ? '#' : terrainLetter(level.grid.cost(x, y)));
    rows.push(row);
  }
  for (const piece of [...level.pieces].reverse()) {
    const letter = MARKER_LETTERS.get(piece.def.marker(piece));
    if (letter && rows[piece.y]) rows[piece.y][piece.x] = letter;
  }
  return rows.map((row) => row.join(''));
}

/** A piece a card draws in a colour of its own: a map's own kind recoloured (`look.colour`). */
export interface BoardTint {
  readonly x: number;
  readonly y: number;
  /** `#rrggbb`. */
  readonly colour: string;
}

/** The tiles whose piece (the one `boardRows` shows) is recoloured, in reading order. */
export function boardTints(level: Level): BoardTint[] {
  const shown = new Map<number, Piece>();
  for (const piece of [...level.pieces].reverse()) shown.set(piece.y * level.width + piece.x, piece);
  return [...shown.entries()]
    .sort(([a], [b]) => a - b)
    .flatMap(([, piece]) => {
      const { tint } = piece.def.look(piece, false);
      return tint ? [{ x: piece.x, y: piece.y, colour: tint }] : [];
    });
}

/** Each built-in marker tile's letter in level drawings (a key's and a door's by colour). */
const MARKER_LETTERS: ReadonlyMap<number, string> = new Map(
  [...LETTERS].map(([letter, { kind, colour }]) => {
    const def = KIND_LIST.find((k) => k.name === kind);
    return [def?.marker({ colour: (colour ?? null) as Piece['colour'] }) ?? -1, letter] as const;
  }),
);

/** True for a piece of a kind the map declares itself. */
function isOwn(level: Level, piece: Piece): boolean {
  return level.kinds.some((k) => k.name === piece.kind);
}

/** The names of the kinds the map declares itself that have pieces on the board, in its order. */
export function ownKindNames(level: Level): string[] {
  return level.kinds.filter((k) => level.pieces.some((p) => p.kind === k.name)).map((k) => k.name);
}

function terrainLetter(cost: number): string {
  return cost <= 1 ? '.' : cost <= 2 ? 'g' : cost <= 3 ? 'm' : 'w';
}

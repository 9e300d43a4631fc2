/**
 * A level as the community shelf takes it (docs/sharing.md#submit-to-the-shelf): the editor's
 * export with the shelf's map properties filled (`maker`, `licence`, `added`, the solver's `par`,
 * and `remixOf` for a remix) and the game's tileset named as `../maze-cat.tsj`, so the file checks
 * where it is added, in `levels/community/`. Its texts are checked by the shelf's own check of a
 * text (`shelfTextProblems`), so the editor refuses what CI would refuse, in the same words.
 */
import { SHELF_LIMITS, type ShelfLicence, shelfTextProblems } from '../shelfInfo';
import { exportTmj } from './exportMap';
import { gameTilesetFile, isObject, type JsonObject, type MapDoc, propertyOf, setProperty } from './mapDoc';

/** The licences the editor offers for a shelf level, of those the shelf takes; the first is the default. */
export const OFFERED_LICENCES: readonly ShelfLicence[] = ['CC-BY-4.0', 'CC0-1.0'];

/** The maker's credit on a shelf level. */
export interface ShelfCredit {
  readonly maker: string;
  readonly licence: ShelfLicence;
  /** The day it is submitted, `YYYY-MM-DD`. */
  readonly added: string;
}

/** The level a remix was made from: its shelf id or its share link, with its title and maker. */
export interface RemixOrigin {
  /** `community/03-spiral`, or the share link (`https://…/#mc=1&map=…`). */
  readonly remixOf: string;
  readonly title: string;
  readonly maker: string;
}

/** The most characters of a maker's name: the shelf's limit on a text property. */
export const MAX_MAKER = SHELF_LIMITS.text;

/** The map properties a level's own credit takes, which a remix does not inherit. */
const CREDIT = ['maker', 'licence', 'added'] as const;
/** The parent's words a remix keeps at hand, from wherever it came (a link's map may say anything). */
const PARENT_WORDS = ['remixOfTitle', 'remixOfMaker'] as const;
/** How the maker knows the map properties the shelf checks, in its sentences. */
const TEXT_NAMES: Readonly<Record<string, string>> = {
  title: 'The title',
  intro: 'The intro',
  maker: "The maker's name",
  remixOf: 'The level this is a remix of (remixOf)',
};

/**
 * Marks a map opened to be remixed as made from `origin`: `remixOf` names its direct parent (whose
 * own `remixOf`, on the shelf or in its link, continues the chain), `remixOfTitle` and
 * `remixOfMaker` keep the parent's credit at hand, and the parent's own maker, licence and date
 * are taken off (the remixer's go on when they submit it).
 */
export function creditRemix(doc: MapDoc, origin: RemixOrigin): void {
  for (const name of CREDIT) setProperty(doc, name, 'string', null);
  setProperty(doc, 'remixOf', 'string', origin.remixOf);
  setProperty(doc, 'remixOfTitle', 'string', origin.title || null);
  setProperty(doc, 'remixOfMaker', 'string', origin.maker || null);
}

/** The parent a map was remixed from, or null when it was not (or says so in a way not understood). */
export function remixOriginOf(doc: MapDoc): RemixOrigin | null {
  const text = (name: string) => {
    const value = propertyOf(doc, name)?.value;
    return typeof value === 'string' ? value : '';
  };
  const remixOf = text('remixOf');
  return remixOf ? { remixOf, title: text('remixOfTitle'), maker: text('remixOfMaker') } : null;
}

/** Why the maker's name cannot go on the shelf, or null when it can: asked first, by Submit. */
export function makerProblem(maker: string): string | null {
  if (maker.trim() === '')
    return 'The shelf credits every level: write your name (or a nickname) as its maker.';
  return textProblem('maker', maker.trim());
}

/**
 * The first text of the file `shelfTmj` writes for `doc` and `credit` that the shelf's check
 * refuses (markup, a script address, a control character, too long), as a sentence naming it; null
 * when every text passes.
 */
export function shelfTextProblem(doc: MapDoc, credit: ShelfCredit): string | null {
  const { properties } = shelfDoc(doc, credit);
  for (const property of Array.isArray(properties) ? properties.filter(isObject) : []) {
    const { name, value } = property;
    if (typeof name !== 'string' || typeof value !== 'string') continue;
    const problem = textProblem(name, value);
    if (problem) return problem;
  }
  return null;
}

/**
 * The shelf's `.tmj` of `doc`: its par (the solver's), the maker's credit, and the game's tileset as
 * `../maze-cat.tsj` (a file in `levels/community/` reads the one in `levels/`).
 */
export function shelfTmj(doc: MapDoc, par: number, credit: ShelfCredit): string {
  return exportTmj(shelfDoc(doc, credit), { par, embed: null });
}

/**
 * `doc` as the shelf takes it, before its par: the credit filled, the tileset named from
 * `levels/community/`, and a parent's title or maker the shelf would refuse left out (the maker
 * cannot edit them, and `remixOf` still names the parent).
 */
function shelfDoc(doc: MapDoc, credit: ShelfCredit): MapDoc {
  const out = structuredClone(doc);
  setProperty(out, 'maker', 'string', credit.maker.trim());
  setProperty(out, 'licence', 'string', credit.licence);
  setProperty(out, 'added', 'string', credit.added);
  for (const name of PARENT_WORDS) {
    const value = propertyOf(out, name)?.value;
    if (typeof value === 'string' && shelfTextProblems(name, value).length > 0)
      setProperty(out, name, 'string', null);
  }
  if (Array.isArray(out.tilesets))
    out.tilesets = out.tilesets.map((ts) => {
      const entry = ts as JsonObject;
      const file = typeof entry.source === 'string' ? gameTilesetFile(entry) : null;
      return file ? { ...entry, source: `../${file}` } : entry;
    });
  return out;
}

/** The shelf's first problem with the text property `name`, as the maker reads it, or null. */
function textProblem(name: string, value: string): string | null {
  const [problem] = shelfTextProblems(name, value);
  return problem === undefined ? null : `${TEXT_NAMES[name] ?? `The map property "${name}"`} ${problem}.`;
}

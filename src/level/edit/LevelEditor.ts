import type { Orientation, ReadFile } from '../../tiled/types';
import type { KeyColour, KindName } from '../kinds/types';
import { KINDS_PROPERTY, readOwnKinds } from '../ownKinds';
import type { Cell } from '../types';
import { docShape } from './docGrid';
import { MAX_SIDE, MIN_SIDE, resizeProblem } from './editorLimits';
import {
  colourPiece,
  deletePiece,
  type EditPiece,
  listPieces,
  movePiece,
  pairPieces,
  placePiece,
  routePiece,
} from './editPieces';
import { type JsonObject, type MapDoc, mapHeight, mapWidth, propertyOf, setProperty } from './mapDoc';
import { type OpenedMap, openMap } from './openMap';
import { piecesOutside, resizeMap } from './resizeMap';
import { creditRemix, type RemixOrigin } from './shelfExport';
import { type PaintContext, paintCells, type Terrain, terrainAt } from './terrain';

/** One edit of a level being made; every edit can be undone. */
export type Edit =
  | { readonly type: 'paint'; readonly cells: readonly number[]; readonly terrain: Terrain }
  | {
      readonly type: 'place';
      readonly kind: KindName;
      readonly x: number;
      readonly y: number;
      readonly colour?: KeyColour;
    }
  | { readonly type: 'move'; readonly objectId: number; readonly x: number; readonly y: number }
  | { readonly type: 'delete'; readonly objectId: number }
  | { readonly type: 'colour'; readonly objectId: number; readonly colour: KeyColour }
  | { readonly type: 'route'; readonly objectId: number; readonly route: readonly Cell[] }
  | { readonly type: 'pair'; readonly from: number; readonly to: number }
  | { readonly type: 'settings'; readonly settings: Partial<EditSettings> }
  | { readonly type: 'resize'; readonly width: number; readonly height: number }
  /** Sets the map's own kinds (its `kinds` property: `kindsWith`). */
  | { readonly type: 'kinds'; readonly kinds: string };

/** The level settings the editor sets (map properties); energy null means unlimited. */
export interface EditSettings {
  readonly title: string;
  readonly intro: string;
  readonly rule: string;
  readonly energy: number | null;
}

/** The most edits kept to undo. */
export const UNDO_LIMIT = 200;
/**
 * The most characters of map the undo and redo history keep together (each step is the map as
 * JSON text): 200 steps of a 128 x 128 map would take hundreds of megabytes; past it the oldest go.
 */
export const UNDO_CHARS = 32 * 1024 * 1024;

/**
 * A level being made, as the Tiled map it will be saved as (mapDoc.ts): edits change the map in
 * place, each one undoable. Pure: no DOM, no solver; the screen draws `doc` and asks the worker.
 */
export class LevelEditor {
  /** The maps before each edit, as JSON text (a copy that costs no more than the check for a change). */
  private undoStack: { text: string; merge: string | null }[] = [];
  private redoStack: string[] = [];
  private lastMerge: string | null = null;
  private changes = 0;
  /** The pieces as of a revision: the board, the pointer and the keys ask after every edit and move. */
  private listed: { readonly revision: number; readonly pieces: readonly EditPiece[] } | null = null;

  private constructor(
    private current: MapDoc,
    readonly paint: PaintContext,
    /** The file name the map is saved as. */
    readonly file: string,
  ) {}

  /**
   * Opens a map's text (JSON or TMX) for editing; its tilesets are read through `readFile`. A map
   * opened to remix another level is credited to `origin` (shelfExport.ts) from the start, not as
   * an edit to undo.
   */
  static async open(
    text: string,
    file: string,
    readFile: ReadFile,
    origin?: RemixOrigin,
  ): Promise<LevelEditor> {
    const opened: OpenedMap = await openMap(text, file, readFile);
    if (origin) creditRemix(opened.doc, origin);
    return new LevelEditor(opened.doc, opened.paint, file);
  }

  /** The map now (not to be changed: edit through `apply`). */
  get doc(): MapDoc {
    return this.current;
  }

  get width(): number {
    return mapWidth(this.current);
  }

  get height(): number {
    return mapHeight(this.current);
  }

  /** The grid the map is drawn on (docs/tiled.md, Orientations). */
  get orientation(): Orientation {
    return docShape(this.current).orientation;
  }

  /** The map's pieces, listed once per revision (4,000 of them take 10 ms to list). */
  get pieces(): readonly EditPiece[] {
    if (this.listed?.revision !== this.changes)
      this.listed = { revision: this.changes, pieces: listPieces(this.current) };
    return this.listed.pieces;
  }

  /** Why the map cannot be resized to `width` x `height` (editorLimits.ts), or null: it can. */
  resizeProblem(width: number, height: number): string | null {
    return resizeProblem(width, height, this);
  }

  /** How many pieces a resize to `width` x `height` removes (a side that is not a number keeps its size). */
  piecesOutside(width: number, height: number): number {
    const [w, h] = [keep(width, this.width), keep(height, this.height)];
    return piecesOutside(this.current, w, h).length;
  }

  terrainAt(x: number, y: number): Terrain | null {
    return terrainAt(this.current, this.paint, x, y);
  }

  get settings(): EditSettings {
    const text = (name: string) => {
      const value = propertyOf(this.current, name)?.value;
      return typeof value === 'string' ? value : '';
    };
    const energy = propertyOf(this.current, 'energy')?.value;
    return {
      title: text('title'),
      intro: text('intro'),
      rule: text('rule') || 'orthogonal',
      energy: typeof energy === 'number' && energy > 0 ? energy : null,
    };
  }

  /** Counts the changes to the map (edits, undos, redos): a view asks about the map only when it moved. */
  get revision(): number {
    return this.changes;
  }

  get canUndo(): boolean {
    return this.undoStack.length > 0;
  }

  get canRedo(): boolean {
    return this.redoStack.length > 0;
  }

  /**
   * Applies an edit. Edits given the same `merge` key one after another (the cells of one brush
   * stroke) undo as one. A resize the editor does not make throws a RangeError saying why
   * (`resizeProblem`): nothing is cut to fit.
   */
  apply(edit: Edit, merge: string | null = null): void {
    if (edit.type === 'resize') {
      const problem = this.resizeProblem(edit.width, edit.height);
      if (problem) throw new RangeError(problem);
    }
    const kindsProblem = edit.type === 'kinds' ? readOwnKinds(edit.kinds).problem : undefined;
    if (kindsProblem !== undefined) throw new RangeError(`the pieces of the level's own ${kindsProblem}`);
    const before = JSON.stringify(this.current);
    const doc = this.current;
    const gid = this.paint.firstGid;
    switch (edit.type) {
      case 'paint':
        paintCells(doc, this.paint, edit.cells, edit.terrain);
        break;
      case 'place':
        placePiece(doc, gid, edit.kind, edit.x, edit.y, edit.colour ?? null);
        break;
      case 'move':
        movePiece(doc, gid, edit.objectId, edit.x, edit.y);
        break;
      case 'delete':
        deletePiece(doc, edit.objectId);
        break;
      case 'colour':
        colourPiece(doc, gid, edit.objectId, edit.colour);
        break;
      case 'route':
        routePiece(doc, gid, edit.objectId, edit.route);
        break;
      case 'pair':
        pairPieces(doc, edit.from, edit.to);
        break;
      case 'settings':
        applySettings(doc, edit.settings);
        break;
      case 'kinds':
        setProperty(doc, KINDS_PROPERTY, 'string', edit.kinds);
        break;
      case 'resize':
        resizeMap(doc, this.paint, keep(edit.width, this.width), keep(edit.height, this.height));
        break;
    }
    if (before === JSON.stringify(doc)) return;
    this.changes++;
    this.redoStack = [];
    if (merge !== null && merge === this.lastMerge && this.undoStack.length > 0) return;
    this.undoStack.push({ text: before, merge });
    this.trimHistory();
    this.lastMerge = merge;
  }

  /** Drops the oldest undo steps past UNDO_LIMIT, or past UNDO_CHARS with the redo steps. */
  private trimHistory(): void {
    let chars = 0;
    for (const text of this.redoStack) chars += text.length;
    let keep = 0;
    for (let i = this.undoStack.length - 1; i >= 0 && keep < UNDO_LIMIT; i--, keep++) {
      chars += this.undoStack[i].text.length;
      if (chars > UNDO_CHARS && keep > 0) break;
    }
    this.undoStack.splice(0, this.undoStack.length - keep);
  }

  /** Ends a merged run of edits, so the next edit with the same key undoes on its own. */
  endMerge(): void {
    this.lastMerge = null;
  }

  undo(): boolean {
    const entry = this.undoStack.pop();
    if (!entry) return false;
    this.redoStack.push(JSON.stringify(this.current));
    this.current = JSON.parse(entry.text) as MapDoc;
    this.lastMerge = null;
    this.changes++;
    return true;
  }

  redo(): boolean {
    const text = this.redoStack.pop();
    if (text === undefined) return false;
    this.undoStack.push({ text: JSON.stringify(this.current), merge: null });
    this.trimHistory();
    this.current = JSON.parse(text) as MapDoc;
    this.lastMerge = null;
    this.changes++;
    return true;
  }
}

/**
 * A map side the editor makes: rounded, within MIN_SIDE and MAX_SIDE; not a number (NaN, an empty
 * field) keeps `now`.
 */
export function clampSide(side: number, now = MIN_SIDE): number {
  if (Number.isNaN(side)) return now;
  return Math.max(MIN_SIDE, Math.min(MAX_SIDE, Math.round(side)));
}

/** A side asked for, or `now` when it is not a number (an empty field keeps its size). */
function keep(side: number, now: number): number {
  return Number.isNaN(side) ? now : side;
}

function applySettings(doc: JsonObject, settings: Partial<EditSettings>): void {
  if (settings.title !== undefined) setProperty(doc, 'title', 'string', settings.title);
  if (settings.intro !== undefined) setProperty(doc, 'intro', 'string', settings.intro);
  if (settings.rule !== undefined)
    setProperty(doc, 'rule', 'string', settings.rule === 'orthogonal' ? null : settings.rule);
  if (settings.energy !== undefined)
    setProperty(
      doc,
      'energy',
      'int',
      settings.energy === null ? null : Math.max(1, Math.round(settings.energy)),
    );
}

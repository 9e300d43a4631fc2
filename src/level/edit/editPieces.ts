import type { PlacedShape } from '../../tiled/objectCentre';
import { objectPixelToTile } from '../../tiled/projection';
import type { KindTable } from '../kinds/kindTable';
import type { KeyColour, KindDef, KindName } from '../kinds/types';
import { KEY_COLOURS } from '../kinds/types';
import { markerSize, objectTile, tileCentrePixel, tileObjectAt } from '../tilePlace';
import { objectLayerJson } from '../tmjWriter';
import type { Cell } from '../types';
import { docProjection } from './docGrid';
import { docKinds } from './docKinds';
import {
  isObject,
  type JsonObject,
  type MapDoc,
  objectLayers,
  objectsOf,
  propertyOf,
  setProperty,
  takeLayerId,
  takeObjectId,
} from './mapDoc';

/** A piece as the editor shows it: an object of a kind's class (built-in or the map's own), at a cell. */
export interface EditPiece {
  readonly objectId: number;
  readonly kind: KindName;
  /** Its kind's definition, from the map's kind table (`docKinds`). */
  readonly def: KindDef;
  readonly x: number;
  readonly y: number;
  /** Its colour, for a kind with a colour member (key, door); else null. */
  readonly colour: KeyColour | null;
  /** A patrol's cells, its start first (a polyline, or a polygon when `closed`); else null. */
  readonly route: readonly Cell[] | null;
  readonly closed: boolean;
  /** The object its `object` member points to (a pipe's other end), else null. */
  readonly partner: number | null;
}

/** What a kind takes in the editor, read from its table entry (so a new kind needs no editor code). */
export interface KindTraits {
  /** It has a colour (a member of type KeyColour). */
  readonly coloured: boolean;
  /** It points to another piece of its kind (a member of type object): pipes pair. */
  readonly paired: string | null;
  /** It can walk a route (its kind keeps a period): dogs patrol. */
  readonly patrols: boolean;
  /** At most one on a map. */
  readonly single: boolean;
}

export function traitsOf(def: KindDef): KindTraits {
  return {
    coloured: def.members.some((m) => m.type === 'KeyColour'),
    paired: def.members.find((m) => m.type === 'object')?.name ?? null,
    patrols: def.period !== undefined,
    single: def.name === 'cat',
  };
}

/** The object's class, whichever key Tiled used (`class` since 1.9, `type` before). */
function classOf(object: JsonObject): string {
  return typeof object.class === 'string' ? object.class : typeof object.type === 'string' ? object.type : '';
}

function kindOfObject(kinds: KindTable, object: JsonObject): KindDef | undefined {
  return kinds.byClass(classOf(object));
}

function points(object: JsonObject): { x: number; y: number }[] | null {
  const raw = Array.isArray(object.polyline)
    ? object.polyline
    : Array.isArray(object.polygon)
      ? object.polygon
      : null;
  return raw ? raw.filter(isObject).map((p) => ({ x: Number(p.x), y: Number(p.y) })) : null;
}

/** The shape Tiled draws an object as, from the keys it wrote. */
function shapeOf(object: JsonObject): PlacedShape['shape'] {
  if (object.gid !== undefined) return 'tile';
  if (Array.isArray(object.polyline)) return 'polyline';
  if (Array.isArray(object.polygon)) return 'polygon';
  return object.point === true ? 'point' : 'rectangle';
}

/**
 * Every piece drawn as an object (pieces drawn as tiles, the 2011 way, stay as they are), on the
 * tile the loader puts it on: a patrol on its route's first point, any other piece on the tile
 * under its drawn centre.
 */
export function listPieces(doc: MapDoc): EditPiece[] {
  const projection = docProjection(doc);
  const kinds = docKinds(doc);
  const out: EditPiece[] = [];
  for (const layer of objectLayers(doc)) {
    for (const object of objectsOf(layer)) {
      const def = kindOfObject(kinds, object);
      if (!def) continue;
      const ox = Number(object.x);
      const oy = Number(object.y);
      const line = points(object);
      const route = line?.map((p) => objectPixelToTile(projection, ox + p.x, oy + p.y));
      const placed = {
        shape: shapeOf(object),
        x: ox,
        y: oy,
        width: Number(object.width ?? 0),
        height: Number(object.height ?? 0),
        points: line ?? undefined,
      };
      const cell = route?.[0] ?? objectTile(projection, placed);
      const colourValue = propertyOf(object, 'colour')?.value;
      const traits = traitsOf(def);
      const partnerValue = traits.paired ? propertyOf(object, traits.paired)?.value : undefined;
      out.push({
        objectId: Number(object.id),
        kind: def.name,
        def,
        x: cell.x,
        y: cell.y,
        colour: KEY_COLOURS.find((c) => c === colourValue) ?? (traits.coloured ? 'red' : null),
        route: route && route.length >= 2 ? route : null,
        closed: Array.isArray(object.polygon),
        partner: typeof partnerValue === 'number' && partnerValue > 0 ? partnerValue : null,
      });
    }
  }
  return out;
}

/** The object of a piece, and the layer holding it. */
function find(doc: MapDoc, objectId: number): { layer: JsonObject; object: JsonObject } {
  for (const layer of objectLayers(doc)) {
    const object = objectsOf(layer).find((o) => o.id === objectId);
    if (object) return { layer, object };
  }
  throw new Error(`the map has no object ${objectId}`);
}

/** The layer new pieces go on: the one holding pieces already, else one named `entities`, else a new one. */
function pieceLayer(doc: MapDoc): JsonObject {
  const layers = objectLayers(doc);
  const kinds = docKinds(doc);
  const found =
    layers.find((l) => objectsOf(l).some((o) => kindOfObject(kinds, o))) ??
    layers.find((l) => l.name === 'entities');
  if (found) return found;
  const layer = objectLayerJson(takeLayerId(doc), 'entities', []) as unknown as JsonObject;

  (doc.layers as JsonObject[]).push(layer);
  return layer;
}

/** Makes the object a tile object of its kind's marker (`markerSize`), drawn centred on tile x, y (dropping any route). */
function asTile(doc: MapDoc, object: JsonObject, kind: KindDef, x: number, y: number, firstGid: number) {
  const colour = propertyOf(object, 'colour')?.value;
  const marker = kind.marker({ colour: KEY_COLOURS.find((c) => c === colour) ?? null });
  const projection = docProjection(doc);
  const size = markerSize(projection.shape);
  const at = tileObjectAt(projection, x, y, size);
  delete object.polyline;
  delete object.polygon;
  object.gid = firstGid + marker;
  object.x = at.x;
  object.y = at.y;
  object.width = size.width;
  object.height = size.height;
}

/** The pieces on cell x, y. */
export function piecesAt(doc: MapDoc, x: number, y: number): EditPiece[] {
  return listPieces(doc).filter((p) => p.x === x && p.y === y);
}

/**
 * Places a new piece of the kind named `kind`, built-in or the map's own (a second cat moves the
 * first), and returns its object id; a kind the map does not know is refused.
 */
export function placePiece(
  doc: MapDoc,
  firstGid: number,
  kind: KindName,
  x: number,
  y: number,
  colour: KeyColour | null,
): number {
  const def = docKinds(doc).byName(kind);
  if (!def) throw new RangeError(`the map has no kind of piece named "${kind.slice(0, 40)}"`);
  const traits = traitsOf(def);
  if (traits.single) {
    const existing = listPieces(doc).find((p) => p.kind === kind);
    if (existing) {
      movePiece(doc, firstGid, existing.objectId, x, y);
      return existing.objectId;
    }
  }
  const id = takeObjectId(doc);
  const object: JsonObject = { id, name: '', type: def.className, rotation: 0, visible: true };
  if (traits.coloured) setProperty(object, 'colour', 'string', colour ?? 'red', 'KeyColour');
  asTile(doc, object, def, x, y, firstGid);
  objectsOf(pieceLayer(doc)).push(object);
  return id;
}

/** Moves a piece to x, y; a patrol moves with it, keeping its shape. */
export function movePiece(doc: MapDoc, firstGid: number, objectId: number, x: number, y: number): void {
  const piece = listPieces(doc).find((p) => p.objectId === objectId);
  const { object } = find(doc, objectId);
  if (!piece) return;
  if (piece.route) {
    // Moved by the step between the two tiles' centres: on every grid the centres form a lattice,
    // so each point of the route lands on the centre of a tile again.
    const projection = docProjection(doc);
    const from = tileCentrePixel(projection, piece.x, piece.y);
    const to = tileCentrePixel(projection, x, y);
    object.x = Number(object.x) + to.x - from.x;
    object.y = Number(object.y) + to.y - from.y;
  } else asTile(doc, object, piece.def, x, y, firstGid);
}

/** Removes a piece; whatever pointed to it (a pipe's other end) points nowhere. */
export function deletePiece(doc: MapDoc, objectId: number): void {
  const { layer, object } = find(doc, objectId);
  const objects = objectsOf(layer);
  objects.splice(objects.indexOf(object), 1);
  for (const piece of listPieces(doc)) {
    const name = traitsOf(piece.def).paired;
    if (name && piece.partner === objectId)
      setProperty(find(doc, piece.objectId).object, name, 'object', null);
  }
}

/** Gives a coloured piece its colour (and the marker tile of that colour). */
export function colourPiece(doc: MapDoc, firstGid: number, objectId: number, colour: KeyColour): void {
  const piece = listPieces(doc).find((p) => p.objectId === objectId);
  if (!piece || !traitsOf(piece.def).coloured) return;
  const { object } = find(doc, objectId);
  setProperty(object, 'colour', 'string', colour, 'KeyColour');
  if (!piece.route) asTile(doc, object, piece.def, piece.x, piece.y, firstGid);
}

/**
 * Sets a patrolling piece's route (its first cell is where it starts): a polyline through the
 * cells' centres, or a polygon when the route comes back to its start; fewer than two cells make it
 * stand still again.
 */
export function routePiece(doc: MapDoc, firstGid: number, objectId: number, route: readonly Cell[]): void {
  const piece = listPieces(doc).find((p) => p.objectId === objectId);
  if (!piece || !traitsOf(piece.def).patrols) return;
  const { object } = find(doc, objectId);
  const closed =
    route.length > 2 && route[0].x === route[route.length - 1].x && route[0].y === route[route.length - 1].y;
  const cells = closed ? route.slice(0, -1) : route;
  if (cells.length < 2) {
    asTile(doc, object, piece.def, route[0]?.x ?? piece.x, route[0]?.y ?? piece.y, firstGid);
    return;
  }
  const projection = docProjection(doc);
  const start = tileCentrePixel(projection, cells[0].x, cells[0].y);
  delete object.gid;
  delete object.polyline;
  delete object.polygon;
  object.x = start.x;
  object.y = start.y;
  object.width = 0;
  object.height = 0;
  object[closed ? 'polygon' : 'polyline'] = cells.map((c) => {
    const at = tileCentrePixel(projection, c.x, c.y);
    return { x: at.x - start.x, y: at.y - start.y };
  });
}

/** Joins two pieces of a paired kind (pipe ends): each earlier link of either is undone. */
export function pairPieces(doc: MapDoc, from: number, to: number): void {
  const pieces = listPieces(doc);
  const a = pieces.find((p) => p.objectId === from);
  const b = pieces.find((p) => p.objectId === to);
  const name = a && traitsOf(a.def).paired;
  if (!a || !b || !name || a.kind !== b.kind || from === to) return;
  for (const p of pieces) {
    if (p.kind !== a.kind) continue;
    if (p.objectId === from || p.objectId === to || p.partner === from || p.partner === to)
      setProperty(find(doc, p.objectId).object, name, 'object', null);
  }
  setProperty(find(doc, from).object, name, 'object', to);
}

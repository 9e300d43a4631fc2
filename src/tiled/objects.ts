/**
 * Objects of every kind (rectangle, point, ellipse, polygon, polyline, text, tile) and the
 * templates they may be made from. `class` and `type` are synonyms (Tiled renamed one to the
 * other and back).
 */
import { flipsOf, gidIndexFor } from './gidIndex';
import { childPlace, JsonNode } from './jsonNode';
import { type LoadContext, readDocument, spend } from './loadContext';
import { MapError } from './mapError';
import { resolvePath } from './paths';
import { mergeProperties, NO_PROPERTIES, readProperties } from './properties';
import { GID_MASK, type MapObject, type ObjectShape, type TextStyle, type Tileset } from './types';

/** Where objects are read: the map's tilesets (to check gids and map template tiles), if any. */
export interface ObjectEnv {
  readonly tilesets?: readonly Tileset[];
}

/** Reads `class`, else `type`, else ''. */
export function classOf(node: JsonNode): string {
  const cls = node.optionalString('class');
  if (cls) return cls;
  return node.optionalString('type') ?? cls ?? '';
}

interface Template {
  readonly object: JsonNode;
  /** The template's own tileset reference, for a tile template. */
  readonly tileset?: { readonly firstGid: number; readonly source: string; readonly name?: string };
}

async function loadTemplate(ctx: LoadContext, ref: string, from: JsonNode): Promise<Template> {
  const doc = await readDocument(ctx, resolvePath(from.file, ref), from.file, from.at('template'), ref);
  const type = doc.optionalString('type');
  if (type !== undefined && type !== 'template') doc.fail(`expected a template, found a ${type}`, 'type');
  const object = doc.object('object') ?? doc.fail('a template needs an "object"');
  const ts = doc.object('tileset');
  if (!ts) return { object };
  const sourceRef = ts.string('source');
  const source = resolvePath(doc.file, sourceRef);
  const tilesetDoc = await readDocument(ctx, source, doc.file, ts.at('source'), sourceRef);
  return {
    object,
    tileset: { firstGid: ts.count('firstgid'), source, name: tilesetDoc.optionalString('name') },
  };
}

/** Maps a template's own gid to the map's gid space through the tileset both refer to. */
function templateGid(template: Template, raw: number, env: ObjectEnv, instance: JsonNode): number {
  const tsRef = template.tileset;
  if (!tsRef) {
    throw new MapError(template.object.file, template.object.at('gid'), 'a tile template needs a "tileset"');
  }
  // A map exported with --embed-tilesets keeps no source: fall back to the tileset's name.
  const mapTileset =
    env.tilesets?.find((t) => t.source === tsRef.source) ??
    (tsRef.name === undefined
      ? undefined
      : env.tilesets?.find((t) => t.source === undefined && t.name === tsRef.name));
  if (!mapTileset) {
    throw new MapError(
      instance.file,
      instance.at('template'),
      `the template's tileset "${tsRef.source}" is not one of the map's tilesets; add it to the map in Tiled`,
    );
  }
  const flags = raw - (raw & GID_MASK);
  return flags + mapTileset.firstGid + (raw & GID_MASK) - tsRef.firstGid;
}

function readPoints(node: JsonNode, key: string): { x: number; y: number }[] {
  return node.objects(key).map((p) => ({ x: p.number('x'), y: p.number('y') }));
}

function readTextStyle(text: JsonNode): TextStyle {
  const hAlign = text.string('halign', 'left');
  const vAlign = text.string('valign', 'top');
  if (hAlign !== 'left' && hAlign !== 'center' && hAlign !== 'right' && hAlign !== 'justify') {
    text.fail(`unknown horizontal alignment "${hAlign}"`, 'halign');
  }
  if (vAlign !== 'top' && vAlign !== 'center' && vAlign !== 'bottom') {
    text.fail(`unknown vertical alignment "${vAlign}"`, 'valign');
  }
  return {
    fontFamily: text.string('fontfamily', 'sans-serif'),
    pixelSize: text.number('pixelsize', 16),
    wrap: text.bool('wrap', false),
    color: text.string('color', '#000000'),
    bold: text.bool('bold', false),
    italic: text.bool('italic', false),
    underline: text.bool('underline', false),
    strikeout: text.bool('strikeout', false),
    kerning: text.bool('kerning', true),
    hAlign,
    vAlign,
  };
}

/**
 * Reads one object, applying its template: the instance's own fields win, properties merge by
 * name. Tile objects keep flips apart from the gid, as tile layers do.
 */
export async function readObject(node: JsonNode, ctx: LoadContext, env: ObjectEnv): Promise<MapObject> {
  spend(ctx, 'objectsLeft', 1, node.file, node.place, 'the number of objects');
  const templateRef = node.optionalString('template');
  let template: Template | undefined;
  let templatePath: string | undefined;
  if (templateRef !== undefined) {
    templatePath = resolvePath(node.file, templateRef);
    template = await loadTemplate(ctx, templateRef, node);
  }
  const base = template?.object;
  // Each field comes from the instance if it sets it, else from the template.
  const from = (key: string): JsonNode | undefined =>
    node.has(key) ? node : base?.has(key) ? base : undefined;

  let rawGid: number | undefined;
  if (node.has('gid')) rawGid = node.int('gid');
  else if (base?.has('gid') && template) rawGid = templateGid(template, base.int('gid'), env, node);
  if (rawGid !== undefined && (rawGid < 0 || rawGid > 0xffffffff)) node.fail(`invalid gid ${rawGid}`, 'gid');

  let shape: ObjectShape = 'rectangle';
  if (rawGid !== undefined && (rawGid & GID_MASK) !== 0) shape = 'tile';
  else if (from('polygon')) shape = 'polygon';
  else if (from('polyline')) shape = 'polyline';
  else if (from('text')) shape = 'text';
  else if (from('point')?.bool('point')) shape = 'point';
  else if (from('ellipse')?.bool('ellipse')) shape = 'ellipse';

  const className = node.has('class') || node.has('type') ? classOf(node) : base ? classOf(base) : '';
  const baseProps = base ? readProperties(base, ctx.limits.maxDepth) : NO_PROPERTIES;
  const ownProps = readProperties(node, ctx.limits.maxDepth);
  const object: {
    -readonly [K in keyof MapObject]: MapObject[K];
  } = {
    id: node.int('id', 0),
    name: from('name')?.string('name') ?? '',
    className,
    shape,
    x: node.number('x', base?.number('x', 0) ?? 0),
    y: node.number('y', base?.number('y', 0) ?? 0),
    width: from('width')?.number('width') ?? 0,
    height: from('height')?.number('height') ?? 0,
    rotation: from('rotation')?.number('rotation') ?? 0,
    visible: from('visible')?.bool('visible') ?? true,
    properties: base ? mergeProperties(baseProps, ownProps) : ownProps,
  };
  if (templatePath !== undefined) object.template = templatePath;
  if (shape === 'tile' && rawGid !== undefined) {
    const gid = rawGid & GID_MASK;
    if (env.tilesets && !gidIndexFor(env.tilesets).lookup(gid)) {
      node.fail(`gid ${gid} matches no tileset of the map`, 'gid');
    }
    object.gid = gid;
    object.flips = flipsOf(rawGid);
  }
  if (shape === 'polygon' || shape === 'polyline') object.points = readPoints(from(shape)!, shape);
  if (shape === 'text') {
    const text = from('text')!.object('text')!;
    object.text = text.string('text', '');
    object.textStyle = readTextStyle(text);
  }
  return object;
}

/** Reads the `objects` array of an object layer (or a tile's collision group). */
export async function readObjects(node: JsonNode, ctx: LoadContext, env: ObjectEnv): Promise<MapObject[]> {
  const list = node.array('objects');
  if (!list) return [];
  const out: MapObject[] = [];
  for (let i = 0; i < list.items.length; i++) {
    out.push(await readObject(JsonNode.from(list.items[i], node.file, childPlace(list.place, i)), ctx, env));
  }
  return out;
}

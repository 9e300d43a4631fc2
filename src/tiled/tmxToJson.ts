/**
 * TMX, TSX and TX (Tiled's XML formats) converted to the JSON shape Tiled writes for the same
 * document, so one reader handles both. Attribute names match JSON keys almost everywhere; the
 * few that differ (image size, transparent colour, data, text) are mapped here. Error places in
 * XML files are given as the JSON path of the converted document (e.g. `layers[1].data`).
 */
import { JsonNode } from './jsonNode';
import type { TiledLimits } from './limits';
import { MapError } from './mapError';
import { parseXml, type XmlElement } from './xmlTree';

type Json = string | number | boolean | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const NUMERIC = new Set([
  'width',
  'height',
  'tilewidth',
  'tileheight',
  'firstgid',
  'tilecount',
  'columns',
  'margin',
  'spacing',
  'id',
  'x',
  'y',
  'opacity',
  'offsetx',
  'offsety',
  'parallaxx',
  'parallaxy',
  'rotation',
  'gid',
  'tileid',
  'duration',
  'pixelsize',
  'probability',
  'nextlayerid',
  'nextobjectid',
  'compressionlevel',
  'hexsidelength',
  'parallaxoriginx',
  'parallaxoriginy',
]);
const BOOLEAN = new Set([
  'visible',
  'infinite',
  'repeatx',
  'repeaty',
  'wrap',
  'bold',
  'italic',
  'underline',
  'strikeout',
  'kerning',
  'locked',
]);

/** Attributes with their JSON types; a value that does not parse stays text so the reader reports it. */
function attributes(element: XmlElement): JsonObject {
  const out: JsonObject = Object.create(null) as JsonObject;
  for (const [key, value] of Object.entries(element.attrs)) {
    if (NUMERIC.has(key) && value.trim() !== '' && Number.isFinite(Number(value))) out[key] = Number(value);
    else if (BOOLEAN.has(key) && (value === '0' || value === '1')) out[key] = value === '1';
    else if (BOOLEAN.has(key) && (value === 'true' || value === 'false')) out[key] = value === 'true';
    else out[key] = value;
  }
  return out;
}

function childrenNamed(element: XmlElement, tag: string): XmlElement[] {
  return element.children.filter((child) => child.tag === tag);
}

function child(element: XmlElement, tag: string): XmlElement | undefined {
  return element.children.find((c) => c.tag === tag);
}

function propertyValue(element: XmlElement, type: string): Json {
  if (type === 'class') {
    const members: JsonObject = Object.create(null) as JsonObject;
    const props = child(element, 'properties');
    for (const p of props ? childrenNamed(props, 'property') : []) {
      const memberType = p.attrs.type ?? 'string';
      members[p.attrs.name ?? ''] = propertyValue(p, memberType);
    }
    return members;
  }
  if (type === 'list') {
    return childrenNamed(element, 'item').map((item) => {
      const itemType = item.attrs.type ?? 'string';
      return { type: itemType, value: propertyValue(item, itemType) };
    });
  }
  const raw = element.attrs.value ?? element.text;
  switch (type) {
    case 'int':
    case 'float':
    case 'object':
      return raw.trim() !== '' && Number.isFinite(Number(raw)) ? Number(raw) : raw;
    case 'bool':
      return raw === 'true' ? true : raw === 'false' ? false : raw;
    default:
      return raw;
  }
}

function properties(element: XmlElement, out: JsonObject): void {
  const props = child(element, 'properties');
  if (!props) return;
  out.properties = childrenNamed(props, 'property').map((p) => {
    const type = p.attrs.type ?? 'string';
    const entry: JsonObject = { name: p.attrs.name ?? '', type, value: propertyValue(p, type) };
    if (p.attrs.propertytype !== undefined) entry.propertytype = p.attrs.propertytype;
    return entry;
  });
}

/** `<image source width height trans>` as JSON's image, imagewidth, imageheight, transparentcolor. */
function image(element: XmlElement, out: JsonObject): void {
  const img = child(element, 'image');
  if (!img) return;
  out.image = img.attrs.source ?? '';
  if (img.attrs.width !== undefined) out.imagewidth = Number(img.attrs.width);
  if (img.attrs.height !== undefined) out.imageheight = Number(img.attrs.height);
  if (img.attrs.trans) out.transparentcolor = `#${img.attrs.trans.replace(/^#/, '')}`;
}

function points(text: string | undefined): Json[] {
  if (!text || text.trim() === '') return [];
  return text
    .trim()
    .split(/\s+/)
    .map((pair) => {
      const [x, y] = pair.split(',');
      const nx = Number(x);
      const ny = Number(y);
      return { x: Number.isFinite(nx) ? nx : String(x), y: Number.isFinite(ny) ? ny : String(y) };
    });
}

function object(element: XmlElement): JsonObject {
  const out = attributes(element);
  properties(element, out);
  for (const c of element.children) {
    if (c.tag === 'ellipse') out.ellipse = true;
    else if (c.tag === 'point') out.point = true;
    else if (c.tag === 'polygon' || c.tag === 'polyline') out[c.tag] = points(c.attrs.points);
    else if (c.tag === 'text') out.text = { ...attributes(c), text: c.text };
  }
  return out;
}

function objectGroup(element: XmlElement): JsonObject {
  const out = { ...attributes(element), type: 'objectgroup' } as JsonObject;
  properties(element, out);
  out.objects = childrenNamed(element, 'object').map(object);
  return out;
}

/** `<data>`: text (csv or base64) or `<tile gid>` elements, or `<chunk>`s on an infinite map. */
function tileData(layer: XmlElement, out: JsonObject): void {
  const data = child(layer, 'data');
  if (!data) return;
  const encoding = data.attrs.encoding ?? '';
  out.encoding = encoding === '' ? 'csv' : encoding;
  if (data.attrs.compression) out.compression = data.attrs.compression;
  const cells = (element: XmlElement): Json =>
    encoding === ''
      ? childrenNamed(element, 'tile').map((t) => Number(t.attrs.gid ?? 0))
      : element.text.trim();
  const chunks = childrenNamed(data, 'chunk');
  if (chunks.length > 0) out.chunks = chunks.map((c) => ({ ...attributes(c), data: cells(c) }));
  else out.data = cells(data);
}

function layer(element: XmlElement): JsonObject | undefined {
  switch (element.tag) {
    case 'layer': {
      const out = { ...attributes(element), type: 'tilelayer' } as JsonObject;
      properties(element, out);
      tileData(element, out);
      return out;
    }
    case 'objectgroup':
      return objectGroup(element);
    case 'imagelayer': {
      const out = { ...attributes(element), type: 'imagelayer' } as JsonObject;
      properties(element, out);
      image(element, out);
      return out;
    }
    case 'group': {
      const out = { ...attributes(element), type: 'group' } as JsonObject;
      properties(element, out);
      out.layers = layers(element);
      return out;
    }
    default:
      return undefined;
  }
}

function layers(element: XmlElement): JsonObject[] {
  const out: JsonObject[] = [];
  for (const c of element.children) {
    const converted = layer(c);
    if (converted) out.push(converted);
  }
  return out;
}

function tileset(element: XmlElement): JsonObject {
  const out = attributes(element);
  properties(element, out);
  image(element, out);
  const offset = child(element, 'tileoffset');
  if (offset) out.tileoffset = attributes(offset);
  const tiles = childrenNamed(element, 'tile').map((t) => {
    const tile = attributes(t);
    properties(t, tile);
    image(t, tile);
    const animation = child(t, 'animation');
    if (animation) tile.animation = childrenNamed(animation, 'frame').map(attributes);
    const group = child(t, 'objectgroup');
    if (group) tile.objectgroup = objectGroup(group);
    return tile;
  });
  if (tiles.length > 0) out.tiles = tiles;
  return out;
}

function map(element: XmlElement): JsonObject {
  const out = { ...attributes(element), type: 'map' } as JsonObject;
  properties(element, out);
  out.tilesets = childrenNamed(element, 'tileset').map(tileset);
  out.layers = layers(element);
  return out;
}

function template(element: XmlElement): JsonObject {
  const out: JsonObject = { type: 'template' };
  const ts = child(element, 'tileset');
  if (ts) out.tileset = attributes(ts);
  const obj = child(element, 'object');
  if (obj) out.object = object(obj);
  return out;
}

/**
 * Counts `<tile>` elements inside `<data>` (Tiled's old XML tile format) without parsing: each
 * becomes an object of the XML tree, about a kilobyte apiece, so a 2048 x 2048 layer would take
 * gigabytes before any other limit is reached.
 */
function refuseManyXmlTiles(text: string, file: string, maxXmlTiles: number): void {
  let count = 0;
  for (let open = text.indexOf('<data'); open >= 0; open = text.indexOf('<data', open + 5)) {
    const close = text.indexOf('</data>', open);
    const end = close < 0 ? text.length : close;
    for (let at = text.indexOf('<tile', open); at >= 0 && at < end; at = text.indexOf('<tile', at + 5)) {
      count++;
    }
    if (count > maxXmlTiles) {
      throw new MapError(
        file,
        '(file)',
        `more than ${maxXmlTiles} tiles are stored as XML <tile> elements, which this loader does not read; ` +
          'in Tiled set Map > Map Properties > Tile Layer Format to CSV or Base64 and save again',
      );
    }
    open = end;
  }
}

/** Parses a TMX map, TSX tileset or TX template into the JSON shape of the same document. */
export function parseXmlDocument(
  text: string,
  file: string,
  limits: Pick<TiledLimits, 'maxXmlTiles'>,
): JsonNode {
  refuseManyXmlTiles(text, file, limits.maxXmlTiles);
  const root = parseXml(text, file);
  let converted: JsonObject;
  switch (root.tag) {
    case 'map':
      converted = map(root);
      break;
    case 'tileset':
      converted = { ...tileset(root), type: 'tileset' };
      break;
    case 'template':
      converted = template(root);
      break;
    default:
      throw new MapError(
        file,
        root.tag,
        `expected a Tiled <map>, <tileset> or <template>, found <${root.tag}>`,
      );
  }
  return JsonNode.from(converted, file, '');
}

/**
 * A small element tree over fast-xml-parser (which runs in Node and the browser), keeping element
 * order (a TMX map's layer order is its drawing order) and reporting malformed XML by line.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { MapError } from './mapError';

/** One XML element: its tag, attributes as written, child elements in order, and its text. */
export interface XmlElement {
  readonly tag: string;
  readonly attrs: Readonly<Record<string, string>>;
  readonly children: readonly XmlElement[];
  readonly text: string;
}

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  // Tiled never declares entities; refusing them rules out entity-expansion bombs.
  processEntities: true,
  htmlEntities: false,
});

function toElement(node: Record<string, unknown>, depth: number, file: string): XmlElement | undefined {
  const tag = Object.keys(node).find((key) => key !== ':@');
  if (tag === undefined || tag === '#text' || tag.startsWith('?') || tag === '#comment') return undefined;
  if (depth > 200) throw new MapError(file, tag, 'XML is nested too deeply');
  const rawAttrs = node[':@'];
  const attrs: Record<string, string> = Object.create(null) as Record<string, string>;
  if (rawAttrs && typeof rawAttrs === 'object') {
    for (const [key, value] of Object.entries(rawAttrs)) attrs[key] = String(value);
  }
  const children: XmlElement[] = [];
  let text = '';
  const list = node[tag];
  if (Array.isArray(list)) {
    for (const child of list) {
      if (child === null || typeof child !== 'object') continue;
      const record = child as Record<string, unknown>;
      if ('#text' in record) {
        text += String(record['#text']);
        continue;
      }
      const element = toElement(record, depth + 1, file);
      if (element) children.push(element);
    }
  }
  return { tag, attrs, children, text };
}

/** Parses an XML document and returns its root element, or throws a MapError with line and column. */
export function parseXml(text: string, file: string): XmlElement {
  if (/<!ENTITY/i.test(text)) {
    throw new MapError(
      file,
      '(file)',
      'XML entity declarations are not allowed in a map; Tiled never writes them',
    );
  }
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    throw new MapError(
      file,
      `line ${valid.err.line}, column ${valid.err.col}`,
      `malformed XML (${valid.err.msg})`,
    );
  }
  let nodes: unknown;
  try {
    nodes = parser.parse(text);
  } catch (error) {
    throw new MapError(
      file,
      '(file)',
      `malformed XML (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  if (Array.isArray(nodes)) {
    for (const node of nodes) {
      if (node === null || typeof node !== 'object') continue;
      const element = toElement(node as Record<string, unknown>, 0, file);
      if (element) return element;
    }
  }
  throw new MapError(file, '(file)', 'the XML document has no root element');
}

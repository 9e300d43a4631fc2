/**
 * Custom properties of every Tiled type (string, int, float, bool, color, file, object, class,
 * list) into null-prototype records, so a property named `__proto__` is only a name.
 */
import { childPlace, describeValue, type JsonNode } from './jsonNode';
import { MapError } from './mapError';
import { resolvePath } from './paths';
import type { PropertyMap, PropertyValue } from './types';

/** A fresh record with no prototype: `__proto__`, `constructor`... are plain keys in it. */
export function emptyProperties(): Record<string, PropertyValue> {
  return Object.create(null) as Record<string, PropertyValue>;
}

/** An empty, frozen property map to share. */
export const NO_PROPERTIES: PropertyMap = Object.freeze(emptyProperties());

interface Where {
  readonly file: string;
  readonly place: string;
  readonly depth: number;
  readonly maxDepth: number;
}

function fail(where: Where, detail: string): never {
  throw new MapError(where.file, where.place, detail);
}

/** Converts an untyped JSON value (a class member, an old-style property) to a PropertyValue. */
function fromRaw(value: unknown, where: Where): PropertyValue {
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) fail(where, 'a property value must be a finite number');
    return value;
  }
  if (where.depth >= where.maxDepth) fail(where, 'properties are nested too deeply');
  if (Array.isArray(value)) {
    return value.map((item, i) =>
      fromRaw(item, { ...where, place: childPlace(where.place, i), depth: where.depth + 1 }),
    );
  }
  if (value !== null && typeof value === 'object') {
    const out = emptyProperties();
    for (const [key, member] of Object.entries(value)) {
      out[key] = fromRaw(member, { ...where, place: childPlace(where.place, key), depth: where.depth + 1 });
    }
    return out;
  }
  return fail(where, `a property value cannot be ${value === null ? 'null' : typeof value}`);
}

/** One typed value: `type` as Tiled writes it, `value` as found. */
function typedValue(type: string, value: unknown, where: Where): PropertyValue {
  switch (type) {
    case 'string':
    case 'color':
      if (typeof value !== 'string') fail(where, `a ${type} property needs text, found ${typeof value}`);
      return value;
    case 'file':
      if (typeof value !== 'string') fail(where, `a file property needs text, found ${typeof value}`);
      // File properties are relative to the file that holds them; resolve so users need not know which.
      return value === '' ? '' : resolvePath(where.file, value);
    case 'int':
    case 'object':
      if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
        fail(where, `an ${type} property needs a whole number, found ${describeValue(value)}`);
      }
      return value;
    case 'float':
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        fail(where, `a float property needs a number, found ${describeValue(value)}`);
      }
      return value;
    case 'bool':
      if (typeof value !== 'boolean')
        fail(where, `a bool property needs true or false, found ${describeValue(value)}`);
      return value;
    case 'list': {
      if (!Array.isArray(value)) fail(where, 'a list property needs an array value');
      if (where.depth >= where.maxDepth) fail(where, 'properties are nested too deeply');
      return value.map((item, i) => {
        const inner = { ...where, place: childPlace(where.place, i), depth: where.depth + 1 };
        // List items are written as {type, value, propertytype}; accept bare values too.
        if (item !== null && typeof item === 'object' && !Array.isArray(item) && 'value' in item) {
          const typed = item as { type?: unknown; value?: unknown };
          return typedValue(typeof typed.type === 'string' ? typed.type : 'string', typed.value, inner);
        }
        return fromRaw(item, inner);
      });
    }
    default:
      // `class` members carry no types in JSON; a type added by a later Tiled is kept as written.
      return fromRaw(value, where);
  }
}

/**
 * Reads `node.properties`: the array form Tiled writes since 1.2 (`[{name, type, value}]`) or the
 * older object form (`{name: value}`, typed by a sibling `propertytypes` when Tiled wrote one).
 * Returns a null-prototype record.
 */
export function readProperties(node: JsonNode, maxDepth: number): PropertyMap {
  const value = node.get('properties');
  if (value === undefined || value === null) return NO_PROPERTIES;
  const out = emptyProperties();
  const place = node.at('properties');
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      const itemPlace = childPlace(place, i);
      if (item === null || typeof item !== 'object' || Array.isArray(item)) {
        throw new MapError(node.file, itemPlace, 'expected a property object {name, type, value}');
      }
      const entry = item as Record<string, unknown>;
      const name = entry.name;
      if (typeof name !== 'string')
        throw new MapError(node.file, itemPlace, 'a property needs a text "name"');
      const type = typeof entry.type === 'string' ? entry.type : 'string';
      const where = { file: node.file, place: childPlace(itemPlace, 'value'), depth: 0, maxDepth };
      out[name] = typedValue(type, Object.hasOwn(entry, 'value') ? entry.value : defaultFor(type), where);
    });
    return out;
  }
  if (typeof value === 'object') {
    return readPropertyObject(
      value,
      node.get('propertytypes'),
      node.file,
      place,
      node.at('propertytypes'),
      maxDepth,
    );
  }
  return node.fail('expected an array of properties', 'properties');
}

/**
 * Properties in the object form of Tiled before 1.2: `values` is `{name: value}` at `place`, `types`
 * the matching `{name: type}` at `typesPlace` (absent in files older than Tiled 0.16, whose values
 * are all text). A value that does not fit its type is refused at its name.
 */
export function readPropertyObject(
  values: unknown,
  types: unknown,
  file: string,
  place: string,
  typesPlace: string,
  maxDepth: number,
): PropertyMap {
  if (values === null || typeof values !== 'object' || Array.isArray(values)) {
    throw new MapError(file, place, 'expected an object of properties {name: value}');
  }
  if (types !== undefined && (types === null || typeof types !== 'object' || Array.isArray(types))) {
    throw new MapError(file, typesPlace, 'expected an object of property types {name: type}');
  }
  const typeOf = (types ?? {}) as Record<string, unknown>;
  const out = emptyProperties();
  for (const [name, member] of Object.entries(values)) {
    const where = { file, place: childPlace(place, name), depth: 0, maxDepth };
    const type = Object.hasOwn(typeOf, name) ? typeOf[name] : undefined;
    if (type === undefined) out[name] = fromRaw(member, where);
    else if (typeof type !== 'string')
      throw new MapError(
        file,
        childPlace(typesPlace, name),
        `a property type must be text, found ${typeof type}`,
      );
    else out[name] = typedValue(type, member, where);
  }
  return out;
}

/** Tiled omits `value` for a class property left at its defaults. */
function defaultFor(type: string): unknown {
  switch (type) {
    case 'int':
    case 'float':
    case 'object':
      return 0;
    case 'bool':
      return false;
    case 'class':
      return {};
    case 'list':
      return [];
    default:
      return '';
  }
}

/** Properties of `over` replace those of `base` by name (a template instance over its template). */
export function mergeProperties(base: PropertyMap, over: PropertyMap): PropertyMap {
  const out = emptyProperties();
  for (const key of Object.keys(base)) out[key] = base[key];
  for (const key of Object.keys(over)) out[key] = over[key];
  return out;
}

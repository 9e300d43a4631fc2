/**
 * A Tiled project's custom property types (its `propertyTypes`, Tiled 1.8 and newer): the enums
 * and classes a designer declares in Tiled's Custom Types Editor, read from the project file's
 * text. A class's members are resolved as Tiled resolves them: a member of a class type takes its
 * class's defaults, with the values the member sets over them. Tiled 1.8's scripts cannot ask Tiled
 * for these types, so the extension reads the project file as `maze-cat` would.
 */
import { MapError } from './mapError';

/** A member of a class as the project declares it: `type` is Tiled's, `propertyType` an enum's or class's name. */
export interface ProjectMember {
  readonly name: string;
  readonly type: string;
  readonly propertyType?: string;
  readonly value: unknown;
}

/** A custom class of the project. */
export interface ProjectClass {
  readonly name: string;
  readonly members: readonly ProjectMember[];
}

/** What a project declares: its enums (with their values) and classes, by name. */
export interface ProjectTypes {
  readonly file: string;
  readonly enums: ReadonlyMap<string, readonly string[]>;
  readonly classes: ReadonlyMap<string, ProjectClass>;
}

/** A member's value resolved: a class member's is the object of its own members, resolved in turn. */
export type ResolvedValue = string | number | boolean | { readonly [member: string]: ResolvedValue };

/** How deep classes may hold classes (a class holding itself would never end). */
export const MAX_CLASS_DEPTH = 4;

const record = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/**
 * The custom types of the project file `file` (its text `text`). A project that is no JSON is a
 * MapError naming the file; types Tiled would not write (no name, members not a list) are skipped.
 */
export function readProjectTypes(file: string, text: string): ProjectTypes {
  let project: unknown;
  try {
    project = JSON.parse(text);
  } catch (error) {
    throw new MapError(file, '(file)', `is not a Tiled project: ${(error as Error).message}`);
  }
  const list = record(project)?.propertyTypes;
  const enums = new Map<string, readonly string[]>();
  const classes = new Map<string, ProjectClass>();
  for (const entry of Array.isArray(list) ? list : []) {
    const type = record(entry);
    if (type === null || typeof type.name !== 'string') continue;
    if (type.type === 'enum' && Array.isArray(type.values))
      enums.set(
        type.name,
        type.values.filter((v): v is string => typeof v === 'string'),
      );
    if (type.type === 'class' && Array.isArray(type.members))
      classes.set(type.name, { name: type.name, members: type.members.flatMap(readMember) });
  }
  return { file, enums, classes };
}

function readMember(value: unknown): ProjectMember[] {
  const m = record(value);
  if (m === null || typeof m.name !== 'string' || typeof m.type !== 'string') return [];
  return [
    {
      name: m.name,
      type: m.type,
      ...(typeof m.propertyType === 'string' ? { propertyType: m.propertyType } : {}),
      value: m.value,
    },
  ];
}

/**
 * The values of a class's members, as a new object of that class gets them: each member's value,
 * a class member's resolved over its class's defaults. A member of an unknown class resolves to its
 * own values; one nested deeper than MAX_CLASS_DEPTH is a MapError naming the class and member.
 */
export function classValues(
  types: ProjectTypes,
  className: string,
  set: Readonly<Record<string, unknown>> = {},
  depth = 0,
): Record<string, ResolvedValue> {
  const declared = types.classes.get(className);
  const out: Record<string, ResolvedValue> = {};
  for (const member of declared?.members ?? []) {
    const given = Object.hasOwn(set, member.name) ? set[member.name] : undefined;
    const value = given ?? member.value;
    if (member.type === 'class') {
      if (depth >= MAX_CLASS_DEPTH)
        throw new MapError(
          types.file,
          `class "${className}", member "${member.name}"`,
          `classes nest deeper than ${MAX_CLASS_DEPTH} (does a class hold itself?)`,
        );
      // What the member sets, with what is set on top of it: Tiled keeps only the members changed.
      const changed = { ...record(member.value), ...record(given) };
      out[member.name] = classValues(types, member.propertyType ?? '', changed, depth + 1);
    } else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      out[member.name] = value;
    }
  }
  return out;
}

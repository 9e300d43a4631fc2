/**
 * The Tiled project files, made from the kinds table (src/level/kinds) and the level settings
 * (src/level/levelSettings.ts), so Tiled offers exactly the classes, properties and values the game
 * reads:
 *
 * - `levels/maze-cat.tiled-project`: for Tiled 1.9 and newer, the piece classes (their colours and
 *   members) and the map class `MazeCatLevel`; for every version, the `KeyColour` and `MoveRule`
 *   enums, the rule vocabulary a designer writes kinds of their own in (its enums and the class
 *   `KindRule`, src/level/kinds/kindClasses.ts), the project commands and the extensions folder.
 * - `levels/objecttypes.xml`: the same piece classes as Tiled 1.8's object types (1.8 reads only the
 *   project's enums, commands, folders, extensions path and this file). Tiled 1.9 and newer import
 *   it into the project's classes on opening; the two agree, since both come from here.
 *
 * docs/levels.md ("Check inside Tiled") explains the commands; `npm run tiled` writes the files.
 */
import { DIAGONAL, KNIGHT, ORTHOGONAL } from '../../src/grid';
import { KEY_COLOURS, KIND_LIST, SETTING_NAMES, SETTING_TYPES } from '../../src/level';
import { vocabularyPropertyTypes } from '../../src/level/kinds/kindClasses';
import type { ClassMember } from '../../src/level/kinds/types';
import { ROOT_PROPERTY } from '../../src/tiled/readRoot';

/** The file name of the object types file, beside the project file. */
export const OBJECT_TYPES_FILE = 'objecttypes.xml';

/** The project file's name, in levels/. */
export const PROJECT_FILE = 'maze-cat.tiled-project';

/** The folder of Tiled extensions, beside the project file. */
export const EXTENSIONS_FOLDER = 'extensions';

type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };

/** Enums the project declares: member types that are not Tiled's own. */
const ENUMS: readonly { readonly name: string; readonly values: readonly string[] }[] = [
  { name: 'KeyColour', values: KEY_COLOURS },
  { name: 'MoveRule', values: [ORTHOGONAL, DIAGONAL, KNIGHT].map((rule) => rule.name) },
];

/** A class member (or object type property) as Tiled types it: an enum is a string with a `propertyType`. */
function tiledType(type: string): { type: string; propertyType?: string } {
  return ENUMS.some((e) => e.name === type) ? { type: 'string', propertyType: type } : { type };
}

function member(name: string, type: string, value: string | number | boolean): Json {
  const { type: base, propertyType } = tiledType(type);
  return { name, ...(propertyType ? { propertyType } : {}), type: base, value };
}

/**
 * A project command: Tiled runs it in the project's folder (`%projectpath`) with the current map's
 * path for `%mapfile`, after saving it, and shows its output in the Console.
 */
function command(name: string, executable: string, args: string): Json {
  return {
    arguments: args,
    command: executable,
    enabled: true,
    name,
    saveBeforeExecute: true,
    shortcut: '',
    showOutput: true,
    workingDirectory: '%projectpath',
  };
}

/**
 * The project commands: check the map with `maze-cat check`, play it in the running game. `node
 * ../bin/maze-cat.mjs` is what `npx maze-cat` runs, without npx's second or so of start-up and
 * without npm's update notices, which Tiled would list as errors (it lists a command's standard
 * error in the Issues view).
 */
const COMMANDS: readonly Json[] = [
  // `--project`: check reads the map's files from where the project's `mazeCatRoot` says, as the
  // extension's on-save check does.
  command('Check level', 'node', `../bin/maze-cat.mjs check %mapfile --project ${PROJECT_FILE}`),
  command('Play in browser', 'node', '../scripts/tiled/playInBrowser.mjs %mapfile'),
];

/** The Tiled project, keys in the order Tiled writes them (sorted), so a save by Tiled changes little. */
function tiledProject(kept: readonly Json[]): Json {
  let id = 0;
  const enums: Json[] = ENUMS.map((e) => ({
    id: ++id,
    name: e.name,
    storageType: 'string',
    type: 'enum',
    values: e.values,
    valuesAsFlags: false,
  }));
  const pieces: Json[] = KIND_LIST.map((kind) => ({
    color: kind.tiledColour,
    drawFill: true,
    id: ++id,
    members: kind.members.map((m: ClassMember) => member(m.name, m.type, m.default)),
    name: kind.className,
    type: 'class',
    useAs: ['object', 'tile'],
  }));
  const level: Json = {
    color: '#ffa0a0a4',
    drawFill: true,
    id: ++id,
    members: SETTING_NAMES.map((name) => member(name, SETTING_TYPES[name].type, SETTING_TYPES[name].default)),
    name: 'MazeCatLevel',
    type: 'class',
    useAs: ['map'],
  };
  return {
    automappingRulesFile: '',
    commands: COMMANDS,
    compatibilityVersion: 1100,
    extensionsPath: EXTENSIONS_FOLDER,
    folders: ['.'],
    objectTypesFile: OBJECT_TYPES_FILE,
    // The `--root` of Tiled's checks (src/tiled/readRoot.ts): a folder the maps inside it read
    // from, relative to this file's folder or absolute; empty: each map's own project folder.
    properties: [{ name: ROOT_PROPERTY, type: 'string', value: '' }],
    // A designer's own types (kind classes added in Tiled's Custom Types Editor) go after these.
    propertyTypes: [...enums, ...pieces, level, ...vocabularyPropertyTypes(id + 1), ...kept],
  };
}

const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Tiled 1.8's object types: one per piece class, with its colour and its properties' types and defaults. */
export function objectTypesXml(): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<objecttypes>'];
  for (const kind of KIND_LIST) {
    const open = ` <objecttype name="${xmlEscape(kind.className)}" color="${kind.tiledColour}"`;
    if (kind.members.length === 0) {
      lines.push(`${open}/>`);
      continue;
    }
    lines.push(`${open}>`);
    for (const m of kind.members) {
      const { type, propertyType } = tiledType(m.type);
      const typed = propertyType ? `type="${type}" propertytype="${propertyType}"` : `type="${type}"`;
      lines.push(
        `  <property name="${xmlEscape(m.name)}" ${typed} default="${xmlEscape(String(m.default))}"/>`,
      );
    }
    lines.push(' </objecttype>');
  }
  lines.push('</objecttypes>');
  return `${lines.join('\n')}\n`;
}

/** The project file's text: JSON indented by four spaces, as Tiled writes it. */
/**
 * The project file's text: JSON indented by four spaces, as Tiled writes it. Given the text of the
 * project as it is (`existing`), the types a designer added to it (any not made here: their own
 * kind classes, docs/pieces.md) are kept after the generated ones, numbered on from them.
 */
export function tiledProjectText(existing?: string): string {
  const made = (kept: readonly Json[]) => tiledProject(kept) as { propertyTypes: Json[] };
  const generated = new Set(made([]).propertyTypes.map((t) => (t as { name: string }).name));
  const own = designerTypes(existing).filter((t) => !generated.has(String(t.name)));
  const firstId = made([]).propertyTypes.length + 1;
  const kept = own.map((t, i) => ({ ...t, id: firstId + i }));
  return `${JSON.stringify(made(kept), null, 4)}\n`;
}

/** The custom types in a project file's text (none when there is no text or it is not a project). */
function designerTypes(existing: string | undefined): { readonly [key: string]: Json }[] {
  if (existing === undefined) return [];
  try {
    const types = (JSON.parse(existing) as { propertyTypes?: unknown }).propertyTypes;
    return Array.isArray(types)
      ? types.filter((t): t is { [key: string]: Json } => typeof t === 'object' && t !== null && 'name' in t)
      : [];
  } catch {
    return [];
  }
}

import type { ExampleKinds } from '../kinds/exampleKinds';
import { parseBounded } from '../kinds/kindJson';
import { BUILT_IN_KINDS, type KindTable } from '../kinds/kindTable';
import { MAX_OWN_KINDS } from '../kinds/readKinds';
import { KINDS_PROPERTY, type OwnKinds, readOwnKinds } from '../ownKinds';
import { type MapDoc, propertyOf } from './mapDoc';

/** The last `kinds` text read, and what it read as: the editor asks after every edit and move. */
let last: { readonly text: unknown; readonly read: OwnKinds } | null = null;

/** The map's `kinds` property read (docs/pieces.md, "A map's own kinds"), the same text once. */
export function docOwnKinds(doc: MapDoc): OwnKinds {
  const text = propertyOf(doc, KINDS_PROPERTY)?.value;
  const held = last;
  const read = held !== null && held.text === text ? held.read : readOwnKinds(text);
  last = { text, read };
  return read;
}

/**
 * The kinds a map being edited has: the built-in ones and its own. A `kinds` property the loader
 * refuses gives the built-in ones only (the editor's findings name its mistake), and is left in
 * the map as it is: the maker's kinds are never dropped.
 */
export function docKinds(doc: MapDoc): KindTable {
  const read = docOwnKinds(doc);
  return read.problem === undefined ? read.table : BUILT_IN_KINDS;
}

/**
 * The map's `kinds` text with a set of example kinds added after its own, or null when the set
 * cannot join them: a kind of the set is there already (by name or class), the map's kinds do not
 * read, or the level would pass its limit of kinds.
 */
export function kindsWith(doc: MapDoc, example: ExampleKinds): string | null {
  const read = docOwnKinds(doc);
  if (read.problem !== undefined) return null;
  const taken = new Set(read.own.flatMap((k) => [k.name, k.className.toLowerCase()]));
  const clash = example.kinds.some((k) => {
    const { name, className } = k as { name: string; className: string };
    return taken.has(name) || taken.has(className.toLowerCase());
  });
  if (clash || read.own.length + example.kinds.length > MAX_OWN_KINDS) return null;
  const text = propertyOf(doc, KINDS_PROPERTY)?.value;
  const before = typeof text === 'string' ? (parseBounded(text) as unknown[]) : [];
  const after = JSON.stringify([...before, ...example.kinds]);
  return readOwnKinds(after).problem === undefined ? after : null;
}

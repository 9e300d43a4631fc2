/**
 * The order the source keeps (docs/architecture.md): the layers of src, and inside the app layer
 * the rooms of src/app, each allowed to import only what comes before it. `src/architecture.test.ts`
 * checks every import against it; `diagram.ts` draws the rooms from it.
 */
import { posix } from 'node:path';

/** The layers of src, in order: each may import only layers listed before it (and itself). */
export const LAYERS: readonly (readonly string[])[] = [
  ['grid'],
  ['tiled'],
  ['level'],
  ['sim'],
  ['solver'],
  ['view', 'input', 'audio'],
  ['app'],
  ['cli'],
];

/** The room of the files at src/app's root: the shell's entry points (main.ts, GameApp.ts). */
export const SHELL = 'shell';

/**
 * The rooms of src/app, in order: a room may import the rooms on lines before its own, never a
 * room after it nor another on its own line (those stand apart). The shell comes last.
 */
export const APP_ROOMS: readonly (readonly string[])[] = [
  ['workers'],
  ['page', 'saves'],
  ['screens', 'modes'],
  ['share'],
  ['router'],
  ['levels'],
  ['play', 'editor', 'community'],
  ['services'],
  ['routes'],
  [SHELL],
];

/** Layers 1 to 5 run in Node and in the browser alike: no DOM libraries, no Node modules. */
const PORTABLE = new Set(['grid', 'tiled', 'level', 'sim', 'solver']);
const BROWSER_ONLY = /^(pixi\.js|@pixi\/|howler|workbox|virtual:pwa)/;

/**
 * What a source text imports: `import`/`export ... from`, `import 'x'`, `import('x')` (a chunk
 * fetched on first use) and a worker's entry, `new URL('x', import.meta.url)`.
 */
export function importsOf(text: string): string[] {
  const found =
    /(?:^|\n)\s*(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)|\bnew URL\(\s*['"](\.[^'"]+)['"]\s*,\s*import\.meta\.url/g;
  return [...text.matchAll(found)].map((m) => m[1] ?? m[2] ?? m[3] ?? m[4]);
}

/** The room of a file under src/app (`app/play/PlaySession.ts`: play), the shell for its root. */
export function roomOf(file: string): string {
  const parts = file.split('/');
  return parts.length > 2 ? parts[1] : SHELL;
}

const tierOf = (order: readonly (readonly string[])[], name: string): number =>
  order.findIndex((names) => names.includes(name));

/** Why `from` may not import `to` in `order` (names of layers or rooms), or null when it may. */
function breach(
  order: readonly (readonly string[])[],
  kind: string,
  from: string,
  to: string,
): string | null {
  const own = tierOf(order, from);
  const theirs = tierOf(order, to);
  if (own < 0 || theirs < 0) return `${own < 0 ? from : to} is no ${kind} of scripts/architecture/order.ts`;
  if (theirs > own) return `${kind} ${from} imports ${to}, which comes after it`;
  if (theirs === own && from !== to) return `${kind} ${from} imports ${to}, which stands apart from it`;
  return null;
}

/**
 * What is wrong with the imports in `text`, the source of `file` (a path under src, such as
 * `app/play/PlaySession.ts`): an import of a later layer or a later app room, and a portable
 * layer's import of a browser library or a Node module. Empty when nothing is.
 */
export function breachesOf(file: string, text: string): string[] {
  const layer = file.split('/')[0];
  const problems: string[] = [];
  for (const spec of importsOf(text)) {
    if (!spec.startsWith('.')) {
      if (PORTABLE.has(layer) && (spec.startsWith('node:') || BROWSER_ONLY.test(spec)))
        problems.push(`${file} imports ${spec}: layer ${layer} runs in Node and the browser alike`);
      continue;
    }
    const target = posix.join(posix.dirname(file), spec);
    const wrong =
      breach(LAYERS, 'layer', layer, target.split('/')[0]) ??
      (layer === 'app' && target.startsWith('app/')
        ? breach(APP_ROOMS, 'room', roomOf(file), roomOf(target))
        : null);
    if (wrong) problems.push(`${file} imports ${spec}: ${wrong}`);
  }
  return problems;
}

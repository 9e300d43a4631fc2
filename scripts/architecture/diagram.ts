/**
 * Draws the app shell (src/app) as one SVG from the code's own imports: the shell and its
 * composition root, the screen modules (src/app/routes), the router and the screens they show, and
 * the services the composition root builds. Every arrow is an `import` in the source (static, or an
 * `import()` fetched on first use). Run with
 * `npx tsx scripts/architecture/diagram.ts` to write docs/images/architecture.svg; the unit test
 * beside it fails when the committed picture no longer matches the code.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** A file of the picture: its path under src/, and the column it stands in. */
interface Node {
  readonly file: string;
  readonly column: number;
}

const COLUMNS = ['shell', 'screen modules', 'router and screens', 'services'] as const;
const COLUMN_COLOURS = ['#f2a541', '#7fc8a9', '#8fb3de', '#d9b98c'] as const;

/** What services.ts imports that is not a service: helpers and settings, left out of the picture. */
const HELPERS = new Set(['app/dom.ts', 'app/assets.ts', 'app/params.ts', 'app/fileDrop.ts']);

/** Relative imports of a source file, as paths under `src` (with `.ts`). */
export function importsOf(src: string, file: string): string[] {
  const text = readFileSync(join(src, file), 'utf8');
  const imports =
    /(?:^|\n)\s*(?:import|export)[^'"]*?from\s*['"](\.[^'"]+)['"]|\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g;
  return [...text.matchAll(imports)].map(
    (m) => `${relative(src, resolve(join(src, dirname(file)), m[1] ?? m[2]))}.ts`,
  );
}

/** The files of the picture, by column, read from the imports. */
export function nodesOf(src: string): Node[] {
  const routes = readdirSync(join(src, 'app/routes'))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => `app/routes/${name}`)
    .sort();
  const shown = new Set<string>(['app/router/Router.ts', 'app/router/routes.ts']);
  for (const route of routes)
    for (const target of importsOf(src, route)) if (target.startsWith('app/screens/')) shown.add(target);
  shown.delete('app/screens/Screen.ts');
  const services = importsOf(src, 'app/services.ts').filter(
    (target) => !shown.has(target) && !target.startsWith('app/router/') && !HELPERS.has(target),
  );
  return [
    { file: 'app/GameApp.ts', column: 0 },
    { file: 'app/levelRoutes.ts', column: 0 },
    { file: 'app/services.ts', column: 0 },
    ...routes.map((file) => ({ file, column: 1 })),
    ...[...shown].sort().map((file) => ({ file, column: 2 })),
    ...services.sort().map((file) => ({ file, column: 3 })),
  ];
}

const WIDTH = 1040;
const COLUMN_WIDTH = 200;
const GAP = (WIDTH - 40 - COLUMN_WIDTH * COLUMNS.length) / (COLUMNS.length - 1);
const ROW = 34;
const BOX = 24;
const TOP = 64;

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The picture as SVG text: boxes per column, an arrow per import between them. */
export function architectureSvg(src: string): string {
  const nodes = nodesOf(src);
  const place = new Map<string, { x: number; y: number }>();
  const rows = COLUMNS.map(() => 0);
  for (const node of nodes) {
    const x = 20 + node.column * (COLUMN_WIDTH + GAP);
    place.set(node.file, { x, y: TOP + rows[node.column]++ * ROW });
  }
  const height = TOP + Math.max(...rows) * ROW + 16;
  const parts: string[] = [];
  COLUMNS.forEach((name, i) => {
    const x = 20 + i * (COLUMN_WIDTH + GAP) + COLUMN_WIDTH / 2;
    parts.push(`<text x="${x}" y="36" class="head">${xmlText(name)}</text>`);
  });
  const known = new Set(nodes.map((n) => n.file));
  for (const node of nodes) {
    const from = place.get(node.file);
    if (!from) continue;
    for (const target of importsOf(src, node.file)) {
      const to = place.get(target);
      if (!to || !known.has(target) || target === node.file) continue;
      const sameColumn = from.x === to.x;
      const x1 = sameColumn ? from.x : from.x < to.x ? from.x + COLUMN_WIDTH : from.x;
      const x2 = sameColumn ? to.x : from.x < to.x ? to.x : to.x + COLUMN_WIDTH;
      const y1 = from.y + BOX / 2;
      const y2 = to.y + BOX / 2;
      const bend = sameColumn ? -40 : (x2 - x1) / 2;
      parts.push(
        `<path d="M${x1} ${y1} C${x1 + bend} ${y1} ${x2 - (sameColumn ? -bend : bend)} ${y2} ${x2} ${y2}" class="edge" marker-end="url(#arrow)"/>`,
      );
    }
  }
  for (const node of nodes) {
    const p = place.get(node.file);
    if (!p) continue;
    const label = node.file.replace(/^app\//, '');
    parts.push(
      `<rect x="${p.x}" y="${p.y}" width="${COLUMN_WIDTH}" height="${BOX}" rx="4" fill="${COLUMN_COLOURS[node.column]}"/>`,
      `<text x="${p.x + COLUMN_WIDTH / 2}" y="${p.y + 16}">${xmlText(label)}</text>`,
    );
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${height}" width="${WIDTH}" height="${height}" font-family="sans-serif" font-size="12">`,
    '<style>text{text-anchor:middle;fill:#1d130e}.head{font-weight:bold;font-size:14px;fill:#f7e3c0}.edge{fill:none;stroke:#f7e3c0;stroke-opacity:.45;stroke-width:1.2}</style>',
    '<defs><marker id="arrow" viewBox="0 0 8 8" refX="8" refY="4" markerWidth="6" markerHeight="6" orient="auto"><path d="M0 0L8 4L0 8z" fill="#f7e3c0" fill-opacity=".7"/></marker></defs>',
    `<rect width="${WIDTH}" height="${height}" fill="#1d130e"/>`,
    ...parts,
    '</svg>',
    '',
  ].join('\n');
}

const SRC = resolve(dirname(new URL(import.meta.url).pathname), '../../src');
export const SVG_PATH = resolve(SRC, '../docs/images/architecture.svg');

if (process.argv[1] && resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  writeFileSync(SVG_PATH, architectureSvg(SRC));
  console.log(`wrote ${relative(process.cwd(), SVG_PATH)}`);
}

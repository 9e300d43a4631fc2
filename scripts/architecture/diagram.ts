/**
 * Draws the rooms of src/app as one SVG from the code's own imports: a row for each line of
 * `APP_ROOMS` (order.ts), the shell at the top and the rooms every other builds on at the bottom,
 * and an arrow from a room to a room its files import (static, an `import()` fetched on first use,
 * or a worker's entry) where no longer path of arrows leads there already: every import of the code
 * follows the arrows down, and they only point down, the order the architecture test keeps. Run with `npx tsx scripts/architecture/diagram.ts` to write docs/images/architecture.svg; the unit
 * test beside it fails when the committed picture no longer matches the code.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { APP_ROOMS, importsOf, roomOf, SHELL } from './order';

/** The source files of src/app (not tests), as paths under src. */
function appFiles(src: string, dir = 'app'): string[] {
  return readdirSync(join(src, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return appFiles(src, path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** Each room and the rooms its files import, read from the code (`play` -> `levels`, ...). */
export function roomImports(src: string): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const file of appFiles(src)) {
    const from = roomOf(file);
    for (const spec of importsOf(readFileSync(join(src, file), 'utf8'))) {
      const target = posix.join(posix.dirname(file), spec);
      if (!spec.startsWith('.') || !target.startsWith('app/') || roomOf(target) === from) continue;
      const targets = edges.get(from) ?? new Set<string>();
      targets.add(roomOf(target));
      edges.set(from, targets);
    }
  }
  return edges;
}

/** The imports no path through other rooms implies: `play` -> `levels` stays, `play` -> `page` goes. */
export function directImports(edges: Map<string, Set<string>>): { from: string; to: string }[] {
  const reaches = (from: string, to: string, seen = new Set<string>()): boolean =>
    [...(edges.get(from) ?? [])].some(
      (next) => next === to || (!seen.has(next) && seen.add(next) && reaches(next, to, seen)),
    );
  return [...edges].flatMap(([from, targets]) =>
    [...targets]
      .filter((to) => ![...targets].some((via) => via !== to && reaches(via, to)))
      .map((to) => ({ from, to })),
  );
}

const WIDTH = 1040;
const BOX_WIDTH = 150;
const BOX = 30;
const ROW = 66;
const TOP = 20;
/** Colours from the top row down: the shell and what wires it, the features, what they share, the base. */
const COLOURS = ['#f2a541', '#7fc8a9', '#8fb3de', '#d9b98c'];

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const labelOf = (room: string) => (room === SHELL ? 'the shell (root files)' : `${room}/`);

/** The picture as SVG text: a box per room, row by row, an arrow per room a room imports. */
export function architectureSvg(src: string): string {
  const rows = [...APP_ROOMS].reverse();
  const place = new Map<string, { x: number; y: number }>();
  rows.forEach((names, row) => {
    const gap = (WIDTH - names.length * BOX_WIDTH) / (names.length + 1);
    names.forEach((name, i) => {
      place.set(name, { x: gap + i * (BOX_WIDTH + gap), y: TOP + row * ROW });
    });
  });
  const height = TOP + rows.length * ROW - ROW + BOX + TOP;
  const edges = directImports(roomImports(src));
  const at = (room: string) => place.get(room) ?? { x: 0, y: 0 };
  // Each box's arrows leave from along its bottom and arrive along its top, in the order of the
  // boxes at their other ends, so they fan out instead of meeting in one point.
  const spread = (ends: string[], room: string, end: string): number => {
    const order = ends.sort((a, b) => at(a).x - at(b).x || at(a).y - at(b).y);
    return at(room).x + ((order.indexOf(end) + 1) * BOX_WIDTH) / (order.length + 1);
  };
  const parts: string[] = [];
  const lanes = { left: 0, right: 0 };
  for (const { from, to } of edges) {
    const outs = edges.filter((e) => e.from === from).map((e) => e.to);
    const ins = edges.filter((e) => e.to === to).map((e) => e.from);
    const x1 = spread(outs, from, to);
    const y1 = at(from).y + BOX;
    const x2 = spread(ins, to, from);
    const y2 = at(to).y;
    const between = rows.filter((_, row) => TOP + row * ROW > y1 && TOP + row * ROW < y2 - BOX).flat();
    const turn = (ROW - BOX) / 2;
    let path = `M${x1} ${y1} C${x1} ${y1 + turn * 2} ${x2} ${y2 - turn * 2} ${x2} ${y2}`;
    if (between.length > 0) {
      // Past the boxes of the rows between, in a lane beside them, not under them.
      const side = x2 < WIDTH / 2 ? 'left' : 'right';
      const edge = between.map((name) => at(name).x + (side === 'left' ? 0 : BOX_WIDTH));
      const lane =
        side === 'left'
          ? Math.min(...edge) - 16 - 8 * lanes.left++
          : Math.max(...edge) + 16 + 8 * lanes.right++;
      const down = y1 + turn;
      const up = y2 - turn;
      path = `M${x1} ${y1} C${x1} ${down} ${lane} ${y1} ${lane} ${down + turn} L${lane} ${up - turn} C${lane} ${y2} ${x2} ${up} ${x2} ${y2}`;
    }
    parts.push(`<path d="${path}" class="edge" marker-end="url(#arrow)"/>`);
  }
  rows.forEach((names, row) => {
    for (const name of names) {
      const p = at(name);
      parts.push(
        `<rect x="${p.x}" y="${p.y}" width="${BOX_WIDTH}" height="${BOX}" rx="4" fill="${COLOURS[Math.floor((row * COLOURS.length) / rows.length)]}"/>`,
        `<text x="${p.x + BOX_WIDTH / 2}" y="${p.y + 19}">${xmlText(labelOf(name))}</text>`,
      );
    }
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${height}" width="${WIDTH}" height="${height}" font-family="sans-serif" font-size="13">`,
    '<style>text{text-anchor:middle;fill:#1d130e}.edge{fill:none;stroke:#f7e3c0;stroke-opacity:.45;stroke-width:1.2}</style>',
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

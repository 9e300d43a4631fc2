/**
 * `npm run bench:editor`: the editor's live solver, from an edit to the answer the maker sees
 * (docs/editor.md): the edit applied to the map, the map copied as it crosses to the worker, the
 * level built from it and solved (`editorFindings`: par, the route, the warnings), then its difficulty
 * measured (`editorDifficulty`: the band and naive play), which the editor shows when it comes.
 * Maps are square, 8 to 32 tiles a side, with walls, bones, dogs (one patrolling) and an exit,
 * made with the editor's own edits; each edit toggles one wall tile. Each map has a row per answer:
 * par, the route (the same answer as par: one solve gives both) and the band (from the edit, the
 * solve and then the measure, as the editor asks them). Median, 95th percentile and slowest of 25
 * edits, the median's ratio to the 300 ms target, and the solve alone (`solveLevel` on the built
 * level) as the peer.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { editorDifficulty, editorFindings } from '../src/app/workers/editorJob';
import { LevelEditor, levelOfDoc, newMapText } from '../src/level/edit';
import { solveLevel } from '../src/solver';

const TILESET = readFileSync(resolve(import.meta.dirname, '../levels/maze-cat.tsj'), 'utf8');
const readTileset = async () => TILESET;
const EDITS = 25;
const TARGET_MS = 300;

/** A fixed pseudo-random sequence, so every run times the same maps. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s ^ (s >>> 15), 2246822507) + 0x9e3779b9) >>> 0;
    return s / 2 ** 32;
  };
}

async function makeMap(side: number): Promise<LevelEditor> {
  const editor = await LevelEditor.open(newMapText(side, side), `bench-${side}.tmj`, readTileset);
  const next = random(side);
  const inner = () => 1 + Math.floor(next() * (side - 2));
  const walls: number[] = [];
  // Wall runs on every other row, with gaps, so the level is a maze rather than an open field.
  for (let y = 2; y < side - 2; y += 2)
    for (let x = 1; x < side - 1; x++) if (next() < 0.6) walls.push(y * side + x);
  editor.apply({ type: 'paint', cells: walls, terrain: 'wall' });
  const free = () => {
    for (;;) {
      const x = inner();
      const y = inner();
      if (editor.terrainAt(x, y) !== 'wall' && !editor.pieces.some((p) => p.x === x && p.y === y))
        return { x, y };
    }
  };
  const place = (kind: 'cat' | 'bone' | 'dog' | 'exit') => editor.apply({ type: 'place', kind, ...free() });
  place('cat');
  for (let i = 0; i < 3; i++) place('bone');
  for (let i = 0; i < 2; i++) place('dog');
  place('exit');
  return editor;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const median = (samples: number[]) =>
  quantile(
    [...samples].sort((a, b) => a - b),
    0.5,
  );

console.log(`editor: from an edit to each answer the maker sees, ${EDITS} edits per map (ms)\n`);
console.log('map      verdict     par  answer   median     p95     max  x target  peer: solve alone');
for (const side of [8, 16, 24, 32]) {
  const editor = await makeMap(side);
  const times: number[] = [];
  const solves: number[] = [];
  const bands: number[] = [];
  let verdict = '';
  let par = '';
  const next = random(side * 7);
  for (let i = 0; i < EDITS; i++) {
    const x = 1 + Math.floor(next() * (side - 2));
    const y = 1 + Math.floor(next() * (side - 2));
    const start = performance.now();
    const terrain = editor.terrainAt(x, y) === 'wall' ? 'floor' : 'wall';
    editor.apply({ type: 'paint', cells: [y * side + x], terrain });
    const found = await editorFindings(structuredClone(editor.doc), editor.file, readTileset);
    times.push(performance.now() - start);
    if (found.par !== null) {
      await editorDifficulty(structuredClone(editor.doc), editor.file, found.par, readTileset);
      bands.push(performance.now() - start);
    }
    verdict = found.verdict ?? 'not a level';
    par = found.par === null ? '-' : String(found.par);
    const level = await levelOfDoc(editor.doc, editor.file, readTileset).catch(() => null);
    if (level) {
      const solveStart = performance.now();
      solveLevel(level);
      solves.push(performance.now() - solveStart);
    }
    editor.undo();
  }
  const peer = solves.length ? median(solves).toFixed(1) : '-';
  // Par and the route are one answer (editorFindings): the route row is the par row's times.
  const rows: [string, number[]][] = [
    ['par', times],
    ['route', times],
    ['band', bands],
  ];
  for (const [answer, samples] of rows) {
    const sorted = [...samples].sort((a, b) => a - b);
    const cells = sorted.length
      ? [median(sorted), quantile(sorted, 0.95), sorted[sorted.length - 1]].map((t) =>
          t.toFixed(1).padStart(8),
        )
      : ['-', '-', '-'].map((t) => t.padStart(8));
    const ratio = sorted.length ? (median(sorted) / TARGET_MS).toFixed(2) : '-';
    console.log(
      `${`${side}x${side}`.padEnd(9)}${verdict.padEnd(12)}${par.padStart(4)}  ${answer.padEnd(6)}` +
        `${cells.join('')}${ratio.padStart(10)}${peer.padStart(19)}`,
    );
  }
}

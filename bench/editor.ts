/**
 * `npm run bench:editor`: the editor's live solver, from an edit to the answer the maker sees
 * (docs/editor.md): the edit applied to the map, the map copied as it crosses to the worker, the
 * level built from it and solved (`editorFindings`: par, the route, the warnings), then its difficulty
 * measured (`editorDifficulty`: the band and naive play), which the editor shows when it comes. Rows are square maps 8 to 32 tiles
 * a side with walls, bones, dogs (one patrolling) and an exit, made with the editor's own edits;
 * each edit toggles one wall tile. Median, 95th percentile and slowest of 25 edits, with the
 * solve alone (`solveLevel` on the built level) as the peer, the ratio to the 300 ms target, and
 * the time from the edit to the band.
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

console.log(`editor: from an edit to the solver's answer, ${EDITS} edits per map (ms)\n`);
console.log(
  'map      verdict     par  edit to par: median   p95   max  solve alone  x target  edit to band: median   p95',
);
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
  times.sort((a, b) => a - b);
  solves.sort((a, b) => a - b);
  bands.sort((a, b) => a - b);
  const median = quantile(times, 0.5);
  console.log(
    `${`${side}x${side}`.padEnd(9)}${verdict.padEnd(12)}${par.padStart(4)}${median.toFixed(1).padStart(22)}` +
      `${quantile(times, 0.95).toFixed(1).padStart(6)}${times[times.length - 1].toFixed(1).padStart(6)}` +
      `${(solves.length ? quantile(solves, 0.5).toFixed(1) : '-').padStart(13)}${(median / TARGET_MS).toFixed(2).padStart(10)}` +
      `${(bands.length ? quantile(bands, 0.5).toFixed(1) : '-').padStart(22)}${(bands.length ? quantile(bands, 0.95).toFixed(1) : '-').padStart(6)}`,
  );
}

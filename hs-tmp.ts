import { readFileSync } from 'node:fs';
import { buildLevel } from './src/level/buildLevel';
import { parseTiledMap } from './src/tiled/loadTiledMap';
import { LEVEL_LIMITS } from './src/tiled/limits';
import { drawingToTmj } from './src/level/tmjWriter';
const TILESET = readFileSync('levels/maze-cat.tsj', 'utf8');
const [side, pieces] = process.argv.slice(2).map(Number);
const rows = Array.from({ length: side }, (_, y) => Array.from({ length: side }, (_, x) => (x === 0 || y === 0 || x === side - 1 || y === side - 1 ? '#' : '.')));
rows[1][1] = 'C'; rows[side - 2][side - 2] = 'E';
let n = 0;
for (let y = 3; y < side - 3 && n < pieces; y += 3) for (let x = 3; x < side - 3 && n < pieces; x += 3) { rows[y][x] = n % 2 ? 'B' : 'D'; n++; }
const text = JSON.stringify(drawingToTmj({ title: 'big', intro: '', rows: rows.map((r) => r.join('')) }, null));
const level = buildLevel(await parseTiledMap(text, 'b.tmj', async () => TILESET, { limits: LEVEL_LIMITS }));
console.log('pieces', level.pieces.length);
const { levelSearch } = await import('./src/solver/solveLevel');
const t = performance.now();
levelSearch(level);
console.log(side, pieces, 'graph', Math.round(performance.now() - t), 'ms', Math.round(process.memoryUsage().rss / 1e6), 'MB');

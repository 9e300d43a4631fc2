/**
 * Times our first build (`new PathFinder` + `prepare()`) of one Moving AI map in this process,
 * which `bench/path.ts` starts fresh for each map: what a game pays for its first level, compiling
 * our code included. Prints the milliseconds.
 *
 * Usage: node --import tsx bench/pathSetup.ts <map file>
 */
import { readFileSync } from 'node:fs';
import { parseMovingAiMap } from '../src/cli/movingAiMap';
import { ORTHOGONAL, PathFinder } from '../src/grid';

const file = process.argv[2];
const grid = parseMovingAiMap(readFileSync(file, 'utf8'), file);
const t0 = performance.now();
new PathFinder(grid, ORTHOGONAL).prepare();
console.log((performance.now() - t0).toFixed(2));

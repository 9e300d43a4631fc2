/**
 * Times our first build (`new PathFinder` + `prepare()`) of one Moving AI map in this process,
 * which `bench/path.ts` starts fresh for each map, several times: what a game pays for its first
 * level, compiling our code included. Prints the milliseconds, wall clock then the process's CPU
 * time (user + system, all its threads: on a shared machine the wall clock also holds the time
 * slices other processes took, the CPU time does not).
 *
 * Usage: node --import tsx bench/pathSetup.ts <map file>
 */
import { readFileSync } from 'node:fs';
import { parseMovingAiMap } from '../src/cli/movingAiMap';
import { ORTHOGONAL, PathFinder } from '../src/grid';

const file = process.argv[2];
const grid = parseMovingAiMap(readFileSync(file, 'utf8'), file);
const cpu0 = process.cpuUsage();
const t0 = performance.now();
new PathFinder(grid, ORTHOGONAL).prepare();
const wall = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
console.log(`${wall.toFixed(2)} ${((cpu.user + cpu.system) / 1000).toFixed(2)}`);

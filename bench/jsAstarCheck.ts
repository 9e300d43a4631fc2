/** One-off check: where javascript-astar's lengths differ from ours on arena2, which is shorter? */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseMovingAiMap, parseScenarios } from '../src/cli/movingAiMap';
import { ORTHOGONAL, PathFinder } from '../src/grid';
import { referenceDijkstra } from '../src/grid/referenceDijkstra';
import { javascriptAstar } from './peers';

const DATA = fileURLToPath(new URL('../test-data/movingai/', import.meta.url));
const grid = parseMovingAiMap(readFileSync(`${DATA}arena2.map`, 'utf8'), 'arena2.map');
const all = parseScenarios(readFileSync(`${DATA}arena2.map.scen`, 'utf8'), 'arena2').filter(
  (s) => s.startX !== s.goalX || s.startY !== s.goalY,
);
const finder = new PathFinder(grid, ORTHOGONAL);
const query = javascriptAstar.setup(grid);
let shown = 0;
for (let i = 0; i < 200 && shown < 3; i++) {
  const s = all[Math.floor((i * all.length) / 200)];
  const theirs = query(s.startX, s.startY, s.goalX, s.goalY);
  const ours =
    (finder.find(grid.index(s.startX, s.startY), grid.index(s.goalX, s.goalY))?.cells.length ?? 0) - 1;
  if (theirs !== ours) {
    const exact = referenceDijkstra(grid, ORTHOGONAL, grid.index(s.startX, s.startY))[
      grid.index(s.goalX, s.goalY)
    ];
    console.log({
      from: [s.startX, s.startY],
      to: [s.goalX, s.goalY],
      ours,
      theirs,
      referenceDijkstra: exact,
    });
    shown++;
  }
}

import { Grid } from '../grid';
import { DEFAULT_LIMITS } from '../tiled/limits';
import { MapError } from '../tiled/mapError';

/**
 * Moving AI Lab benchmark files (movingai.com/benchmarks/formats.html): `.map` grids and their
 * `.map.scen` scenario lists.
 */

/** One problem of a scenario file: start and goal as 0-based x, y, and the optimal octile length. */
export interface Scenario {
  readonly bucket: number;
  readonly map: string;
  readonly width: number;
  readonly height: number;
  readonly startX: number;
  readonly startY: number;
  readonly goalX: number;
  readonly goalY: number;
  readonly optimal: number;
  /** The optimal length as the file prints it, which says how precise it is ("10.8284", "10.82842712"). */
  readonly optimalText: string;
}

/** The largest Moving AI map read, in tiles: the loader's limit for one layer (4096 x 4096). */
export const MAX_MOVING_AI_CELLS = DEFAULT_LIMITS.maxLayerCells;

/** Ground a unit can walk on: `.` and `G` ground, `S` swamp. Everything else (`@ O T W`) is a wall. */
const PASSABLE = new Set(['.', 'G', 'S']);

/** Reads a `.map` file into a grid of walls, every open tile costing 1. Throws MapError naming the line. */
export function parseMovingAiMap(text: string, file: string): Grid {
  const lines = text.split(/\r?\n/);
  let height = -1;
  let width = -1;
  let row = 0;
  let sizeLine = 0;
  for (; row < lines.length; row++) {
    const line = lines[row].trim();
    if (line === 'map') break;
    const match = /^(type|height|width)\s+(\S+)$/.exec(line);
    if (!match) {
      if (line === '') continue;
      throw new MapError(
        file,
        `line ${row + 1}`,
        `expected "type", "height", "width" or "map", got "${line.slice(0, 40)}"`,
      );
    }
    if (match[1] === 'type') continue;
    const value = Number(match[2]);
    if (!Number.isInteger(value) || value < 1)
      throw new MapError(
        file,
        `line ${row + 1}`,
        `${match[1]} must be a whole number of at least 1, got "${match[2]}"`,
      );
    if (match[1] === 'height') height = value;
    else width = value;
    sizeLine = row + 1;
  }
  if (row === lines.length)
    throw new MapError(file, `line ${lines.length}`, 'no "map" line: this is not a Moving AI .map file');
  if (height < 0 || width < 0)
    throw new MapError(file, `line ${row + 1}`, 'the header must give "height" and "width" before "map"');
  // Both checked before the grid is allocated: a header may claim a billion rows in a tiny file.
  if (width * height > MAX_MOVING_AI_CELLS) {
    throw new MapError(
      file,
      `line ${sizeLine}`,
      `height ${height} x width ${width} is over the limit of ${MAX_MOVING_AI_CELLS.toLocaleString('en')} tiles (4096 x 4096, or any shape of as many)`,
    );
  }
  const rowsGiven = lines.length - row - 1;
  if (rowsGiven < height)
    throw new MapError(
      file,
      `line ${row + 2 + rowsGiven}`,
      `the map ends after ${rowsGiven} of ${height} rows`,
    );
  const grid = new Grid(width, height);
  for (let y = 0; y < height; y++) {
    const lineNumber = row + 2 + y;
    const line = lines[row + 1 + y]?.replace(/\r$/, '');
    if (line === undefined)
      throw new MapError(file, `line ${lineNumber}`, `the map ends after ${y} of ${height} rows`);
    if (line.length < width)
      throw new MapError(
        file,
        `line ${lineNumber}`,
        `row ${y} has ${line.length} characters, expected ${width}`,
      );
    for (let x = 0; x < width; x++) if (!PASSABLE.has(line[x])) grid.walls[y * width + x] = 1;
  }
  grid.touch();
  return grid;
}

/** Reads a `.map.scen` file (version 1): one problem per tab-separated line. Throws MapError naming the line. */
export function parseScenarios(text: string, file: string): Scenario[] {
  const scenarios: Scenario[] = [];
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (line === '' || (i === 0 && line.startsWith('version'))) return;
    const fields = line.split(/\t+|\s+/);
    if (fields.length !== 9)
      throw new MapError(
        file,
        `line ${i + 1}`,
        `expected 9 fields (bucket, map, width, height, start x, start y, goal x, goal y, length), got ${fields.length}`,
      );
    const numbers = fields.map((field, k) => (k === 1 ? 0 : Number(field)));
    if (numbers.some((n) => !Number.isFinite(n)))
      throw new MapError(file, `line ${i + 1}`, 'a field that should be a number is not one');
    const [bucket, , width, height, startX, startY, goalX, goalY, optimal] = numbers;
    scenarios.push({
      bucket,
      map: fields[1],
      width,
      height,
      startX,
      startY,
      goalX,
      goalY,
      optimal,
      optimalText: fields[8],
    });
  });
  return scenarios;
}

import { Grid, type MoveRule, ORTHOGONAL } from '../grid';
import { orthogonalShape } from '../tiled/gridShape';
import type { GridShape, TiledMap } from '../tiled/types';
import { assemblePieces } from './assemblePieces';
import { gridRule } from './gridRule';
import { BUILT_IN_KINDS, kindTable } from './kinds/kindTable';
import { readKinds } from './kinds/readKinds';
import { LETTERS } from './kinds/table';
import type { FoundPiece } from './kinds/types';
import type { KindData } from './kinds/vocabulary';
import { keepKinds } from './levelKinds';
import { KINDS_PROPERTY } from './ownKinds';
import { ProblemList } from './problems';
import type { Level } from './types';

/** Settings for `levelFromRows`. */
export interface RowsOptions {
  /** The rule the level names (orthogonal by default); a staggered or hex grid plays its own (`gridRule`). */
  readonly rule?: MoveRule;
  /** The grid the level's map is drawn on; square tiles of 32 pixels by default. */
  readonly shape?: GridShape;
  readonly energy?: number | null;
  readonly par?: number | null;
  readonly title?: string;
  readonly file?: string;
  /**
   * Patrol routes as lists of tile points (straight runs between them); each belongs to the dog
   * drawn on its first point. A route whose last point is its first is a loop (a polygon), else the
   * dog walks it there and back (a polyline).
   */
  readonly patrols?: readonly (readonly (readonly [number, number])[])[];
  /**
   * Kinds of the level's own (docs/pieces.md, "A map's own kinds"): the `kinds` property's JSON,
   * and the letter each is drawn with in the rows, by its class (`{ f: 'Fish' }`). A mistake in
   * the JSON throws a KindsError.
   */
  readonly kinds?: { readonly json: string; readonly letters: Readonly<Record<string, string>> };
}

/**
 * Builds a Level from rows of characters, for tests, tools and the shipped level drawings: `#` wall,
 * `.` floor, `1`-`9` floor of that cost, and one letter per piece as the kinds table lists them
 * (`LETTERS`: C cat, B bone, D dog, E exit, r/u/n/y keys and R/U/N/Y doors by colour, O pipe ends,
 * paired in reading order), and the letters of the level's own kinds (`RowsOptions.kinds`). Pieces
 * stand on cost-1 floor. The same checks as a Tiled map: a problem
 * throws a LevelError naming the row and column. The map is an empty stand-in.
 */
export function levelFromRows(rows: readonly string[], options: RowsOptions = {}): Level {
  const height = rows.length;
  // A loop, not Math.max(...rows): spreading a million rows overflows the call stack.
  let width = 0;
  for (const row of rows) width = Math.max(width, row.length);
  const grid = new Grid(width, height);
  const specs: PieceSpec[] = [];
  const ownLetters = new Map<string, { readonly kind: string; readonly colour?: string }>();
  if (options.kinds) {
    const own = readKinds(options.kinds.json);
    for (const [ch, className] of Object.entries(options.kinds.letters)) {
      const kind = own.find((k) => k.className === className);
      if (!kind) throw new RangeError(`letter "${ch}" names the class "${className}", which no own kind has`);
      ownLetters.set(ch, { kind: kind.name });
    }
  }
  rows.forEach((row, y) => {
    for (let x = 0; x < width; x++) {
      const ch = row[x] ?? '#';
      const i = grid.index(x, y);
      if (ch === '#') grid.walls[i] = 1;
      else if (ch >= '1' && ch <= '9') grid.costs[i] = Number(ch);
      else if (ch !== '.') {
        const letter = LETTERS.get(ch) ?? ownLetters.get(ch);
        if (!letter) throw new RangeError(`unknown level character "${ch}" at ${x},${y}`);
        const route = options.patrols?.find(([first]) => first[0] === x && first[1] === y);
        specs.push({ kind: letter.kind, x, y, colour: letter.colour, route });
      }
    }
  });
  // Pipes pair in reading order: the first end of each pair points to the second.
  const pipes = specs.filter((s) => s.kind === 'pipe');
  for (let i = 0; i + 1 < pipes.length; i += 2) pipes[i].to = specs.indexOf(pipes[i + 1]);
  return levelFromGrid(grid, specs, options);
}

/** A piece for a level made in code: its kind, tile, and what its kind reads (see `levelFromRows`). */
export interface PieceSpec {
  /** A built-in kind's name, or one of the level's own kinds (`RowsOptions.kinds`). */
  readonly kind: string;
  readonly x: number;
  readonly y: number;
  readonly colour?: string;
  /** A patrol route (tile points); a loop when its last point is its first. */
  readonly route?: readonly (readonly [number, number])[];
  /** A pipe's other end: its index in the spec list. */
  to?: number;
}

/**
 * Builds a Level around a grid and pieces made in code (tests, benchmarks, the level generator),
 * with the same checks as a Tiled map: a problem throws a LevelError naming the spec's tile. The
 * map is an empty stand-in.
 */
export function levelFromGrid(grid: Grid, specs: readonly PieceSpec[], options: RowsOptions = {}): Level {
  const own: readonly KindData[] = options.kinds ? readKinds(options.kinds.json) : [];
  const table = own.length > 0 ? kindTable(own) : BUILT_IN_KINDS;
  const found: FoundPiece[] = specs.map((spec, i) => {
    const def = table.byName(spec.kind);
    if (!def) throw new RangeError(`unknown kind "${spec.kind}" at ${spec.x},${spec.y}`);
    const properties: Record<string, string | number> = {};
    if (spec.colour !== undefined) properties.colour = spec.colour;
    if (spec.to !== undefined) properties.to = spec.to + 1;
    const route = spec.route;
    const loop =
      route !== undefined && route.length > 2 && route[0].join() === route[route.length - 1].join();
    return {
      def,
      tileX: spec.x,
      tileY: spec.y,
      place: { path: `pieces[${i}]`, tile: { x: spec.x, y: spec.y } },
      properties,
      points: route ? (loop ? route.slice(0, -1) : route).map(([x, y]) => ({ x, y })) : null,
      closed: loop,
      objectId: i + 1,
    };
  });
  const problems = new ProblemList();
  const pieces = assemblePieces(grid, 0, 0, found, problems);
  const shape = options.shape ?? orthogonalShape(32, 32);
  const rule = gridRule(shape, 0, 0, options.rule ?? ORTHOGONAL, problems);
  problems.throwIfErrors(options.file ?? 'rows');
  const file = options.file ?? 'rows';
  const { width, height } = grid;
  const map: TiledMap = {
    file,
    ...shape,
    renderOrder: 'right-down',
    width,
    height,
    savedHeight: height,
    infinite: false,
    className: '',
    properties: options.kinds ? { [KINDS_PROPERTY]: options.kinds.json } : {},
    tilesets: [],
    layers: [],
  };
  return keepKinds(
    {
      file,
      title: options.title ?? '',
      intro: '',
      width,
      height,
      grid,
      orientation: shape.orientation,
      // Null only with an error at the rule, thrown above.
      rule: rule as MoveRule,
      energy: options.energy ?? null,
      par: options.par ?? null,
      chapter: '',
      tutorial: false,
      cat: { x: pieces[0].x, y: pieces[0].y },
      pieces,
      originX: 0,
      originY: 0,
      map,
      kinds: own,
      warnings: [],
    },
    table,
  );
}

/**
 * The move rule a level plays by on its map's grid (docs/tiled.md, Orientations).
 *
 * Orthogonal and isometric maps play the rule the level names: an isometric tile is a square turned
 * on its corner, so the rules apply unchanged in tile coordinates. Staggered and hexagonal maps
 * play their grid's own rule, found by name from src/grid: `hex-<axis>-<index>` (the hexagons that
 * share an edge), `staggered-<axis>-<index>` (the diamonds that share an edge) and, for a staggered
 * level that names the diagonal rule, `staggered-diagonal-<axis>-<index>` (also the diamonds that
 * share a corner). The index is the one seen from the level's cell 0,0: an infinite map whose level starts
 * on an odd column or row (along the stagger axis) has its shifted lines swapped.
 */
import { type MoveRule, parseMoveRule } from '../grid';
import type { GridShape } from '../tiled/types';
import type { ProblemList } from './problems';

/**
 * The map's grid as seen from the level's cell 0,0 (see the module comment): the same shape, its
 * stagger index swapped when the level starts on an odd column or row along the stagger axis. A
 * picture of the level drawn from cell 0,0 on this grid is the map's own.
 */
export function levelGridShape(map: GridShape, originX: number, originY: number): GridShape {
  const start = map.staggerAxis === 'x' ? originX : originY;
  const odd = (start & 1) === 1;
  const staggerIndex = (map.staggerIndex === 'even') !== odd ? 'even' : 'odd';
  return {
    orientation: map.orientation,
    tileWidth: map.tileWidth,
    tileHeight: map.tileHeight,
    staggerAxis: map.staggerAxis,
    staggerIndex,
    hexSideLength: map.hexSideLength,
  };
}

/** The name of the grid's own rule for a staggered or hexagonal level (see the module comment). */
export function staggeredRuleName(
  map: GridShape,
  originX: number,
  originY: number,
  diagonal: boolean,
): string {
  const { staggerAxis, staggerIndex } = levelGridShape(map, originX, originY);
  const grid = map.orientation === 'hexagonal' ? 'hex' : diagonal ? 'staggered-diagonal' : 'staggered';
  return `${grid}-${staggerAxis}-${staggerIndex}`;
}

/**
 * The rule the level plays by, given the rule it names (`named`, orthogonal when it names none);
 * null, with an error at the rule, when the level names a square-tile rule on a staggered or hex grid.
 */
export function gridRule(
  map: GridShape,
  originX: number,
  originY: number,
  named: MoveRule,
  problems: ProblemList,
): MoveRule | null {
  if (map.orientation === 'orthogonal' || map.orientation === 'isometric') return named;
  if (named.kind === 'knight' || named.kind === 'custom') {
    problems.error(
      { path: 'properties.rule', property: 'rule' },
      `the ${named.kind === 'knight' ? 'knight' : `"${named.name}"`} rule moves on square tiles; a ${map.orientation} map plays by its own grid's rule (leave rule empty${map.orientation === 'staggered' ? ', or set it to diagonal' : ''})`,
    );
    return null;
  }
  if (map.orientation === 'hexagonal' && named.kind === 'diagonal') {
    problems.error(
      { path: 'properties.rule', property: 'rule' },
      'hexagons have no diagonal neighbours; a hexagonal map plays by its grid rule (leave rule empty)',
    );
    return null;
  }
  return parseMoveRule(staggeredRuleName(map, originX, originY, named.kind === 'diagonal'));
}

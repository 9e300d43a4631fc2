import type { MoveRule } from './moveRules';

/**
 * Move rules for Tiled's offset grids: `hexagonal` maps (six neighbours, the tiles sharing an edge)
 * and `staggered` isometric maps (four diamonds sharing an edge; with the diagonal rule also the
 * four sharing a corner). Such a map keeps its tiles in rows and columns like an orthogonal one,
 * but every other row (stagger axis y) or column (axis x) is drawn shifted by half a tile, so which
 * cells neighbour a cell depends on the parity of its row or column: a rule holds two lists of
 * steps, one for even and one for odd rows or columns.
 *
 * Everything here reasons in doubled coordinates, where the neighbourhoods do not depend on
 * parity: `along` is the coordinate along the stagger axis (y for axis y) and `across` the other
 * one, doubled, plus 1 on a shifted row: `2 * across + shifted(along)`. A step that moves `along`
 * by an odd count changes whether the row is shifted, which is what the two lists encode.
 * (Plain `isometric` maps need nothing of this: their tile coordinates are an orthogonal grid's.)
 */

/** Which coordinate Tiled staggers: `y` shifts every other row, `x` every other column. */
export type StaggerAxis = 'x' | 'y';
/** Which rows or columns Tiled shifts by half a tile: the odd or the even ones. */
export type StaggerIndex = 'odd' | 'even';

/** How a rule's steps depend on the cell's row or column (see the module comment). */
export interface Stagger {
  readonly axis: StaggerAxis;
  readonly index: StaggerIndex;
  /** The steps from a cell whose coordinate along `axis` is odd; the rule's `offsets` are the even one's. */
  readonly oddOffsets: readonly (readonly [number, number])[];
}

/** The steps of each neighbourhood as (across doubled, along) pairs, in the order searches try them. */
const HEX_STEPS = [
  [2, 0],
  [1, 1],
  [-1, 1],
  [-2, 0],
  [-1, -1],
  [1, -1],
] as const;
const EDGE_STEPS = [
  [1, 1],
  [-1, 1],
  [-1, -1],
  [1, -1],
] as const;
const CORNER_STEPS = [
  [2, 0],
  [0, 2],
  [-2, 0],
  [0, -2],
] as const;

/** 1 when the row (axis y) or column (axis x) `along` is drawn shifted by half a tile. */
function shifted(index: StaggerIndex, along: number): number {
  return (along & 1) === (index === 'odd' ? 1 : 0) ? 1 : 0;
}

/** The (dx, dy) of the doubled step (across2, along) taken from a cell `along` deep on the stagger axis. */
function offsetOf(axis: StaggerAxis, index: StaggerIndex, along: number, across2: number, dAlong: number) {
  const dAcross = (across2 + shifted(index, along) - shifted(index, along + dAlong)) / 2;
  return axis === 'y' ? ([dAcross, dAlong] as const) : ([dAlong, dAcross] as const);
}

function stepsFor(
  steps: readonly (readonly [number, number])[],
  axis: StaggerAxis,
  index: StaggerIndex,
  along: number,
): [number, number][] {
  return steps.map(([a, l]) => [...offsetOf(axis, index, along, a, l)]);
}

/**
 * The rule for a Tiled map of `staggeraxis` `axis` and `staggerindex` `index`:
 * - `hex`: the six hexagons that share an edge (a `hexagonal` map, any `hexsidelength`);
 * - `staggered`: the four diamonds that share an edge (a `staggered` map);
 * - `staggered-diagonal`: those and the four that share a corner. A corner step costs sqrt(2)
 *   times the entered tile and needs both diamonds beside it open, unless `cutsCorners`: the
 *   diagonal rule of a plain isometric map, which is the same tiling indexed otherwise.
 * Names read `hex-y-odd`, `staggered-x-even`, `staggered-diagonal-y-odd` (`-cut-` for corner cutting).
 */
function offsetRule(
  kind: 'hex' | 'staggered' | 'staggered-diagonal',
  axis: StaggerAxis,
  index: StaggerIndex,
  cutsCorners = false,
): MoveRule {
  const steps =
    kind === 'hex' ? HEX_STEPS : kind === 'staggered' ? EDGE_STEPS : [...EDGE_STEPS, ...CORNER_STEPS];
  const name = `${kind}${cutsCorners ? '-cut' : ''}-${axis}-${index}`;
  const stagger = { axis, index, oddOffsets: stepsFor(steps, axis, index, 1) };
  return {
    kind,
    name,
    offsets: stepsFor(steps, axis, index, 0),
    stagger,
    ...(cutsCorners ? { cutsCorners } : {}),
  };
}

const AXES: readonly StaggerAxis[] = ['x', 'y'];
const INDICES: readonly StaggerIndex[] = ['odd', 'even'];

/** Every offset rule, built once, by name: a search kept per rule finds it again by identity. */
export const OFFSET_RULES: ReadonlyMap<string, MoveRule> = new Map(
  AXES.flatMap((axis) =>
    INDICES.flatMap((index) =>
      [
        offsetRule('hex', axis, index),
        offsetRule('staggered', axis, index),
        offsetRule('staggered-diagonal', axis, index),
        offsetRule('staggered-diagonal', axis, index, true),
      ].map((rule) => [rule.name, rule] as const),
    ),
  ),
);

function ruleNamed(name: string): MoveRule {
  return OFFSET_RULES.get(name) as MoveRule;
}

/** The six-neighbour rule of a hexagonal map with this `staggeraxis` and `staggerindex`. */
export function hexRule(axis: StaggerAxis, index: StaggerIndex): MoveRule {
  return ruleNamed(`hex-${axis}-${index}`);
}

/**
 * The rule of a staggered isometric map with this `staggeraxis` and `staggerindex`: the four
 * edge neighbours, or with `diagonal` the eight, corners checked (or cut, with `cutsCorners`).
 */
export function staggeredRule(
  axis: StaggerAxis,
  index: StaggerIndex,
  diagonal = false,
  cutsCorners = false,
): MoveRule {
  if (!diagonal) return ruleNamed(`staggered-${axis}-${index}`);
  return ruleNamed(`staggered-diagonal${cutsCorners ? '-cut' : ''}-${axis}-${index}`);
}

/**
 * The rule's lists of steps: under a hex or staggered rule the even rows' (or columns') and the odd
 * ones', in that order; one list under any other rule.
 */
export function stepLists(rule: MoveRule): readonly (readonly (readonly [number, number])[])[] {
  const { stagger } = rule;
  return stagger === undefined ? [rule.offsets] : [rule.offsets, stagger.oddOffsets];
}

/** The steps `rule` allows from cell (x, y): its odd list on an odd row (axis y) or column (axis x). */
export function stepsFrom(rule: MoveRule, x: number, y: number): readonly (readonly [number, number])[] {
  const { stagger } = rule;
  if (stagger === undefined) return rule.offsets;
  return ((stagger.axis === 'y' ? y : x) & 1) === 1 ? stagger.oddOffsets : rule.offsets;
}

/**
 * Under a staggered rule, true for a step (dx, dy) to a diamond that shares only a corner: two
 * rows (or columns) along the axis, or one tile across on the same row (or column).
 */
export function isCornerStep(stagger: Stagger, dx: number, dy: number): boolean {
  const along = stagger.axis === 'y' ? dy : dx;
  return along === 0 || along === 2 || along === -2;
}

/**
 * The two cells, as [ax, ay, bx, by], that a corner step (dx, dy) from (x, y) passes between: the
 * diamonds sharing an edge with both ends (in doubled coordinates, the step (2, 0) passes (1, 1)
 * and (1, -1), the step (0, 2) passes (1, 1) and (-1, 1)).
 */
export function cornerSides(stagger: Stagger, x: number, y: number, dx: number, dy: number): number[] {
  const { axis, index } = stagger;
  const along = axis === 'y' ? y : x;
  const across2 = 2 * (axis === 'y' ? dx : dy);
  const dAlong = axis === 'y' ? dy : dx;
  const half = (across2 + dAlong) / 2;
  const other = (across2 - dAlong) / 2;
  const [ax, ay] = offsetOf(axis, index, along, half, half);
  const [bx, by] = offsetOf(axis, index, along, other, -other);
  return [x + ax, y + ay, x + bx, y + by];
}

/**
 * An admissible heuristic for an offset rule, from cell (x, y) to (tx, ty), scaled by the
 * cheapest tile cost. In doubled coordinates (|da| across, |dl| along):
 * - hex: the hex distance (cube coordinates' largest difference), |dl| + max(0, (|da| - |dl|) / 2):
 *   each step moves one along and one across, or two across;
 * - staggered: max(|da|, |dl|); each edge step moves one along and one across;
 * - staggered diagonal: in the diamonds' own axes (|da| + |dl|) / 2 and ||da| - |dl|| / 2, the
 *   octile distance over those, a corner step being their diagonal.
 */
export function offsetHeuristic(
  rule: MoveRule,
  minCost: number,
): (x: number, y: number, tx: number, ty: number) => number {
  const { axis, index } = rule.stagger as Stagger;
  const kind = rule.kind;
  return (x, y, tx, ty) => {
    const along = axis === 'y' ? y : x;
    const targetAlong = axis === 'y' ? ty : tx;
    const across = axis === 'y' ? x : y;
    const targetAcross = axis === 'y' ? tx : ty;
    const l = Math.abs(targetAlong - along);
    const a = Math.abs(2 * (targetAcross - across) + shifted(index, targetAlong) - shifted(index, along));
    if (kind === 'hex') return (l + Math.max(0, (a - l) / 2)) * minCost;
    if (kind === 'staggered') return Math.max(a, l) * minCost;
    const big = (a + l) / 2;
    const small = Math.abs(a - l) / 2;
    return (big + (Math.SQRT2 - 1) * small) * minCost;
  };
}

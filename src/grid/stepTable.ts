import { checksCorners, isDiagonalStep, type MoveRule } from './moveRules';
import { stepLists } from './staggered';
import { cornerCells } from './steps';

/**
 * A move rule's steps unpacked into typed arrays for one grid width (a plain grid's, or a padded
 * copy's), so inner loops step by one index addition and check a diagonal's corners by two more,
 * instead of destructuring tuples and calling helpers per neighbour.
 */
export interface StepTable {
  readonly count: number;
  readonly dx: Int32Array;
  readonly dy: Int32Array;
  /** Index offset of the step: `dy * width + dx`. */
  readonly delta: Int32Array;
  /**
   * 1 for a one-tile diagonal under the diagonal rule, or a corner step under the staggered
   * diagonal rule: costs sqrt(2) times and must not cut corners.
   */
  readonly diagonal: Uint8Array;
  /**
   * For a diagonal step, the index offsets of the two cells it passes between (`cornerCells`); 0
   * otherwise, and 0 under a rule that cuts corners: the check then reads the cell the step
   * leaves, which is open.
   */
  readonly sideA: Int32Array;
  readonly sideB: Int32Array;
  /** What the step multiplies the entered tile's cost by (1 or sqrt(2)). */
  readonly factor: Float64Array;
  /** The largest factor (sqrt(2) when the rule has diagonal steps). */
  readonly maxFactor: number;
}

/**
 * Unpacks `rule` for a grid `width` cells wide. A hex or staggered rule has no one table (its steps
 * depend on the row's parity): a RangeError says so, and the searches send such rules to
 * `LinkedSearch` (or use `parityStepTable`).
 */
export function stepTable(rule: MoveRule, width: number): StepTable {
  if (rule.stagger !== undefined) {
    throw new RangeError(
      `the ${rule.name} rule's steps depend on the row or column; no step table holds them`,
    );
  }
  return tableOf(rule, width, [rule.offsets]);
}

/**
 * A step table for any rule, a hex or staggered one too: the steps from even rows (axis y) or
 * columns (axis x) at entries [0, steps), those from odd ones at [steps, 2 * steps); a rule whose
 * steps do not depend on the row has one list (`axis` null). A search loops over the entries from
 * `firstStep(table, x, y)`, one choice per cell, so square grids pay nothing per step.
 */
export interface ParityStepTable extends StepTable {
  /** How many steps a cell has (the rule's offsets). */
  readonly steps: number;
  /** The coordinate whose parity picks the list, or null for a rule with one list. */
  readonly axis: 'x' | 'y' | null;
}

/** Unpacks `rule`, of any kind, for a grid `width` cells wide (see `ParityStepTable`). */
export function parityStepTable(rule: MoveRule, width: number): ParityStepTable {
  return {
    ...tableOf(rule, width, stepLists(rule)),
    steps: rule.offsets.length,
    axis: rule.stagger?.axis ?? null,
  };
}

/** The index of the first entry of cell (x, y)'s steps in `table`; entry `k` of them is the rule's step `k`. */
export function firstStep(table: ParityStepTable, x: number, y: number): number {
  const { axis } = table;
  if (axis === null) return 0;
  return ((axis === 'y' ? y : x) & 1) * table.steps;
}

/** The table of `lists` (one per parity of the cell's row or column, even first) for `width`. */
function tableOf(
  rule: MoveRule,
  width: number,
  lists: readonly (readonly (readonly [number, number])[])[],
): StepTable {
  const count = lists.reduce((sum, list) => sum + list.length, 0);
  const table = {
    count,
    dx: new Int32Array(count),
    dy: new Int32Array(count),
    delta: new Int32Array(count),
    diagonal: new Uint8Array(count),
    sideA: new Int32Array(count),
    sideB: new Int32Array(count),
    factor: new Float64Array(count),
    maxFactor: 1,
  };
  let k = 0;
  lists.forEach((list, parity) => {
    // A cell of this parity: its corner sides lie at the same offsets from every such cell.
    const x = rule.stagger?.axis === 'x' ? parity : 0;
    const y = rule.stagger?.axis === 'y' ? parity : 0;
    for (const [dx, dy] of list) {
      const diagonal = isDiagonalStep(rule, dx, dy);
      table.dx[k] = dx;
      table.dy[k] = dy;
      table.delta[k] = dy * width + dx;
      table.diagonal[k] = diagonal ? 1 : 0;
      if (checksCorners(rule, dx, dy)) {
        const [ax, ay, bx, by] = cornerCells(rule, x, y, dx, dy);
        table.sideA[k] = (ay - y) * width + (ax - x);
        table.sideB[k] = (by - y) * width + (bx - x);
      }
      table.factor[k] = diagonal ? Math.SQRT2 : 1;
      if (diagonal) table.maxFactor = Math.SQRT2;
      k++;
    }
  });
  return table;
}

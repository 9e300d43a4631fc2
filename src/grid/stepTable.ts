import type { MoveRule } from './moveRules';

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
  /** 1 for a one-tile diagonal under the diagonal rule: costs sqrt(2) times and must not cut corners. */
  readonly diagonal: Uint8Array;
  /**
   * For a diagonal step, the index offsets of the two orthogonal cells it passes; 0 otherwise, and
   * 0 under a rule that cuts corners: the check then reads the cell the step leaves, which is open.
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
 * `LinkedSearch`.
 */
export function stepTable(rule: MoveRule, width: number): StepTable {
  if (rule.stagger !== undefined) {
    throw new RangeError(
      `the ${rule.name} rule's steps depend on the row or column; no step table holds them`,
    );
  }
  const count = rule.offsets.length;
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
  rule.offsets.forEach(([dx, dy], k) => {
    const diagonal = rule.kind === 'diagonal' && dx !== 0 && dy !== 0;
    table.dx[k] = dx;
    table.dy[k] = dy;
    table.delta[k] = dy * width + dx;
    table.diagonal[k] = diagonal ? 1 : 0;
    const corners = diagonal && rule.cutsCorners !== true;
    table.sideA[k] = corners ? dx : 0;
    table.sideB[k] = corners ? dy * width : 0;
    table.factor[k] = diagonal ? Math.SQRT2 : 1;
    if (diagonal) table.maxFactor = Math.SQRT2;
  });
  return table;
}

import type { MoveRule } from './moveRules';

/**
 * A move rule's steps unpacked for a padded grid (`PaddedGrid`) of padded width `pw`, so a search
 * steps by one index addition and checks a diagonal's corners by two more.
 */
export interface PaddedSteps {
  readonly count: number;
  readonly dx: Int32Array;
  readonly dy: Int32Array;
  /** Padded index offset of the step: `dy * pw + dx`. */
  readonly delta: Int32Array;
  /** 1 for a one-tile diagonal under the diagonal rule: costs sqrt(2) times and must not cut corners. */
  readonly diagonal: Uint8Array;
  /** For a diagonal step, the offsets of the two orthogonal cells it passes; 0 otherwise. */
  readonly sideA: Int32Array;
  readonly sideB: Int32Array;
  /** What the step multiplies the entered tile's cost by (1 or sqrt(2)). */
  readonly factor: Float64Array;
  /** The largest factor (sqrt(2) when the rule has diagonal steps). */
  readonly maxFactor: number;
}

/** Unpacks `rule` for a padded grid `pw` cells wide. */
export function paddedSteps(rule: MoveRule, pw: number): PaddedSteps {
  const count = rule.offsets.length;
  const steps = {
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
    steps.dx[k] = dx;
    steps.dy[k] = dy;
    steps.delta[k] = dy * pw + dx;
    steps.diagonal[k] = diagonal ? 1 : 0;
    steps.sideA[k] = diagonal ? dx : 0;
    steps.sideB[k] = diagonal ? dy * pw : 0;
    steps.factor[k] = diagonal ? Math.SQRT2 : 1;
    if (diagonal) steps.maxFactor = Math.SQRT2;
  });
  return steps;
}

import { isCornerStep, OFFSET_RULES, type Stagger } from './staggered';

/**
 * Move rules: which steps the cat may take from a tile (docs/rules.md, Move rules).
 *
 * - `orthogonal`: the four neighbours.
 * - `diagonal`: the eight neighbours; a diagonal step costs sqrt(2) times the entered tile's cost and
 *   needs both orthogonal neighbours open (no corner cutting), unless the rule `cutsCorners`
 *   (`DIAGONAL_CUTTING`, the library's `'8'`: levels never use it).
 * - `knight`: a chess knight's jumps; only the landing tile counts.
 * - custom offsets (`"2,1 1,2"`): jumps like the knight's; only the landing tile counts and a jump
 *   costs the landing tile's cost.
 * - `hex`, `staggered`, `staggered-diagonal`: the neighbours on Tiled's hexagonal and staggered
 *   isometric maps, whose steps depend on the row's or column's parity (staggered.ts). A plain
 *   isometric map takes the orthogonal and diagonal rules as they are.
 */
export type MoveRuleKind =
  | 'orthogonal'
  | 'diagonal'
  | 'knight'
  | 'custom'
  | 'hex'
  | 'staggered'
  | 'staggered-diagonal';

export interface MoveRule {
  readonly kind: MoveRuleKind;
  /** The text that names the rule: `orthogonal`, `diagonal`, `knight`, `hex-y-odd`... or the offsets as written. */
  readonly name: string;
  /**
   * The steps as `[dx, dy]`, in the order searches try them; under a staggered rule, the steps from
   * an even row or column only (`stepsFrom` picks a cell's own).
   */
  readonly offsets: readonly (readonly [number, number])[];
  /** Diagonal rules only: a diagonal (or corner) step may pass wall corners, even between two walls. */
  readonly cutsCorners?: boolean;
  /** Hex and staggered rules: the axis and index they stagger, and the steps from odd rows or columns. */
  readonly stagger?: Stagger;
}

export const ORTHOGONAL: MoveRule = {
  kind: 'orthogonal',
  name: 'orthogonal',
  offsets: [
    [1, 0],
    [0, 1],
    [-1, 0],
    [0, -1],
  ],
};

export const DIAGONAL: MoveRule = {
  kind: 'diagonal',
  name: 'diagonal',
  offsets: [
    [1, 0],
    [0, 1],
    [-1, 0],
    [0, -1],
    [1, 1],
    [-1, 1],
    [-1, -1],
    [1, -1],
  ],
};

/** The diagonal rule with corner cutting: any diagonal step onto an open tile (sqrt(2) times its cost). */
export const DIAGONAL_CUTTING: MoveRule = { ...DIAGONAL, name: 'diagonal-cut', cutsCorners: true };

export const KNIGHT: MoveRule = {
  kind: 'knight',
  name: 'knight',
  offsets: [
    [1, -2],
    [2, -1],
    [2, 1],
    [1, 2],
    [-1, 2],
    [-2, 1],
    [-2, -1],
    [-1, -2],
  ],
};

/**
 * How far one step of a custom rule may reach in x and in y: the searches pad the grid by the
 * farthest step, so 100000,0 would ask for a grid 200,000 cells wider.
 */
export const MAX_RULE_REACH = 8;
/** Offsets of a custom rule: every search expands each of them from every cell it visits. */
export const MAX_RULE_OFFSETS = 64;

const NAMES = `orthogonal, diagonal, knight, hex-AXIS-INDEX, staggered-AXIS-INDEX, staggered-diagonal-AXIS-INDEX (AXIS x or y, INDEX odd or even)`;

/**
 * Reads a rule as a level or the command line writes it. Offsets are `dx,dy` pairs separated by
 * spaces, at most MAX_RULE_OFFSETS of them, each reaching at most MAX_RULE_REACH tiles in x and y.
 * Throws a RangeError that says what is wrong.
 */
export function parseMoveRule(text: string): MoveRule {
  const trimmed = text.trim();
  if (trimmed === 'orthogonal') return ORTHOGONAL;
  if (trimmed === 'diagonal') return DIAGONAL;
  if (trimmed === 'knight') return KNIGHT;
  const offsetRule = OFFSET_RULES.get(trimmed);
  if (offsetRule !== undefined && offsetRule.cutsCorners !== true) return offsetRule;
  const offsets: [number, number][] = [];
  const pairs = trimmed.split(/\s+/);
  if (pairs.length > MAX_RULE_OFFSETS) {
    throw new RangeError(`the rule lists ${pairs.length} offsets; at most ${MAX_RULE_OFFSETS} are supported`);
  }
  for (const pair of pairs) {
    const match = /^(-?\d+),(-?\d+)$/.exec(pair);
    if (!match) {
      throw new RangeError(
        `rule "${text}" is not one of ${NAMES}, or a list of "dx,dy" offsets (bad part "${pair}")`,
      );
    }
    const dx = Number(match[1]);
    const dy = Number(match[2]);
    if (dx === 0 && dy === 0) throw new RangeError(`rule "${text}" has the offset 0,0, which goes nowhere`);
    if (Math.abs(dx) > MAX_RULE_REACH || Math.abs(dy) > MAX_RULE_REACH) {
      throw new RangeError(
        `the offset ${pair} reaches too far; a step may move at most ${MAX_RULE_REACH} tiles in x and in y`,
      );
    }
    if (!offsets.some(([x, y]) => x === dx && y === dy)) offsets.push([dx, dy]);
  }
  return { kind: 'custom', name: trimmed, offsets };
}

/**
 * True when a step of `(dx, dy)` is a one-tile diagonal under the diagonal rule, or a corner step
 * under the staggered diagonal rule: it costs sqrt(2) times.
 */
export function isDiagonalStep(rule: MoveRule, dx: number, dy: number): boolean {
  if (rule.kind === 'staggered-diagonal') return isCornerStep(rule.stagger as Stagger, dx, dy);
  return rule.kind === 'diagonal' && dx !== 0 && dy !== 0;
}

/** True when some step of `rule` costs sqrt(2) times the entered tile (path sums are then not whole). */
export function hasDiagonalSteps(rule: MoveRule): boolean {
  return rule.kind === 'diagonal' || rule.kind === 'staggered-diagonal';
}

/** True when a step of `(dx, dy)` needs both orthogonal neighbours open (a diagonal that may not cut corners). */
export function checksCorners(rule: MoveRule, dx: number, dy: number): boolean {
  return isDiagonalStep(rule, dx, dy) && rule.cutsCorners !== true;
}

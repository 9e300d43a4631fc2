/**
 * Move rules: which steps the cat may take from a tile (docs/rules.md, Move rules).
 *
 * - `orthogonal`: the four neighbours.
 * - `diagonal`: the eight neighbours; a diagonal step costs sqrt(2) times the entered tile's cost and
 *   needs both orthogonal neighbours open (no corner cutting).
 * - `knight`: a chess knight's jumps; only the landing tile counts.
 * - custom offsets (`"2,1 1,2"`): jumps like the knight's; only the landing tile counts and a jump
 *   costs the landing tile's cost.
 */
export type MoveRuleKind = 'orthogonal' | 'diagonal' | 'knight' | 'custom';

export interface MoveRule {
  readonly kind: MoveRuleKind;
  /** The text that names the rule: `orthogonal`, `diagonal`, `knight` or the offsets as written. */
  readonly name: string;
  /** The steps as `[dx, dy]`, in the order searches try them. */
  readonly offsets: readonly (readonly [number, number])[];
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
 * Reads a rule as a level or the command line writes it. Offsets are `dx,dy` pairs separated by
 * spaces. Throws a RangeError that says what is wrong.
 */
export function parseMoveRule(text: string): MoveRule {
  const trimmed = text.trim();
  if (trimmed === 'orthogonal') return ORTHOGONAL;
  if (trimmed === 'diagonal') return DIAGONAL;
  if (trimmed === 'knight') return KNIGHT;
  const offsets: [number, number][] = [];
  for (const pair of trimmed.split(/\s+/)) {
    const match = /^(-?\d+),(-?\d+)$/.exec(pair);
    if (!match) {
      throw new RangeError(
        `rule "${text}" is not orthogonal, diagonal, knight or a list of "dx,dy" offsets (bad part "${pair}")`,
      );
    }
    const dx = Number(match[1]);
    const dy = Number(match[2]);
    if (dx === 0 && dy === 0) throw new RangeError(`rule "${text}" has the offset 0,0, which goes nowhere`);
    if (!offsets.some(([x, y]) => x === dx && y === dy)) offsets.push([dx, dy]);
  }
  return { kind: 'custom', name: trimmed, offsets };
}

/** True when a step of `(dx, dy)` is a one-tile diagonal under the diagonal rule. */
export function isDiagonalStep(rule: MoveRule, dx: number, dy: number): boolean {
  return rule.kind === 'diagonal' && dx !== 0 && dy !== 0;
}

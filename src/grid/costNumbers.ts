/**
 * Cost numbers: the one place that decides how costs (moves, par, energy, path lengths) are shown
 * and compared, so the HUD, the win panel, the designer overlay and every `maze-cat` command agree.
 * The rules are written for players and designers in docs/rules.md, "Numbers".
 *
 * Costs are float sums: sqrt(2) diagonal steps and fractional terrain costs make 0.1 + 0.2 land a
 * hair off 0.3. Two sums that should be equal are compared with a tolerance relative to their size.
 */

/** Relative tolerance of cost comparisons (at least this much absolute, for costs under 1). */
export const COST_TOLERANCE = 1e-9;

/** Decimals a cost is shown with at most. */
const COST_DECIMALS = 2;

/** The float noise allowed around costs of these sizes. */
export function costSlack(a: number, b = 0): number {
  return COST_TOLERANCE * Math.max(1, Math.abs(a), Math.abs(b));
}

/**
 * The noise allowed between two sums of step costs on one grid (a path traced back, a range against
 * its budget): none when the sums are exact (`sumsAreExact`), else the cost tolerance, kept under
 * half the cheapest step, so that a sum one step dearer never passes for the same one (1e-9 of
 * 3e9 is 3: three tiles of cost 1).
 */
export function sumSlack(total: number, cheapestStep: number, exact: boolean): number {
  return exact ? 0 : Math.min(costSlack(total), 0.5 * cheapestStep);
}

/** Whether two costs summed along different routes or in a different order are the same number. */
export function sameCost(a: number, b: number): boolean {
  return Math.abs(a - b) <= costSlack(a, b);
}

/** Whether `cost` can be paid from `budget` (an energy budget, a range limit), allowing float noise. */
export function withinBudget(cost: number, budget: number): boolean {
  return cost <= budget + costSlack(cost, budget);
}

/** A cost snapped to the tolerance's grid, so one optimum reached along different routes prints the same. */
export function roundCost(cost: number): number {
  const steps = Math.round(1 / COST_TOLERANCE);
  return Math.round(cost * steps) / steps;
}

/**
 * A cost as every command and the designer's tools show it: a whole number without a point ("14"),
 * any other with up to two decimals and no trailing zeros ("14.2", "2.96", "1.41" for sqrt(2)).
 */
export function formatCost(cost: number): string {
  return costText(cost, COST_DECIMALS);
}

/**
 * Moves, par and energy as the game shows them to a player (the HUD, the win panel, the level
 * list, the shelf): a whole number without a point ("14"), any other rounded to one decimal
 * ("10.4" for a par of 10.41, "1.4" for sqrt(2)), trailing zeros dropped.
 */
export function formatMoves(cost: number): string {
  return costText(cost, 1);
}

function costText(cost: number, decimals: number): string {
  if (!Number.isFinite(cost)) return String(cost);
  const whole = Math.round(cost);
  if (sameCost(cost, whole)) return String(whole === 0 ? 0 : whole);
  const text = cost.toFixed(decimals).replace(/\.?0+$/, '');
  return text === '-0' ? '0' : text;
}

const NUMBER_TEXT = /^[+-]?(\d+)?(?:(\.)(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * How a number is written: its value, and the decimals it is precise to: "10.8284" to 4, "1.5e-3" to
 * 4, "1.23457e+06" to -1 (tens); null for a whole number written without a point, taken as exact.
 */
interface Written {
  readonly value: number;
  readonly decimals: number | null;
}

function readWritten(text: string): Written | null {
  const match = NUMBER_TEXT.exec(text.trim());
  if (!match || (match[1] === undefined && !match[3])) return null;
  const [, , point, fraction = '', exponent] = match;
  if (point === undefined && exponent === undefined) return { value: Number(text), decimals: null };
  return { value: Number(text), decimals: fraction.length - (exponent === undefined ? 0 : Number(exponent)) };
}

/**
 * Whether `exact` is the number `written` stands for, at the precision it is printed with:
 * 10.828427 agrees with "10.8284" and "10.83", not with "10.8285". A whole number written without
 * a point ("12") must be exact: writers that drop trailing zeros (C's `%g`, JavaScript's `String`)
 * print exact whole numbers that way, and no one rounds costs to whole numbers.
 */
export function agreesAsWritten(exact: number, written: string): boolean {
  const stated = readWritten(written);
  if (stated === null || !Number.isFinite(stated.value)) return false;
  if (stated.decimals === null) return sameCost(exact, stated.value);
  return Math.abs(exact - stated.value) <= 0.5 * 10 ** -stated.decimals + costSlack(exact, stated.value);
}

/**
 * Whether the par written in a map agrees with the par the solver finds: the solver's par rounded
 * to the decimals the map writes, or equal to a whole-number par. For a solver's par of 14.2426
 * (10 + 3 sqrt 2), 14.24 and 14.2 agree, 14 and 14.3 do not.
 */
export function parAgrees(mapPar: number, solverPar: number): boolean {
  return sameCost(mapPar, solverPar) || agreesAsWritten(solverPar, String(mapPar));
}

/** Whether a win with `moves` is at (or under) `par`, by the same rule as `parAgrees`. */
export function atPar(moves: number, par: number): boolean {
  return withinBudget(moves, par) || parAgrees(par, moves);
}

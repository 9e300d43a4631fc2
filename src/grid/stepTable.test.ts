import { describe, expect, it } from 'vitest';
import { DIAGONAL, KNIGHT, type MoveRule, ORTHOGONAL } from './moveRules';
import { OFFSET_RULES, stepsFrom } from './staggered';
import { cornerCells } from './steps';
import { firstStep, parityStepTable, stepTable } from './stepTable';

const WIDTH = 9;

/** What the table says of cell (x, y)'s steps, as [dx, dy, index delta, diagonal, side A, side B, factor]. */
function tableSteps(rule: MoveRule, x: number, y: number) {
  const table = parityStepTable(rule, WIDTH);
  const first = firstStep(table, x, y);
  return Array.from({ length: table.steps }, (_, k) => {
    const e = first + k;
    return [
      table.dx[e],
      table.dy[e],
      table.delta[e],
      table.diagonal[e],
      table.sideA[e],
      table.sideB[e],
      table.factor[e],
    ];
  });
}

/** The same from the rule's own functions: `stepsFrom`, and `cornerCells` for the steps that check corners. */
function ruleSteps(rule: MoveRule, x: number, y: number, checks: (dx: number, dy: number) => boolean) {
  return stepsFrom(rule, x, y).map(([dx, dy]) => {
    const corner = checks(dx, dy);
    const [ax, ay, bx, by] = corner ? cornerCells(rule, x, y, dx, dy) : [x, y, x, y];
    const diagonal = corner ? 1 : 0;
    return [
      dx,
      dy,
      dy * WIDTH + dx,
      diagonal,
      (ay - y) * WIDTH + ax - x,
      (by - y) * WIDTH + bx - x,
      diagonal ? Math.SQRT2 : 1,
    ];
  });
}

describe('parityStepTable', () => {
  it("holds each cell's own steps, corners and costs under every hex and staggered rule, from both parities", () => {
    for (const rule of OFFSET_RULES.values()) {
      if (rule.cutsCorners) continue;
      const corner = (dx: number, dy: number) =>
        rule.kind === 'staggered-diagonal' && (rule.stagger?.axis === 'y' ? dy : dx) % 2 === 0;
      for (const [x, y] of [
        [4, 4],
        [4, 5],
        [5, 4],
        [5, 5],
      ])
        expect(tableSteps(rule, x, y), `${rule.name} at ${x},${y}`).toEqual(ruleSteps(rule, x, y, corner));
    }
  });

  it('is the one step table of a square rule, the same from every cell', () => {
    for (const rule of [ORTHOGONAL, DIAGONAL, KNIGHT]) {
      const table = parityStepTable(rule, WIDTH);
      expect(table.axis).toBeNull();
      expect(firstStep(table, 3, 5)).toBe(0);
      const { steps, axis, ...rest } = table;
      expect(rest).toEqual(stepTable(rule, WIDTH));
      expect(steps).toBe(rule.offsets.length);
    }
  });
});

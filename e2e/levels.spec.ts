import { formatCost } from '../src/grid';
import { expect, openGame, shippedLevelIds, solved, tapTile, test } from './game';

/**
 * Every shipped level is won from its solver solution by real clicks, at par, and the win panel
 * shows the moves and par as every other surface does (docs/rules.md, Numbers: 17.66 for 10 + 5
 * sqrt 2, never 17.7 or 17.657); a new level needs no new test.
 */
test.describe('every shipped level, played from its solution', () => {
  for (const id of shippedLevelIds()) {
    test(id, async ({ page }) => {
      const { level, solution } = await solved(id);
      expect(solution.verdict).toBe('solvable');
      await openGame(page, `level=${id}&speed=12`);
      let last = null;
      for (const tap of solution.taps) last = await tapTile(page, tap);
      expect(last?.status).toBe('won');
      expect(last?.moves).toBeCloseTo(solution.par!, 6);
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(/won|escaped|free/i);
      const par = level.par === null ? '' : ` (par ${formatCost(level.par)})`;
      await expect(dialog.locator('.result-detail')).toContainText(
        `${formatCost(solution.par!)} moves${par}.`,
      );
    });
  }
});

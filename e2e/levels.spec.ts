import { expect, openGame, shippedLevelIds, solved, tapTile, test } from './game';

/** Every shipped level is won from its solver solution by real clicks, at par; a new level needs no new test. */
test.describe('every shipped level, played from its solution', () => {
  for (const id of shippedLevelIds()) {
    test(id, async ({ page }) => {
      const { solution } = await solved(id);
      expect(solution.verdict).toBe('solvable');
      await openGame(page, `level=${id}&speed=12`);
      let last = null;
      for (const tap of solution.taps) last = await tapTile(page, tap);
      expect(last?.status).toBe('won');
      expect(last?.moves).toBeCloseTo(solution.par!, 6);
      await expect(page.getByRole('dialog')).toContainText(/won|escaped|free/i);
    });
  }
});

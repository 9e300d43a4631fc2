import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { formatMoves } from '../src/grid';
import type { Cell, Level } from '../src/level/types';
import type { LevelSolution } from '../src/solver';
import { arrived, expect, openGame, shippedLevelIds, solved, tapAt, test, tilePoint } from './game';

/**
 * Every shipped level is won from its solver solution by real clicks, at par, and the win panel
 * shows the moves and par as every other surface does (docs/rules.md, Numbers: 17.7 for 10 + 5
 * sqrt 2, never 17.66 or 17.657); a new level needs no new test. The levels share the two workers
 * (each is a page of its own) and walk fast (`speed=120`), so the large ones stay quick.
 */
/**
 * Taps a tile of the solution and waits until the cat stands where the tap leaves it: the tile, or
 * for a pipe end the other end (a tap on a pipe end walks into the pipe and out of its partner).
 */
async function tapSolution(page: Page, level: Level, tap: Cell, touch = false) {
  const pipe = level.pieces.find((p) => p.kind === 'pipe' && p.x === tap.x && p.y === tap.y);
  await tapAt(page, await tilePoint(page, tap, touch), touch);
  return arrived(page, pipe?.partner == null ? tap : level.pieces[pipe.partner]);
}

/** Opens level `id` and wins it at par from its solution, by clicks or (`touch`) taps; returns the solution. */
async function winAtPar(page: Page, id: string, touch = false): Promise<LevelSolution> {
  const { level, solution } = await solved(id);
  expect(solution.verdict).toBe('solvable');
  await openGame(page, `level=${id}&speed=120`);
  let last = null;
  for (const tap of solution.taps) last = await tapSolution(page, level, tap, touch);
  expect(last?.status).toBe('won');
  expect(last?.moves).toBeCloseTo(solution.par!, 6);
  return solution;
}

test.describe('every shipped level, played from its solution', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const id of shippedLevelIds()) {
    test(id, async ({ page }) => {
      const solution = await winAtPar(page, id);
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(/won|escaped|free/i);
      await expect(dialog.locator('.result-detail')).toContainText(`${formatMoves(solution.par!)} moves.`);
      // At par: three stars, and nothing more to earn.
      await expect(dialog.locator('.result-stars [role="img"]')).toHaveAttribute(
        'aria-label',
        '3 of 3 stars',
      );
    });
  }
});

/**
 * The levels redrawn by hand (issue 27), won on a phone from their solutions by real taps on the
 * canvas: the small ones open whole, and on the large one (it opens on the cat) `tilePoint` drags
 * the board with a finger until the next tap's tile is in view and uncovered.
 */
test.describe('the redrawn levels, played on a phone', () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  for (const id of [
    '05-two-guards',
    '10a-last-legs',
    '24-odds-and-ends',
    '25-the-grand-tour',
    '16-the-old-sewers',
  ]) {
    test(id, async ({ page }) => {
      await winAtPar(page, id, true);
    });
  }
});

/** The Hexagons chapter on a phone: each level won at par by real taps on the hexagons as drawn. */
test.describe('the Hexagons chapter, played on a phone', () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  for (const id of shippedLevelIds().filter((level) => chapterOf(level) === 'Hexagons')) {
    test(id, async ({ page }) => {
      await winAtPar(page, id, true);
    });
  }
});

/** The shelf's isometric levels on a phone: each won at par by real taps on the diamonds as drawn. */
test.describe('the isometric shelf levels, played on a phone', () => {
  test.describe.configure({ mode: 'parallel' });
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const shelf = readdirSync(resolve('levels', 'community')).filter((name) => name.endsWith('.tmj'));
  const isometric = shelf.filter(
    (name) =>
      JSON.parse(readFileSync(resolve('levels', 'community', name), 'utf8')).orientation === 'isometric',
  );
  test('there are at least two', () => expect(isometric.length).toBeGreaterThanOrEqual(2));
  for (const name of isometric) {
    const id = `community/${name.slice(0, -'.tmj'.length)}`;
    test(id, async ({ page }) => {
      await winAtPar(page, id, true);
    });
  }
});

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 720 }, isMobile: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true },
] as const;

/** A shipped level's chapter (its map property `chapter`; '' for none). */
function chapterOf(id: string): string {
  const map = JSON.parse(readFileSync(resolve('levels', `${id}.tmj`), 'utf8')) as {
    properties?: { name: string; value: unknown }[];
  };
  return String(map.properties?.find((p) => p.name === 'chapter')?.value ?? '');
}

/** The last level of each chapter, in play order. */
function lastOfEachChapter(): string[] {
  const last = new Map<string, string>();
  for (const id of shippedLevelIds()) last.set(chapterOf(id), id);
  return [...last.values()];
}

/**
 * With UPDATE_SCREENSHOTS=1: one level of each chapter (its last, the hardest) after the first tap
 * of its solution, at desktop and phone sizes, written to docs/screenshots/chapter-<level>-<size>.png
 * for docs/levels.md. On desktop the mouse rests on the next tap, so the path preview shows.
 */
for (const size of SIZES) {
  test.describe(`chapter screenshots, ${size.name}`, () => {
    test.skip(!process.env.UPDATE_SCREENSHOTS, 'documentation screenshots: set UPDATE_SCREENSHOTS=1');
    test.describe.configure({ mode: 'parallel' });
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.isMobile });
    for (const id of lastOfEachChapter()) {
      test(id, async ({ page }) => {
        const { level, solution } = await solved(id);
        await openGame(page, `level=${id}&speed=120`);
        const [first] = solution.taps;
        await tapSolution(page, level, first, size.isMobile);
        // The next tap, or on a large level a tile a few steps on (the next tap may be far off): the
        // camera settles with the cat in view, and on desktop the mouse shows the path there.
        const at = solution.path.findIndex((c) => c.x === first.x && c.y === first.y);
        const large = level.width > 40;
        const next = large ? solution.path[at + 6] : (solution.taps[1] ?? first);
        const point = await tilePoint(page, size.isMobile ? first : next, size.isMobile);
        if (!size.isMobile) await page.mouse.move(point.x, point.y);
        mkdirSync('docs/screenshots', { recursive: true });
        await page.screenshot({ path: `docs/screenshots/chapter-${id}-${size.name}.png` });
      });
    }
  });
}

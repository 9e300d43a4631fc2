/**
 * A level with kinds of its own (a map's `kinds` property, docs/pieces.md) travels in a share link
 * and opens in the editor (issue #48), by real taps at both sizes: the link opens the level (not
 * its solution) and is won; Edit shows its own pieces in the palette (screenshot), a fish placed
 * by a tap goes with the level's Share link, kinds unchanged, and the play-test is won.
 */

import { packMap, unpackMap } from '../src/app/share/mapPayload';
import { newMapText } from '../src/level/edit';
import { EXAMPLE_KINDS } from '../src/level/kinds/exampleKinds';
import type { Cell } from '../src/level/types';
import { openSection, playTestAndWin, solveFile, tapEditor, tool } from './editorFlow';
import { atEachSize, expect, saveShot, tapTile, test } from './game';

/** An 8 x 5 level: the crocodile stands in the only gap of a wall; the fish is down the other way. */
function fishLevel(): string {
  const map = JSON.parse(newMapText(8, 5));
  map.properties = [
    { name: 'title', type: 'string', value: 'Fish first' },
    { name: 'kinds', type: 'string', value: JSON.stringify(EXAMPLE_KINDS[0].kinds) },
  ];
  const walls = map.layers.find((l: { name: string }) => l.name === 'walls');
  for (const y of [1, 3]) walls.data[y * 8 + 4] = walls.data[8];
  const entities = map.layers.find((l: { name: string }) => l.name === 'entities');
  const at = (id: number, type: string, x: number, y: number) => ({
    id,
    name: '',
    type,
    x: x * 32,
    y: y * 32,
    width: 32,
    height: 32,
  });
  entities.objects = [at(1, 'Cat', 1, 1), at(2, 'Fish', 1, 3), at(3, 'Crocodile', 4, 2), at(4, 'Exit', 6, 2)];
  map.nextobjectid = 5;
  return JSON.stringify(map);
}

const kindsOf = (text: string) =>
  JSON.parse(text).properties.find((p: { name: string }) => p.name === 'kinds')?.value;
const classesOf = (text: string): string[] =>
  JSON.parse(text)
    .layers.flatMap((l: { objects?: { type?: string; class?: string }[] }) => l.objects ?? [])
    .map((o: { type?: string; class?: string }) => o.class ?? o.type ?? '')
    .sort();

atEachSize(({ name, touch }) => {
  test('a link to a level with its own kinds is won by taps, then edited: its pieces in the palette, one placed, shared and play-tested', async ({
    page,
  }) => {
    const text = fishLevel();
    const { solution } = await solveFile('fish-first.tmj', text);
    expect(solution.verdict).toBe('solvable');
    const files = [{ path: 'fish-first.tmj', text }];
    await page.goto(`./?test&speed=12#mc=1&map=${packMap(files)}`);
    await page.waitForFunction(() => window.__mazeCat?.screen === 'play' && window.__mazeCat?.ready);

    await test.step('the link opens the level, still, and the taps win it', async () => {
      const pieces = await page.evaluate(() => window.__mazeCat?.pieces() ?? []);
      expect(pieces.map((p) => p.kind).sort()).toEqual(['cat', 'crocodile', 'exit', 'fish']);
      expect(await page.evaluate(() => window.__mazeCat?.state())).toMatchObject({
        status: 'playing',
        moves: 0,
      });
      let last = null;
      for (const tap of solution.taps) last = await tapTile(page, tap, touch);
      expect(last?.status).toBe('won');
      await page.waitForFunction(() => window.__mazeCat?.screen === 'won');
    });

    await test.step("Edit: the palette shows the level's own pieces", async () => {
      const edit = page.getByRole('button', { name: 'Edit this level', exact: true });
      await (touch ? edit.tap() : edit.click());
      await page.waitForFunction(() => window.__mazeCat?.screen === 'editor');
      await page.locator('.editor-canvas[data-cell]').waitFor();
      await openSection(page, 'Draw', touch);
      const own = page.getByRole('group', { name: "This level's own pieces" });
      await expect(own.getByRole('button')).toHaveText(['Fish', 'Crocodile']);
      await expect(page.locator('.editor-add')).toContainText('Add gems and a gate');
      await tool(page, 'Fish');
      await expect(page.locator('.editor-hint')).toContainText('A fish: the cat takes it.');
      await saveShot(page, 'own-kinds', `palette-${name}`);
    });

    const spare: Cell = { x: 3, y: 1 };
    const shared =
      await test.step('a fish placed by a tap goes with the Share link, the kinds unchanged', async () => {
        await tapEditor(page, spare, touch);
        await openSection(page, 'Share', touch);
        const share = page.getByRole('button', { name: 'Share link' });
        await (touch ? share.tap() : share.click());
        const link = await page.locator('.editor-share-link').inputValue();
        expect(link).not.toContain('replay=');
        const [map] = unpackMap(new URL(link).hash.match(/map=([\w-]+)/)?.[1] ?? '');
        expect(kindsOf(map.text)).toBe(kindsOf(text));
        expect(classesOf(map.text)).toEqual(['Cat', 'Crocodile', 'Exit', 'Fish', 'Fish']);
        return map.text;
      });

    await test.step('the play-test plays the fish placed and is won', async () => {
      const { solution: again } = await solveFile('fish-first.tmj', shared);
      // The fish placed on the way makes the level shorter: the play-test wins only if it is there.
      expect(again.par).toBeLessThan(solution.par ?? 0);
      await openSection(page, 'Draw', touch);
      // The link's field has the keys (P would be typed there): back on the board, as a maker would be.
      if (!touch) await page.locator('.editor-canvas').focus();
      await playTestAndWin(page, again.taps, touch);
      const pieces = await page.evaluate(() => window.__mazeCat?.pieces() ?? []);
      // Won by the fish placed (taken, it left the board); the link's own fish was never walked to.
      expect(pieces.filter((p) => p.kind === 'fish').map((p) => [p.x, p.y])).toEqual([[1, 3]]);
    });
  });
});

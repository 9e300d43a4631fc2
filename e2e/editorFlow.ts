/**
 * Making a level in the editor through real clicks, taps and drags on its board (issue 30): the
 * tools are buttons, the board's tiles are found from the size and place it draws them at (data
 * attributes on its canvas, the editor's part of the test hook).
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { loadLevel } from '../src/level';
import type { Cell } from '../src/level/types';
import { solveLevel } from '../src/solver';
import { EditorLayout } from '../src/view/editorLayout';
import { expect, tapTile, touchGesture } from './game';

/** The level every editor test makes on the new 10 x 8 map: a wall, a cat, a bone, a dog, an exit. */
export const MADE = {
  wall: [
    { x: 4, y: 1 },
    { x: 4, y: 5 },
  ],
  cat: { x: 1, y: 1 },
  bone: { x: 2, y: 5 },
  dog: { x: 4, y: 6 },
  exit: { x: 8, y: 1 },
  /** Its par (the wall, from 4,1 to 4,5, leaves one way round, past the dog with the bone). */
  par: 17,
} as const;

/**
 * Where the editor's board draws its tiles now, read from its canvas's data attributes (a square,
 * diamond or hexagon each), and the canvas's place on the page.
 */
async function editorLayout(page: Page) {
  const canvas = page.locator('.editor-canvas');
  const box = await canvas.boundingBox();
  const data = await canvas.evaluate((c: HTMLCanvasElement) => ({ ...c.dataset }));
  if (!box) throw new Error('the editor board is not on the page');
  return { box, layout: EditorLayout.fromDataset(data) };
}

/** A tile's centre in client pixels on the editor's board (the centre of its square, diamond or hexagon). */
export async function editorPoint(page: Page, cell: Cell): Promise<{ x: number; y: number }> {
  const { box, layout } = await editorLayout(page);
  const c = layout.centre(cell.x, cell.y);
  return { x: box.x + c.x, y: box.y + c.y };
}

/**
 * A point in client pixels inside a tile's drawn outline, `toward` of the way from its centre to
 * its first corner (0.9: near its edge, where its box's corner would be another tile's).
 */
export async function editorPointNearEdge(page: Page, cell: Cell, toward = 0.85) {
  const { box, layout } = await editorLayout(page);
  const c = layout.centre(cell.x, cell.y);
  const corner = layout.outline(cell.x, cell.y)[0];
  return { x: box.x + c.x + (corner.x - c.x) * toward, y: box.y + c.y + (corner.y - c.y) * toward };
}

/** Picks a tool of the palette by its name. */
export async function tool(page: Page, name: string) {
  await page.locator('.editor-palette').getByRole('button', { name, exact: true }).click();
}

/** Taps (or clicks) a tile of the editor's board. */
export async function tapEditor(page: Page, cell: Cell, touch: boolean) {
  const p = await editorPoint(page, cell);
  if (touch) await page.touchscreen.tap(p.x, p.y);
  else await page.mouse.click(p.x, p.y);
}

async function dragEditor(page: Page, from: Cell, to: Cell, touch: boolean) {
  const a = await editorPoint(page, from);
  const b = await editorPoint(page, to);
  if (touch) {
    await touchGesture(page, [a], [b]);
    return;
  }
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++)
    await page.mouse.move(a.x + ((b.x - a.x) * i) / 8, a.y + ((b.y - a.y) * i) / 8);
  await page.mouse.up();
}

/** From the title: Make a level, then draws MADE; resolves with the par the editor shows. */
export async function makeLevel(page: Page, touch: boolean): Promise<number> {
  await page.getByRole('button', { name: /make a level/i }).click();
  await page.waitForFunction(() => window.__mazeCat?.screen === 'editor');
  await page.locator('.editor-canvas[data-cell]').waitFor();
  await expect(page.locator('.editor-status')).toContainText('Not a level yet');
  await tool(page, 'Wall');
  await dragEditor(page, MADE.wall[0], MADE.wall[1], touch);
  for (const kind of ['Cat', 'Bone', 'Dog', 'Exit'] as const) {
    await tool(page, kind);
    await tapEditor(page, MADE[kind.toLowerCase() as 'cat'], touch);
  }
  await expect(page.locator('.editor-status')).toContainText(`Par ${MADE.par} `);
  return Number(await page.locator('.editor-screen').getAttribute('data-par'));
}

/** The editor's sections as its tabs name them (on a phone one shows at a time). */
export const SECTIONS = ['Draw', 'Solver', 'Ideas', 'Level', 'Share'] as const;

/** Opens a section: on a phone by tapping its tab; on a wide screen every section shows already. */
export async function openSection(page: Page, name: (typeof SECTIONS)[number], touch: boolean) {
  const tab = page.getByRole('tab', { name, exact: true });
  if (!(await tab.isVisible())) return;
  if (touch) await tab.tap();
  else await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/** What the editor's layout looks like now: what scrolls sideways, small targets, the board's share. */
function measureLayout(page: Page) {
  return page.evaluate(() => {
    const screen = document.querySelector<HTMLElement>('.editor-screen');
    const canvas = document.querySelector<HTMLElement>('.editor-canvas');
    if (!screen || !canvas) throw new Error('no editor on the page');
    const shown = (e: Element) => e.getClientRects().length > 0;
    const name = (e: Element) =>
      `${e.tagName.toLowerCase()}.${e.className} "${(e.textContent ?? '').trim().slice(0, 20)}"`;
    // Every box of the editor but text fields (a long link scrolls inside its field, as fields do).
    const sideways = [screen, ...screen.querySelectorAll<HTMLElement>('*')]
      .filter((e) => shown(e) && !/^(INPUT|TEXTAREA)$/.test(e.tagName) && !e.closest('.sr-only, .btn-label'))
      .filter((e) => e.scrollWidth > e.clientWidth + 1)
      .map((e) => `${name(e)} ${e.scrollWidth} > ${e.clientWidth}`);
    if (document.documentElement.scrollWidth > window.innerWidth) sideways.push('the page');
    const targets = screen.querySelectorAll(
      'button, input:not([type="checkbox"]), select, textarea, .editor-check',
    );
    const small = [...targets]
      .filter(shown)
      .map((e) => ({ e, r: e.getBoundingClientRect() }))
      .filter(({ r }) => r.width < 44 || r.height < 44)
      .map(({ e, r }) => `${name(e)} ${Math.round(r.width)} x ${Math.round(r.height)}`);
    const box = canvas.getBoundingClientRect();
    const covered: string[] = [];
    for (const fx of [0.05, 0.5, 0.95])
      for (const fy of [0.05, 0.5, 0.95]) {
        const hit = document.elementFromPoint(box.x + box.width * fx, box.y + box.height * fy);
        if (hit !== canvas) covered.push(`${fx},${fy}: ${hit ? name(hit) : 'nothing'}`);
      }
    // The open section's scrolling box: the palette (Draw) or the side column.
    const open = document.querySelector('.editor-palette[data-open], .editor-side[data-open]');
    const section = open?.getBoundingClientRect() ?? null;
    // Upright the board and the section under it share the height the bar and the tabs leave; on its
    // side the board stands beside the section.
    const under = section !== null && section.top >= box.bottom;
    return {
      sideways,
      small,
      covered,
      under,
      boardShare: under
        ? box.height / (box.height + section.height)
        : (box.width * box.height) / (window.innerWidth * window.innerHeight),
      sectionShare: under ? section.height / (box.height + section.height) : null,
      sectionToBottom: under ? window.innerHeight - section.bottom : null,
    };
  });
}

/**
 * On a phone, in every section (each tab tapped): nothing scrolls sideways, every control is at
 * least 44 px, nothing covers the board, and the board keeps 60 % of the screen (upright: of the
 * height it shares with the section under it, which takes the rest, down to the screen's foot).
 * Ends on Draw.
 */
export async function expectPhoneLayout(page: Page) {
  for (const section of SECTIONS) {
    await openSection(page, section, true);
    const layout = await measureLayout(page);
    expect(layout.sideways, `${section}: boxes scrolling sideways`).toEqual([]);
    expect(layout.small, `${section}: targets under 44 px`).toEqual([]);
    expect(layout.covered, `${section}: the board covered`).toEqual([]);
    expect(layout.boardShare, `${section}: the board's share of the screen`).toBeGreaterThanOrEqual(0.6);
    if (!layout.under) continue;
    // Upright: the section is no strip under a board with room to spare, and reaches the screen's foot.
    expect(layout.sectionShare, `${section}: the section's share of the height`).toBeGreaterThanOrEqual(0.35);
    expect(layout.sectionToBottom, `${section}: room under the section`).toBeLessThanOrEqual(16);
  }
  await openSection(page, 'Draw', true);
}

/** Nothing in the editor scrolls sideways (a wide screen: every section shows at once). */
export async function expectNoSidewaysScroll(page: Page) {
  expect((await measureLayout(page)).sideways, 'boxes scrolling sideways').toEqual([]);
}

/** The solution of a map file, solved here with the game's own code. */
export async function solveFile(path: string, text: string) {
  const level = await loadLevel(path, async (p) =>
    p === path ? text : readFileSync(`levels/${p.split('/').pop()}`, 'utf8'),
  );
  return { level, solution: solveLevel(level) };
}

/** Play-tests the level (P, or the button) and wins it with `taps`. */
export async function playTestAndWin(page: Page, taps: readonly Cell[], touch: boolean) {
  if (touch) await page.getByRole('button', { name: /play-test/i }).tap();
  else await page.keyboard.press('p');
  await page.waitForFunction(() => window.__mazeCat?.screen === 'play' && window.__mazeCat?.ready);
  let last = null;
  for (const tap of taps) last = await tapTile(page, tap, touch);
  expect(last?.status).toBe('won');
  await page.waitForFunction(() => window.__mazeCat?.screen === 'won');
}

/**
 * Every control of the palette is on the screen as it is (inside the page's width and height, no
 * scrolling), nothing covers it, and the palette does not scroll sideways. With `tap`, each tool and
 * choice is also tapped for real at its centre and turns on, the rows a tool shows (shapes, colours) included;
 * red and brush are left on.
 */
export async function expectPaletteInReach(page: Page, tap: boolean) {
  const palette = page.locator('.editor-palette');
  /** The centres of the controls showing in `selector`; throws on one out of reach. */
  const reach = (selector: string) =>
    palette.evaluate((p, selector) => {
      const { innerWidth: width, innerHeight: height } = window;
      const shown = [...p.querySelectorAll<HTMLElement>(selector)].filter((b) => b.offsetParent !== null);
      const out: string[] = [];
      const centres = shown.map((b) => {
        const r = b.getBoundingClientRect();
        const toggle = b.hasAttribute('aria-pressed');
        const centre = { label: b.textContent ?? '', x: r.x + r.width / 2, y: r.y + r.height / 2, toggle };
        const inside = r.left >= 0 && r.right <= width && r.top >= 0 && r.bottom <= height;
        if (!inside || !b.contains(document.elementFromPoint(centre.x, centre.y)))
          out.push(`${centre.label} at ${r.left},${r.top} ${r.width}x${r.height}`);
        return centre;
      });
      return { centres, out, sideways: p.scrollWidth > p.clientWidth };
    }, selector);
  const tapAll = async (selector: string) => {
    const { centres, out, sideways } = await reach(selector);
    expect(out, 'palette controls off the screen or covered').toEqual([]);
    expect(sideways, 'the palette scrolls sideways').toBe(false);
    // Last to first: each row ends on its first choice (brush, red) on again.
    // Only what turns on: an action (Add fish and a crocodile) would change the level.
    for (const c of tap ? centres.filter((c) => c.toggle).reverse() : []) {
      await page.touchscreen.tap(c.x, c.y);
      await expect(
        palette.locator('button[aria-pressed="true"]', { hasText: new RegExp(`^${c.label}$`) }),
      ).toHaveCount(1);
    }
    return centres.length;
  };
  expect(await tapAll('button')).toBeGreaterThanOrEqual(14);
  if (!tap) return;
  const shown = (name: string) => tapAll(`[aria-label="${name}"] button`);
  await palette.getByRole('button', { name: 'Key', exact: true }).tap();
  expect(await shown('Key and door colour')).toBeGreaterThanOrEqual(2);
  await palette.getByRole('button', { name: 'Wall', exact: true }).tap();
  expect(await shown('How terrain is laid')).toBe(3);
}

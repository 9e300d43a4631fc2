import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { ModeLevel } from '../src/app/modes/modeLevels';
import { generateMap } from '../src/app/workers/generateJob';
import { loadLevel } from '../src/level';
import { solveLevel } from '../src/solver';
import { expect } from './game';

/**
 * A level of the daily puzzle or endless mode, made here too, in Node, with the game's own
 * generator from the same options, loaded as the page loads it, and solved.
 */
export async function madeHere(level: ModeLevel) {
  const made = generateMap(level);
  const file = 'levels/generated.tmj';
  const loaded = await loadLevel(file, async (path) =>
    path === file ? made.text : readFileSync(path, 'utf8'),
  );
  return { level: loaded, solution: solveLevel(loaded) };
}

/** Checks that the page has the very level made here open: the same pieces in the same places. */
export async function expectSamePieces(
  page: Page,
  here: { readonly pieces: readonly { kind: string; x: number; y: number }[] },
) {
  const pieces = await page.evaluate(() => window.__mazeCat?.pieces() ?? []);
  expect(pieces.map((p) => `${p.kind} ${p.x},${p.y}`).sort()).toEqual(
    here.pieces.map((p) => `${p.kind} ${p.x},${p.y}`).sort(),
  );
}

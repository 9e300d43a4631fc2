import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LevelEditor, levelOfDoc } from '../../level/edit';
import { levelMeaning } from '../../level/edit/levelMeaning';
import { drawingToTmj } from '../../level/tmjWriter';
import type { Level } from '../../level/types';
import type { ReadFile } from '../../tiled/types';
import { measureDifficulty } from '../difficulty/measure';
import { OptimalWalks } from '../difficulty/optimalWalks';
import { randomPlay } from '../difficulty/randomPlayer';
import { generateLevel } from '../generate';
import { solveLevel } from '../solveLevel';
import { randomLevel } from '../testLevels';
import { levelWith, type PartnerBudget, suggestEdits, whyEasy } from './index';
import { MOVABLE, moveEdit } from './variant';

const ROOT = join(new URL('.', import.meta.url).pathname, '../../..');
const readRepo: ReadFile = async (path) =>
  readFileSync(join(ROOT, 'levels', path.split('/').pop() ?? ''), 'utf8');
/** Candidates only: the same suggestions on any machine, however slow. */
const BUDGET: PartnerBudget = { candidates: 60, ms: Number.POSITIVE_INFINITY };

/** The map texts the partner is tried on: easy campaign levels and generated easy ones. */
const MAPS: readonly { readonly name: string; text(): string }[] = [
  ...['03-good-dog', '09-running-on-empty', '11-corner-cutter', '05-two-guards', '21-on-patrol'].map(
    (id) => ({
      name: id,
      text: () => readFileSync(join(ROOT, 'levels', `${id}.tmj`), 'utf8'),
    }),
  ),
  ...['a', 'b'].map((seed) => ({
    name: `generated 12 x 9 easy ${seed}`,
    text: () => {
      const made = generateLevel({ width: 12, height: 9, difficulty: 'easy', seed });
      return JSON.stringify(drawingToTmj(made.drawing, made.par));
    },
  })),
];

const open = (text: string) => LevelEditor.open(text, 'partner.tmj', readRepo);
const levelOf = (editor: LevelEditor) => levelOfDoc(editor.doc, editor.file, readRepo);

/** The share of random sensible players at par, counted again here, with nothing of the partner's. */
function shareAtPar(level: Level): { par: number; share: number } {
  const solution = solveLevel(level);
  expect(solution.verdict).toBe('solvable');
  const par = solution.par as number;
  const walks = OptimalWalks.of(level, par, 1_000_000);
  const random = walks && randomPlay(level, walks, { parOnly: true });
  if (!random) throw new Error('the random player was not counted');
  const share = Math.round(random.par * 1000) / 1000;
  // Where the full count holds (the check's own figure), it is the same share.
  const full = measureDifficulty(level, par)?.randomPar;
  if (full !== null && full !== undefined) expect(full).toBe(share);
  return { par, share };
}

describe('the design partner', () => {
  let suggested = 0;
  for (const map of MAPS) {
    it(`${map.name}: every suggestion, applied as one editor edit, keeps the level solvable and lowers its share at par`, async () => {
      const text = map.text();
      const level = await levelOf(await open(text));
      const before = shareAtPar(level);
      const found = suggestEdits(level, BUDGET);
      expect(found.before?.randomPar).toBe(before.share);
      expect(found.suggestions.length).toBeLessThanOrEqual(3);
      for (const s of found.suggestions) {
        const editor = await open(text);
        const original = JSON.stringify(editor.doc);
        editor.apply(s.change.edit);
        const edited = await levelOf(editor);
        // The partner's own copy of the edited level is the level the editor's map builds.
        expect(levelMeaning(levelWith(level, s.change))).toEqual(levelMeaning(edited));
        const after = shareAtPar(edited);
        expect(after.share).toBeLessThan(before.share);
        expect(s.after).toMatchObject({ randomPar: after.share, par: after.par });
        expect(s.effect).toContain('→');
        // One undo step takes it back.
        expect(editor.undo()).toBe(true);
        expect(JSON.stringify(editor.doc)).toBe(original);
        expect(editor.canUndo).toBe(false);
      }
      suggested += found.suggestions.length;
    });
  }

  it('found suggestions on most of these levels', () => {
    expect(suggested).toBeGreaterThanOrEqual(MAPS.length);
  });

  it('says why a level is easy: the share at par, the first tap most plays at par make, the waypoint', async () => {
    const level = await levelOf(await open(readFileSync(join(ROOT, 'levels/03-good-dog.tmj'), 'utf8')));
    const why = whyEasy(level);
    expect(why).toMatchObject({ par: 17, randomPar: 1, needsWaypoint: false });
    expect(why?.leadingTap).toMatchObject({ kind: 'bone', share: 1 });
    expect(why?.words.map((w) => w.text).join(' ')).toMatch(
      /^100\s% of random sensible players make par.*start by tapping this bone \(/,
    );
    // The line that says "this bone" carries the bone's tile, for the board to outline.
    const lead = why?.words.find((w) => w.text.includes('this bone'));
    expect(lead?.tiles).toEqual([{ x: why?.leadingTap?.x, y: why?.leadingTap?.y }]);
    expect(why?.words.map((w) => w.text).join(' ')).not.toMatch(/\d+,\d+/);
    const waypoint = await levelOf(
      await open(readFileSync(join(ROOT, 'levels/08a-the-long-way-round.tmj'), 'utf8')),
    );
    expect(whyEasy(waypoint)).toMatchObject({ randomPar: 0, leadingTap: null, needsWaypoint: true });
  });

  it('moves a patrolling dog with its whole route, as the editor moves it, and never onto a wall', async () => {
    const text = readFileSync(join(ROOT, 'levels/21-on-patrol.tmj'), 'utf8');
    const level = await levelOf(await open(text));
    const dog = level.pieces.find((p) => p.kind === 'dog' && p.route !== null);
    if (!dog?.route) throw new Error('21-on-patrol has no patrolling dog');
    const { width, height } = level;
    let moved = 0;
    let refused = 0;
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        if (x === dog.x && y === dog.y) continue;
        const change = moveEdit(level, dog, { x, y });
        const cells = dog.route.map((c) => c + (y - dog.y) * width + (x - dog.x));
        const fits = dog.route.every((c) => {
          const cx = (c % width) + x - dog.x;
          const cy = Math.floor(c / width) + y - dog.y;
          return cx >= 0 && cy >= 0 && cx < width && cy < height && level.grid.walls[cy * width + cx] === 0;
        });
        if (!fits) {
          expect(change).toBeNull();
          refused++;
          continue;
        }
        if (change === null || moved >= 3) continue;
        moved++;
        const editor = await open(text);
        editor.apply(change.edit);
        const edited = await levelOf(editor);
        expect(levelMeaning(levelWith(level, change))).toEqual(levelMeaning(edited));
        expect(edited.pieces[dog.id].route).toEqual(cells);
      }
    expect(moved).toBe(3);
    expect(refused).toBeGreaterThan(0);
    // The cat and pipe ends are never moved: a pipe is also a link in the grid.
    expect(MOVABLE.has('cat')).toBe(false);
    expect(MOVABLE.has('pipe')).toBe(false);
  });

  it('gives the same suggestions for the same map, built twice', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (seed) => {
        const a = suggestEdits(randomLevel(seed, 'plain'), BUDGET);
        const b = suggestEdits(randomLevel(seed, 'plain'), BUDGET);
        expect(b).toEqual(a);
      }),
      { numRuns: 8 },
    );
  });

  it('stops within its budget and returns what it has', async () => {
    const level = await levelOf(await open(readFileSync(join(ROOT, 'levels/11-corner-cutter.tmj'), 'utf8')));
    expect(suggestEdits(level, { candidates: 5, ms: Number.POSITIVE_INFINITY }).tried).toBe(5);
    expect(suggestEdits(level, { candidates: 1000, ms: 0 }).tried).toBe(1);
  });
});

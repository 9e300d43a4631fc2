import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadLevel } from '../../level/loadLevel';
import { drawingToTmj } from '../../level/tmjWriter';
import { solveLevel, solvePar } from '../solveLevel';
import { generateLevel } from './generateLevel';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
/** A generated map, in memory, in levels/ beside the game's tileset. */
const FILE = resolve(ROOT, 'levels/generated-own-kinds.tmj');

/** The `kinds` property of a map in test-data/own-kinds/. */
function kindsOf(name: string): string {
  const map = JSON.parse(readFileSync(resolve(ROOT, `test-data/own-kinds/${name}.tmj`), 'utf8'));
  return map.properties.find((p: { name: string }) => p.name === 'kinds').value;
}

/** Generates with a test map's kinds, writes the map and loads it back as the game does. */
async function generatedWith(name: string, difficulty: 'easy' | 'medium' | 'hard') {
  const generated = generateLevel({ width: 12, height: 9, seed: name, difficulty, kinds: kindsOf(name) });
  const map = drawingToTmj(generated.drawing, generated.par, 'maze-cat.tsj');
  const loaded = await loadLevel(FILE, async (path) =>
    path === FILE ? JSON.stringify(map) : readFileSync(path, 'utf8'),
  );
  return { generated, loaded, map };
}

describe('generateLevel with a designer’s own kinds', () => {
  it('places fish where bones go and crocodiles where dogs stand: the map loads and solves at its par', async () => {
    const { generated, loaded, map } = await generatedWith('fish-and-crocodile', 'medium');
    const kinds = loaded.pieces.map((p) => p.kind);
    expect(kinds).toContain('fish');
    expect(kinds).toContain('crocodile');
    // The crocodiles take the dogs' places, and the fish the bones' (no bone is left for no dog).
    expect(kinds).not.toContain('dog');
    expect(kinds).not.toContain('bone');
    expect(loaded.kinds.map((k) => k.name)).toEqual(['fish', 'crocodile']);
    expect(map.properties).toContainEqual({
      name: 'kinds',
      type: 'string',
      value: kindsOf('fish-and-crocodile'),
    });
    expect(solvePar(loaded)).toBe(generated.par);
    expect(solveLevel(loaded).verdict).toBe('solvable');
    // The best walk meets a crocodile: the own kinds are part of the puzzle, not decoration.
    expect(generated.difficulty.piecesMet).toBeGreaterThanOrEqual(1);
  });

  it('places a gem gate where a door goes, with the gems it needs on the cat’s side: it loads and solves at its par', async () => {
    const { generated, loaded } = await generatedWith('gem-gate', 'medium');
    const kinds = loaded.pieces.map((p) => p.kind);
    expect(kinds.filter((k) => k === 'gem-gate')).toHaveLength(1);
    // The gate needs two gems: both are placed.
    expect(kinds.filter((k) => k === 'gem').length).toBeGreaterThanOrEqual(2);
    expect(solvePar(loaded)).toBe(generated.par);
    expect(solveLevel(loaded).verdict).toBe('solvable');
  });

  it('makes the same level from the same kinds and seed', () => {
    const options = { width: 12, height: 9, seed: 'again', kinds: kindsOf('fish-and-crocodile') } as const;
    expect(generateLevel(options).drawing).toEqual(generateLevel(options).drawing);
  });

  it('leaves a level generated without kinds as it was before kinds could be given', () => {
    // Generated from these options before `kinds` existed: the daily and endless levels stay.
    const generated = generateLevel({ width: 12, height: 9, seed: 'b', difficulty: 'medium' });
    expect(generated.drawing.rows).toEqual([
      '############',
      '#CB........#',
      '###..#...#.#',
      '#.#......#.#',
      '#.#..###.#.#',
      '#.D..#.#.#.#',
      '###..#B#.#.#',
      '#...E......#',
      '############',
    ]);
    expect(generated.par).toBe(9);
    expect(generated.drawing.kinds).toBeUndefined();
  });

  it('refuses a kind it has no place for, naming it', () => {
    for (const [name, kind] of [
      ['cushion', 'cushion'],
      ['one-way-flap', 'flap-east'],
      ['rock', 'rock'],
    ]) {
      expect(() => generateLevel({ width: 12, height: 9, seed: 's', kinds: kindsOf(name) }), name).toThrow(
        new RegExp(`^the kinds: kind "${kind}" \\(class \\w+\\) has no role the generator places`),
      );
    }
  });

  it('refuses a crocodile when no kind it places gives what it needs, and names a mistake in the JSON', () => {
    // A red key gives "key:red", so the kinds read; but the generator places no key for it.
    const [, crocodile] = JSON.parse(kindsOf('fish-and-crocodile'));
    crocodile.rules[0].need.counter = 'key:red';
    expect(() =>
      generateLevel({ width: 12, height: 9, seed: 's', kinds: JSON.stringify([crocodile]) }),
    ).toThrow('kind "crocodile" needs "key:red", which neither a bone nor one of these kinds gives');
    expect(() => generateLevel({ width: 12, height: 9, seed: 's', kinds: '[{"name": 3}]' })).toThrow(
      /^the kinds: at \[0\]/,
    );
  });
});

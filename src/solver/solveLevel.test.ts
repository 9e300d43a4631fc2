import { describe, expect, it } from 'vitest';
import { DIAGONAL, entryBit, KNIGHT, parseMoveRule } from '../grid';
import { levelFromRows } from '../level/levelFromRows';
import { solveLevel } from './solveLevel';
import { solvedAtPar } from './testSolved';

describe('solveLevel', () => {
  it('takes a diagonal into a costly one-way tile whose plain ways in are banned (the only way in)', () => {
    // Stepping round the corner (1 + 9) would beat the diagonal (9 sqrt 2), but the tile takes no
    // step going south or east: the diagonal is the cat's only way in, and a cheapest one.
    const level = levelFromRows(['C.#', '.9E', '###'], { rule: DIAGONAL });
    level.grid.banEntries(level.grid.index(1, 1), entryBit(0, 1) | entryBit(1, 0));
    const s = solvedAtPar(level);
    expect(s.par).toBeCloseTo(9 * Math.SQRT2 + 1, 9);
    expect(s.path[1]).toEqual({ x: 1, y: 1 });
  });

  it('finds the straight walk and needs one tap when nothing is in the way', () => {
    const s = solvedAtPar(levelFromRows(['C...E']));
    expect(s.par).toBe(4);
    expect(s.taps).toEqual([{ x: 4, y: 0 }]);
    expect(s.path).toHaveLength(5);
  });

  it('picks up a bone and bribes a dog in passing with a single tap', () => {
    const s = solvedAtPar(levelFromRows(['C.B.D.E']));
    expect(s.par).toBe(6);
    expect(s.taps).toEqual([{ x: 6, y: 0 }]);
  });

  it('goes for the bone first when the order matters', () => {
    const s = solvedAtPar(levelFromRows(['B..C.DE']));
    expect(s.par).toBe(9);
    expect(s.taps[0]).toEqual({ x: 0, y: 0 });
    expect(s.taps.at(-1)).toEqual({ x: 6, y: 0 });
  });

  it('walks around a dog it cannot bribe, with taps that keep the cat off the dog', () => {
    const s = solvedAtPar(levelFromRows(['C.D.E', '.###.', '.....']));
    expect(s.par).toBe(8);
    expect(s.path.some((c) => c.x === 2 && c.y === 0)).toBe(false);
    expect(s.taps.length).toBeGreaterThan(1);
  });

  it('wins a tie with one tap on the exit: of two routes of 6 the cat takes the one past no dog, as the Sim does', () => {
    const s = solvedAtPar(levelFromRows(['#######', '#..D..#', '#C###E#', '#.....#', '#######']));
    expect(s.par).toBe(6);
    expect(s.taps).toEqual([{ x: 5, y: 2 }]);
    expect(s.path.some((c) => c.x === 3 && c.y === 1)).toBe(false);
  });

  it('prefers cheap terrain over a short costly route', () => {
    expect(solvedAtPar(levelFromRows(['C9E', '...'])).par).toBe(4);
  });

  it('uses the cheaper of two bones', () => {
    const s = solvedAtPar(levelFromRows(['B....C.B', '#####D##', '#####E##']));
    expect(s.par).toBe(6);
    expect(s.problems).toContainEqual({
      severity: 'warning',
      place: { path: 'pieces[0]', tile: { x: 0, y: 0 } },
      message:
        'this bone is not needed: the solution wins at par without it (fine for a decoy; else make the way through it cheaper)',
    });
  });

  it('wins with energy exactly equal to par', () => {
    const s = solvedAtPar(levelFromRows(['C...E'], { energy: 4 }));
    expect(s.par).toBe(4);
  });

  it('takes a costlier route that fits the energy rather than none', () => {
    // The bone is two steps away; with it the walk past the dog costs 8, and so does the detour.
    const level = levelFromRows(['C.D.E', '.###.', 'B....'], { energy: 6 });
    const s = solveLevel(level);
    expect(s.verdict).toBe('unsolvable');
    expect(s.reason).toBe(
      'the energy runs out 2 short of the exit: the cheapest win costs 8 and the cat has 6',
    );
  });

  it('moves diagonally at sqrt(2) a step and shows par to one decimal', () => {
    const s = solvedAtPar(levelFromRows(['C....', '.....', '.....', '.....', '....E'], { rule: DIAGONAL }));
    expect(s.par).toBeCloseTo(4 * Math.SQRT2, 9);
  });

  it('does not plan a diagonal step into costly ground that the cat would walk around through a dog', () => {
    // Stepping diagonally into the 9 costs 12.7; around the corner through the dog costs 10, so the
    // cat's A* would meet the dog: no tap makes that diagonal step. The way that is left goes
    // through the 4: 4 + 9 + 1 = 14 (not 12.7 + 1).
    const s = solvedAtPar(levelFromRows(['CD#', '49E', '###'], { rule: DIAGONAL }));
    expect(s.par).toBe(14);
    expect(s.path).toEqual([
      { x: 0, y: 0 },
      { x: 0, y: 1 },
      { x: 1, y: 1 },
      { x: 2, y: 1 },
    ]);
  });

  it('jumps like a knight', () => {
    const s = solvedAtPar(levelFromRows(['C...', '....', '.E..'], { rule: KNIGHT }));
    expect(s.par).toBe(1);
    expect(s.taps).toEqual([{ x: 1, y: 2 }]);
  });

  it('follows a custom one-way rule', () => {
    const s = solvedAtPar(levelFromRows(['C....', '.....', '....E'], { rule: parseMoveRule('2,1') }));
    expect(s.par).toBe(2);
  });

  it('says when walls cut the exit off', () => {
    const s = solveLevel(levelFromRows(['C#E']));
    expect(s.verdict).toBe('unsolvable');
    expect(s.reason).toBe(
      "the exit cannot be reached from the cat's start: walls cut it off (rule orthogonal)",
    );
    expect(s.warnings).toContain(
      'tile 2,0: the cat can never reach this exit from its start: open a way to it, or remove it',
    );
  });

  it('counts the dogs on every route against the bones the cat can collect', () => {
    const s = solveLevel(levelFromRows(['BCDDE']));
    expect(s.verdict).toBe('unsolvable');
    expect(s.reason).toBe('two dogs stand on every route to the exit, but only one bone can be collected');
  });

  it('says when there is no bone at all for the dog', () => {
    const s = solveLevel(levelFromRows(['CDE']));
    expect(s.reason).toBe(
      'one dog stands on every route to the exit, but the cat cannot collect a single bone',
    );
  });

  it('explains bones that lie behind the dogs they are needed for', () => {
    const s = solveLevel(levelFromRows(['CDBDE']));
    expect(s.verdict).toBe('unsolvable');
    expect(s.reason).toMatch(
      /^two dogs stand on every route to the exit, but the cat cannot collect a single bone/,
    );
  });

  it('warns about pieces walls cut off', () => {
    const s = solvedAtPar(levelFromRows(['C.E#B', '...#D']));
    expect(s.warnings).toEqual([
      'tile 4,0: the cat can never reach this bone from its start: open a way to it, or remove it',
      'tile 4,1: the cat can never reach this dog from its start: open a way to it, or remove it',
    ]);
  });

  it('wins through the nearer of two exits', () => {
    expect(solvedAtPar(levelFromRows(['E...C.E'])).par).toBe(2);
  });
});

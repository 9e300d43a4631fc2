import { describe, expect, it } from 'vitest';
import { interpretKind } from '../level/kinds/interpret';
import { withDef } from '../level/kinds/kindTable';
import { KIND_DATA } from '../level/kinds/table';
import { levelFromRows } from '../level/levelFromRows';
import {
  animationFamily,
  animationFor,
  FALLBACK_SPRITE,
  type LookContext,
  NO_TINT,
  pairNumbers,
} from './entityLook';
import type { ViewEntity } from './viewSim';

const level = levelFromRows(['CrR.OO.D..D.E'], {
  patrols: [
    [
      [10, 0],
      [9, 0],
    ],
  ],
});
const entity = (kind: string, extra: Partial<ViewEntity> = {}): ViewEntity => {
  const piece = level.pieces.find((p) => p.kind === kind && (extra.patrol ? p.route : !p.route));
  if (!piece) throw new Error(kind);
  return { kind: piece.kind, piece, position: { x: piece.x, y: piece.y }, ...extra };
};
/** A map's own kind wearing the dog's sprite, tinted green. */
const crocodile = interpretKind({
  ...KIND_DATA.dog,
  name: 'crocodile',
  className: 'Crocodile',
  look: { sprite: 'dog_idle', tint: '#3a7d44' },
});
const SHEET = new Set([
  'cat_walk_left',
  'cat_idle_down',
  'cat_win',
  'dog_walk_right',
  'dog_attack',
  'dog_eat',
  'dog_doze',
  'dog_sleep',
  'key_red',
  'door_red',
  'door_red_open',
  'pipe',
  'dog_idle',
]);
const context = (over: Partial<LookContext> = {}): LookContext => ({
  has: (name) => SHEET.has(name),
  cat: { x: 6, y: 0 },
  flourish: null,
  attacker: null,
  eating: false,
  ...over,
});
const step = { from: { x: 0, y: 0 }, to: { x: 1, y: 0 }, elapsed: 1, duration: 9, jump: false };
const patrol = { next: { x: 9, y: 0 } };
const name = (e: ViewEntity, over: Partial<LookContext> = {}) => animationFor(e, context(over)).name;

describe('animationFor', () => {
  it("shows each piece as the kinds table's look says: its colour, an open door, a sleeping patroller", () => {
    expect(name(entity('key'))).toBe('key_red');
    expect(name(entity('door'))).toBe('door_red');
    expect(name(entity('door', { gone: true }))).toBe('door_red_open');
    expect(name(entity('pipe'))).toBe('pipe');
    expect(name(entity('dog', { patrol, gone: true }))).toBe('dog_sleep');
    expect(name(entity('cat'))).toBe('cat_idle_down');
  });

  it("shows a piece whose look the sheet lacks (a map's own kind) as the fallback sprite", () => {
    const mystery = interpretKind({
      ...KIND_DATA.bone,
      name: 'mystery',
      className: 'Mystery',
      look: { sprite: 'mystery' },
    });
    const plain = entity('pipe');
    const piece = withDef({ ...plain.piece, kind: 'mystery' }, mystery);
    expect(name({ ...plain, kind: 'mystery', piece })).toBe(FALLBACK_SPRITE);
    expect(name(entity('pipe'))).toBe('pipe');
  });

  it("recolours a map's own kind that looks like a built-in sprite with its tint; built-in pieces keep their colours", () => {
    const dog = entity('dog');
    const piece = withDef({ ...dog.piece, kind: 'crocodile' }, crocodile);
    const look = animationFor({ ...dog, kind: 'crocodile', piece }, context());
    expect(look).toMatchObject({ name: 'dog_idle', tint: 0x3a7d44 });
    expect(animationFor(dog, context()).tint).toBe(NO_TINT);
    expect(animationFor(entity('key'), context()).tint).toBe(NO_TINT);
  });

  it("eats, bites, walks and dozes a map's own kind as the built-in piece whose sprite it wears (the sheet has no crocodile_eat)", () => {
    const dog = entity('dog');
    const croc = {
      ...dog,
      kind: 'crocodile',
      piece: withDef({ ...dog.piece, kind: 'crocodile' }, crocodile),
    };
    expect(animationFamily(croc)).toBe('dog');
    expect(name(croc, { eating: true })).toBe('dog_eat');
    expect(name(croc, { attacker: croc })).toBe('dog_attack');
    expect(name(croc, { cat: { x: 0, y: 9 } })).toBe('dog_doze');
    expect(name({ ...croc, motion: step, facing: 'right' })).toBe('dog_walk_right');
    expect(animationFor(croc, context({ eating: true })).tint).toBe(0x3a7d44);
    // A fish drawn as a bone has no eating picture: eating, it stays a bone, never the fallback shape.
    const fish = interpretKind({
      ...KIND_DATA.dog,
      name: 'fish',
      className: 'Fish',
      look: { sprite: 'key_red' },
    });
    const key = entity('key');
    const fishy = { ...key, kind: 'fish', piece: withDef({ ...key.piece, kind: 'fish' }, fish) };
    expect(animationFamily(fishy)).toBe('key');
    expect(name(fishy, { eating: true })).toBe('key_red');
    for (const kind of ['cat', 'key', 'door', 'pipe', 'dog'])
      expect(animationFamily(entity(kind))).toBe(kind);
  });

  it('walks a moving entity that has a walk cycle for its facing', () => {
    expect(name(entity('cat', { motion: step, facing: 'left' }))).toBe('cat_walk_left');
    expect(name(entity('dog', { patrol, motion: step, facing: 'right' }))).toBe('dog_walk_right');
    // No walk cycle for that facing in the sheet: the look stands in.
    expect(name(entity('dog', { patrol, motion: step, facing: 'up' }))).toBe('dog_idle');
  });

  it('dozes a guard far from the cat, never a patroller; the attacker bares its teeth, a bribed dog eats', () => {
    const guard = entity('dog');
    expect(name(guard)).toBe('dog_idle');
    expect(name(guard, { cat: { x: 0, y: 9 } })).toBe('dog_doze');
    expect(name(entity('dog', { patrol }), { cat: { x: 0, y: 9 } })).toBe('dog_idle');
    expect(name(guard, { attacker: guard })).toBe('dog_attack');
    expect(name(guard, { eating: true })).toBe('dog_eat');
  });

  it('shows the end-of-level flourish on the cat', () => {
    expect(name(entity('cat', { motion: step }), { flourish: 'win' })).toBe('cat_win');
  });
});

describe('pairNumbers', () => {
  it('numbers pipe pairs in reading order of their first ends, only when there are several', () => {
    expect(pairNumbers(levelFromRows(['CO.O.E']).pieces).size).toBe(0);
    const pieces = levelFromRows(['COO.E', 'O...O', '..O.O']).pieces;
    const number = (x: number, y: number) =>
      pairNumbers(pieces).get(pieces.find((p) => p.x === x && p.y === y)?.id ?? -1);
    // Pairs in reading order: (1,0)-(2,0), (0,1)-(4,1), (2,2)-(4,2).
    expect([number(1, 0), number(2, 0), number(0, 1), number(4, 1), number(2, 2), number(4, 2)]).toEqual([
      1, 1, 2, 2, 3, 3,
    ]);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { levelFromRows } from './levelFromRows';
import { levelKinds, reviveLevel } from './levelKinds';
import { loadLevel } from './loadLevel';
import { ruleLevel, startState } from './rules/ruleLevel';
import { stepInto } from './rules/stepInto';

describe('a level crossing from the job worker', () => {
  it('crosses as a structured clone (no closures) and gets its pieces kinds back', () => {
    const level = levelFromRows(['#####', '#CBE#', '#####']);
    const crossed = structuredClone(level);
    expect(crossed.pieces[1]).not.toHaveProperty('def');
    const revived = reviveLevel(crossed);
    expect(revived.pieces.map((p) => p.def.name)).toEqual(['cat', 'bone', 'exit']);
    expect(revived.grid.isWall(0, 0)).toBe(true);
  });
});

describe("a level with kinds of its own crossing from the job worker (issue 48: the game's fish gave nothing)", () => {
  it('plays by the same kinds its pieces carry: a fish taken after the crossing counts', async () => {
    const file = 'test-data/own-kinds/fish-and-crocodile.tmj';
    const level = await loadLevel(file, async (path) => readFileSync(path, 'utf8'));
    const revived = reviveLevel(structuredClone(level));
    const fish = revived.pieces.find((p) => p.kind === 'fish');
    expect(fish?.def).toBe(levelKinds(revived).byName('fish'));
    const rules = ruleLevel(revived);
    const state = startState(rules);
    stepInto(rules, state, revived.grid.width + 2);
    expect(state.counters[rules.counterIndex.get('fish') ?? -1]).toBe(1);
  });

  it("plays a level copied with a change (the partner's variants: `{ ...level, pieces }`) by its pieces' kinds", async () => {
    const file = 'test-data/own-kinds/fish-and-crocodile.tmj';
    const level = await loadLevel(file, async (path) => readFileSync(path, 'utf8'));
    const copy = { ...level, pieces: [...level.pieces] };
    const rules = ruleLevel(copy);
    const state = startState(rules);
    stepInto(rules, state, copy.grid.width + 2);
    expect(state.counters[rules.counterIndex.get('fish') ?? -1]).toBe(1);
  });
});

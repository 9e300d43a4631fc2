import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { orderLevels } from './levelCatalog';

const LEVELS = resolve(import.meta.dirname, '../../../levels');

describe('the first part of the level files (levelsFirst.ts)', () => {
  it('holds the first level of the list: its glob names it `01-`', () => {
    const texts = new Map(
      readdirSync(LEVELS)
        .filter((name) => /\.(tmj|json)$/.test(name))
        .map((name) => [`levels/${name}`, readFileSync(resolve(LEVELS, name), 'utf8')] as const),
    );
    const [first, second] = orderLevels(texts);
    expect(first.file).toMatch(/^levels\/01-/);
    expect(second.file).not.toMatch(/^levels\/01-/);
  });
});

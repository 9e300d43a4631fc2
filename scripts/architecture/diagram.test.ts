import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { architectureSvg, directImports, roomImports, SVG_PATH } from './diagram';
import { APP_ROOMS, SHELL } from './order';

const SRC = resolve(dirname(new URL(import.meta.url).pathname), '../../src');

describe('the architecture picture', () => {
  it('shows every room of src/app', () => {
    const svg = architectureSvg(SRC);
    for (const room of APP_ROOMS.flat().filter((name) => name !== SHELL)) expect(svg).toContain(`>${room}/<`);
  });

  it('draws an arrow only where no longer path of arrows leads already', () => {
    const edges = new Map([
      ['play', new Set(['levels', 'page'])],
      ['levels', new Set(['page'])],
    ]);
    expect(directImports(edges)).toEqual([
      { from: 'play', to: 'levels' },
      { from: 'levels', to: 'page' },
    ]);
    expect(roomImports(SRC).get('play')).toContain('levels');
  });

  it('is drawn from the code as it is (npx tsx scripts/architecture/diagram.ts redraws it)', () => {
    expect(readFileSync(SVG_PATH, 'utf8')).toBe(architectureSvg(SRC));
  });
});

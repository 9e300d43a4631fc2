import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { architectureSvg, nodesOf, SVG_PATH } from './diagram';

const SRC = resolve(dirname(new URL(import.meta.url).pathname), '../../src');

describe('the architecture picture', () => {
  it('shows every screen module and the router', () => {
    const files = nodesOf(SRC).map((n) => n.file);
    expect(files).toContain('app/routes/aboutRoute.ts');
    expect(files).toContain('app/router/Router.ts');
  });

  it('is drawn from the code as it is (npx tsx scripts/architecture/diagram.ts redraws it)', () => {
    expect(readFileSync(SVG_PATH, 'utf8')).toBe(architectureSvg(SRC));
  });
});

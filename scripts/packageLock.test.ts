import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * `npm install` rewrites package-lock.json whenever its root entry no longer mirrors package.json
 * (a field added to package.json but not to the lock, as `engines` once was), leaving a fresh clone
 * with a modified file. `npm ci` does not notice, so the check lives here.
 */
const MIRRORED = [
  'name',
  'version',
  'license',
  'bin',
  'engines',
  'dependencies',
  'devDependencies',
  'optionalDependencies',
  'peerDependencies',
] as const;

const readJson = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`../${name}`, import.meta.url), 'utf8'));

describe('package-lock.json', () => {
  it('has a root entry that mirrors package.json, so npm install leaves it as committed', () => {
    const manifest = readJson('package.json');
    const lock = readJson('package-lock.json') as { packages: Record<string, Record<string, unknown>> };
    const root = lock.packages[''];
    for (const field of MIRRORED) expect({ [field]: root[field] }).toEqual({ [field]: manifest[field] });
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadLevel } from '../../level/loadLevel';
import { Sim } from '../../sim';
import { solveLevel } from '../../solver/solveLevel';
import { packMap } from './mapPayload';
import { readShareLink, shareFragment } from './shareLink';

/**
 * Share links of levels with kinds of their own (a map's `kinds` property, docs/pieces.md): the
 * link carries them and the level plays; a hostile `kinds` gets a sentence, in bounded time.
 */

const FISH = readFileSync('test-data/own-kinds/fish-and-crocodile.tmj', 'utf8');

/** The hash of a link to `text` as the map `m.tmj`, as the editor's Share makes it (no replay). */
function linkTo(text: string): string {
  const files = [{ path: 'm.tmj', text }];
  return shareFragment({ kind: 'map', files, packed: packMap(files) }, null);
}

async function levelOfLink(hash: string) {
  const link = readShareLink(hash);
  if (link.kind !== 'shared' || link.level.kind !== 'map')
    throw new Error(JSON.stringify(link).slice(0, 200));
  expect(link.replay).toBeNull();
  const files = link.level.files;
  return loadLevel(files[0].path, async (path) => files.find((f) => f.path === path)?.text ?? '');
}

/** The fish level with its `kinds` property's value replaced. */
function withKinds(value: unknown): string {
  const map = JSON.parse(FISH);
  const kinds = map.properties.find((p: { name: string }) => p.name === 'kinds');
  kinds.value = value;
  if (typeof value !== 'string') kinds.type = 'int';
  return JSON.stringify(map);
}

/** Why a link's level does not load: the loader's sentence. */
async function refusal(hash: string): Promise<string> {
  return levelOfLink(hash).then(
    () => 'it loaded',
    (error: unknown) => String(error),
  );
}

describe('a share link of a level with its own kinds', { timeout: 20_000 }, () => {
  it('carries the kinds, opens the level (not its solution) and it plays and solves', async () => {
    const hash = linkTo(FISH);
    expect(hash).not.toContain('replay=');
    const level = await levelOfLink(hash);
    expect(level.kinds.map((k) => k.name)).toEqual(['fish', 'crocodile']);
    const sim = new Sim(level);
    expect(sim.status).toBe('playing');
    sim.command({ kind: 'walkTo', x: 5, y: 1 });
    sim.runUntilIdle();
    expect(sim.status).toBe('won');
    expect(solveLevel(level).verdict).toBe('solvable');
  });

  it('a hostile kinds property gets a sentence naming it, never a hang', async () => {
    const cases: [string, unknown, RegExp][] = [
      [
        '10,000 kinds',
        `[${Array(10_000).fill('{}').join(',')}]`,
        /declares 10000 kinds; a level has at most 16/,
      ],
      ['too big', `[${'{"name": "fish"},'.repeat(20_000)}{}]`, /characters; at most 65,536 are read/],
      ['too deep', `${'['.repeat(5000)}${']'.repeat(5000)}`, /nests deeper than 8 levels/],
      ['not JSON', 'fish fish fish', /is not JSON/],
      ['not a string', 42, /must be a string holding a JSON array of kinds/],
      [
        'a rule of nonsense',
        '[{"name": "fish", "className": "Fish", "rules": [{"on": "explode"}]}]',
        /explode/,
      ],
      [
        'code',
        '[{"name": "fish", "className": "Fish", "rules": [], "look": {"sprite": "javascript:alert(1)"}}]',
        /sprite/,
      ],
    ];
    for (const [what, value, message] of cases) {
      const said = await refusal(linkTo(withKinds(value)));
      expect(said, what).toMatch(/map property "kinds"/);
      expect(said, what).toMatch(message);
    }
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TiledLimits } from './limits';
import { loadTiledMap } from './loadTiledMap';
import { MapError } from './mapError';

// Real maps, mutated: every case must load or raise MapError, never anything else. The limits are
// small so that no case can take long (the guarantee is by construction, not by a timer).
const SMALL: Partial<TiledLimits> = {
  maxLayerCells: 4096,
  maxTotalCells: 16384,
  maxDecompressedBytes: 1 << 20,
  maxFileChars: 1 << 20,
  maxObjects: 500,
  maxFiles: 16,
  maxDepth: 12,
};

const SAMPLES = fileURLToPath(new URL('../../test-data/tiled-samples/', import.meta.url));
const FIXTURES = fileURLToPath(new URL('./fixtures/src/', import.meta.url));

/** Every text file of both folders, by path, for the in-memory ReadFile. */
const store = new Map<string, string>();
for (const dir of [SAMPLES, FIXTURES]) {
  for (const name of readdirSync(dir)) {
    if (/\.(json|tmx|tsx|tx)$/.test(name)) store.set(dir + name, readFileSync(dir + name, 'utf8'));
  }
}
// Keep maps the small limits can hold (chunks.map.json spans thousands of tiles on purpose).
const MAPS = [...store.keys()].filter(
  (p) => (p.endsWith('.map.json') && !p.endsWith('chunks.map.json')) || /finite-[^/]*\.tmx$/.test(p),
);

type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** All paths to values inside a JSON value. */
function paths(value: JsonValue, prefix: (string | number)[] = [], out: (string | number)[][] = []) {
  out.push(prefix);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) paths(value[i], [...prefix, i], out);
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) paths(v, [...prefix, k], out);
  }
  return out;
}

function setAt(root: JsonValue, path: (string | number)[], replacement: JsonValue | undefined): JsonValue {
  if (path.length === 0) return replacement ?? null;
  let node = root as Record<string | number, JsonValue>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, JsonValue>;
  const last = path[path.length - 1];
  if (replacement === undefined) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else node[last] = replacement;
  return root;
}

const nasty = fc.constantFrom<JsonValue>(
  -1,
  0,
  1,
  0.5,
  2 ** 31,
  2 ** 32 + 1,
  1e12,
  -1e12,
  3221225473,
  '',
  'zstd',
  'zlib',
  'gzip',
  'base64',
  'csv',
  'isometric',
  'group',
  'tilelayer',
  'objectgroup',
  'imagelayer',
  '__proto__',
  '../../../etc/passwd',
  'KLUv/SBAvQAAgAEAAAACAAAAAwAAAAQAAAABAJpoLgE=',
  'eJxjYGBgYGQAAAAMAAI=',
  true,
  false,
  null,
  [],
  {},
  [1, 2, 3],
);
const replacement = fc.oneof(nasty, fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<JsonValue>);

/** A structural mutation of a JSON document: replace, delete or duplicate one value. */
const jsonMutation = fc.record({
  pick: fc.nat(),
  kind: fc.constantFrom('replace', 'delete', 'duplicate'),
  value: replacement,
});

/** A textual mutation: any document, JSON or XML, damaged at a few places. */
const textMutation = fc.array(
  fc.record({ at: fc.nat(), cut: fc.nat({ max: 8 }), insert: fc.string({ maxLength: 6 }) }),
  { minLength: 1, maxLength: 4 },
);

function mutateJson(text: string, m: { pick: number; kind: string; value: JsonValue }): string {
  const root = JSON.parse(text) as JsonValue;
  const all = paths(root);
  const path = all[m.pick % all.length];
  if (m.kind === 'delete') return JSON.stringify(setAt(root, path, undefined));
  if (m.kind === 'duplicate' && path.length > 0) {
    let value: JsonValue = root;
    for (const key of path) value = (value as Record<string | number, JsonValue>)[key];
    const copy = JSON.parse(JSON.stringify(value)) as JsonValue;
    return JSON.stringify(setAt(root, path, Array.isArray(copy) ? [...copy, ...copy] : copy));
  }
  return JSON.stringify(setAt(root, path, m.value));
}

function mutateText(text: string, edits: { at: number; cut: number; insert: string }[]): string {
  let out = text;
  for (const e of edits) {
    const at = e.at % (out.length + 1);
    out = out.slice(0, at) + e.insert + out.slice(at + e.cut);
  }
  return out;
}

const outcomes = { loaded: 0, refused: 0 };

async function loadsOrRefuses(file: string, files: Map<string, string>): Promise<void> {
  const readFile = async (path: string) => {
    const text = files.get(path);
    if (text === undefined) throw new Error('ENOENT');
    return text;
  };
  try {
    await loadTiledMap(file, readFile, { limits: SMALL });
  } catch (error) {
    if (!(error instanceof MapError)) throw error;
    expect(error.file.length).toBeGreaterThan(0);
    expect(error.detail.length).toBeGreaterThan(0);
    outcomes.refused++;
    return;
  }
  outcomes.loaded++;
}

describe('fuzzing real maps', () => {
  it('structural mutations of maps and of the files they use', async () => {
    const jsonFiles = [...store.keys()].filter((p) => p.endsWith('.json'));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...MAPS.filter((p) => p.endsWith('.json'))),
        fc.option(fc.constantFrom(...jsonFiles), { freq: 3 }),
        jsonMutation,
        async (map, other, mutation) => {
          // Mostly the map itself; sometimes a tileset, template or another file it may use.
          const target = other ?? map;
          const files = new Map(store);
          files.set(target, mutateJson(files.get(target)!, mutation));
          await loadsOrRefuses(map, files);
        },
      ),
      { numRuns: 2500 },
    );
  });

  it('text damage to JSON and TMX maps, tilesets and templates', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...MAPS),
        fc.option(fc.constantFrom(...store.keys()), { freq: 3 }),
        textMutation,
        async (map, other, edits) => {
          const target = other ?? map;
          const files = new Map(store);
          files.set(target, mutateText(files.get(target)!, edits));
          await loadsOrRefuses(map, files);
        },
      ),
      { numRuns: 2500 },
    );
    // Both outcomes happen: the mutations reach the loader's checks rather than all failing early.
    expect(outcomes.loaded).toBeGreaterThan(100);
    expect(outcomes.refused).toBeGreaterThan(100);
  });
});

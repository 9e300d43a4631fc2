/**
 * The Tiled extension in the real Tiled (Debian's `tiled`, 1.8.2 here) under `xvfb-run`: a fresh
 * bundle and the committed project files are copied into a folder of their own with a few maps; in
 * its test mode the extension opens and saves each map, checks it, selects each problem's place, and
 * writes what it did; then it fixes one map's par and saves it again, which resets Tiled's script
 * engine to take the fixed problem off the Issues view. Skipped, saying so, when `tiled` or `xvfb-run` is not installed (.ci/run
 * installs both).
 */
import { execFile, spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFile } from '../../src/cli/commands/check';
import { projectTypes } from '../../src/cli/nodeFiles';
import { loadLevel } from '../../src/level';
import { objectLayerJson, tileLayerJson } from '../../src/level/tmjWriter';
import { Sim } from '../../src/sim';
import { solveLevel } from '../../src/solver';
import { bundleExtension } from './bundleExtension';
import { OBJECT_TYPES_FILE } from './projectFiles';

const ROOT = resolve(import.meta.dirname, '../..');
const LEVELS = join(ROOT, 'levels');
const PROJECT = 'maze-cat.tiled-project';

const installed = (program: string) => spawnSync('which', [program]).status === 0;
const MISSING = ['tiled', 'xvfb-run'].filter((p) => !installed(p));
if (MISSING.length > 0)
  console.warn(
    `skipping the Tiled extension test: ${MISSING.join(' and ')} not installed (apt-get install tiled xvfb)`,
  );

interface Finding {
  severity: 'error' | 'warning';
  text: string;
  place: { text: string; object: number | null; tile: [number, number] | null; layer: string | null };
  selected: { objects: number[]; area: number[]; layer: string | null };
}
interface MapRecord {
  file: string;
  summary: string;
  findings: Finding[];
  /** Whether this save's check asked Tiled to reset the script engine. */
  reset: boolean;
  failed?: string;
}
interface TiledRun {
  tiled: string;
  classes: Record<string, Record<string, unknown>>;
  /** One per step, in order. */
  records: MapRecord[];
  /** How many times the extension started: 1 and one per reset. */
  starts: number;
  /** Every issue the extension put in the Issues view since the last reset. */
  shown: { severity: string; text: string }[];
  failed?: string;
}

/** A folder like levels/ holding the project, the fresh extension and the given maps; returns its path. */
async function projectFolder(maps: Record<string, object>): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'maze-cat-tiled-'));
  const levels = join(dir, 'levels');
  mkdirSync(join(levels, 'extensions'), { recursive: true });
  for (const name of [PROJECT, OBJECT_TYPES_FILE, 'maze-cat.tsj', 'maze-cat.png'])
    copyFileSync(join(LEVELS, name), join(levels, name));
  writeFileSync(join(levels, 'extensions', 'maze-cat-check.js'), await bundleExtension());
  for (const [name, map] of Object.entries(maps)) {
    mkdirSync(dirname(join(levels, name)), { recursive: true });
    writeFileSync(join(levels, name), JSON.stringify(map));
  }
  // TMX maps with external tilesets and templates, base64 zlib and gzip layers: the XML reader and
  // the decompressors in Tiled's engine.
  cpSync(join(ROOT, 'src/tiled/fixtures/src'), join(levels, 'tmx'), { recursive: true });
  // Tiled 1.8 opens a project given on its command line only through its session file, and runs a
  // project's extensions only once the user has enabled them (a preference).
  writeFileSync(join(levels, 'maze-cat.tiled-session'), JSON.stringify({ project: PROJECT }));
  mkdirSync(join(dir, 'home', '.config', 'mapeditor.org'), { recursive: true });
  writeFileSync(
    join(dir, 'home', '.config', 'mapeditor.org', 'tiled.conf'),
    `[Scripting]\nEnabledProjects=${join(levels, PROJECT)}\n`,
  );
  return dir;
}

/**
 * Runs Tiled on the folder's project in the extension's test mode, each step a map to save (see
 * extension/testMode.ts); returns what the extension wrote.
 */
function runTiled(dir: string, steps: readonly string[]): Promise<TiledRun> {
  const output = join(dir, 'found.json');
  const env = {
    ...process.env,
    HOME: join(dir, 'home'),
    XDG_CONFIG_HOME: join(dir, 'home', '.config'),
    XDG_RUNTIME_DIR: dir,
    MAZE_CAT_TILED_TEST: output,
    MAZE_CAT_TILED_MAP: steps.map((m) => join(dir, 'levels', m)).join('|'),
  };
  const args = ['-a', 'tiled', '--new-instance', join(dir, 'levels', PROJECT)];
  return new Promise((done, fail) => {
    execFile('xvfb-run', args, { env, timeout: 100_000 }, (error, _out, err) => {
      try {
        done(JSON.parse(readFileSync(output, 'utf8')));
      } catch {
        fail(new Error(`Tiled wrote no results (${error?.message ?? 'it exited'}): ${err}`));
      }
    });
  });
}

const level = (name: string) => JSON.parse(readFileSync(join(LEVELS, name), 'utf8'));

/** The issues `maze-cat check` reports on a map as it is on disk, as "severity text". */
async function expectedIssues(dir: string, path: string): Promise<string[]> {
  const base = (file: string) => file.slice(file.lastIndexOf('/') + 1);
  const name = base(path);
  // As Check level runs it: with the project, whose kind classes it checks too.
  const classes = await projectTypes(join(dir, 'levels', PROJECT));
  const { report } = await checkFile(join(dir, 'levels', path), undefined, false, classes);
  const expected = [...report.errors, ...report.warnings].map(
    (p) =>
      `${p.severity} Maze Cat: ${base(p.file)}: ${p.place.text === '' ? '' : `${p.place.text}: `}${p.message}`,
  );
  if (report.verdict === 'unsolvable')
    expected.push(`error Maze Cat: ${name}: the level cannot be won: ${report.reason}`);
  return expected.sort();
}

/** A solvable level with a wrong par and a bone the solution leaves. */
function wrongParLevel(): object {
  const map = level('03-good-dog.tmj');
  map.properties = map.properties.map((p: { name: string }) => (p.name === 'par' ? { ...p, value: 12 } : p));
  map.layers[2].objects.push({ ...map.layers[2].objects[0], id: 5, x: 32, y: 64 });
  map.nextobjectid = 6;
  return map;
}

/** A shelf level (community/08-corner-shop) without the map properties `names`. */
function shelfMapWithout(names: readonly string[]): object {
  const map = level('community/08-corner-shop.tmj');
  map.properties = map.properties.filter((p: { name: string }) => !names.includes(p.name));
  return map;
}

/**
 * A map of the designer's own kinds, declared only as classes of the project (from
 * test-data/own-kinds/classes.json, and Shark, whose rule needs a counter no piece gives): a room
 * of 5 by `rows` tiles walled round, the cat in its top left corner, the exit at its top right and
 * `pieces` (class, x, y) between. No `kinds` property: the extension writes it on save.
 */
function ownKindsMap(
  title: string,
  pieces: readonly (readonly [string, number, number])[],
  rows = 1,
): object {
  const piece = (id: number, type: string, x: number, y: number) => ({
    id,
    name: '',
    type,
    x: x * 32,
    y: y * 32,
    width: 32,
    height: 32,
    rotation: 0,
    visible: true,
  });
  const height = rows + 2;
  const row = (wall: boolean) => (wall ? Array(7).fill(6) : [6, 0, 0, 0, 0, 0, 6]);
  const objects = [['Cat', 1, 1], ...pieces, ['Exit', 5, 1]] as const;
  return {
    type: 'map',
    version: '1.8',
    tiledversion: '1.8.2',
    orientation: 'orthogonal',
    renderorder: 'right-down',
    infinite: false,
    width: 7,
    height,
    tilewidth: 32,
    tileheight: 32,
    nextlayerid: 4,
    nextobjectid: objects.length + 1,
    properties: [{ name: 'title', type: 'string', value: title }],
    tilesets: [{ firstgid: 1, source: '../maze-cat.tsj' }],
    layers: [
      tileLayerJson(1, 'ground', 7, height, Array(7 * height).fill(1)),
      tileLayerJson(
        2,
        'walls',
        7,
        height,
        Array.from({ length: height }, (_, y) => row(y === 0 || y === height - 1)).flat(),
      ),
      objectLayerJson(
        3,
        'pieces',
        objects.map(([type, x, y], i) => piece(i + 1, type, x, y)),
      ),
    ],
  };
}

/** A fish, then a crocodile (or the shark) on the way to the exit. */
const fishMap = (middle: 'Crocodile' | 'Shark') =>
  ownKindsMap(`Fish and ${middle}`, [
    ['Fish', 2, 1],
    [middle, 3, 1],
  ]);

/** The project's custom types with the designer's classes added, as Tiled's Custom Types Editor would. */
function withKindClasses(projectFile: string): void {
  const project = JSON.parse(readFileSync(projectFile, 'utf8'));
  const classes = JSON.parse(readFileSync(join(ROOT, 'test-data/own-kinds/classes.json'), 'utf8'));
  const shark = {
    id: 110,
    name: 'Shark',
    type: 'class',
    members: [
      {
        name: 'rule1',
        type: 'class',
        propertyType: 'KindRule',
        value: { on: 'meet', needs: 'fsh', spend: true, short: 'lose', go: true },
      },
      { name: 'sprite', type: 'string', propertyType: 'KindSprite', value: 'dog_idle' },
    ],
  };
  project.propertyTypes.push(...classes, shark);
  writeFileSync(projectFile, `${JSON.stringify(project, null, 4)}\n`);
}

/** A draft in a plain folder beside levels/ (no project above it), naming `../maze-cat.tsj`. */
const PLAIN_DRAFT = '../plain/drafts/plain-draft.tmj';

/** A map of the classes Rock, FlapEast and Cushion (`block`, `oneWay`, `end` `stop`). */
const ROCK_FLAP_CUSHION = 'kinds/rock-flap-cushion.tmj';

/** The maps each saved once; then fixed-par.tmj is saved with its par wrong, then with it fixed. */
const SAVED_ONCE = [
  'all-mistakes.tmj',
  'wrong-par.tmj',
  'no-bone.tmj',
  // A draft in a folder of its own, its tileset one level up (../maze-cat.tsj).
  'drafts/draft.tmj',
  // The same in a plain folder outside the project: refused as `check` refuses it (issue 46).
  PLAIN_DRAFT,
  // A shelf map with no maker and no par: held to the shelf's rules on save as by check (issue 46).
  'community/no-maker.tmj',
  'tmx/finite-base64-zlib.tmx',
  'tmx/infinite-base64-gzip.tmx',
  // The designer's own kinds, from the project's classes: the saved map carries them (issue 48).
  'kinds/fish-crocodile.tmj',
  ROCK_FLAP_CUSHION,
];

/** A map using a class with a mistake (Shark): saved once, its issues checked on their own. */
const SHARK = 'kinds/fish-shark.tmj';
/** The on-save check's words for Shark's mistake: the project file, the class and the member. */
const SHARK_MISTAKE = `error Maze Cat: ${PROJECT}: class "Shark", member "rule1.needs": \`needs\` names a counter no piece gives: "fsh"`;

/** One run of Tiled for both tests (Tiled takes seconds to start). */
let run: Promise<{ dir: string; found: TiledRun; par: number }> | null = null;
function tiledRun() {
  run ??= (async () => {
    const noBone = level('03-good-dog.tmj');
    noBone.layers[2].objects = noBone.layers[2].objects.slice(1);
    const dir = await projectFolder({
      'all-mistakes.tmj': JSON.parse(readFileSync(join(ROOT, 'src/cli/fixtures/all-mistakes.tmj'), 'utf8')),
      'wrong-par.tmj': wrongParLevel(),
      'no-bone.tmj': noBone,
      'drafts/draft.tmj': { ...wrongParLevel(), tilesets: [{ firstgid: 1, source: '../maze-cat.tsj' }] },
      'fixed-par.tmj': wrongParLevel(),
      'community/no-maker.tmj': shelfMapWithout(['maker', 'par']),
      [PLAIN_DRAFT]: { ...wrongParLevel(), tilesets: [{ firstgid: 1, source: '../maze-cat.tsj' }] },
      'kinds/fish-crocodile.tmj': fishMap('Crocodile'),
      [SHARK]: fishMap('Shark'),
      // A cushion stops the walk, the flap lets it on east, the rock sends it round by the row below.
      [ROCK_FLAP_CUSHION]: ownKindsMap(
        'Rock, flap and cushion',
        [
          ['Cushion', 2, 1],
          ['FlapEast', 3, 1],
          ['Rock', 4, 1],
        ],
        2,
      ),
    });
    withKindClasses(join(dir, 'levels', PROJECT));
    copyFileSync(join(LEVELS, 'maze-cat.tsj'), join(dir, 'plain', 'maze-cat.tsj'));
    const par = (await checkFile(join(dir, 'levels', 'fixed-par.tmj'))).report.par ?? 0;
    const found = await runTiled(dir, [...SAVED_ONCE, SHARK, 'fixed-par.tmj', `fixed-par.tmj#par=${par}`]);
    return { dir, found, par };
  })();
  return run;
}

describe('the Tiled extension in the real Tiled', () => {
  it('lists every problem of a saved map in the Issues view, and selects its object or tile', async (ctx) => {
    ctx.skip(MISSING.length > 0, `${MISSING.join(' and ')} not installed`);
    const { dir, found } = await tiledRun();
    expect(found.failed).toBeUndefined();
    expect(found.tiled).toMatch(/^1\.\d+/);
    // Tiled read the piece classes (Tiled 1.8: from objecttypes.xml) with their members' defaults,
    // a colour as the project's KeyColour enum (red is its value 0), a pipe's end as an object.
    const colour = { value: 0, typeName: 'KeyColour' };
    expect(found.classes).toMatchObject({
      Cat: {},
      Bone: {},
      Key: { colour },
      Door: { colour },
      Pipe: { to: { id: 0 } },
      Dog: {},
      Exit: {},
    });
    const savedOnce = found.records.slice(0, SAVED_ONCE.length);
    const byName = new Map(savedOnce.map((m) => [m.file.slice(m.file.lastIndexOf('/') + 1), m]));

    // Each map's issues are what `maze-cat check` reports on the file Tiled saved, word for word.
    for (const path of SAVED_ONCE) {
      const record = byName.get(path.slice(path.lastIndexOf('/') + 1));
      expect(record?.failed).toBeUndefined();
      expect(record?.reset).toBe(false);
      expect(record?.findings.map((f) => `${f.severity} ${f.text}`).sort()).toEqual(
        await expectedIssues(dir, path),
      );
    }

    // Tiled's on-save check refuses the plain folder's tileset as Check level (`maze-cat check`) does.
    expect(byName.get('plain-draft.tmj')?.findings.map((f) => f.text)).toContainEqual(
      expect.stringContaining(
        `refused: it is outside the level's project folder ${join(dir, 'plain', 'drafts')}`,
      ),
    );

    const shelfErrors = byName.get('no-maker.tmj')?.findings.filter((f) => f.severity === 'error');
    expect(shelfErrors?.map((f) => f.text)).toEqual([
      'Maze Cat: no-maker.tmj: map property "maker": is missing: add the string property "maker": your name, as the shelf credits you',
      `Maze Cat: no-maker.tmj: map property "par": is missing: add the float property "par": the solver's par, 12.41`,
    ]);

    const all = byName.get('all-mistakes.tmj');
    expect(all?.summary).toBe('invalid (6 errors, 6 warnings)');
    for (const f of all?.findings ?? []) {
      if (f.place.object !== null) {
        // An object's issue selects that object, on its layer.
        expect(f.selected).toEqual({ objects: [f.place.object], area: [0, 0, 0, 0], layer: f.place.layer });
      } else if (f.place.tile) {
        // A tile's issue selects that tile, on its layer.
        expect(f.selected).toEqual({ objects: [], area: [...f.place.tile, 1, 1], layer: f.place.layer });
      }
    }
    expect(all?.findings.map((f) => f.text)).toContain(
      'Maze Cat: all-mistakes.tmj: layer "markers", tile 0,2: Dog stands on a wall; move it onto floor',
    );
    expect(byName.get('wrong-par.tmj')?.summary).toMatch(
      /^solvable, par \d+ \(the map says 12\); 1 error, \d+ warnings?$/,
    );
    expect(byName.get('no-bone.tmj')?.summary).toBe('unsolvable; 1 error, 0 warnings');
    // The draft's tileset, one level up, was read: the level loaded and was solved.
    expect(byName.get('draft.tmj')?.summary).toMatch(
      /^solvable, par \d+ \(the map says 12\); 1 error, \d+ warnings?$/,
    );
  }, 120_000);

  it('takes a fixed problem off the Issues view at the next save, with one reload', async (ctx) => {
    ctx.skip(MISSING.length > 0, `${MISSING.join(' and ')} not installed`);
    const { dir, found, par } = await tiledRun();
    const [wrong, fixed] = found.records.slice(SAVED_ONCE.length + 1);
    const parError = wrong.findings.find((f) => f.text.includes('the map says par 12'));
    expect(parError?.severity).toBe('error');
    expect(wrong.reset).toBe(false);
    // The fix leaves the bone warning; the par error listed before is stale, so a reset is asked for.
    expect(fixed.summary).toBe(`solvable, par ${par} (the map says ${par}); 0 errors, 1 warning`);
    expect(fixed.reset).toBe(true);
    // One reset, and its start (which re-checked every open map) asked for none.
    expect(found.starts).toBe(2);
    // What the Issues view got since the reset: each map's findings as saved now, and nothing more.
    const expected = new Set<string>();
    for (const path of [...SAVED_ONCE, 'fixed-par.tmj', SHARK])
      for (const issue of await expectedIssues(dir, path)) expected.add(issue);
    expect(found.shown.map((i) => `${i.severity} ${i.text}`).sort()).toEqual([...expected].sort());
    expect(found.shown.map((i) => i.text)).not.toContain(parError?.text);
  }, 120_000);

  it("writes a designer's kinds from the project's classes into the saved map, names a class's mistake, and the game wins the map", async (ctx) => {
    ctx.skip(MISSING.length > 0, `${MISSING.join(' and ')} not installed`);
    const { dir, found } = await tiledRun();
    const file = (path: string) => join(dir, 'levels', path);
    const saved = found.records.find((r) => r.file.endsWith('fish-crocodile.tmj'));
    expect(saved?.summary).toMatch(/^solvable, par 4; 0 errors, \d+ warnings?$/);
    const rockFlap = found.records.find((r) => r.file.endsWith(ROCK_FLAP_CUSHION.slice('kinds/'.length)));
    expect(rockFlap?.summary).toMatch(/^solvable, par \d+; 0 errors, \d+ warnings?$/);
    for (const [path, classes] of [
      ['kinds/fish-crocodile.tmj', ['Fish', 'Crocodile']],
      [ROCK_FLAP_CUSHION, ['Rock', 'FlapEast', 'Cushion']],
    ] as const) {
      // Tiled saved the kinds property the extension wrote just before the save.
      const map = JSON.parse(readFileSync(file(path), 'utf8'));
      const kinds = JSON.parse(map.properties.find((p: { name: string }) => p.name === 'kinds').value);
      expect(kinds.map((k: { className: string }) => k.className)).toEqual(classes);
      // The map alone, as the game loads it: the Sim wins it by the solver's taps.
      const level = await loadLevel(file(path), async (p) => readFileSync(p, 'utf8'));
      const sim = new Sim(level);
      for (const tap of solveLevel(level).taps) {
        sim.command({ kind: 'walkTo', ...tap });
        sim.runUntilIdle();
      }
      expect(sim.status).toBe('won');
    }

    // A class with a mistake: named at its member, as Check level (`check --project`) names it,
    // besides what the loader finds in the map (whose Shark is then no kind it knows); its kinds
    // are not written.
    const shark = found.records.find((r) => r.file.endsWith('fish-shark.tmj'));
    expect(shark?.findings.map((f) => `${f.severity} ${f.text}`).sort()).toEqual(
      await expectedIssues(dir, SHARK),
    );
    expect(shark?.findings.map((f) => `${f.severity} ${f.text}`)).toContain(SHARK_MISTAKE);
    expect(readFileSync(file(SHARK), 'utf8')).not.toContain('"kinds"');
  }, 120_000);
});

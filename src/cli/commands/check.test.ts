import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, writeLevel } from '../testCli';

const check = (args: string[]) => runCli(['check', ...args]);

describe('maze-cat check', () => {
  it('solves a map whose kinds are its own (its `kinds` property) and names a mistake in them', async () => {
    const good = await check(['test-data/own-kinds/fish-and-crocodile.tmj']);
    expect(good.code).toBe(0);
    expect(good.out).toContain('pieces:   0 bones, 1 fish, 0 dogs, 1 crocodile, 1 exit');
    expect(good.out).toContain('par:      4');
    // Its own kinds drawn by free small letters, never a built-in kind's in either case (the
    // crocodile is not the cat's C, nor c, r, o or d), and named under the drawing.
    expect(good.out).toContain('    #######\n    #Cfi*E#\n    #######\n    f fish, i crocodile\n');
    const map = JSON.parse(readFileSync('test-data/own-kinds/fish-and-crocodile.tmj', 'utf8'));
    map.properties[1].value = map.properties[1].value.replace(
      '"counter": "fish", "n": 1, "spend"',
      '"counter": "fsh", "n": 1, "spend"',
    );
    const dir = mkdtempSync(join(tmpdir(), 'own-kinds-'));
    const bad = join(dir, 'bad.tmj');
    writeFileSync(bad, JSON.stringify(map));
    const refused = await check([bad]);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain(
      'error:    map property "kinds": at [1].rules[0].need: `needs` names a counter no piece gives: "fsh"',
    );
  });

  it("with --project, checks the project's kind classes a map uses, as Tiled's on-save check does", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kind-classes-'));
    const project = join(dir, 'kinds.tiled-project');
    const classes = JSON.parse(readFileSync('test-data/own-kinds/classes.json', 'utf8'));
    const shark = {
      id: 120,
      name: 'Shark',
      type: 'class',
      members: [
        {
          name: 'rule1',
          type: 'class',
          propertyType: 'KindRule',
          value: { on: 'meet', needs: 'fsh', short: 'lose', go: true },
        },
      ],
    };
    const types = JSON.parse(readFileSync('levels/maze-cat.tiled-project', 'utf8')).propertyTypes;
    writeFileSync(project, JSON.stringify({ propertyTypes: [...types, ...classes, shark] }));
    copyFileSync('test-data/own-kinds/fish-and-crocodile.tmj', join(dir, 'saved.tmj'));
    const map = JSON.parse(readFileSync('test-data/own-kinds/fish-and-crocodile.tmj', 'utf8'));
    // Saved by Tiled with the project's classes: no complaint.
    const saved = await check([join(dir, 'saved.tmj'), '--project', project]);
    expect(saved.code).toBe(0);
    expect(saved.out).not.toContain('map property "kinds"');
    // A project whose crocodile changed since the map was saved: the map plays its own property still.
    map.properties[1].value = map.properties[1].value.replace('"dog_idle"', '"dog_sleep"');
    writeFileSync(join(dir, 'stale.tmj'), JSON.stringify(map));
    const stale = await check([join(dir, 'stale.tmj'), '--project', project]);
    expect(stale.out).toContain(
      `warning:  map property "kinds": is not what the project's kind classes make of the classes the map uses (Fish, Crocodile): save the map in Tiled with the project's extension enabled, which writes it`,
    );
    // A class with a mistake: an error at the project file, the class and the member.
    map.layers[1].objects[2].type = 'Shark';
    writeFileSync(join(dir, 'shark.tmj'), JSON.stringify(map));
    const mistake = await check([join(dir, 'shark.tmj'), '--project', project]);
    expect(mistake.code).toBe(1);
    expect(mistake.out).toContain(
      `error:    ${project}: class "Shark", member "rule1.needs": \`needs\` names a counter no piece gives: "fsh"`,
    );
  });

  it('solves a level and prints its report, the solution and a drawing', async () => {
    const file = writeLevel(
      'order.tmj',
      ['B..C.DE', '#######'],
      [{ name: 'title', type: 'string', value: 'Order' }],
    );
    const { code, out, err } = await check([file]);
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out).toContain('title:    Order');
    expect(out).toContain('size:     7 x 2');
    expect(out).toContain('pieces:   1 bone, 1 dog, 1 exit');
    expect(out).toContain('verdict:  solvable');
    expect(out).toContain('par:      9');
    expect(out).toContain('solution: 0,0 6,0');
    expect(out).toContain('    B**C*DE');
    expect(out).toContain(
      'depth:    score 40 (medium), naive play wins at par (nearest, dogsFirst, useful, careful, exitWhenSafe), traps 50% of 6 first taps, 1 optimal solution (2 pieces met), 5 states',
    );
  });

  it('prints JSON with the solution as [x, y] pairs', async () => {
    const file = writeLevel('a.tmj', ['C.B.D.E'], [{ name: 'title', type: 'string', value: 'A' }]);
    const { code, out } = await check([file, '--json']);
    expect(code).toBe(0);
    const [report] = JSON.parse(out);
    expect(report).toMatchObject({
      file,
      valid: true,
      solvable: true,
      par: 6,
      solution: [[6, 0]],
      pieces: { bone: 1, dog: 1, exit: 1 },
      errors: [],
    });
  });

  it('reports the difficulty and warns when naive play wins at par, unless the level is a tutorial', async () => {
    const rows = ['C.B.D.E'];
    const { code, out } = await check([writeLevel('plain.tmj', rows), '--json']);
    expect(code).toBe(0);
    const [report] = JSON.parse(out);
    expect(report.difficulty).toMatchObject({
      beatsNaive: false,
      traps: 0,
      firstTaps: 6,
      solutions: 1,
      solutionsCapped: false,
      band: 'easy',
    });
    expect(report.difficulty.naive[0]).toEqual({ strategy: 'exit', outcome: 'won', cost: 6 });
    const naive = (warnings: { message: string }[]) =>
      warnings.filter((w) => w.message.startsWith('naive play')).map((w) => w.message);
    expect(naive(report.warnings)).toEqual([
      'naive play wins at par (exit, nearest, dogsFirst, useful, careful, exitWhenSafe): the level is not a puzzle yet (a level that teaches can say so with the map property tutorial = true)',
    ]);
    const tutorial = writeLevel('tutorial.tmj', rows, [{ name: 'tutorial', type: 'bool', value: true }]);
    expect(naive(JSON.parse((await check([tutorial, '--json'])).out)[0].warnings)).toEqual([]);
  });

  it('does not warn about a level that beats naive play', async () => {
    const file = writeLevel('puzzle.tmj', ['B..C...D.E', '#####.####', '#####B####']);
    const [report] = JSON.parse((await check([file, '--json'])).out);
    // Medium, not hard: a random sensible player makes par a quarter of the time.
    expect(report.difficulty).toMatchObject({
      beatsNaive: true,
      band: 'medium',
      randomPar: 0.25,
      randomWin: 1,
      needsWaypoint: false,
      oneTapWin: false,
    });
    expect(report.warnings.some((w: { message: string }) => w.message.startsWith('naive play'))).toBe(false);
    expect((await check([file])).out).toContain(
      '  chance:   random piece taps make par 25% of the time, win 100%; par can be tapped on pieces alone\n',
    );
  });

  it('warns of a dog that never matters, at its place', async () => {
    // The dog in the dead end below guards nothing and catches no one on the way.
    const file = writeLevel('critic.tmj', ['C....E', '.#####', '.D####']);
    const [report] = JSON.parse((await check([file, '--json'])).out);
    const dogs = report.warnings.filter((w: { message: string }) =>
      w.message.startsWith('this dog never matters'),
    );
    expect(dogs.map((w: { place: { tile: number[] } }) => w.place.tile)).toEqual([[1, 2]]);
  });

  it('exits 1 for an unsolvable level and says why', async () => {
    const good = writeLevel('good.tmj', ['C.E']);
    const bad = writeLevel('bad.tmj', ['BCDDE']);
    const { code, out } = await check([good, bad, '--json']);
    expect(code).toBe(1);
    const reports = JSON.parse(out);
    expect(reports.map((r: { solvable: boolean }) => r.solvable)).toEqual([true, false]);
    expect(reports[1].reason).toBe(
      'two dogs stand on every route to the exit, but only one bone can be collected',
    );
    expect(reports[1].par).toBeNull();
    expect(reports[1].difficulty).toBeNull();
  });

  it('exits 1 when the par property disagrees with the solver, and gives both pars', async () => {
    const file = writeLevel('par.tmj', ['C...E'], [{ name: 'par', type: 'int', value: 3 }]);
    const { code, out, err } = await check([file]);
    expect(code).toBe(1);
    expect(err).toBe('');
    expect(out).toContain('  par:      4 (the map says 3)\n');
    expect(out).toContain(
      `  error:    map property "par": the map says par 3 but the solver's par is 4: set "par" to 4\n`,
    );
    const [report] = JSON.parse((await check([file, '--json'])).out);
    expect(report).toMatchObject({ par: 4, mapPar: 3 });
    expect(report.errors).toEqual([
      {
        file,
        severity: 'error',
        place: {
          text: 'map property "par"',
          layer: null,
          object: null,
          class: null,
          name: null,
          tile: null,
          property: 'par',
          path: 'properties.par',
        },
        message: `the map says par 3 but the solver's par is 4: set "par" to 4`,
      },
    ]);
  });

  it('accepts a matching par property', async () => {
    const file = writeLevel('par.tmj', ['C...E'], [{ name: 'par', type: 'int', value: 4 }]);
    expect((await check([file])).code).toBe(0);
  });

  it('reports a file that is not a level as invalid, in its own report', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'maze-cat-check-'));
    const file = join(dir, 'broken.tmj');
    writeFileSync(file, '{ not json');
    const good = writeLevel('good.tmj', ['C.E'], [{ name: 'title', type: 'string', value: 'Good' }]);
    const { code, out, err } = await check([file, good]);
    expect(code).toBe(1);
    expect(err).toBe('');
    // The error sits under its own file's name, before the next file's report begins.
    const [broken, next] = out.split(`${good}\n`);
    expect(broken).toMatch(
      /^.*broken\.tmj\n {2}verdict: {2}invalid \(1 error, 0 warnings\)\n {2}error: {4}line 1, column 3: /,
    );
    expect(next).toContain('verdict:  solvable');
    const [report] = JSON.parse((await check([file, '--json'])).out);
    expect(report).toMatchObject({ file, valid: false, solvable: false, solution: [], warnings: [] });
    expect(report.errors).toEqual([
      expect.objectContaining({
        file,
        severity: 'error',
        place: expect.objectContaining({ path: 'line 1, column 3' }),
      }),
    ]);
  });

  it('names every mistake of a file in one run, each at its place in Tiled, with a fix', async () => {
    const file = 'src/cli/fixtures/all-mistakes.tmj';
    const { code, out } = await check([file]);
    expect(code).toBe(1);
    const lines = out.split('\n');
    expect(lines.slice(0, 2)).toEqual([file, '  verdict:  invalid (6 errors, 6 warnings)']);
    for (const line of [
      // The solver's finding on the level built without the pieces in error.
      '  warning:  even without the pieces in error, the level cannot be won: one dog stands on every route to the exit, but the cat cannot collect a single bone',
      '  warning:  map property "enrgy": is not a level setting and is ignored; did you mean "energy"?',
      '  warning:  map property "ttle": is not a level setting and is ignored; did you mean "title"?',
      '  warning:  layer "entities", object 1 (Bnoe), tile 9,1: class "Bnoe" is no piece and is ignored; did you mean "Bone"?',
      '  warning:  map property "energy": is the string "30"; give the property the type int or float',
      '  warning:  map property "title": the level has no title: add the map property "title"',
      '  error:    layer "entities", object 5 (Cat), tile 3,3: a second Cat (the first is object 2); a level has exactly one: remove one',
      '  error:    layer "entities", object 6 (Key), tile 4,1: property "colour" is "purple"; set it to red, blue, green or yellow',
      '  error:    layer "entities", object 7 (Bone), tile 6,1: Bone stands on a wall; move it onto floor',
      '  error:    layer "markers", tile 0,2: Dog stands on a wall; move it onto floor',
      '  error:    layer "entities", object 8 (Pipe), tile 1,1: this pipe has no other end: set its "to" property to another Pipe object',
    ])
      expect(lines).toContain(line);
    expect(
      lines.filter((l) => l.startsWith('  error:    map property "rule": rule "sideways"')),
    ).toHaveLength(1);

    const [report] = JSON.parse((await check([file, '--json'])).out);
    expect(report).toMatchObject({ file, valid: false, verdict: 'invalid' });
    expect(report.errors).toHaveLength(6);
    expect(report.warnings).toHaveLength(6);
    expect(report.warnings).toContainEqual({
      file,
      severity: 'warning',
      place: {
        text: 'layer "entities", object 1 (Bnoe), tile 9,1',
        layer: 'entities',
        object: 1,
        class: 'Bnoe',
        name: '',
        tile: [9, 1],
        property: null,
        path: 'layers[3].objects[0]',
      },
      message: 'class "Bnoe" is no piece and is ignored; did you mean "Bone"?',
    });
  });

  it("reports the solver's findings on a level with errors, when it builds without them", async () => {
    // A dog on a wall (an error) and a bone the cat cannot reach (the solver's finding).
    const file = writeLevel(
      'both.tmj',
      ['C.E#B', '.#.##'],
      [{ name: 'title', type: 'string', value: 'Both' }],
    );
    const map = JSON.parse(readFileSync(file, 'utf8'));
    map.layers[1].objects.push({ ...map.layers[1].objects[0], id: 9, class: 'Dog', x: 48, y: 48 });
    writeFileSync(file, JSON.stringify(map));
    const { code, out } = await check([file]);
    expect(code).toBe(1);
    expect(out).toContain('  verdict:  invalid (1 error, 1 warning)');
    expect(out).toContain(
      'layer "pieces", object 9 (Dog), tile 1,1: Dog stands on a wall; move it onto floor',
    );
    expect(out).toContain('object 3 (Bone), tile 4,0: the cat can never reach this bone from its start');
  });

  it('names the missing door for a key no door of its colour needs', async () => {
    const file = writeLevel('key.tmj', ['C.B.E'], [{ name: 'title', type: 'string', value: 'Key' }]);
    const map = JSON.parse(readFileSync(file, 'utf8'));
    const key = { ...map.layers[1].objects[0], id: 9, class: 'Key', x: 48 };
    key.properties = [{ name: 'colour', type: 'string', value: 'blue' }];
    map.layers[1].objects.push(key);
    writeFileSync(file, JSON.stringify(map));
    const { out } = await check([file]);
    expect(out).toContain(
      'object 9 (Key), tile 1,0: this blue key opens nothing: the level has no blue door; add a Door with colour blue, or remove the key',
    );
  });

  it('fails on warnings with --strict', async () => {
    const file = writeLevel('typo.tmj', ['C.B.D.E'], [{ name: 'ttle', type: 'string', value: 'T' }]);
    expect((await check([file])).code).toBe(0);
    const strict = await check([file, '--strict']);
    expect(strict.code).toBe(1);
    expect(strict.out).toContain('did you mean "title"?');
  });

  it("reads a draft's tileset from the folder above, inside its project, from any working folder", async () => {
    const project = mkdtempSync(join(tmpdir(), 'maze-cat-project-'));
    for (const name of ['maze-cat.tsj', 'maze-cat.png', 'maze-cat.tiled-project'])
      copyFileSync(join('levels', name), join(project, name));
    mkdirSync(join(project, 'drafts'));
    const map = JSON.parse(readFileSync('levels/03-good-dog.tmj', 'utf8'));
    map.tilesets[0].source = '../maze-cat.tsj';
    writeFileSync(join(project, 'drafts', 'x.tmj'), JSON.stringify(map));
    const draft = join(project, 'drafts', 'x.tmj');
    expect((await check([draft])).code).toBe(0);
    map.tilesets[0].source = '../lost.tsj';
    writeFileSync(draft, JSON.stringify(map));
    expect((await check([draft])).out).toContain(
      `tilesets[0].source: cannot read "../lost.tsj" (looked for "${join(project, 'lost.tsj')}"): no such file`,
    );
    // Above the project folder is still refused.
    map.tilesets[0].source = '../../maze-cat.tsj';
    writeFileSync(draft, JSON.stringify(map));
    expect((await check([draft])).out).toContain("outside the level's project folder");
  });

  it("gives the solver's warnings a place in the same words", async () => {
    const file = writeLevel('far.tmj', ['C.E#B'], [{ name: 'title', type: 'string', value: 'Far' }]);
    const { out } = await check([file]);
    expect(out).toContain(
      '  warning:  layer "pieces", object 3 (Bone), tile 4,0: the cat can never reach this bone from its start: open a way to it, or remove it\n',
    );
    const [report] = JSON.parse((await check([file, '--json'])).out);
    expect(report.warnings[0].place).toMatchObject({
      layer: 'pieces',
      object: 3,
      class: 'Bone',
      tile: [4, 0],
    });
  });

  it('names the tileset when the mistake is in it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'maze-cat-check-'));
    const map = JSON.parse(readFileSync(writeLevel('m.tmj', ['C.E']), 'utf8'));
    map.tilesets = [{ firstgid: 1, source: 'bad.tsj' }];
    writeFileSync(join(dir, 'm.tmj'), JSON.stringify(map));
    writeFileSync(join(dir, 'bad.tsj'), '{"type": "tileset", "tilewidth": 32, "tileheight": "tall"}');
    const [report] = JSON.parse((await check([join(dir, 'm.tmj'), '--json'])).out);
    expect(report.errors).toEqual([
      expect.objectContaining({
        file: join(dir, 'bad.tsj'),
        place: expect.objectContaining({ path: 'tileheight' }),
      }),
    ]);
  });

  it('exits 2 without files or with an unknown option', async () => {
    expect((await check([])).code).toBe(2);
    expect((await check(['--fast', 'x.tmj'])).code).toBe(2);
  });
});

describe('check of a large level', () => {
  it('summarises the drawing in one line beyond 200 x 100 tiles', async () => {
    const wide = writeLevel('wide.tmj', [`C${'.'.repeat(199)}E`]);
    const tall = writeLevel('tall.tmj', ['C', ...Array.from({ length: 100 }, () => '.'), 'E']);
    const small = writeLevel('small.tmj', [`C${'.'.repeat(198)}E`]);
    expect((await check([wide])).out).toContain(
      '    (201 x 1 tiles: not drawn, drawings are at most 200 x 100)\n',
    );
    expect((await check([tall])).out).toContain(
      '    (1 x 102 tiles: not drawn, drawings are at most 200 x 100)\n',
    );
    expect((await check([small])).out).toContain(`    C${'*'.repeat(198)}E\n`);
  });

  it("holds a map in a community/ folder to the shelf's rules: a maker, a licence, text only", async () => {
    const drawn = writeLevel('x.tmj', ['C.B.DE'], [{ name: 'title', type: 'string', value: '<b>Mine</b>' }]);
    const shelf = join(dirname(drawn), 'community');
    mkdirSync(shelf);
    const file = join(shelf, 'mine.tmj');
    copyFileSync(drawn, file);
    expect((await check([drawn])).code).toBe(0);
    const { code, out } = await check([file]);
    expect(code).toBe(1);
    expect(out).toContain('map property "title": holds markup or a script address');
    expect(out).toContain(
      'map property "maker": is missing: add the string property "maker": your name, as the shelf credits you',
    );
    expect(out).toContain('map property "licence": is missing');
    // Every rule of the shelf, its par among them (issue 46: only levels:community said so).
    expect(out).toContain('map property "par": is missing: add the int property "par": the solver\'s par, 5');
  });

  it("holds any map to the shelf's rules with --shelf", async () => {
    const drawn = writeLevel('y.tmj', ['C.B.DE'], [{ name: 'title', type: 'string', value: 'Mine' }]);
    expect((await check([drawn])).code).toBe(0);
    const { code, out } = await check([drawn, '--shelf']);
    expect(code).toBe(1);
    expect(out).toContain('map property "maker": is missing');
  });
});

import { describe, expect, it } from 'vitest';
import { DIAGONAL } from '../grid';
import { orthogonalShape } from '../tiled/gridShape';
import { MapError } from '../tiled/mapError';
import type {
  Layer,
  MapObject,
  PropertyMap,
  TiledMap,
  TileLayer,
  Tileset,
  TilesetTile,
} from '../tiled/types';
import { buildLevel } from './buildLevel';
import type { KindName } from './kinds/types';
import { formatPlace, LevelError } from './problems';
import { type Level, piecesOf } from './types';

/** The cells of a level's pieces of one kind. */
const cells = (level: Level, kind: KindName) => piecesOf(level, kind).map(({ x, y }) => ({ x, y }));

// Tileset tiles: 1 floor, 2 wall, 3 mud (cost 3), 4 road (cost 0.5), 5 bone tile, 6 dog tile, 7 exit tile,
// 8 cat tile, 9 hill (cost 2).
const TILES: [number, PropertyMap, string?][] = [
  [1, { wall: true }],
  [2, { cost: 3 }],
  [3, { cost: 0.5 }],
  [4, { Bone: '' }],
  [5, { Dog: true }],
  [6, { Exit: 1 }],
  [7, {}, 'Cat'],
  [8, { cost: 2 }],
];

function tileset(extra: [number, PropertyMap, string?][] = []): Tileset {
  const tiles = new Map<number, TilesetTile>();
  for (const [id, properties, className] of [...TILES, ...extra])
    tiles.set(id, { id, properties, className: className ?? '' });
  return {
    name: 'dungeon',
    firstGid: 1,
    tileCount: 16,
    columns: 4,
    tileWidth: 16,
    tileHeight: 16,
    margin: 0,
    spacing: 0,
    tileOffsetX: 0,
    tileOffsetY: 0,
    properties: {},
    tiles,
  };
}

const base = {
  className: '',
  visible: true,
  opacity: 1,
  offsetX: 0,
  offsetY: 0,
  parallaxX: 1,
  parallaxY: 1,
  properties: {},
};

/** A tile layer from rows of gid digits (`.` = empty, `#` = wall gid 2). */
function tiles(rows: string[], originX = 0, originY = 0, name = 'ground'): TileLayer {
  const width = rows[0].length;
  const gids = new Uint32Array(width * rows.length);
  rows.forEach((row, y) => {
    for (let x = 0; x < width; x++) {
      const ch = row[x];
      gids[y * width + x] = ch === '.' ? 0 : ch === '#' ? 2 : Number(ch);
    }
  });
  return {
    ...base,
    id: 1,
    name,
    type: 'tile',
    originX,
    originY,
    width,
    height: rows.length,
    gids,
    flips: new Uint8Array(gids.length),
  };
}

function obj(className: string, x: number, y: number, extra: Partial<MapObject> = {}): MapObject {
  return {
    id: 1,
    name: '',
    className,
    shape: 'point',
    x,
    y,
    width: 0,
    height: 0,
    rotation: 0,
    visible: true,
    properties: {},
    ...extra,
  };
}

function objects(list: MapObject[]): Layer {
  return { ...base, id: 2, name: 'pieces', type: 'object', objects: list };
}

function map(layers: Layer[], properties: PropertyMap = {}, options: Partial<TiledMap> = {}): TiledMap {
  const height = (layers.find((l) => l.type === 'tile') as TileLayer | undefined)?.height ?? 4;
  return {
    file: 'test.tmj',
    ...orthogonalShape(16, 16),
    renderOrder: 'right-down',
    width: (layers.find((l) => l.type === 'tile') as TileLayer | undefined)?.width ?? 4,
    height,
    savedHeight: height,
    infinite: false,
    className: '',
    properties,
    tilesets: [tileset()],
    layers,
    ...options,
  };
}

// Centre of tile (x, y) in pixels, for point objects.
const at = (x: number, y: number) => [x * 16 + 8, y * 16 + 8] as const;

function errorOf(fn: () => unknown): MapError {
  try {
    fn();
  } catch (error) {
    if (error instanceof MapError) return error;
    throw error;
  }
  throw new Error('expected a MapError');
}

/** The first error of a refused level, with its place in the file and as Tiled shows it. */
function firstError(fn: () => unknown): { path: string; place: string; message: string; all: LevelError } {
  const error = errorOf(fn);
  if (!(error instanceof LevelError))
    return { path: error.place, place: error.place, message: error.detail, all: error as LevelError };
  const first = error.problems.find((p) => p.severity === 'error');
  if (!first) throw new Error('a LevelError without an error');
  return { path: first.place.path, place: error.place, message: first.message, all: error };
}

const ROOM = ['######', '#1111#', '#1331#', '#1111#', '######'];

describe('buildLevel', () => {
  it('reads walls, costs, pieces as objects and map settings', () => {
    const level = buildLevel(
      map(
        [
          tiles(ROOM),
          objects([
            obj('Cat', ...at(1, 1)),
            obj('Bone', ...at(2, 1)),
            obj('dog', ...at(3, 1)),
            obj('Exit', ...at(4, 3)),
          ]),
        ],
        { title: 'Room', intro: 'Hi', rule: 'diagonal', energy: 20, par: 7, chapter: 'Dogs', tutorial: true },
      ),
    );
    expect(level.width).toBe(6);
    expect(level.height).toBe(5);
    expect(level.grid.isWall(0, 0)).toBe(true);
    expect(level.grid.isWall(1, 1)).toBe(false);
    expect(level.grid.cost(2, 2)).toBe(3);
    expect(level.grid.cost(1, 1)).toBe(1);
    expect(level.cat).toEqual({ x: 1, y: 1 });
    expect(cells(level, 'bone')).toEqual([{ x: 2, y: 1 }]);
    expect(cells(level, 'dog')).toEqual([{ x: 3, y: 1 }]);
    expect(cells(level, 'exit')).toEqual([{ x: 4, y: 3 }]);
    expect(level.rule).toBe(DIAGONAL);
    expect([level.title, level.intro, level.energy, level.par]).toEqual(['Room', 'Hi', 20, 7]);
    expect([level.chapter, level.tutorial]).toEqual(['Dogs', true]);
    expect(level.warnings).toEqual([]);
  });

  it('uses the highest cost on a cell, over all layers, hidden ones too', () => {
    const hidden = {
      ...tiles(['......', '.9....', '.4....', '......', '......'], 0, 0, 'hidden'),
      visible: false,
    };
    const level = buildLevel(
      map([tiles(ROOM), hidden, objects([obj('Cat', ...at(4, 1)), obj('Exit', ...at(4, 3))])]),
    );
    expect(level.grid.cost(1, 1)).toBe(2);
    expect(level.grid.cost(1, 2)).toBe(0.5);
    expect(level.grid.cost(2, 2)).toBe(3);
  });

  it('takes pieces from tiles with the Cat/Bone/Dog/Exit property or class (the 2011 style)', () => {
    const level = buildLevel(map([tiles(['######', '#8156#', '#1117#', '######'])]));
    expect(level.cat).toEqual({ x: 1, y: 1 });
    expect(cells(level, 'bone')).toEqual([{ x: 3, y: 1 }]);
    expect(cells(level, 'dog')).toEqual([{ x: 4, y: 1 }]);
    expect(cells(level, 'exit')).toEqual([{ x: 4, y: 2 }]);
  });

  it('places tile objects by the tile holding their centre (anchored bottom-left)', () => {
    // A 16x16 tile object at (16, 32) covers tile (1, 1); a rectangle's centre decides likewise.
    const level = buildLevel(
      map([
        tiles(ROOM),
        objects([
          obj('Cat', 16, 32, { shape: 'tile', width: 16, height: 16, gid: 1 }),
          obj('Exit', 64, 32, { shape: 'rectangle', width: 16, height: 16 }),
          obj('', 48, 64, { shape: 'tile', width: 16, height: 16, gid: 5 }),
        ]),
      ]),
    );
    expect(level.cat).toEqual({ x: 1, y: 1 });
    expect(cells(level, 'exit')).toEqual([{ x: 4, y: 2 }]);
    expect(cells(level, 'bone')).toEqual([{ x: 3, y: 3 }]);
  });

  it('finds objects inside group layers and names their place', () => {
    const group: Layer = {
      ...base,
      id: 9,
      name: 'g',
      type: 'group',
      layers: [objects([obj('Cat', ...at(0, 0))])],
    };
    const error = firstError(() => buildLevel(map([tiles(ROOM), group])));
    expect(error.path).toBe('layers[1].layers[0].objects[0]');
    expect(error.place).toBe('layer "pieces", object 1 (Cat), tile 0,0');
    expect(error.message).toMatch(/wall/);
  });

  it('covers only the tiles drawn on an infinite map, with its origin', () => {
    const layer = tiles(['.......', '.######', '.#1111#', '.######', '.......'], -10, 4);
    const level = buildLevel(
      map(
        [layer, objects([obj('Cat', ...at(-8, 6)), obj('Exit', ...at(-5, 6))])],
        {},
        { infinite: true, width: 16, height: 16 },
      ),
    );
    expect([level.originX, level.originY, level.width, level.height]).toEqual([-9, 5, 6, 3]);
    expect(level.cat).toEqual({ x: 1, y: 1 });
    expect(cells(level, 'exit')).toEqual([{ x: 4, y: 1 }]);
  });

  it('refuses an infinite map without tiles', () => {
    const error = errorOf(() => buildLevel(map([tiles(['....'])], {}, { infinite: true })));
    expect(error.detail).toMatch(/no tiles/);
  });

  describe('refuses unplayable levels with the place and the fix', () => {
    const cat = obj('Cat', ...at(1, 1));
    const exit = obj('Exit', ...at(4, 3));
    const cases: [string, () => TiledMap, string, RegExp][] = [
      ['no cat', () => map([tiles(ROOM), objects([exit])]), 'layers', /no cat/],
      [
        'two cats',
        () => map([tiles(ROOM), objects([cat, exit, obj('Cat', ...at(2, 1))])]),
        'layers[1].objects[2]',
        /second Cat/,
      ],
      ['no exit', () => map([tiles(ROOM), objects([cat])]), 'layers', /no exit/],
      [
        'a piece on a wall',
        () => map([tiles(ROOM), objects([cat, exit, obj('Dog', ...at(5, 0))])]),
        'layers[1].objects[2]',
        /on a wall/,
      ],
      [
        'a piece outside',
        () => map([tiles(ROOM), objects([cat, exit, obj('Bone', 200, 8)])]),
        'layers[1].objects[2]',
        /outside the map/,
      ],
      [
        'two pieces on a tile',
        () => map([tiles(ROOM), objects([cat, exit, obj('Bone', ...at(4, 3))])]),
        'layers[1].objects[2]',
        /shares/,
      ],
      [
        'a bad rule',
        () => map([tiles(ROOM), objects([cat, exit])], { rule: 'sideways' }),
        'properties.rule',
        /sideways/,
      ],
      [
        'a rule of the wrong type',
        () => map([tiles(ROOM), objects([cat, exit])], { rule: 3 }),
        'properties.rule',
        /string/,
      ],
      [
        'energy of the wrong type',
        () => map([tiles(ROOM), objects([cat, exit])], { energy: true }),
        'properties.energy',
        /number/,
      ],
      [
        'zero energy',
        () => map([tiles(ROOM), objects([cat, exit])], { energy: 0 }),
        'properties.energy',
        /at least 0.01/,
      ],
      [
        'energy too small to show (1e-300 would read "Energy left: 0")',
        () => map([tiles(ROOM), objects([cat, exit])], { energy: 1e-300 }),
        'properties.energy',
        /at least 0.01 \(energy shows to two decimals\), not the number 1e-300/,
      ],
      [
        'negative par',
        () => map([tiles(ROOM), objects([cat, exit])], { par: -1 }),
        'properties.par',
        /at least 0/,
      ],
      [
        'a title that is no string',
        () => map([tiles(ROOM), objects([cat, exit])], { title: 5 }),
        'properties.title',
        /string/,
      ],
      [
        'a bad cost',
        () => ({ ...map([tiles(ROOM), objects([cat, exit])]), tilesets: [tileset([[10, { cost: 0 }]])] }),
        'tilesets[0].tiles[10].properties.cost',
        /cost must be a number from 0.000001 to 1,000,000,000, not number 0/,
      ],
      [
        "a cost past the grid library's range (1e308 made the movement range throw inside)",
        () => ({ ...map([tiles(ROOM), objects([cat, exit])]), tilesets: [tileset([[10, { cost: 1e308 }]])] }),
        'tilesets[0].tiles[10].properties.cost',
        /cost must be a number from 0.000001 to 1,000,000,000, not number 1e\+308/,
      ],
      ['a huge map', () => map([], {}, { width: 5000, height: 5000 }), 'width', /1024 x 1024/],
    ];
    for (const [name, make, place, detail] of cases) {
      it(name, () => {
        const error = firstError(() => buildLevel(make()));
        expect(error.all.file).toBe('test.tmj');
        expect(error.path).toBe(place);
        expect(error.message).toMatch(detail);
      });
    }
  });

  it('accepts energy and par typed as numeric strings, and warns about misspelt settings', () => {
    const level = buildLevel(
      map([tiles(ROOM), objects([obj('Cat', ...at(1, 1)), obj('Exit', ...at(4, 3))])], {
        energy: '12',
        Par: 3,
      }),
    );
    expect(level.energy).toBe(12);
    expect(level.par).toBeNull();
    expect(level.warnings.map((w) => `${w.place.path}: ${w.message}`)).toEqual([
      'properties.energy: is the string "12"; give the property the type int or float',
      'properties.Par: is not a level setting and is ignored; did you mean "par"?',
      'properties.title: the level has no title: add the map property "title"',
    ]);
  });

  it('accepts custom rule offsets', () => {
    const level = buildLevel(
      map([tiles(ROOM), objects([obj('Cat', ...at(1, 1)), obj('Exit', ...at(4, 3))])], { rule: '2,1 1,2' }),
    );
    expect(level.rule.kind).toBe('custom');
    expect(level.rule.offsets).toEqual([
      [2, 1],
      [1, 2],
    ]);
  });

  it('accepts the 2011 string "True" for a Wall property', () => {
    const layer = tiles(['11', '11']);
    layer.gids[0] = 12; // gid 12 is local id 11: a wall written as the string "True"
    const level = buildLevel({
      ...map([layer, objects([obj('Cat', ...at(0, 1)), obj('Exit', ...at(1, 1))])]),
      tilesets: [tileset([[11, { Wall: 'True' }]])],
    });
    expect(level.grid.isWall(0, 0)).toBe(true);
    expect(level.grid.isWall(1, 0)).toBe(false);
  });

  it('warns about an object named like a piece that has no class', () => {
    const level = buildLevel(
      map([
        tiles(ROOM),
        objects([obj('Cat', ...at(1, 1)), obj('Exit', ...at(4, 3)), obj('', ...at(2, 1), { name: 'Bone' })]),
      ]),
    );
    expect(cells(level, 'bone')).toEqual([]);
    expect(level.warnings.map((w) => `${w.place.path}: ${w.message}`)).toContain(
      'layers[1].objects[2]: object "Bone" has no class and is ignored; set its class to Bone',
    );
  });

  it('warns about layer offsets it ignores', () => {
    const shifted = { ...tiles(ROOM), offsetX: 8 };
    const level = buildLevel(map([shifted, objects([obj('Cat', ...at(1, 1)), obj('Exit', ...at(4, 3))])]));
    expect(level.warnings.map((w) => `${w.place.path}: ${w.message}`)).toContain(
      "layers[0]: layer offset 8,0 is ignored by the game's tile positions",
    );
  });
});

describe('buildLevel: keys, doors, pipes, patrols and every mistake at once', () => {
  const cat = obj('Cat', ...at(1, 1), { id: 1 });
  const exit = obj('Exit', ...at(4, 3), { id: 2 });
  const polyline = (id: number, points: [number, number][], shape: 'polyline' | 'polygon' = 'polyline') =>
    obj('Dog', points[0][0] * 16 + 8, points[0][1] * 16 + 8, {
      id,
      shape,
      points: points.map(([x, y]) => ({ x: (x - points[0][0]) * 16, y: (y - points[0][1]) * 16 })),
    });

  it('reads keys and doors with their colours, and pairs pipes by their "to" object', () => {
    const level = buildLevel(
      map([
        tiles(ROOM),
        objects([
          cat,
          exit,
          obj('Key', ...at(2, 1), { id: 3, properties: { colour: 'blue' } }),
          obj('Door', ...at(3, 1), { id: 4, properties: { color: 'blue' } }),
          obj('Pipe', ...at(1, 3), { id: 5, properties: { to: 6 } }),
          obj('Pipe', ...at(4, 1), { id: 6 }),
        ]),
      ]),
    );
    expect(piecesOf(level, 'key')[0]).toMatchObject({ x: 2, y: 1, colour: 'blue' });
    expect(piecesOf(level, 'door')[0]).toMatchObject({ x: 3, y: 1, colour: 'blue' });
    const [a, b] = piecesOf(level, 'pipe');
    expect([a.partner, b.partner]).toEqual([b.id, a.id]);
    expect(level.grid.linkTo?.[a.cell]).toBe(b.cell);
    expect(level.grid.linkTo?.[b.cell]).toBe(a.cell);
  });

  it('reads a patrol from a polyline (there and back) or a polygon (round)', () => {
    const line = buildLevel(
      map([
        tiles(ROOM),
        objects([
          cat,
          exit,
          polyline(3, [
            [2, 2],
            [4, 2],
          ]),
        ]),
      ]),
    );
    const dog = piecesOf(line, 'dog')[0];
    expect(dog).toMatchObject({ x: 2, y: 2 });
    expect(dog.route?.map((c) => [c % 6, Math.floor(c / 6)])).toEqual([
      [2, 2],
      [3, 2],
      [4, 2],
      [3, 2],
    ]);
    const loop = buildLevel(
      map([
        tiles(ROOM),
        objects([
          cat,
          exit,
          polyline(
            3,
            [
              [2, 2],
              [3, 2],
              [3, 3],
              [2, 3],
            ],
            'polygon',
          ),
        ]),
      ]),
    );
    expect(piecesOf(loop, 'dog')[0].route).toHaveLength(4);
  });

  it('names every mistake of a level in one run, each where Tiled shows it', () => {
    const error = firstError(() =>
      buildLevel(
        map(
          [
            tiles(ROOM),
            objects([
              obj('Cat', ...at(0, 0), { id: 1 }),
              obj('Key', ...at(2, 1), { id: 3, properties: { colour: 'purple' } }),
              obj('Pipe', ...at(1, 3), { id: 5 }),
              polyline(7, [
                [1, 2],
                [3, 3],
              ]),
            ]),
          ],
          { energy: 'lots', rule: 'sideways' },
        ),
      ),
    ).all;
    const errors = error.problems.filter((p) => p.severity === 'error').map((p) => p.message);
    expect(errors).toEqual([
      expect.stringMatching(/sideways/),
      expect.stringMatching(/energy shows to two decimals/),
      expect.stringMatching(/Cat stands on a wall/),
      expect.stringMatching(/"purple"; set it to red, blue, green or yellow/),
      expect.stringMatching(/no cat/),
      expect.stringMatching(/no exit/),
      expect.stringMatching(/pipe has no other end/),
      expect.stringMatching(/from tile 1,2 to 3,3 is not straight/),
    ]);
    expect(error.message).toMatch(/and 7 more errors/);
  });

  it('suggests the class or property a typo was meant to be', () => {
    const level = buildLevel(
      map([
        tiles(ROOM),
        objects([
          cat,
          exit,
          obj('Bnoe', ...at(2, 1), { id: 3 }),
          obj('Key', ...at(3, 1), { id: 4, properties: { colr: 'red' } }),
        ]),
      ]),
    );
    const messages = level.warnings.map((w) => `${formatPlace(w.place)}: ${w.message}`);
    expect(messages).toContain(
      'layer "pieces", object 3 (Bnoe), tile 2,1: class "Bnoe" is no piece and is ignored; did you mean "Bone"?',
    );
    expect(messages).toContain(
      'layer "pieces", object 4 (Key), property "colr", tile 3,1: Key has no property "colr" and ignores it; did you mean "color"?',
    );
  });

  it('refuses a pipe without its other end', () => {
    const error = firstError(() =>
      buildLevel(map([tiles(ROOM), objects([cat, exit, obj('Pipe', ...at(2, 1), { id: 3 })])])),
    );
    expect(error.message).toMatch(/no other end/);
  });
});

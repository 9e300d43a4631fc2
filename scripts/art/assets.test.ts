import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NEW_GRIDS } from '../../src/level/edit/newMap';
import { KIND_LIST } from '../../src/level/kinds/table';
import { loadLevel } from '../../src/level/loadLevel';
import { drawingToTmj } from '../../src/level/tmjWriter';
import { MARKER_STYLE } from '../../src/view/overlayStyle';
import { hudIcons, iconOf } from './hudIcons';
import { kindVariants } from './kindVariants';
import { type Art, mirror, overlay, renderArt, shift, symmetric } from './pixelArt';
import { ALL_ANIMATIONS } from './sprites/index';
import { buildSpritesheet } from './spritesheet';
import { buildTileset, TILESET_TILES, tilesOfShape } from './tileset';

describe('pixel art helpers', () => {
  it('mirror, shift, overlay and symmetric do what they say', () => {
    expect(mirror(['ab.'])).toEqual(['.ba']);
    expect(shift(['ab', 'cd'], 1, 1)).toEqual(['..', '.a']);
    expect(overlay(['aaa'], ['.k'], 1)).toEqual(['aak']);
    expect(symmetric(['ab'])).toEqual(['abba']);
  });

  it('renders each art pixel as a scale x scale block', () => {
    const img = renderArt(['k.'], 2);
    expect(img.width).toBe(4);
    expect(img.data[3]).toBe(255); // (0,0) opaque outline
    expect(img.data[(1 * 4 + 1) * 4 + 3]).toBe(255); // (1,1) still the outline pixel
    expect(img.data[(1 * 4 + 2) * 4 + 3]).toBe(0); // (2,1) transparent
  });
});

describe('sprite sheet', () => {
  const { image, json } = buildSpritesheet(ALL_ANIMATIONS, 'sprites.png', 2);

  it('has every animation the game codes against, with enough frames', () => {
    const minFrames: Record<string, number> = {
      cat_walk_down: 2,
      cat_walk_up: 2,
      cat_walk_left: 2,
      cat_walk_right: 2,
      cat_idle_down: 1,
      cat_win: 4,
      cat_lose: 4,
      dog_idle: 2,
      dog_sleep: 2,
      dog_eat: 2,
      dog_attack: 2,
      bone: 1,
      exit: 1,
    };
    for (const [name, n] of Object.entries(minFrames))
      expect(json.animations[name]?.length ?? 0).toBeGreaterThanOrEqual(n);
    for (const name of [
      'path',
      'path_end',
      'danger',
      'pickup',
      'bribe',
      'tired',
      'range',
      'bump',
      'expanded',
      'focus',
    ]) {
      expect(json.frames[`overlay_${name}`]).toBeDefined();
    }
  });

  it("has every look of the kinds table's pieces, open and closed, awake and asleep", () => {
    for (const { kind, piece } of kindVariants()) {
      for (const route of [null, [0, 1]]) {
        for (const gone of [false, true]) {
          const { sprite } = kind.look({ ...piece, route }, gone);
          expect(json.animations[sprite], `${kind.name}: ${sprite}`).toBeDefined();
        }
      }
    }
    for (const name of ['door_red_open', 'dog_sleep', 'dog_doze', 'key_yellow', 'pipe'])
      expect(json.animations[name]).toBeDefined();
    for (const facing of ['down', 'up', 'left', 'right'])
      expect(json.animations[`dog_walk_${facing}`]?.length).toBeGreaterThanOrEqual(2);
  });

  it("has a sprite for every preview marker the view draws, and a style for every table's marker", () => {
    for (const style of Object.values(MARKER_STYLE)) expect(json.frames[style.sprite]).toBeDefined();
    for (const kind of KIND_LIST)
      for (const marker of Object.values(kind.markers)) expect(MARKER_STYLE[marker], marker).toBeDefined();
  });

  it('names only frames that exist and keeps them 32 x 32 inside the image', () => {
    for (const names of Object.values(json.animations))
      for (const n of names) expect(json.frames[n]).toBeDefined();
    for (const f of Object.values(json.frames)) {
      expect(f.frame.w).toBe(32);
      expect(f.frame.h).toBe(32);
      expect(f.frame.x + f.frame.w).toBeLessThanOrEqual(image.width);
      expect(f.frame.y + f.frame.h).toBeLessThanOrEqual(image.height);
    }
    expect(json.meta.size).toEqual({ w: image.width, h: image.height });
  });
});

describe('tileset', () => {
  const { image, json } = buildTileset(TILESET_TILES, 'maze-cat.png', 2);
  const props = (id: number) => json.tiles.find((t) => t.id === id)?.properties ?? [];

  it('is a Tiled tileset of 32 x 32 tiles whose image matches its columns and count', () => {
    expect(json.name).toBe('maze-cat');
    expect(json.tilewidth).toBe(32);
    expect(image.width).toBe(json.columns * 32);
    expect(image.height).toBe(Math.ceil(json.tilecount / json.columns) * 32);
  });

  it('marks walls, costs and the 2011 markers', () => {
    const byName = (name: string) => TILESET_TILES.filter((t) => t.name === name).map((t) => t.id);
    for (const id of byName('wall'))
      expect(props(id)).toContainEqual({ name: 'wall', type: 'bool', value: true });
    for (const [name, cost] of [
      ['grass', 2],
      ['mud', 3],
      ['water', 5],
    ] as const) {
      for (const id of byName(name))
        expect(props(id)).toContainEqual({ name: 'cost', type: 'int', value: cost });
    }
    for (const id of byName('floor')) expect(props(id)).toEqual([]);
    for (const m of ['Cat', 'Bone', 'Dog', 'Exit'])
      expect(props(byName(m)[0])).toContainEqual({ name: m, type: 'bool', value: true });
  });

  it("places each kind's marker tile at the id the kinds table gives, with its class and colour", () => {
    for (const { kind, piece } of kindVariants()) {
      const id = kind.marker(piece);
      expect(TILESET_TILES[id].name).toBe(kind.className);
      expect(props(id)).toContainEqual({ name: kind.className, type: 'bool', value: true });
      if (piece.colour)
        expect(props(id)).toContainEqual({ name: 'colour', type: 'string', value: piece.colour });
    }
    expect(TILESET_TILES.map((t) => t.id)).toEqual(TILESET_TILES.map((_, i) => i));
  });

  it('animates water through frames that are themselves water', () => {
    const animated = json.tiles.filter((t) => t.animation);
    expect(animated.length).toBeGreaterThan(0);
    for (const t of animated) {
      expect(t.animation!.length).toBeGreaterThanOrEqual(2);
      for (const f of t.animation!) expect(TILESET_TILES[f.tileid].name).toBe('water');
    }
  });
});

describe('the hexagon and diamond tilesets', () => {
  /** How many times each pixel of a `width` x `height` window is covered by `art` placed at `at`. */
  function coverage(art: Art, at: readonly (readonly [number, number])[], width: number, height: number) {
    const counts = new Array<number>(width * height).fill(0);
    for (const [ox, oy] of at)
      for (let y = 0; y < art.length; y++)
        for (let x = 0; x < art[y].length; x++) {
          const tx = ox + x;
          const ty = oy + y;
          if (art[y][x] !== '.' && tx >= 0 && ty >= 0 && tx < width && ty < height) counts[ty * width + tx]++;
        }
    return counts;
  }
  const cells = (place: (x: number, y: number) => [number, number]) =>
    Array.from({ length: 256 }, (_, i) => place((i % 16) - 6, Math.floor(i / 16) - 6));

  it('keep the square tileset ids, names, properties and animations', () => {
    for (const shape of ['hexagon', 'diamond'] as const) {
      const tiles = tilesOfShape(shape);
      expect(
        tiles.map(({ id, name, properties, animation }) => ({ id, name, properties, animation })),
      ).toEqual(
        TILESET_TILES.map(({ id, name, properties, animation }) => ({ id, name, properties, animation })),
      );
      const { json } = buildTileset(tiles, `${shape}.png`, 2);
      expect(json.name).toBe(shape);
      expect([json.tilewidth, json.tileheight]).toEqual([32, 32]);
    }
  });

  it('cut terrain to hexagons that tile a hex board (rows 12 art pixels apart, odd rows shifted by 8) with no gap or overlap', () => {
    const floor = tilesOfShape('hexagon')[0].art;
    const counts = coverage(
      floor,
      cells((x, y) => [x * 16 + (y & 1 ? 8 : 0), y * 12]),
      48,
      36,
    );
    expect(new Set(counts)).toEqual(new Set([1]));
  });

  it('lay floors flat as diamonds that tile an isometric board with no gap or overlap, and stand walls on them', () => {
    const tiles = tilesOfShape('diamond');
    const counts = coverage(
      tiles[0].art,
      cells((x, y) => [(x - y) * 8, (x + y) * 4]),
      32,
      24,
    );
    expect(new Set(counts)).toEqual(new Set([1]));
    // The floor is the art's lower half; a wall rises above it.
    expect(tiles[0].art.slice(0, 8).join('')).toMatch(/^\.+$/);
    expect(tiles[4].art.slice(0, 8).join('')).not.toMatch(/^\.+$/);
    expect(tiles[16].art).toEqual(TILESET_TILES[16].art);
  });
});

describe("each grid's tileset in levels/", () => {
  const LEVELS = resolve(import.meta.dirname, '../../levels');

  it("is as wide as the grid's tiles and stands on them by its bottom", () => {
    for (const grid of Object.values(NEW_GRIDS)) {
      const file = drawingToTmj({ title: '', intro: '', rows: ['C.E'], grid }, null).tilesets as {
        source: string;
      }[];
      const json = JSON.parse(readFileSync(resolve(LEVELS, file[0].source), 'utf8'));
      expect(json.tilewidth, grid.orientation).toBe(grid.tileWidth);
      expect(json.tileheight, grid.orientation).toBeGreaterThanOrEqual(grid.tileHeight);
    }
  });

  it('gives a drawing on hexagons or diamonds its walls and terrain costs as on square tiles', async () => {
    const rows = ['#####', '#C.g#', '#m.w#', '#.#E#', '#####'];
    for (const grid of [NEW_GRIDS.hexagonal, NEW_GRIDS.isometric]) {
      const file = resolve(LEVELS, 'tileset-test.tmj');
      const map = drawingToTmj({ title: 'T', intro: '', rows, grid }, null);
      const level = await loadLevel(file, async (path) =>
        path === file ? JSON.stringify(map) : readFileSync(path, 'utf8'),
      );
      const seen = rows.map((row, y) =>
        [...row].map((_, x) => (level.grid.isWall(x, y) ? '#' : String(level.grid.cost(x, y)))).join(''),
      );
      expect(seen, grid.orientation).toEqual(['#####', '#112#', '#315#', '#1#1#', '#####']);
    }
  });
});

describe('HUD icons', () => {
  it('crop a sprite to what is drawn, without its floor shadow', () => {
    expect(iconOf(['....', '.kk.', '.k..', '5555'])).toEqual(['kk', 'k.']);
  });

  it("exist for every counter the kinds table shows: bones and each colour's keys", () => {
    expect([...hudIcons().keys()]).toEqual(['bone', 'key_red', 'key_blue', 'key_green', 'key_yellow']);
  });
});

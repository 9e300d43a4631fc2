/**
 * A shelf card's picture of the board: the manifest's rows (`boardRows`) drawn on a small canvas,
 * a few pixels a tile in the tileset's colours, each piece a dot of its own colour (a door fills
 * its tile); a map's own kind, drawn as the piece it looks like, in its own colour (`boardTints`).
 * Shown scaled up with crisp pixels by the style sheet.
 */
import type { BoardTint } from '../../level/shelfInfo';

/** Pixels a tile on the canvas. */
const TILE = 6;

/** The colour of each terrain, as the tileset draws it (levels/maze-cat.png, docs/tileset.md). */
const TERRAIN: Readonly<Record<string, string>> = {
  '#': '#8c3b2a',
  '.': '#6d6862',
  g: '#5d8a2f',
  m: '#76522f',
  w: '#2f6a99',
};

/** The colour of each piece's letter; doors (capitals of the key colours) fill their tile. */
const PIECES: Readonly<Record<string, string>> = {
  C: '#f2a541',
  B: '#f7f1e1',
  D: '#1d130e',
  E: '#8fe35a',
  O: '#c9c9d6',
  r: '#e5483b',
  u: '#4d8ef0',
  n: '#45c46a',
  y: '#f2d03b',
  R: '#e5483b',
  U: '#4d8ef0',
  N: '#45c46a',
  Y: '#f2d03b',
};
const DOORS = /[RUNY]/;

/** A canvas with the board drawn on it (decorative: the card's words say what it shows). */
export function boardPicture(rows: readonly string[], tints: readonly BoardTint[]): HTMLCanvasElement {
  const height = rows.length;
  const width = Math.max(1, ...rows.map((r) => r.length));
  const canvas = document.createElement('canvas');
  canvas.width = width * TILE;
  canvas.height = height * TILE;
  canvas.className = 'shelf-board';
  canvas.setAttribute('aria-hidden', 'true');
  canvas.style.aspectRatio = `${width} / ${height}`;
  const g = canvas.getContext('2d');
  if (!g) return canvas;
  const tinted = new Map(tints.map((t) => [`${t.x},${t.y}`, t.colour]));
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      const ch = row[x];
      const piece = PIECES[ch];
      g.fillStyle = TERRAIN[ch] ?? TERRAIN['.'];
      g.fillRect(x * TILE, y * TILE, TILE, TILE);
      if (!piece) continue;
      g.fillStyle = tinted.get(`${x},${y}`) ?? piece;
      const inset = DOORS.test(ch) ? 0 : 1;
      g.fillRect(x * TILE + inset, y * TILE + inset, TILE - 2 * inset, TILE - 2 * inset);
      if (ch === 'D') {
        // A dog is dark on any floor: a ring of its own makes it a dog, not a hole.
        g.strokeStyle = '#e5483b';
        g.lineWidth = 1;
        g.strokeRect(x * TILE + 1.5, y * TILE + 1.5, TILE - 3, TILE - 3);
      }
    }
  });
  return canvas;
}

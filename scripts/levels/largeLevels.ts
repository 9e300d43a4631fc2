/**
 * Large levels drawn at the scale of rooms, so a player reads them from the overview: a plan of
 * rooms and the halls between them, each plan character one room or one wall, grown into the
 * level's rows.
 *
 * A plan has 2 n + 1 rows of 2 m + 1 characters for n x m rooms. At odd row and odd column stands
 * a room: `.` floor, a terrain letter (g, m, w) for a room of that terrain, `#` no room (solid), or
 * a piece's letter (C, B, D, E, keys, O pipe end) standing in the room's middle on floor. Between
 * two rooms (odd row and even column, or even row and odd column) stands their wall: `#` solid,
 * `.` a one-tile doorway in its middle, a terrain letter for a doorway of that terrain, or a
 * piece's letter in the doorway (D a dog guarding the hall, R/U/N/Y a door). Corners are walls.
 */

/** Tiles across a room's inside. */
const ROOM = 7;
const TERRAIN_LETTERS = new Set(['g', 'm', 'w']);

/** The rows of a level grown from a plan of rooms (see the module's comment); throws on a malformed plan. */
export function roomsLevel(plan: readonly string[]): string[] {
  const width = plan[0]?.length ?? 0;
  if (plan.length % 2 === 0 || width % 2 === 0 || plan.some((row) => row.length !== width))
    throw new Error('a rooms plan has an odd number of rows, all of one odd length');
  const cells = Array.from({ length: ((plan.length - 1) / 2) * (ROOM + 1) + 1 }, () =>
    Array.from({ length: ((width - 1) / 2) * (ROOM + 1) + 1 }, () => '#'),
  );
  // A room's middle tile along one axis, or a wall's line, by its plan position.
  const at = (p: number) =>
    p % 2 === 1 ? ((p - 1) / 2) * (ROOM + 1) + (ROOM + 1) / 2 : (p / 2) * (ROOM + 1);
  plan.forEach((row, py) => {
    [...row].forEach((ch, px) => {
      const roomX = px % 2 === 1;
      const roomY = py % 2 === 1;
      if (ch === '#') return;
      if (roomX && roomY) {
        const x0 = ((px - 1) / 2) * (ROOM + 1) + 1;
        const y0 = ((py - 1) / 2) * (ROOM + 1) + 1;
        const fill = TERRAIN_LETTERS.has(ch) ? ch : '.';
        for (let y = y0; y < y0 + ROOM; y++) for (let x = x0; x < x0 + ROOM; x++) cells[y][x] = fill;
        if (fill === '.' && ch !== '.') cells[at(py)][at(px)] = ch;
      } else if (roomX !== roomY) {
        // A wall between two rooms: its doorway is in the middle of the shared side.
        cells[at(py)][at(px)] = ch;
      } else throw new Error(`a rooms plan has a wall corner at row ${py}, column ${px} that is not #`);
    });
  });
  return cells.map((row) => row.join(''));
}

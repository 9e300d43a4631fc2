import { fillCells, type LevelEditor, rectangleCells, type Terrain, traitsOf } from '../../level/edit';
import type { KeyColour, KindDef } from '../../level/kinds/types';
import type { Cell } from '../../level/types';

/** What a press on the board does: paint a terrain, place a kind of piece, erase, or draw a patrol. */
export type Tool =
  | { readonly type: 'terrain'; readonly terrain: Terrain }
  | { readonly type: 'piece'; readonly kind: KindDef }
  | { readonly type: 'erase' }
  | { readonly type: 'patrol' };

/** How a terrain is laid: cell by cell as the pointer moves, a rectangle corner to corner, or a fill. */
export type Shape = 'brush' | 'rectangle' | 'fill';

/**
 * Turns presses, drags and releases on the board's tiles into edits (the same for a mouse, a pen
 * and a finger: no hover is needed). A brush stroke undoes as one edit; a press on a piece with a
 * piece tool drags it, and a pipe end dropped on another joins them; the patrol tool taps a dog,
 * then its route, tile by tile, and ends on its start (a loop) or with `finishRoute`.
 */
export class EditorPointer {
  tool: Tool = { type: 'terrain', terrain: 'wall' };
  shape: Shape = 'brush';
  colour: KeyColour = 'red';
  private stroke = 0;
  private down: { start: Cell; at: Cell; piece: number | null } | null = null;
  /** The dog whose route is being drawn, and its route so far. */
  private patrol: { objectId: number; route: Cell[] } | null = null;

  constructor(
    private readonly editor: () => LevelEditor,
    private readonly changed: () => void,
  ) {}

  /** Cells to outline: the rectangle being dragged, or the route being drawn. */
  get pending(): Cell[] {
    if (this.patrol) return this.patrol.route;
    if (this.down && this.tool.type === 'terrain' && this.shape === 'rectangle') {
      const { start, at } = this.down;
      const doc = this.editor().doc;
      const width = Number(doc.width);
      return rectangleCells(doc, start.x, start.y, at.x, at.y).map((i) => ({
        x: i % width,
        y: Math.floor(i / width),
      }));
    }
    return this.down?.piece != null ? [this.down.at] : [];
  }

  /** The piece being dragged or given a route, for the board to mark. */
  get selected(): number | null {
    return this.patrol?.objectId ?? this.down?.piece ?? null;
  }

  press(cell: Cell): void {
    const editor = this.editor();
    const top = editor.pieces.filter((p) => p.x === cell.x && p.y === cell.y).pop();
    this.stroke++;
    this.down = { start: cell, at: cell, piece: null };
    switch (this.tool.type) {
      case 'terrain':
        if (this.shape === 'brush') this.paint([cell]);
        else if (this.shape === 'fill')
          editor.apply({
            type: 'paint',
            cells: fillCells(editor.doc, editor.paint, cell.x, cell.y),
            terrain: this.terrain(),
          });
        break;
      case 'piece':
        if (top) this.down = { start: cell, at: cell, piece: top.objectId };
        else
          editor.apply({ type: 'place', kind: this.pieceKind(), x: cell.x, y: cell.y, colour: this.colour });
        break;
      case 'erase':
        if (top) editor.apply({ type: 'delete', objectId: top.objectId });
        break;
      case 'patrol':
        this.tapRoute(cell, top?.objectId ?? null);
        break;
    }
    this.changed();
  }

  move(cell: Cell): void {
    const down = this.down;
    if (!down || (down.at.x === cell.x && down.at.y === cell.y)) return;
    this.down = { ...down, at: cell };
    // Browsers send fewer moves than tiles crossed (a fast drag, coalesced touch moves): a stroke
    // paints every tile on the line from the last one.
    if (this.tool.type === 'terrain' && this.shape === 'brush') this.paint(lineCells(down.at, cell).slice(1));
    this.changed();
  }

  release(): void {
    const down = this.down;
    this.down = null;
    const editor = this.editor();
    editor.endMerge();
    if (!down) return;
    const { start, at } = down;
    if (this.tool.type === 'terrain' && this.shape === 'rectangle') {
      const cells = rectangleCells(editor.doc, start.x, start.y, at.x, at.y);
      editor.apply({ type: 'paint', cells, terrain: this.terrain() });
    } else if (down.piece !== null) {
      const piece = editor.pieces.find((p) => p.objectId === down.piece);
      const onto = editor.pieces.find((p) => p.x === at.x && p.y === at.y && p.objectId !== down.piece);
      const moved = at.x !== start.x || at.y !== start.y;
      if (piece && onto && onto.kind === piece.kind && traitsOf(piece.def).paired)
        editor.apply({ type: 'pair', from: piece.objectId, to: onto.objectId });
      else if (piece && moved) editor.apply({ type: 'move', objectId: piece.objectId, x: at.x, y: at.y });
      else if (piece && !moved && traitsOf(piece.def).coloured)
        editor.apply({ type: 'colour', objectId: piece.objectId, colour: this.colour });
    }
    this.changed();
  }

  /** Ends the route being drawn (Enter, or the Done button); a route of one tile stands the dog still. */
  finishRoute(): void {
    const patrol = this.patrol;
    this.patrol = null;
    if (patrol) this.editor().apply({ type: 'route', objectId: patrol.objectId, route: patrol.route });
    this.changed();
  }

  /** Drops the route being drawn and any drag (Esc). */
  cancel(): void {
    this.patrol = null;
    this.down = null;
    this.changed();
  }

  get drawingRoute(): boolean {
    return this.patrol !== null;
  }

  private tapRoute(cell: Cell, pieceId: number | null): void {
    const patrol = this.patrol;
    if (!patrol) {
      const piece = this.editor().pieces.find((p) => p.objectId === pieceId);
      if (piece && traitsOf(piece.def).patrols)
        this.patrol = { objectId: piece.objectId, route: [{ x: piece.x, y: piece.y }] };
      return;
    }
    const first = patrol.route[0];
    const last = patrol.route[patrol.route.length - 1];
    if (cell.x === last.x && cell.y === last.y) {
      this.finishRoute();
      return;
    }
    patrol.route.push(cell);
    if (cell.x === first.x && cell.y === first.y) this.finishRoute();
  }

  private paint(cells: Cell[]): void {
    const editor = this.editor();
    const width = editor.width;
    editor.apply(
      { type: 'paint', cells: cells.map((c) => c.y * width + c.x), terrain: this.terrain() },
      `stroke ${this.stroke}`,
    );
  }

  private terrain(): Terrain {
    return this.tool.type === 'terrain' ? this.tool.terrain : 'floor';
  }

  private pieceKind(): string {
    return this.tool.type === 'piece' ? this.tool.kind.name : 'bone';
  }
}

/** The tiles on a straight line from `a` to `b`, both ends included (Bresenham). */
export function lineCells(a: Cell, b: Cell): Cell[] {
  const cells: Cell[] = [];
  const dx = Math.abs(b.x - a.x);
  const dy = -Math.abs(b.y - a.y);
  const sx = a.x < b.x ? 1 : -1;
  const sy = a.y < b.y ? 1 : -1;
  let { x, y } = a;
  let error = dx + dy;
  for (;;) {
    cells.push({ x, y });
    if (x === b.x && y === b.y) return cells;
    const twice = 2 * error;
    if (twice >= dy) {
      error += dy;
      x += sx;
    }
    if (twice <= dx) {
      error += dx;
      y += sy;
    }
  }
}

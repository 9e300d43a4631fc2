import { docOwnKinds, type Edit, type MapDoc, TERRAINS, traitsOf } from '../../level/edit';
import { KIND_LIST } from '../../level/kinds/table';
import { KEY_COLOURS } from '../../level/kinds/types';
import type { OwnKinds } from '../../level/ownKinds';
import { button, el } from '../page/dom';
import type { EditorPointer, Shape, Tool } from './editorPointer';
import { exampleOffer, kindAbout, kindSwatch, kindWords } from './ownPieces';

const SHAPES: readonly { shape: Shape; label: string; key: string; hint: string }[] = [
  { shape: 'brush', label: 'Brush', key: 'b', hint: 'Tap or drag to paint.' },
  { shape: 'rectangle', label: 'Rectangle', key: 'r', hint: 'Drag corner to corner.' },
  { shape: 'fill', label: 'Fill', key: 'f', hint: 'Tap to fill the area.' },
];

interface ToolButton {
  readonly tool: Tool;
  readonly button: HTMLButtonElement;
}

/**
 * The editor's palette: every tool in view at once (terrains; pieces, every kind of the kinds
 * table, then the level's own kinds; patrol and erase), wrapping into rows rather than scrolling sideways, and under them the
 * picked tool's own row: how terrain is laid, a key's or door's colour, Done for a dog's route,
 * and what a tap does. Every choice is a button in the Tab order (no menu to open, nothing needs
 * hover), its state in aria-pressed; keys pick them too.
 */
export class EditorPalette {
  readonly root = el('div', { className: 'editor-palette' });
  private tools: ToolButton[] = [];
  private readonly shapes: HTMLElement;
  private readonly colours: HTMLElement;
  private readonly done: HTMLButtonElement;
  private readonly hint = el('p', { className: 'editor-hint', attrs: { 'aria-live': 'polite' } });
  /** The level's own kinds (its `kinds` property), and the sets of example kinds it can take. */
  private readonly own = el('div', {
    className: 'editor-group editor-group-own',
    attrs: { role: 'group', 'aria-label': "This level's own pieces" },
  });
  private readonly offer = el('div', { className: 'editor-add' });
  private ownShown: OwnKinds | null = null;
  private tool: Tool | undefined;
  private shape: Shape = 'brush';

  /** `pointer` takes the tool picked; `edit` applies an edit the palette makes (own kinds added). */
  constructor(
    private readonly pointer: EditorPointer,
    private readonly edit: (edit: Edit) => void,
  ) {
    const group = (label: string, tools: { tool: Tool; label: string; key?: string }[]) =>
      el(
        'div',
        {
          className: `editor-group editor-group-${label.toLowerCase()}`,
          attrs: { role: 'group', 'aria-label': label },
        },
        tools.map((t) => this.toolButton(t.tool, t.label, t.key)),
      );
    this.shapes = this.choices(
      'How terrain is laid',
      SHAPES.map((s) => ({ label: s.label, key: s.key, pick: () => this.pickShape(s.shape) })),
    );
    this.colours = this.choices(
      'Key and door colour',
      KEY_COLOURS.map((c) => ({ label: cap(c), colour: c, pick: () => (pointer.colour = c) })),
    );
    this.done = button('Done', () => pointer.finishRoute(), { className: 'btn-small editor-route-done' });
    this.done.hidden = true;
    this.root.append(
      group(
        'Terrain',
        TERRAINS.map((terrain, i) => ({
          tool: { type: 'terrain', terrain },
          label: cap(terrain),
          key: String(i + 1),
        })),
      ),
      group(
        'Pieces',
        KIND_LIST.map((kind) => ({
          tool: { type: 'piece', kind },
          label: kind.className,
        })),
      ),
      this.own,
      group('Edit', [
        { tool: { type: 'patrol' }, label: 'Patrol' },
        { tool: { type: 'erase' }, label: 'Erase', key: 'x' },
      ]),
      this.hint,
      el('div', { className: 'editor-options' }, [this.shapes, this.colours, this.done]),
      this.offer,
    );
    // The pointer starts with walls: the palette shows that.
    this.show(this.walls());
  }

  private walls(): Tool {
    return (
      this.tools.find((t) => t.tool.type === 'terrain' && t.tool.terrain === 'wall')?.tool ??
      this.tools[0].tool
    );
  }

  /** A key the palette answers (1 to 5, X for tools; B, R, F for shapes): true if it did. */
  press(key: string): boolean {
    const target = this.root.querySelector<HTMLButtonElement>(`[data-key="${key}"]`);
    target?.click();
    return target !== null;
  }

  /**
   * Shows the level's own kinds as tools, in plain words with a dot of their colour, and offers
   * the example sets it can take; the same kinds again change nothing. A tool of a kind the level
   * no longer has (an undone set) gives way to walls.
   */
  showKinds(doc: MapDoc): void {
    const read = docOwnKinds(doc);
    if (read === this.ownShown) return;
    this.ownShown = read;
    this.tools = this.tools.filter((t) => !this.own.contains(t.button));
    const buttons =
      read.problem !== undefined
        ? []
        : read.own.flatMap((data) => {
            const kind = read.table.byName(data.name);
            if (!kind) return [];
            const b = this.toolButton({ type: 'piece', kind }, kindWords(data));
            kindSwatch(b, data);
            return [b];
          });
    this.own.replaceChildren(...buttons);
    this.own.hidden = buttons.length === 0;
    this.offer.replaceChildren(
      ...exampleOffer(doc, (kinds, example) => {
        this.edit({ type: 'kinds', kinds });
        this.hint.textContent = `Added ${example.title.toLowerCase()}: ${example.about} Pick one among the pieces.`;
      }),
    );
    const picked = this.tool;
    if (picked?.type === 'piece' && !KIND_LIST.includes(picked.kind)) {
      const again = this.tools.find((t) => t.tool.type === 'piece' && t.tool.kind.name === picked.kind.name);
      this.pick(again?.tool ?? this.walls());
    }
  }

  /** Shows Done while a dog's route is being drawn. */
  drawingRoute(on: boolean): void {
    this.done.hidden = !on;
  }

  private toolButton(tool: Tool, label: string, key?: string): HTMLButtonElement {
    const b = button(label, () => this.pick(tool), {
      className: `btn-small editor-tool tool-${label.toLowerCase()}`,
    });
    if (key) withKey(b, label, key);
    this.tools.push({ tool, button: b });
    return b;
  }

  /** A row of buttons of which one is on (a radio group a tap can reach, unlike a select's menu). */
  private choices(label: string, options: { label: string; key?: string; colour?: string; pick(): void }[]) {
    const row = el('div', { className: 'editor-choices', attrs: { role: 'group', 'aria-label': label } });
    const buttons = options.map((o, i) => {
      const b = button(
        o.label,
        () => {
          for (const other of buttons) other.setAttribute('aria-pressed', String(other === b));
          o.pick();
        },
        { className: 'btn-small editor-choice' },
      );
      b.setAttribute('aria-pressed', String(i === 0));
      if (o.key) withKey(b, o.label, o.key);
      if (o.colour) b.dataset.colour = o.colour;
      return b;
    });
    row.append(...buttons);
    return row;
  }

  private pick(tool: Tool): void {
    this.pointer.cancel();
    this.pointer.tool = tool;
    this.show(tool);
  }

  private pickShape(shape: Shape): void {
    this.shape = shape;
    this.pointer.shape = shape;
    this.show(this.tool);
  }

  private show(tool: Tool | undefined): void {
    if (!tool) return;
    this.tool = tool;
    for (const t of this.tools) t.button.setAttribute('aria-pressed', String(t.tool === tool));
    this.shapes.hidden = tool.type !== 'terrain';
    this.colours.hidden = !(tool.type === 'piece' && traitsOf(tool.kind).coloured);
    const own = tool.type === 'piece' && !KIND_LIST.includes(tool.kind) ? kindAbout(tool.kind) : '';
    this.hint.textContent = `${own} ${hintFor(tool, this.shape)}`.trim();
  }
}

/** What a tap (or a click, with a mouse) on the board does with `tool`, for the row under the tools. */
function hintFor(tool: Tool, shape: Shape): string {
  const tap = window.matchMedia?.('(pointer: coarse)').matches ? 'Tap' : 'Click';
  switch (tool.type) {
    case 'terrain':
      return SHAPES.find((s) => s.shape === shape)?.hint.replace('Tap', tap) ?? '';
    case 'erase':
      return `${tap} a piece to delete it.`;
    case 'patrol':
      return `${tap} a dog, then its route tile by tile; end on its start, or Done.`;
    case 'piece': {
      const traits = traitsOf(tool.kind);
      if (traits.coloured) return `${tap} a tile to place; ${tap.toLowerCase()} one to recolour it.`;
      if (traits.paired) return `${tap} to place an end; drag one end onto another to join them.`;
      return `${tap} a tile to place it; drag a piece to move it.`;
    }
  }
}

/** A control a key picks too: the key is named to assistive tech and in a mouse's tooltip. */
function withKey(b: HTMLButtonElement, label: string, key: string): void {
  b.dataset.key = key;
  b.setAttribute('aria-keyshortcuts', key.toUpperCase());
  b.title = `${label} (${key.toUpperCase()})`;
}

function cap(word: string): string {
  return word[0].toUpperCase() + word.slice(1);
}

import '../editor/editor.css';
import {
  exportTmj,
  type JsonObject,
  LevelEditor,
  levelOfDoc,
  MAX_SIDE,
  MIN_SIDE,
  makerProblem,
  newMapText,
  type RemixOrigin,
  remixOriginOf,
  type ShelfLicence,
  shelfTmj,
} from '../../level/edit';
import type { ReadFile } from '../../tiled/types';
import { EditorBoard } from '../../view/EditorBoard';
import { button, el } from '../dom';
import { download, fileSlug } from '../download';
import { type Draft, type DraftStore, newDraftId, STORAGE_FULL } from '../editor/drafts';
import { EditorPalette } from '../editor/EditorPalette';
import { EditorSidebar } from '../editor/EditorSidebar';
import { EditorPointer } from '../editor/editorPointer';
import { findingsText } from '../editor/findingsText';
import { type LiveAnswer, LiveSolver } from '../editor/liveSolver';
import { dayOf } from '../modes/calendar';
import { describeError } from '../webgl';
import type { JobWorker } from '../workers/JobWorker';
import { DomScreen } from './Screen';

/** What the editor needs from the app: the game's tileset, the job worker, storage, and where to go. */
export interface EditorDeps {
  /** Reads the game's tileset (levels/maze-cat.tsj) by name. */
  readonly readFile: ReadFile;
  /** The tileset's picture, for drawing. */
  readonly atlasUrl: string;
  readonly jobs: JobWorker;
  readonly drafts: DraftStore;
  /** Plays the level (its .tmj text); the play screen's Edit brings the maker back here. */
  playTest(text: string, file: string): void;
  /** The share link (the page address with its fragment) for a map's text, or a PayloadError. */
  shareLink(text: string, file: string): { link: string; chars: number; limit: number };
  /** The maker's name for the shelf, remembered between visits. */
  readonly maker: { readonly name: string; remember(name: string): void };
  back(): void;
  notify(message: string, kind: 'info' | 'warn'): void;
}

/**
 * "Make a level": the map on a board, a palette of terrains and pieces (every kind in the kinds
 * table), the solver's findings beside it after every edit, settings, undo and redo, drafts kept
 * in the browser, play-test, share and export (docs/editor.md).
 */
export class EditorScreen extends DomScreen {
  readonly name = 'editor' as const;
  readonly root: HTMLElement;
  private editor: LevelEditor | null = null;
  private draft: { id: string; file: string } = { id: '', file: 'my-level.tmj' };
  private readonly board: EditorBoard;
  private readonly pointer: EditorPointer;
  private readonly solver: LiveSolver;
  private readonly sidebar: EditorSidebar;
  private readonly palette: EditorPalette;
  private readonly undoButton: HTMLButtonElement;
  private readonly redoButton: HTMLButtonElement;
  private readonly routeDone: HTMLButtonElement;
  private answer: LiveAnswer | null = null;
  /** The map revision the answer is about (the shelf takes only the par of the map as it is). */
  private answered: { editor: LevelEditor; revision: number } | null = null;
  private saveTimer = 0;
  private readonly onKey = (e: KeyboardEvent) => this.key(e);

  constructor(private readonly deps: EditorDeps) {
    super();
    this.board = new EditorBoard(deps.atlasUrl);
    this.pointer = new EditorPointer(
      () => this.current,
      () => this.changed(),
    );
    this.solver = new LiveSolver(deps.jobs, deps.readFile, (answer) => {
      this.answer = answer;
      this.answered = this.asked;
      this.sidebar.showFindings(findingsText(answer.findings, answer.difficulty));
      this.draw();
    });
    this.sidebar = new EditorSidebar({
      settings: (settings) => {
        this.current.apply({ type: 'settings', settings });
        this.changed();
      },
      resize: (width, height) => {
        this.current.apply({ type: 'resize', width, height });
        this.changed();
      },
      open: (draft) => void this.openDraft(draft),
      remove: (draft) => {
        deps.drafts.remove(draft.id);
        this.sidebar.showDrafts(deps.drafts.list(), this.draft.id);
      },
      fresh: () => void this.openNew(),
      exportMap: (embed) => this.exportFile(embed),
      share: () => this.share(),
      picture: () => this.picture(),
      submit: (maker, licence) => this.submit(maker, licence),
      maker: deps.maker.name,
      limits: { min: MIN_SIDE, max: MAX_SIDE },
    });
    this.undoButton = button('Undo', () => this.undo(), { icon: '↶', ariaLabel: 'Undo (Ctrl+Z)' });
    this.redoButton = button('Redo', () => this.redo(), { icon: '↷', ariaLabel: 'Redo (Ctrl+Shift+Z)' });
    this.routeDone = button('Done', () => this.pointer.finishRoute(), {
      className: 'btn-small editor-route-done',
    });
    this.routeDone.hidden = true;
    const play = button('Play-test', () => this.playTest(), {
      className: 'btn-primary',
      icon: '▶',
      ariaLabel: 'Play-test (P)',
    });
    const header = el('div', { className: 'editor-bar' }, [
      button('Back', () => deps.back(), { icon: '←', ariaLabel: 'Back to the title' }),
      el('h2', { className: 'editor-heading', text: 'Make a level' }),
      this.undoButton,
      this.redoButton,
      play,
    ]);
    this.palette = new EditorPalette({
      tool: (tool) => {
        this.pointer.cancel();
        this.pointer.tool = tool;
      },
      shape: (shape) => {
        this.pointer.shape = shape;
      },
      colour: (colour) => {
        this.pointer.colour = colour;
      },
    });
    const boardBox = el('div', { className: 'editor-board' }, [this.board.canvas, this.routeDone]);
    this.installPointer(this.board.canvas);
    this.root = el(
      'section',
      { className: 'screen editor-screen', attrs: { 'aria-label': 'Level editor' } },
      [header, this.palette.root, boardBox, this.sidebar.root],
    );
    this.root.hidden = true;
  }

  /** The level being made (opened before the screen shows). */
  private get current(): LevelEditor {
    if (!this.editor) throw new Error('the editor has no level open');
    return this.editor;
  }

  /** True once a level is open: showing the screen again returns to it as it was. */
  get hasLevel(): boolean {
    return this.editor !== null;
  }

  /** Opens the draft the maker had open last, else a new level. */
  async openLast(): Promise<void> {
    const last = this.deps.drafts.openId;
    const draft = last ? this.deps.drafts.get(last) : undefined;
    if (draft) await this.openDraft(draft);
    else await this.openNew();
  }

  async openNew(): Promise<void> {
    await this.openText(newMapText(), 'my-level.tmj', this.deps.readFile);
  }

  /** Opens a map's text (any map the game loads: a remix); its tilesets are read with `readFile`. */
  async openText(text: string, file: string, readFile: ReadFile, origin?: RemixOrigin): Promise<void> {
    const name = `${(file.split('/').pop() ?? 'level').replace(/\.(tmj|tmx|json)$/i, '')}.tmj`;
    this.use(await LevelEditor.open(text, name, readFile, origin), { id: newDraftId(), file: name });
    this.save();
  }

  private async openDraft(draft: Draft): Promise<void> {
    const file = draft.title ? `${fileSlug(draft.title)}.tmj` : 'my-level.tmj';
    this.use(await LevelEditor.open(draft.text, file, this.deps.readFile), { id: draft.id, file });
  }

  private use(editor: LevelEditor, draft: { id: string; file: string }): void {
    this.editor = editor;
    this.draft = draft;
    this.answer = null;
    this.pointer.cancel();
    this.sidebar.showSettings(editor.settings, editor.width, editor.height);
    this.sidebar.showDrafts(this.deps.drafts.list(), draft.id);
    this.sidebar.showOrigin(remixOriginOf(editor.doc));
    this.changed(false);
  }

  protected override onShow(): void {
    window.addEventListener('keydown', this.onKey);
    requestAnimationFrame(() => this.board.redraw());
  }

  override hide(): void {
    window.removeEventListener('keydown', this.onKey);
    super.hide();
  }

  override resize(): void {
    this.board.redraw();
  }

  private installPointer(canvas: HTMLCanvasElement): void {
    canvas.style.touchAction = 'none';
    canvas.addEventListener('pointerdown', (e) => {
      const tile = this.board.tileAt(e.clientX, e.clientY);
      if (!tile || !this.editor) return;
      canvas.setPointerCapture(e.pointerId);
      this.pointer.press(tile);
    });
    canvas.addEventListener('pointermove', (e) => {
      if (!canvas.hasPointerCapture(e.pointerId)) return;
      const tile = this.board.tileAt(e.clientX, e.clientY);
      if (tile) this.pointer.move(tile);
    });
    const up = (e: PointerEvent) => {
      if (canvas.hasPointerCapture(e.pointerId)) canvas.releasePointerCapture(e.pointerId);
      this.pointer.release();
    };
    canvas.addEventListener('pointerup', up);
    canvas.addEventListener('pointercancel', up);
  }

  private key(e: KeyboardEvent): void {
    const target = e.target as HTMLElement | null;
    if (target && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
    const k = e.key.toLowerCase();
    const mod = e.ctrlKey || e.metaKey;
    if (mod && k === 'z') e.shiftKey ? this.redo() : this.undo();
    else if (mod && k === 'y') this.redo();
    else if (mod) return;
    else if (k === 'p') this.playTest();
    else if (k === 'enter') this.pointer.finishRoute();
    else if (k === 'escape') this.pointer.cancel();
    else if (!this.palette.press(k)) return;
    e.preventDefault();
  }

  private undo(): void {
    if (this.editor?.undo()) this.changed();
  }

  private redo(): void {
    if (this.editor?.redo()) this.changed();
  }

  /** The map the solver was last asked about. */
  private asked: { editor: LevelEditor; revision: number } | null = null;

  /** After any edit: draw, ask the solver, save the draft soon. */
  private changed(save = true): void {
    const editor = this.editor;
    if (!editor) return;
    this.undoButton.disabled = !editor.canUndo;
    this.redoButton.disabled = !editor.canRedo;
    this.routeDone.hidden = !this.pointer.drawingRoute;
    this.sidebar.showSettings(editor.settings, editor.width, editor.height);
    this.draw();
    // A tool picked, a drag begun or a route tap changes no map: nothing to solve or save.
    if (this.asked?.editor === editor && this.asked.revision === editor.revision) return;
    this.asked = { editor, revision: editor.revision };
    this.solver.ask(editor.doc, editor.file);
    if (save) {
      window.clearTimeout(this.saveTimer);
      this.saveTimer = window.setTimeout(() => this.save(), 400);
    }
  }

  private draw(): void {
    const editor = this.editor;
    if (!editor) return;
    const found = this.answer?.findings;
    this.board.draw(editor.doc, editor.paint.firstGid, {
      route: found?.path ?? [],
      problems: found?.problems.flatMap((p) => (p.tile ? [p.tile] : [])) ?? [],
      pieces: editor.pieces,
      selected: this.pointer.selected,
      pending: this.pointer.pending,
    });
    this.root.dataset.par = found?.par === null || found?.par === undefined ? '' : String(found.par);
  }

  private save(): void {
    const editor = this.editor;
    if (!editor) return;
    const saved = this.deps.drafts.save({
      id: this.draft.id,
      title: editor.settings.title || 'Untitled',
      text: JSON.stringify(editor.doc),
      saved: Date.now(),
    });
    if (!saved) this.deps.notify(STORAGE_FULL, 'warn');
    this.sidebar.showDrafts(this.deps.drafts.list(), this.draft.id);
  }

  /** The map as the file it is exported, played and shared as. */
  private fileText(embed: JsonObject | null = null): string {
    return exportTmj(this.current.doc, { par: this.answer?.findings.par ?? null, embed });
  }

  private playTest(): void {
    if (!this.editor) return;
    this.save();
    this.deps.playTest(this.fileText(), this.fileName());
  }

  private fileName(): string {
    return `${fileSlug(this.current.settings.title || 'my level')}.tmj`;
  }

  private async exportFile(embed: boolean): Promise<void> {
    const tileset = embed ? (JSON.parse(await this.deps.readFile('maze-cat.tsj')) as JsonObject) : null;
    download(new Blob([this.fileText(tileset)], { type: 'application/json' }), this.fileName());
  }

  private share(): { link: string; chars: number; limit: number } {
    return this.deps.shareLink(this.fileText(), this.fileName());
  }

  /** Save picture: the level as it plays now, drawn (the drawing code loads when asked). */
  private async picture(): Promise<string> {
    const editor = this.current;
    let level: Awaited<ReturnType<typeof levelOfDoc>>;
    try {
      level = await levelOfDoc(editor.doc, editor.file, this.deps.readFile);
    } catch (error) {
      return `The picture needs a level the game can open: ${describeError(error)}`;
    }
    const { saveBoardPicture } = await import('../share/boardPicture');
    return saveBoardPicture(level, this.deps.atlasUrl, this.deps.maker.name);
  }

  /** Submit to the shelf: the level as the shelf's file, once it has a title, a maker and the solver's par. */
  private async submit(maker: string, licence: ShelfLicence): Promise<string> {
    const editor = this.current;
    const problem = makerProblem(maker);
    if (problem) return problem;
    const { title, intro } = editor.settings;
    if (!title) return 'Give the level a title first (under Level): the shelf lists it by its title.';
    if (/[<>]/.test(title + intro))
      return 'The title and intro are plain text on the shelf: leave out < and >.';
    const current = this.answered?.editor === editor && this.answered.revision === editor.revision;
    const par = current ? (this.answer?.findings.par ?? null) : null;
    if (!current) return 'The solver is still checking your latest change: try again once it shows the par.';
    if (par === null)
      return 'The shelf takes levels the solver can win: this one cannot be won yet (the solver says why).';
    this.deps.maker.remember(maker);
    const slug = fileSlug(title);
    const text = shelfTmj(editor.doc, par, { maker, licence, added: dayOf(new Date()) });
    download(new Blob([text], { type: 'application/json' }), `${slug}.tmj`);
    return `Saved ${slug}.tmj. To put it on the shelf: save it as levels/community/NN-${slug}.tmj (NN: the next free number), check it with npx maze-cat check, and open a pull request with that one file (docs/sharing.md).`;
  }
}

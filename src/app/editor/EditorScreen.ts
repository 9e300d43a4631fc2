import './editor.css';
import {
  type Edit,
  exportTmj,
  LevelEditor,
  MAX_SIDE,
  MIN_SIDE,
  NEW_HEIGHT,
  NEW_WIDTH,
  type NewGrid,
  newMapText,
  remixOriginOf,
} from '../../level/edit';
import type { ReadFile } from '../../tiled/types';
import { EditorBoard } from '../../view/EditorBoard';
import { Announcer } from '../page/Announcer';
import { el } from '../page/dom';
import { fileSlug } from '../page/download';
import { describeError } from '../page/webgl';
import { DomScreen } from '../screens/Screen';
import { JobScope } from '../workers/jobScope';
import { BoardVeil } from './BoardVeil';
import { type BoardInput, installBoardInput } from './boardInput';
import { type BoardKeys, installBoardKeys, tileWords } from './boardKeys';
import { DraftKeeper } from './DraftKeeper';
import { newDraftId } from './drafts';
import { EditorPalette } from './EditorPalette';
import { EditorSidebar } from './EditorSidebar';
import { type EditorBar, editorBar } from './editorBar';
import type { EditorDeps, OpenHow } from './editorDeps';
import { EditorPointer } from './editorPointer';
import { editorShortcuts } from './editorShortcuts';
import { answerText } from './findingsText';
import { type LiveAnswer, LiveSolver } from './liveSolver';
import { PartnerSection } from './PartnerSection';
import { askResize } from './resizeAsk';
import { exportMap, savePicture, submitToShelf } from './shareExtras';
import { Spotlight } from './spotlight';

/**
 * "Make a level": the map on a board, a palette of terrains and pieces (every kind in the kinds
 * table), the solver's findings beside it after every edit, settings, undo and redo, drafts kept
 * in the browser, play-test, share and export (docs/editor.md). On a phone the palette and the
 * sections are tabs under the board; one finger paints, two move and zoom the board.
 */
export class EditorScreen extends DomScreen {
  readonly name = 'editor' as const;
  readonly root: HTMLElement;
  private editor: LevelEditor | null = null;
  private readonly board: EditorBoard;
  private readonly pointer: EditorPointer;
  private readonly solver: LiveSolver;
  private readonly sidebar: EditorSidebar;
  private readonly palette: EditorPalette;
  private readonly bar: EditorBar;
  private readonly boardInput: BoardInput;
  private readonly boardKeys: BoardKeys;
  private readonly veil: BoardVeil;
  /** Says the tile under the board's keyboard cursor. */
  private readonly announcer = new Announcer();
  private answer: LiveAnswer | null = null;
  private readonly partner: PartnerSection;
  /** The tiles the finding or suggestion looked at names, outlined on the board. */
  private readonly spotlight = new Spotlight(() => this.draw());
  private readonly keeper: DraftKeeper;
  /** The jobs this screen asks for (solve, band, partner, generate): all cancelled when it hides. */
  private readonly jobScope = new JobScope();
  private readonly onKey = editorShortcuts({
    undo: () => this.undo(),
    redo: () => this.redo(),
    playTest: () => this.playTest(),
    finishRoute: () => this.pointer.finishRoute(),
    cancel: () => this.pointer.cancel(),
    tool: (key) => this.palette.press(key),
  });

  constructor(private readonly deps: EditorDeps) {
    super();
    this.board = new EditorBoard(deps.atlasUrl);
    this.pointer = new EditorPointer(
      () => this.current,
      () => this.changed(),
    );
    this.solver = new LiveSolver(deps.workers, this.jobScope, deps.readFile, (answer) => {
      this.answer = answer;
      this.sidebar.showFindings(answerText(answer));
      this.draw();
    });
    this.palette = new EditorPalette(this.pointer, (edit) => this.applyEdit(edit));
    this.sidebar = new EditorSidebar(
      {
        settings: (settings) => {
          this.current.apply({ type: 'settings', settings });
          this.changed();
        },
        resize: (width, height) =>
          askResize(
            this.current,
            width,
            height,
            (text, ok) => this.sidebar.showSizeNote(text, ok),
            () => this.changed(),
          ),
        open: (draft) => void this.openDraft(draft.id),
        remove: (draft) => this.keeper.remove(draft.id),
        fresh: (grid) => void this.openNew(grid),
        exportMap: (embed) => this.exportFile(embed),
        share: () => this.share(),
        picture: () => savePicture(this.current, deps),
        submit: async (maker, licence) =>
          submitToShelf(
            this.current,
            { checking: this.answer?.checking ?? true, value: this.currentPar },
            this.answer?.difficulty,
            maker,
            licence,
            deps,
          ),
        maker: deps.maker.name,
        limits: { min: MIN_SIDE, max: MAX_SIDE },
      },
      this.palette.root,
      this.spotlight,
    );
    this.keeper = new DraftKeeper({
      drafts: deps.drafts,
      view: this.sidebar,
      host: {
        level: () => this.level(),
        retitle: (title) => {
          this.current.apply({ type: 'settings', settings: { title } });
          this.changed(false);
        },
        open: (id) => void this.openDraft(id),
      },
      notify: deps.notify,
      exportAction: { label: 'Export .tmj', run: () => void this.exportFile(false) },
    });
    this.keeper.watch(window, document);
    this.partner = new PartnerSection({
      workers: deps.workers,
      scope: this.jobScope,
      readFile: deps.readFile,
      limits: { min: MIN_SIDE, max: MAX_SIDE },
      apply: (edit) => this.applyEdit(edit),
      spotlight: this.spotlight,
      openText: (text, file, ticket) => this.openText(text, file, deps.readFile, { ticket }),
    });
    this.sidebar.addSection('partner', 'Ideas', [this.partner.panel.root], 'solver');
    this.bar = editorBar(
      {
        back: () => deps.back(),
        undo: () => this.undo(),
        redo: () => this.redo(),
        playTest: () => this.playTest(),
      },
      this.sidebar.status,
    );
    this.veil = new BoardVeil(() => this.board.canvas.focus({ preventScroll: true }));
    const boardBox = el('div', { className: 'editor-board' }, [this.board.canvas, this.veil.root]);
    this.boardInput = installBoardInput(
      this.board.canvas,
      this.board,
      this.pointer,
      () => this.editor !== null,
    );
    this.boardKeys = installBoardKeys(this.board.canvas, this.pointer, {
      size: () => this.editor,
      moved: (cursor) => {
        this.draw();
        if (cursor) this.board.reveal(cursor);
      },
      say: (cell) => this.announcer.say(tileWords(this.current, cell)),
      tileAt: (x, y) => this.board.tileAt(x, y),
      layout: () => this.board.layout,
    });
    this.root = el(
      'section',
      { className: 'screen editor-screen', attrs: { 'aria-label': 'Level editor' } },
      [this.bar.root, boardBox, this.sidebar.tabs, this.palette.root, this.sidebar.root, this.announcer.root],
    );
    this.root.hidden = true;
  }

  /** The level being made (opened before the screen shows). */
  private get current(): LevelEditor {
    if (!this.editor) throw new Error('the editor has no level open');
    return this.editor;
  }

  /**
   * Veils the board until a first deliberate tap (`held`: the editor was reached by Back, Forward
   * or a reload, so the player's next tap may be meant for another screen), or shows it bare.
   */
  holdBoard(held: boolean): void {
    this.veil.hold(held);
  }

  /** True once a level is open: showing the screen again returns to it as it was. */
  get hasLevel(): boolean {
    return this.editor !== null;
  }

  /** Opens the draft the maker had open last (a new level when there is none, or it cannot be opened). */
  async openLast(): Promise<void> {
    const last = this.deps.drafts.openId;
    if (!(last && this.deps.drafts.list().some((d) => d.id === last) && (await this.openDraft(last))))
      await this.openNew();
  }

  async openNew(grid: NewGrid = 'square'): Promise<void> {
    await this.openText(newMapText(NEW_WIDTH, NEW_HEIGHT, grid), 'my-level.tmj', this.deps.readFile);
  }

  /**
   * Opens a map's text (any map the game loads: a remix); its tilesets are read with `readFile`.
   * A job's map (a generated level) is not opened when its `ticket` was cancelled meanwhile. A
   * level opened by Edit is kept as the draft of that `level`: a new one, or in the place of the
   * draft `over` (starting afresh).
   */
  async openText(text: string, file: string, readFile: ReadFile, how: OpenHow = {}): Promise<void> {
    const name = `${(file.split('/').pop() ?? 'level').replace(/\.(tmj|tmx|json)$/i, '')}.tmj`;
    const editor = await LevelEditor.open(text, name, readFile, how.origin);
    if (how.ticket && !how.ticket.live) return;
    // An edit of the draft replaced is saved first: its revision is read after.
    this.keeper.flush();
    const over = how.over ? this.deps.drafts.list().find((d) => d.id === how.over) : undefined;
    this.use(editor, over?.id ?? newDraftId(), over?.rev ?? null, how.level);
    this.save();
  }

  /** True when the draft `id` is the level open. */
  isOpen(id: string): boolean {
    return this.editor !== null && this.keeper.openId === id;
  }

  /** Opens a draft of My levels; one that cannot be opened is said so and kept as it is (false). */
  async openDraft(id: string): Promise<boolean> {
    // The level open until now is saved first: the draft read below may be that one.
    this.keeper.flush();
    const draft = this.deps.drafts.get(id);
    const named = draft?.title ?? this.deps.drafts.list().find((d) => d.id === id)?.title ?? '';
    const file = draft?.title ? `${fileSlug(draft.title)}.tmj` : 'my-level.tmj';
    let editor: LevelEditor;
    try {
      if (!draft) throw new Error('its saved text could not be read');
      editor = await LevelEditor.open(draft.text, file, this.deps.readFile);
    } catch (error) {
      this.deps.notify(
        `"${named.slice(0, 60)}" could not be opened: ${describeError(error)}. It is kept in My levels as it was.`,
        'warn',
      );
      return false;
    }
    this.use(editor, id, draft.rev, draft.level);
    return true;
  }

  /** Puts `editor` in as draft `id` read at `rev` (null: new), of the game's `level` (Edit's), once the level open is saved. */
  private use(editor: LevelEditor, id: string, rev: number | null, level?: string): void {
    const swap = () => {
      this.editor = editor;
      this.answer = null;
      this.solver.forget();
      this.pointer.cancel();
      this.sidebar.showSettings(editor.settings, editor.width, editor.height, editor.orientation);
      this.sidebar.showSizeNote('');
      this.sidebar.showOrigin(remixOriginOf(editor.doc));
      this.changed(false);
    };
    this.keeper.open(id, rev, swap, level);
  }

  protected override onShow(): void {
    window.addEventListener('keydown', this.onKey);
    requestAnimationFrame(() => this.board.redraw());
    // The solve cancelled on leaving is asked again.
    this.asked = null;
    this.changed(false);
  }

  override hide(): void {
    // Leaving the editor saves the last edit at once rather than a moment later.
    this.keeper.flush();
    window.removeEventListener('keydown', this.onKey);
    this.boardInput.stop();
    this.boardKeys.stop();
    // Leaving the editor (play-test, Back) cancels every job it asked for: their answers would be stale.
    this.jobScope.leave();
    super.hide();
  }

  override resize(): void {
    this.board.redraw();
  }

  private undo(): void {
    if (this.editor?.undo()) this.changed();
  }

  private redo(): void {
    if (this.editor?.redo()) this.changed();
  }

  private applyEdit(edit: Edit): void {
    this.current.apply(edit);
    this.changed();
  }

  /** The map the solver was last asked about. */
  private asked: { editor: LevelEditor; revision: number } | null = null;

  /** After any edit: draw, ask the solver, save the draft soon. */
  private changed(save = true): void {
    const editor = this.editor;
    if (!editor) return;
    this.bar.undo.disabled = !editor.canUndo;
    this.bar.redo.disabled = !editor.canRedo;
    this.palette.drawingRoute(this.pointer.drawingRoute);
    this.palette.showKinds(editor.doc);
    this.sidebar.showSettings(editor.settings, editor.width, editor.height, editor.orientation);
    this.draw();
    // A tool picked, a drag begun or a route tap changes no map: nothing to solve or save.
    const edited = this.asked?.editor === editor;
    if (edited && this.asked?.revision === editor.revision) return;
    this.asked = { editor, revision: editor.revision };
    this.solver.ask(editor.doc, editor.file);
    this.partner.ask(editor.doc, editor.file);
    // A level just opened is as stored: saving it would only look, to another tab, like a change.
    if (save && edited) this.keeper.saveSoon();
  }

  private draw(): void {
    const editor = this.editor;
    if (!editor) return;
    const found = this.answer?.findings;
    this.board.draw(editor.doc, editor.paint.firstGid, {
      route: found?.path ?? [],
      problems: found?.problems.flatMap((p) => p.tiles) ?? [],
      pieces: editor.pieces,
      selected: this.pointer.selected,
      pending: this.pointer.pending,
      spot: this.spotlight.spot,
      stale: this.answer?.checking ?? true,
      cursor: this.boardKeys.cursor,
    });
    const par = this.currentPar;
    this.root.dataset.par = par === null ? '' : String(par);
  }

  /** The par the solver found for the map as it is now (null while checking, or none). */
  private get currentPar(): number | null {
    return this.answer && !this.answer.checking ? (this.answer.findings?.par ?? null) : null;
  }

  /** The level as it is now, as My levels keeps it. */
  private level(): { title: string; text: string } | null {
    const editor = this.editor;
    if (!editor) return null;
    return { title: editor.settings.title || 'Untitled', text: JSON.stringify(editor.doc) };
  }

  private save(): void {
    // The level stays open as it is whether or not it was saved (the keeper says why not).
    this.root.dataset.saved = this.keeper.save() ? 'yes' : 'no';
  }

  /** The map as the file it is exported, played and shared as. */
  private fileText(): string {
    return exportTmj(this.current.doc, { par: this.currentPar, embed: null });
  }

  private playTest(): void {
    if (!this.editor) return;
    this.save();
    this.deps.playTest(this.fileText(), this.fileName());
  }

  private fileName(): string {
    return `${fileSlug(this.current.settings.title || 'my level')}.tmj`;
  }

  private exportFile(embed: boolean): Promise<void> {
    return exportMap(this.current.doc, this.currentPar, embed, this.fileName(), this.deps.readFile);
  }

  private share(): { link: string; chars: number; limit: number } {
    return this.deps.shareLink(this.fileText(), this.fileName());
  }
}

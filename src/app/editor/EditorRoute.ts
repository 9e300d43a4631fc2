// Room editor/ (docs/architecture.md, "The rooms of src/app"): the level editor: its screen, palette, sidebar
// and drafts, the live solver and the design partner.
import type { RemixOrigin } from '../../level/edit';
import type { ReadFile } from '../../tiled/types';
import type { LevelCatalog } from '../levels/levelCatalog';
import type { NoticeAction } from '../page/Notices';
import { describeError } from '../page/webgl';
import type { EditorOpen } from '../router/routes';
import type { Navigator } from '../screens/Navigator';
import { MAX_MAP_CHARS, PayloadError, packMap, type SharedFile } from '../share/mapPayload';
import { shareFragment } from '../share/shareLink';
import { JobWorker } from '../workers/JobWorker';
import { type DraftEntry, DraftStore } from './drafts';
import { EditorScreen } from './EditorScreen';
import { rememberedMaker, rememberMaker } from './makerName';

/** What the editor's route takes from the app. */
export interface EditorRouteDeps {
  readonly nav: Navigator;
  readonly jobs: JobWorker;
  /** The game's level files (for its tileset and picture). */
  loadLevelFiles(): Promise<LevelCatalog>;
  /** Opens a made level's text as a level to play, by id (a dropped map's way). */
  play(id: string, file: string, text: string): Promise<void>;
  back(): void;
  /** Shows a notice; one with an action stays until it is used or dismissed. */
  notify(message: string, kind: 'info' | 'warn', action?: NoticeAction): void;
}

/** The id a play-tested level plays under: the editor's Edit returns to the editor as it was. */
const MADE = 'made:';

/**
 * The editor as one route of the app: made on first use (after the game's level files are in),
 * shown with a new level, the last draft, or a level opened for remixing; the play screen's Edit
 * on a play-tested level comes back to it exactly as the maker left it.
 */
export class EditorRoute {
  private screen: EditorScreen | null = null;
  private readonly drafts = new DraftStore(storage());

  constructor(private readonly deps: EditorRouteDeps) {}

  /**
   * "Make a level": the draft the maker had open (as they left it), else a new level. `held`: the
   * editor was reached by Back, Forward or a reload, so its board waits for a first deliberate tap.
   */
  async open(held: boolean): Promise<void> {
    const screen = await this.ensure();
    if (!screen) return;
    if (!screen.hasLevel) await screen.openLast();
    this.show(screen, held);
  }

  /**
   * "Edit" on an open level: back to the editor for a play-test; else the maker's draft of that
   * level as they left it, with a choice to start afresh from the level; else the level opened to
   * remix, as its draft (one draft a level in My levels). `held`: as for `open`.
   */
  async edit(open: Extract<EditorOpen, { kind: 'level' }>, held: boolean): Promise<void> {
    const { id, file, readFile } = open;
    const screen = await this.ensure();
    if (!screen) return;
    const made = id.startsWith(MADE);
    const level = made ? undefined : id;
    const fromLevel = async (over?: DraftEntry): Promise<boolean> => {
      try {
        const how = { origin: remixOrigin(open), level, over: over?.id };
        await screen.openText(await readFile(file), file, readFile, how);
        return true;
      } catch (error) {
        this.deps.notify(`This level cannot be opened in the editor: ${describeError(error)}`, 'warn');
        return false;
      }
    };
    if (!(made && screen.hasLevel)) {
      const kept = level === undefined ? undefined : this.drafts.ofLevel(level);
      // The draft open already stays as it is (its undo history too).
      if (kept && (screen.isOpen(kept.id) || (await screen.openDraft(kept.id))))
        this.deps.notify(
          `Your draft of this level, “${kept.title}”, is open as you left it. Start afresh to replace the draft with the level itself.`,
          'info',
          {
            label: 'Start afresh',
            run: () => void fromLevel(kept),
          },
        );
      else if (!(await fromLevel())) return;
    }
    this.show(screen, held);
  }

  private show(screen: EditorScreen, held: boolean): void {
    screen.holdBoard(held);
    this.deps.nav.go('editor');
  }

  private async ensure(): Promise<EditorScreen | null> {
    if (this.screen) return this.screen;
    let catalog: LevelCatalog;
    try {
      catalog = await this.deps.loadLevelFiles();
    } catch (error) {
      this.deps.notify(
        `The editor needs the game's files, which could not be loaded: ${describeError(error)}`,
        'warn',
      );
      return null;
    }
    const readTileset: ReadFile = (path) => catalog.readFile(`levels/${path.split('/').pop()}`);
    this.screen = this.deps.nav.add(
      new EditorScreen({
        readFile: readTileset,
        atlasUrl: (picture) => catalog.resolveUrl(`levels/${picture}`),
        // Par and route on the app's worker; the others each on a worker of its own (started on
        // first use), so stopping a stale band or partner, or a level being generated, stops no other.
        workers: {
          findings: this.deps.jobs,
          band: JobWorker.forPage(),
          partner: JobWorker.forPage(),
          generate: JobWorker.forPage(),
        },
        drafts: this.drafts,
        maker: {
          get name() {
            return rememberedMaker(storage());
          },
          remember: (name) => rememberMaker(storage(), name),
        },
        playTest: (text, file) => void this.deps.play(`${MADE}${file}`, file, text),
        shareLink: (text, file) => {
          const files = [{ path: file, text }];
          const packed = packMap(files);
          return { link: linkOf(files, packed), chars: packed.length, limit: MAX_MAP_CHARS };
        },
        back: () => this.deps.back(),
        notify: (message, kind, action) => this.deps.notify(message, kind, action),
      }),
    );
    return this.screen;
  }
}

/** The page's address with a share link's fragment for `files`. */
function linkOf(files: readonly SharedFile[], packed = packMap(files)): string {
  const { origin, pathname } = window.location;
  return `${origin}${pathname}${shareFragment({ kind: 'map', files, packed }, null)}`;
}

/**
 * What a level opened from the shelf (`community/...`) or from a share link is a remix of: the
 * shelf id, or the link it came from (made again from its files). Any other level (shipped, daily,
 * a dropped file) credits nothing. A link too long to pack again credits its title and maker only.
 */
function remixOrigin(open: Extract<EditorOpen, { kind: 'level' }>): RemixOrigin | undefined {
  const { id, source } = open;
  const credit = { title: source.title, maker: source.maker };
  if (id.startsWith('community/')) return { remixOf: id, ...credit };
  if (!id.startsWith('shared:') || !source.files) return undefined;
  try {
    return { remixOf: linkOf(source.files), ...credit };
  } catch (error) {
    if (!(error instanceof PayloadError)) throw error;
    return undefined;
  }
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

import { clampSide, type Edit, type MapDoc, MIN_SIDE, newMapText } from '../../level/edit';
import type { Cell } from '../../level/types';
import type { ReadFile } from '../../tiled/types';
import { levelIndex } from '../levels/levelIndex';
import { fileSlug } from '../page/download';
import type { JobWorker } from '../workers/JobWorker';
import { PartnerPanel } from './PartnerPanel';
import { PartnerClient } from './partnerClient';

/** What the design partner needs from the editor screen. */
export interface PartnerHost {
  readonly jobs: JobWorker;
  readonly readFile: ReadFile;
  readonly limits: { readonly min: number; readonly max: number };
  /** Applies an edit to the level being made (one undo step) and tells the screen it changed. */
  apply(edit: Edit): void;
  /** Draws the board again (a suggestion's tiles outlined, or no longer). */
  redraw(): void;
  /** Opens a map's text in the editor, as a new draft. */
  openText(text: string, file: string): Promise<void>;
}

/**
 * The editor's design partner (docs/editor.md#design-partner): its panel, the client that asks the
 * job worker about the map once edits pause, and the tiles a focused suggestion would change.
 */
export class PartnerSection {
  readonly panel: PartnerPanel;
  /** The tiles the focused or hovered suggestion changes, outlined on the board. */
  preview: readonly Cell[] = [];
  private readonly client: PartnerClient;

  constructor(host: PartnerHost) {
    this.panel = new PartnerPanel({
      apply: (edit) => host.apply(edit),
      preview: (cells) => {
        this.preview = cells;
        host.redraw();
      },
      blank: (width, height) =>
        void host.openText(
          newMapText(clampSide(width || MIN_SIDE), clampSide(height || MIN_SIDE)),
          'my-level.tmj',
        ),
      campaign: async (entry) => host.openText(await host.readFile(entry.file), entry.file),
      generate: async (width, height, difficulty) => {
        const seed = `editor-${Date.now().toString(36)}`;
        const title = `Generated ${width} x ${height} ${difficulty}`;
        const made = await host.jobs.run('generateLevel', {
          options: { width, height, difficulty, seed, timeLimitMs: 10_000 },
          title,
          intro: '',
        });
        await host.openText(made.text, `${fileSlug(title)}.tmj`);
      },
      levels: levelIndex.entries(),
      limits: host.limits,
    });
    this.client = new PartnerClient(host.jobs, host.readFile, (report) => this.panel.show(report));
  }

  /** Asks about the map as it is now (the older question is cancelled). */
  ask(doc: MapDoc, file: string): void {
    this.client.ask(doc, file);
  }

  /** Stops a job still running (the screen hides; showing again asks about the map again). */
  cancel(): void {
    this.client.cancel();
  }
}

import { clampSide, type Edit, type MapDoc, MIN_SIDE, newMapText } from '../../level/edit';
import type { ReadFile } from '../../tiled/types';
import { levelIndex } from '../levels/levelIndex';
import type { JobWorker } from '../workers/JobWorker';
import type { JobScope, JobTicket } from '../workers/jobScope';
import { GenerateClient } from './generateClient';
import { PartnerPanel } from './PartnerPanel';
import { PartnerClient } from './partnerClient';
import type { Spotlight } from './spotlight';

/** What the design partner needs from the editor screen. */
export interface PartnerHost {
  /** A worker for the partner and one for generating, so neither holds up the other or the live solve. */
  readonly workers: { readonly partner: JobWorker; readonly generate: JobWorker };
  /** The editor's job scope: leaving the editor cancels the partner's jobs and a level being generated. */
  readonly scope: JobScope;
  readonly readFile: ReadFile;
  readonly limits: { readonly min: number; readonly max: number };
  /** Applies an edit to the level being made (one undo step) and tells the screen it changed. */
  apply(edit: Edit): void;
  /** Outlines on the board the tiles a suggestion changes or a line names. */
  readonly spotlight: Spotlight;
  /** Opens a map's text in the editor, as a new draft (not when `ticket` was cancelled meanwhile). */
  openText(text: string, file: string, ticket?: JobTicket): Promise<void>;
}

/**
 * The editor's design partner (docs/editor.md#design-partner): its panel, the client that asks the
 * job worker about the map once edits pause.
 */
export class PartnerSection {
  readonly panel: PartnerPanel;
  private readonly client: PartnerClient;

  constructor(host: PartnerHost) {
    const generator = new GenerateClient(host.workers.generate, host.scope, (text, file, ticket) =>
      host.openText(text, file, ticket),
    );
    this.panel = new PartnerPanel({
      apply: (edit) => host.apply(edit),
      spotlight: host.spotlight,
      blank: (width, height) =>
        void host.openText(
          newMapText(clampSide(width || MIN_SIDE), clampSide(height || MIN_SIDE)),
          'my-level.tmj',
        ),
      campaign: async (entry) => host.openText(await host.readFile(entry.file), entry.file),
      generate: (width, height, difficulty) => generator.generate(width, height, difficulty),
      levels: levelIndex.entries(),
      limits: host.limits,
    });
    this.client = new PartnerClient(host.workers.partner, host.scope, host.readFile, (report) =>
      this.panel.show(report),
    );
  }

  /** Asks about the map as it is now (the older question is cancelled). */
  ask(doc: MapDoc, file: string): void {
    this.client.ask(doc, file);
  }
}

/**
 * The messages between the page and its job worker (JobWorker.ts, serveJobs.ts): a job is a kind
 * and a request, answered by a response or a failure; the worker reads files through the page,
 * which owns them (bundled levels, downloads, dropped files). Every kind of job is listed here
 * once, with what it takes and gives.
 */
import type { MapDoc } from '../../level/edit';
import type { LevelProblem } from '../../level/problems';
import type { PlayState } from '../../level/rules/playState';
import type { Level } from '../../level/types';
import type { GenerateOptions } from '../../solver/generate/options';
import type { LevelSolution, Outlook } from '../../solver/solveLevel';
import type { ReadBytes, ReadFile, TiledMap } from '../../tiled/types';
import type { EditorDifficulty, EditorFindings } from './editorJob';
import type { PartnerReport } from './partnerJob';

/** How a job reads files through the page: text (maps, tilesets, templates) and bytes (images). */
export interface JobFiles {
  readonly readFile: ReadFile;
  readonly readBytes: ReadBytes;
}

/** Every kind of job the worker runs: its request and its response. */
export interface JobKinds {
  /** Reads and decodes a map within the level limits; its files are read by the page. */
  /**
   * Loads a map and builds its level (play opens levels so: on a 1024 x 1024 map building it is
   * half a second the page's thread does not spend). The level's grid arrives as its data
   * (`Grid.revive` makes it a Grid again); its arrays and the map's layers are moved, not copied.
   */
  readonly loadLevel: { readonly request: { readonly file: string }; readonly response: Level };
  /** Loads a map and builds its level, only to find its problems (the level list marks broken levels). */
  readonly checkLevel: { readonly request: { readonly file: string }; readonly response: null };
  /** Builds the level of a loaded map and solves it (the designer overlay). */
  readonly solveMap: { readonly request: { readonly map: TiledMap }; readonly response: LevelSolution };
  /** Builds the level of a loaded map and solves it from a state of a play (hints). */
  readonly solveFrom: {
    readonly request: { readonly map: TiledMap; readonly state: PlayState };
    readonly response: LevelSolution;
  };
  /**
   * Measures how hard a solved level is, as `maze-cat check` does (the designer overlay): the
   * `depth` line (null when the walks within par are too many to search) and the naive-play
   * warning, if any, in the words `check` prints.
   */
  readonly measureMap: {
    readonly request: { readonly map: TiledMap; readonly par: number; readonly states: number };
    readonly response: { readonly depth: string | null; readonly warning: string | null };
  };
  /**
   * Whether a play can still be won, and in how few moves, from a state the cat rests in (asked
   * after every walk: outlookFrom). `level` names the map for the worker's cache of built levels
   * (one per open play: the same name is always the same map). The map is sent with a play's first
   * question only (copying a 1024 x 1024 map took 50-66 ms of the page's thread per walk); null
   * answers that the worker does not hold that level (a fresh worker), and the page asks again
   * with the map.
   */
  readonly outlook: {
    readonly request: { readonly map: TiledMap | null; readonly level: string; readonly state: PlayState };
    readonly response: Outlook | null;
  };
  /** Generates a level (the daily puzzle, endless mode) and writes it as a Tiled map (generateJob.ts). */
  readonly generateLevel: { readonly request: GenerateRequest; readonly response: GeneratedMap };
  /** Builds, solves and measures a level being made in the editor (editorJob.ts); it reads the game's tileset. */
  readonly editorFindings: {
    readonly request: { readonly doc: MapDoc; readonly file: string };
    readonly response: EditorFindings;
  };
  /** Measures how hard a level being made is, once it is solved at `par` (editorJob.ts). */
  readonly editorDifficulty: {
    readonly request: { readonly doc: MapDoc; readonly file: string; readonly par: number };
    readonly response: EditorDifficulty | null;
  };
  /** Why a level being made is easy, and edits tried with the solver that make it deeper (partnerJob.ts). */
  readonly partner: {
    readonly request: { readonly doc: MapDoc; readonly file: string };
    readonly response: PartnerReport;
  };
}

/** A level to generate: the generator's options, and the title and intro the map is to carry. */
export interface GenerateRequest {
  readonly options: GenerateOptions;
  readonly title: string;
  readonly intro: string;
}

/** A generated level as a Tiled JSON map (it names the game's tileset, maze-cat.tsj, beside it). */
export interface GeneratedMap {
  readonly text: string;
  readonly par: number;
  /** The seed the level came from: the one asked for, or a fallback after it (generateJob.ts). */
  readonly seed: string;
}

export type JobKind = keyof JobKinds;
export type JobRequest<K extends JobKind> = JobKinds[K]['request'];
export type JobResponse<K extends JobKind> = JobKinds[K]['response'];

/** A failed job as it crosses to the page: a LevelError's problems, a MapError's parts, or just a message. */
export interface JobFailure {
  readonly message: string;
  readonly levelError?: { readonly file: string; readonly problems: readonly LevelProblem[] };
  readonly mapError?: { readonly file: string; readonly place: string; readonly detail: string };
}

/** Page to worker. */
export type ToWorker =
  | {
      readonly type: 'run';
      readonly job: number;
      readonly kind: JobKind;
      readonly request: unknown;
      /** Texts the job reads without asking the page (JobOptions.sent). */
      readonly sent?: Readonly<Record<string, string>>;
    }
  | {
      readonly type: 'file';
      readonly read: number;
      readonly text?: string;
      readonly bytes?: Uint8Array;
      readonly error?: string;
    };

/** Worker to page. */
export type FromWorker =
  | { readonly type: 'done'; readonly job: number; readonly response: unknown }
  | { readonly type: 'failed'; readonly job: number; readonly failure: JobFailure }
  | {
      readonly type: 'readFile';
      readonly job: number;
      readonly read: number;
      readonly path: string;
      /** Bytes (an image) rather than text. */
      readonly bytes: boolean;
    };

/** `files`, reading the texts in `sent` (the page's JobOptions.sent) from there without asking for them. */
export function withSent(files: JobFiles, sent: Readonly<Record<string, string>> | undefined): JobFiles {
  if (!sent) return files;
  return {
    ...files,
    readFile: (path) => (Object.hasOwn(sent, path) ? Promise.resolve(sent[path]) : files.readFile(path)),
  };
}

/** What both ends post to: a Worker, the worker's own scope, a MessagePort. */
export interface MessageEnd {
  postMessage(message: unknown, transfer?: Transferable[]): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

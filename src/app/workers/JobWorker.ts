// Room workers/ (docs/architecture.md, "The rooms of src/app"): the job worker, where levels are loaded,
// solved, generated and checked off the page's thread. It imports no other room.
/**
 * The page's side of the job worker: `run(kind, request)` sends a job and resolves with its
 * response, or rejects with the loader's own MapError. A job is cancelled with an AbortSignal
 * (the player left): the worker is stopped at once, whatever it was computing, and the other jobs
 * it held are sent again to a fresh one. When no worker can start (or its script fails to load),
 * jobs run on the page instead, with the same code.
 */
import type { ReadBytes, ReadFile } from '../../tiled/types';
import { fromFailure } from './crossing';
import type { JobHandlers } from './jobs';
import {
  type FromWorker,
  type JobFiles,
  type JobKind,
  type JobRequest,
  type JobResponse,
  type MessageEnd,
  type ToWorker,
  withSent,
} from './protocol';

/** A worker as JobWorker uses it (a real Worker, or a MessagePort in tests). */
export interface WorkerLike extends MessageEnd {
  addEventListener(type: 'message' | 'error', listener: (event: MessageEvent) => void): void;
  terminate(): void;
}

export interface JobOptions {
  /** How the job reads files (tilesets, templates); jobs that read none may leave it out. */
  readonly readFile?: ReadFile;
  /** How the job reads images (a tileset's size from its image header); none by default. */
  readonly readBytes?: ReadBytes;
  /** Cancels the job: it rejects with an AbortError and the worker stops computing it. */
  readonly signal?: AbortSignal;
  /**
   * Texts the page has read already, by the path the job asks them by, sent with the job: the
   * worker reads them without asking the page, whose thread may be busy for a while (starting the
   * renderer, on the way to the first level). Other files are asked for with `readFile`.
   */
  readonly sent?: Readonly<Record<string, string>>;
}

interface Pending {
  readonly kind: JobKind;
  readonly request: unknown;
  readonly files: JobFiles;
  readonly sent: Readonly<Record<string, string>> | undefined;
  resolve(response: unknown): void;
  reject(error: unknown): void;
}

/**
 * The jobs a level's opening waits for, timed on the page's performance timeline (a measure each,
 * `maze-cat:job:<kind>`, read by bench:start); the editor's many jobs are not, so as not to fill it.
 */
const TIMED_JOBS: ReadonlySet<JobKind> = new Set<JobKind>(['loadLevel', 'generateLevel', 'solveMap']);

const noFiles = async (path: string): Promise<never> => {
  throw new Error(`this job reads no files (asked for ${path})`);
};

function aborted(): Error {
  return new DOMException('The job was cancelled.', 'AbortError');
}

export class JobWorker {
  private worker: WorkerLike | null = null;
  /** Set once a worker could not start: from then on jobs run on the page. */
  private inline = false;
  private readonly pending = new Map<number, Pending>();
  private nextJob = 0;

  /**
   * `spawn` starts a worker (null or a throw when none can); `handlers` loads the job code for
   * running on the page.
   */
  constructor(
    private readonly spawn: () => WorkerLike | null,
    private readonly handlers: () => Promise<JobHandlers>,
  ) {}

  /** The page's job worker: src/app/workers/levelWorker.ts, bundled by Vite. */
  static forPage(): JobWorker {
    return new JobWorker(
      () =>
        typeof Worker === 'undefined'
          ? null
          : new Worker(new URL('./levelWorker.ts', import.meta.url), {
              type: 'module',
              name: 'maze-cat-jobs',
            }),
      async () => (await import('./jobs')).JOBS,
    );
  }

  /**
   * Starts the worker before its first job, so that its script downloads and starts while the
   * page waits for other things (the board's code, on the way to the first level).
   */
  start(): void {
    if (!this.inline) this.ensureWorker();
  }

  /** Runs a job; see the class comment. */
  run<K extends JobKind>(kind: K, request: JobRequest<K>, options: JobOptions = {}): Promise<JobResponse<K>> {
    const { signal } = options;
    if (signal?.aborted) return Promise.reject(aborted());
    const running = this.submit(kind, request, options);
    if (TIMED_JOBS.has(kind)) {
      // A level's opening jobs, on the page's timeline for bench:start (docs/performance.md).
      const start = performance.now();
      const timed = () => void performance.measure(`maze-cat:job:${kind}`, { start });
      running.then(timed, timed);
    }
    return running;
  }

  /** Queues the job and sends it to the worker (or runs it here). */
  private submit<K extends JobKind>(
    kind: K,
    request: JobRequest<K>,
    { signal, ...options }: JobOptions,
  ): Promise<JobResponse<K>> {
    return new Promise<JobResponse<K>>((resolve, reject) => {
      const job = ++this.nextJob;
      this.pending.set(job, {
        kind,
        request,
        files: { readFile: options.readFile ?? noFiles, readBytes: options.readBytes ?? noFiles },
        sent: options.sent,
        resolve: resolve as (response: unknown) => void,
        reject,
      });
      signal?.addEventListener('abort', () => this.cancel(job), { once: true });
      this.send(job);
    });
  }

  /** Stops the worker and every job (leaving the page, tests). */
  stop(): void {
    this.worker?.terminate();
    this.worker = null;
    for (const p of this.pending.values()) p.reject(aborted());
    this.pending.clear();
  }

  private cancel(job: number): void {
    const p = this.pending.get(job);
    if (!p) return;
    this.pending.delete(job);
    p.reject(aborted());
    if (this.inline) return; // A job on the page cannot be interrupted; its answer is dropped.
    // A worker cannot be interrupted mid-computation: stop it, and give its other jobs a new one.
    this.worker?.terminate();
    this.worker = null;
    for (const other of this.pending.keys()) this.send(other);
  }

  private send(job: number): void {
    const p = this.pending.get(job);
    if (!p) return;
    const worker = this.inline ? null : this.ensureWorker();
    if (!worker) {
      void this.runHere(job, p);
      return;
    }
    const message: ToWorker = { type: 'run', job, kind: p.kind, request: p.request, sent: p.sent };
    worker.postMessage(message);
  }

  private ensureWorker(): WorkerLike | null {
    if (this.worker) return this.worker;
    let worker: WorkerLike | null = null;
    try {
      worker = this.spawn();
    } catch {
      worker = null;
    }
    if (!worker) {
      this.inline = true;
      return null;
    }
    const started = worker;
    started.addEventListener('message', (event) => this.receive(started, event.data as FromWorker));
    // The script did not load (offline after an update) or crashed: run what it held on the page.
    started.addEventListener('error', () => {
      if (this.worker !== started) return;
      started.terminate();
      this.worker = null;
      this.inline = true;
      for (const job of this.pending.keys()) this.send(job);
    });
    this.worker = started;
    return started;
  }

  private receive(from: WorkerLike, message: FromWorker): void {
    if (from !== this.worker) return; // A stopped worker's late answer.
    const p = this.pending.get(message.job);
    if (!p) return;
    if (message.type === 'readFile') {
      const reading = message.bytes ? p.files.readBytes(message.path) : p.files.readFile(message.path);
      reading.then(
        (file) =>
          from.postMessage(
            (typeof file === 'string'
              ? { type: 'file', read: message.read, text: file }
              : { type: 'file', read: message.read, bytes: file }) satisfies ToWorker,
          ),
        (error: unknown) =>
          from.postMessage({
            type: 'file',
            read: message.read,
            error: error instanceof Error ? error.message : String(error),
          } satisfies ToWorker),
      );
      return;
    }
    this.pending.delete(message.job);
    if (message.type === 'done') p.resolve(message.response);
    else p.reject(fromFailure(message.failure));
  }

  private async runHere(job: number, p: Pending): Promise<void> {
    try {
      const handlers = await this.handlers();
      const handler = handlers[p.kind] as (request: unknown, files: JobFiles) => Promise<unknown>;
      const response = await handler(p.request, withSent(p.files, p.sent));
      if (this.pending.delete(job)) p.resolve(response);
    } catch (error) {
      if (this.pending.delete(job)) p.reject(error);
    }
  }
}

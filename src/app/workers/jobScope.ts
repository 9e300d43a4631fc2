/**
 * The one cancel rule of the jobs a screen asks the job workers for (docs/editor.md, "The editor's
 * jobs"): each job is asked for with a ticket from a lane of its screen's scope. A job is cancelled
 * when a newer request replaces it (the lane's next ticket, or its asker's own `cancel`) and when
 * the screen that asked goes (`JobScope.leave`: the router leaves it, a play-test). Cancelled, its
 * signal stops it in the worker (JobWorker stops the worker computing it) and its ticket is no
 * longer `live`, so an answer that comes anyway is never applied.
 */

/** One job's ticket. */
export interface JobTicket {
  /** For JobWorker.run: aborted when the job is cancelled. */
  readonly signal: AbortSignal;
  /** True until the job is cancelled: its answer is applied only while this holds. */
  readonly live: boolean;
  /** Cancels the job (a newer one replaces it). */
  cancel(): void;
}

/** A lane of a screen's jobs: one job at a time, each ticket cancelling the one before. */
export class JobLane {
  private current: AbortController | null = null;

  /** `forget` drops what the asker holds for later in this lane (maps waiting their turn). */
  constructor(private readonly forget: () => void) {}

  /** The ticket for the lane's next job; the job before it is cancelled. */
  next(): JobTicket {
    this.current?.abort();
    const stop = new AbortController();
    this.current = stop;
    return {
      signal: stop.signal,
      get live() {
        return !stop.signal.aborted;
      },
      cancel: () => stop.abort(),
    };
  }

  /** Cancels the lane's job, if any, and forgets what waited for its turn. */
  cancel(): void {
    this.current?.abort();
    this.current = null;
    this.forget();
  }
}

/** The jobs of one screen, in lanes; `leave` cancels them all. */
export class JobScope {
  private readonly lanes: JobLane[] = [];

  /** A new lane of this screen's jobs (see JobLane). */
  lane(forget: () => void = () => {}): JobLane {
    const lane = new JobLane(forget);
    this.lanes.push(lane);
    return lane;
  }

  /** The screen goes: every job asked for under it is cancelled, and nothing waits to be asked. */
  leave(): void {
    for (const lane of this.lanes) lane.cancel();
  }
}

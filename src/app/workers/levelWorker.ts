/**
 * The job worker's entry: loading and solving levels off the page's thread, so a large map never
 * freezes the game (JobWorker.ts starts it).
 */
import type { MessageEnd } from './protocol';
import { serveJobs } from './serveJobs';

// In a worker, `self` is the worker's scope: messages from the page arrive on it.
serveJobs(self as unknown as MessageEnd);

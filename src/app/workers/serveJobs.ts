/**
 * The worker's side of JobWorker: runs each job it is sent with the handler of its kind, asks the
 * page for the files a job reads, and answers with the response (its buffers moved) or the failure.
 */
import type { ReadFile } from '../../tiled/types';
import { buffersOf, toFailure } from './crossing';
import { JOBS, type JobHandlers } from './jobs';
import type { FromWorker, JobKind, JobRequest, MessageEnd, ToWorker } from './protocol';

/** Serves jobs on `end` (the worker's own scope, or a MessagePort in tests). */
export function serveJobs(end: MessageEnd, handlers: JobHandlers = JOBS): void {
  const reads = new Map<number, { resolve(text: string): void; reject(error: Error): void }>();
  let nextRead = 0;
  const post = (message: FromWorker, transfer: Transferable[] = []) => end.postMessage(message, transfer);
  const run = <K extends JobKind>(job: number, kind: K, request: JobRequest<K>) => {
    const readFile: ReadFile = (path) =>
      new Promise((resolve, reject) => {
        const read = ++nextRead;
        reads.set(read, { resolve, reject });
        post({ type: 'readFile', job, read, path });
      });
    const handler = handlers[kind] as (request: JobRequest<K>, readFile: ReadFile) => Promise<unknown>;
    handler(request, readFile).then(
      (response) => post({ type: 'done', job, response }, buffersOf(response)),
      (error: unknown) => post({ type: 'failed', job, failure: toFailure(error) }),
    );
  };
  end.addEventListener('message', (event) => {
    const message = event.data as ToWorker;
    if (message.type === 'run') {
      run(message.job, message.kind, message.request as JobRequest<typeof message.kind>);
      return;
    }
    const pending = reads.get(message.read);
    reads.delete(message.read);
    if (message.text !== undefined) pending?.resolve(message.text);
    else pending?.reject(new Error(message.error ?? 'the file could not be read'));
  });
}

/**
 * The worker's side of JobWorker: runs each job it is sent with the handler of its kind, asks the
 * page for the files a job reads, and answers with the response (its buffers moved) or the failure.
 */
import { buffersOf, toFailure } from './crossing';
import { JOBS, type JobHandlers } from './jobs';
import {
  type FromWorker,
  type JobFiles,
  type JobKind,
  type JobRequest,
  type MessageEnd,
  type ToWorker,
  withSent,
} from './protocol';

/** Serves jobs on `end` (the worker's own scope, or a MessagePort in tests). */
export function serveJobs(end: MessageEnd, handlers: JobHandlers = JOBS): void {
  const reads = new Map<number, { resolve(file: string | Uint8Array): void; reject(error: Error): void }>();
  let nextRead = 0;
  const post = (message: FromWorker, transfer: Transferable[] = []) => end.postMessage(message, transfer);
  const run = <K extends JobKind>(
    job: number,
    kind: K,
    request: JobRequest<K>,
    sent: Readonly<Record<string, string>> | undefined,
  ) => {
    const read = <T extends string | Uint8Array>(path: string, bytes: boolean) =>
      new Promise<T>((resolve, reject) => {
        const id = ++nextRead;
        reads.set(id, { resolve: resolve as (file: string | Uint8Array) => void, reject });
        post({ type: 'readFile', job, read: id, path, bytes });
      });
    const files: JobFiles = {
      readFile: (path) => read<string>(path, false),
      readBytes: (path) => read<Uint8Array>(path, true),
    };
    const handler = handlers[kind] as (request: JobRequest<K>, files: JobFiles) => Promise<unknown>;
    handler(request, withSent(files, sent)).then(
      (response) => post({ type: 'done', job, response }, buffersOf(response)),
      (error: unknown) => post({ type: 'failed', job, failure: toFailure(error) }),
    );
  };
  end.addEventListener('message', (event) => {
    const message = event.data as ToWorker;
    if (message.type === 'run') {
      run(message.job, message.kind, message.request as JobRequest<typeof message.kind>, message.sent);
      return;
    }
    const pending = reads.get(message.read);
    reads.delete(message.read);
    const file = message.text ?? message.bytes;
    if (file !== undefined) pending?.resolve(file);
    else pending?.reject(new Error(message.error ?? 'the file could not be read'));
  });
}

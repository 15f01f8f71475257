// The outbox thread: writes batches of messages with synchronous filesystem calls
// (outbox-files.ts). Every sign-up queues a mail, so a burst of sign-ups is a burst of files; here
// their open, write, fsync, close and rename cost the HTTP thread one message each way per batch
// instead of a promise round trip through the thread pool per call.
import * as fs from 'node:fs';
import {parentPort} from 'node:worker_threads';
import {writeOutboxFiles, type FileResult, type OutboxFile} from './outbox-files';

export type ToOutboxThread = {batch: number; dir: string; files: OutboxFile[]};
export type FromOutboxThread = {batch: number; results: FileResult[]};

const port = parentPort;
if (!port) throw new Error('outbox-thread runs as a worker thread.');
port.on('message', ({batch, dir, files}: ToOutboxThread) => {
  port.postMessage({batch, results: writeOutboxFiles(fs, dir, files)} satisfies FromOutboxThread);
});

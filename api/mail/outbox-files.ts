// Writing outbox messages to disk, durably: each to a temporary name, fsynced, closed, renamed;
// then one fsync of the folder for the whole batch. Synchronous, for the outbox thread
// (outbox-thread.ts); the filesystem calls are a parameter so a test can record their order.
import * as nodeFs from 'node:fs';
import path from 'node:path';

export type SyncFs = Pick<
  typeof nodeFs,
  'mkdirSync' | 'openSync' | 'writeFileSync' | 'fsyncSync' | 'closeSync' | 'renameSync'
>;

export interface OutboxFile {
  /** The final name; the message is written as `.<name>.tmp` first. */
  name: string;
  content: string;
}

export type FileResult = {ok: true} | {ok: false; error: {message: string; code?: string}};

function failure(error: unknown): FileResult {
  const e = error as {message?: unknown; code?: unknown};
  return {
    ok: false,
    error: {
      message: String(e?.message ?? error),
      code: typeof e?.code === 'string' ? e.code : undefined,
    },
  };
}

function fsyncPath(fs: SyncFs, target: string, flags: string) {
  const fd = fs.openSync(target, flags);
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Results in `files` order; a message is reported written only once its rename is durable. */
export function writeOutboxFiles(fs: SyncFs, dir: string, files: OutboxFile[]): FileResult[] {
  try {
    fs.mkdirSync(dir, {recursive: true});
  } catch (error) {
    return files.map(() => failure(error));
  }
  const results = files.map((file): FileResult => {
    const temporary = path.join(dir, `.${file.name}.tmp`);
    try {
      const fd = fs.openSync(temporary, 'w');
      try {
        fs.writeFileSync(fd, file.content);
        fs.fsyncSync(fd);
      } finally {
        fs.closeSync(fd);
      }
      fs.renameSync(temporary, path.join(dir, file.name));
      return {ok: true};
    } catch (error) {
      return failure(error);
    }
  });
  if (results.some((result) => result.ok)) {
    try {
      // One directory fsync makes every rename of the batch durable.
      fsyncPath(fs, dir, 'r');
    } catch (error) {
      return files.map(() => failure(error));
    }
  }
  return results;
}

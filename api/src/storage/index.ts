import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { AppError } from '../errors.ts';

/**
 * Where uploaded files live. Keys are relative paths (`media/<therapist>/<file>.webp`). The local
 * implementation writes under a folder; `s3.ts` keeps them in an S3-compatible bucket.
 */
export interface FileStore {
  /** Stores bytes, or moves a finished temporary file into place. */
  put(key: string, source: Buffer | { path: string }): Promise<void>;
  read(key: string): Promise<{ stream: Readable; bytes: number }>;
  /** Deleting a key that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** The public address of a key; undefined for a private store. */
  url(key: string): string | undefined;
}

const SAFE_KEY = /^(?:[a-z0-9][a-z0-9_-]*\/)*[a-z0-9][a-z0-9_.-]*$/i;

export const isSafeKey = (key: string) => SAFE_KEY.test(key) && !key.includes('..');

/** Keys are made by the code, never taken from a request; this keeps a bug from escaping the store. */
export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
}

// Failures of the storage itself rather than of the request: a full disk or quota, a read-only or
// unwritable folder, a path that is not a folder, a failing device.
const STORAGE_FAILURES = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM', 'ENOTDIR', 'EIO']);

/** Seconds a client is asked to wait before trying an upload again after STORAGE_UNAVAILABLE. */
export const STORAGE_RETRY_AFTER_SECONDS = 60;

/** The file could not be stored for a reason on our side; the upload can be tried again later. */
export function storageUnavailable(cause: unknown): AppError {
  const error = new AppError(
    'STORAGE_UNAVAILABLE',
    503,
    'The file could not be stored at the moment; nothing was saved, try again later',
    { retryAfter: STORAGE_RETRY_AFTER_SECONDS },
  );
  error.cause = cause;
  return error;
}

/** Whether a file system error says the storage, not the request, failed. */
export const isStorageFailure = (error: unknown) => STORAGE_FAILURES.has((error as NodeJS.ErrnoException).code ?? '');

/** A store on local disk under `root`; public when `urlPrefix` names where `root` is served. */
export function localStore(root: string, urlPrefix?: string): FileStore {
  const full = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, source) {
      const target = full(key);
      // Written beside the target under another name, then renamed (atomic on one file system):
      // a full disk or a crash half-way leaves no partial file under the key.
      const partial = `${target}.${randomUUID()}.partial`;
      try {
        await mkdir(path.dirname(target), { recursive: true });
        if (Buffer.isBuffer(source)) {
          await writeFile(partial, source, { mode: 0o640 });
          await rename(partial, target);
          return;
        }
        try {
          await rename(source.path, target);
        } catch (error) {
          // A temporary folder on another device cannot be renamed across.
          if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
          await copyFile(source.path, partial);
          await rename(partial, target);
          await rm(source.path, { force: true });
        }
      } catch (error) {
        await rm(partial, { force: true }).catch(() => {});
        throw isStorageFailure(error) ? storageUnavailable(error) : error;
      }
    },
    async read(key) {
      const target = full(key);
      const { size } = await stat(target);
      return { stream: createReadStream(target), bytes: size };
    },
    async delete(key) {
      await rm(full(key), { force: true });
    },
    url: (key) => (urlPrefix === undefined ? undefined : `${urlPrefix}${key}`),
  };
}

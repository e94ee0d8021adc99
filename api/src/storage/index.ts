import { createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

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

/** A store on local disk under `root`; public when `urlPrefix` names where `root` is served. */
export function localStore(root: string, urlPrefix?: string): FileStore {
  const full = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, source) {
      const target = full(key);
      await mkdir(path.dirname(target), { recursive: true });
      if (Buffer.isBuffer(source)) {
        await writeFile(target, source, { mode: 0o640 });
        return;
      }
      try {
        await rename(source.path, target);
      } catch (error) {
        // A temporary folder on another device cannot be renamed across.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        await copyFile(source.path, target);
        await rm(source.path, { force: true });
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

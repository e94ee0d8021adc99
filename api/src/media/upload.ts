import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import { AppError } from '../errors.ts';
import { isStorageFailure, storageUnavailable } from '../storage/index.ts';

/** An upload received into a temporary file; `discard` removes it (call it in `finally`). */
export interface ReceivedFile {
  path: string;
  bytes: number;
  /** The name the sender gave, for display only: never used to decide what the file is. */
  fileName: string;
  /** Form fields sent before the file. */
  fields: Record<string, string>;
  discard(): Promise<void>;
}

export const MB = 1024 * 1024;

/**
 * Receives the one file of a multipart request (field `file`) into `tmpDir`, stopping at
 * `maxBytes`: a larger file is a 413 with FILE_TOO_LARGE, never stored.
 */
export async function receiveFile(
  request: FastifyRequest,
  { maxBytes, tmpDir }: { maxBytes: number; tmpDir: string },
): Promise<ReceivedFile> {
  const missing = () => new AppError('FILE_REQUIRED', 400, 'Send the file as multipart/form-data in the field "file"');
  if (!request.isMultipart()) throw missing();
  const part = await request.file({
    limits: { fileSize: maxBytes, files: 1, fields: 4, fieldSize: 2000, parts: 5 },
    throwFileSizeLimit: false,
  });
  if (part?.fieldname !== 'file') throw missing();
  const target = path.join(tmpDir, `upload-${randomUUID()}`);
  const discard = () => rm(target, { force: true });
  let bytes = 0;
  part.file.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
  });
  try {
    await pipeline(part.file, createWriteStream(target, { mode: 0o600 }));
  } catch (error) {
    await discard();
    // The temporary folder is full or cannot be written: our side, not the file.
    throw isStorageFailure(error) ? storageUnavailable(error) : error;
  }
  if (part.file.truncated) {
    await discard();
    throw new AppError('FILE_TOO_LARGE', 413, `The file is larger than ${Math.round(maxBytes / MB)} MB`, {
      maxBytes,
    });
  }
  if (bytes === 0) {
    await discard();
    throw new AppError('FILE_EMPTY', 400, 'The file is empty');
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    const field = [value].flat()[0];
    if (field && field.type === 'field' && typeof field.value === 'string') fields[name] = field.value;
  }
  return { path: target, bytes, fileName: part.filename, fields, discard };
}

/**
 * What a file is, by its content (magic numbers), never by its name or the type the browser sent.
 * Anything not in `allowed` is a 400 FILE_TYPE_NOT_ALLOWED naming what is accepted.
 */
export async function sniff<T extends string>(
  file: string,
  allowed: Record<T, string>,
): Promise<{ mime: T; extension: string }> {
  const type = await fileTypeFromFile(file);
  if (!type || !(type.mime in allowed)) {
    throw new AppError('FILE_TYPE_NOT_ALLOWED', 400, `Accepted file types: ${Object.values(allowed).join(', ')}`, {
      allowed: Object.values(allowed),
    });
  }
  return { mime: type.mime as T, extension: type.ext };
}

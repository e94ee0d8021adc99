import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config.ts';
import { assertSafeKey, type FileStore, storageUnavailable } from './index.ts';

const CONTENT_TYPES: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
  vtt: 'text/vtt; charset=utf-8',
  pdf: 'application/pdf',
};

/**
 * The type a bucket serves a key with. Keys get their extension from the sniffed content (never
 * from the uploader's file name), so the extension is trustworthy here.
 */
export const contentTypeOf = (key: string) =>
  CONTENT_TYPES[path.extname(key).slice(1).toLowerCase()] ?? 'application/octet-stream';

/** Every public key is new for new content (a fresh id per upload), so browsers and CDNs may keep it. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** One client for both buckets, built from the S3_* settings. */
export function s3Client(settings: S3Config): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Since 3.729 the SDK adds CRC checksums to every upload, which several S3-compatible services
    // refuse (https://github.com/aws/aws-sdk-js-v3/issues/6810). AWS itself keeps the default.
    ...(settings.endpoint
      ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
      : {}),
  });
}

/**
 * A store in one bucket. With `publicUrl` (where the bucket or its CDN is readable by anyone) it is
 * public; without, `url` answers undefined and files leave only through authorised API routes —
 * never by a public or presigned URL.
 */
export function s3Store(client: S3Client, bucket: string, options: { publicUrl?: string } = {}): FileStore {
  const { publicUrl } = options;
  return {
    async put(key, source) {
      assertSafeKey(key);
      const object = {
        Bucket: bucket,
        Key: key,
        ContentType: contentTypeOf(key),
        ...(publicUrl === undefined ? {} : { CacheControl: PUBLIC_CACHE_CONTROL }),
      };
      // An object appears whole or not at all; a bucket that cannot be reached or refuses is a
      // failure on our side that the person uploading can only wait out.
      try {
        if (Buffer.isBuffer(source)) {
          await client.send(new PutObjectCommand({ ...object, Body: source }));
          return;
        }
        // A stream needs its length up front; videos are streamed rather than held in memory.
        const { size } = await stat(source.path);
        await client.send(
          new PutObjectCommand({ ...object, Body: createReadStream(source.path), ContentLength: size }),
        );
      } catch (error) {
        throw storageUnavailable(error);
      }
      // Like a move on disk: the temporary file is gone once the object is stored.
      await rm(source.path, { force: true });
    },
    async read(key) {
      assertSafeKey(key);
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      if (!(object.Body instanceof Readable) || object.ContentLength === undefined) {
        throw new Error(`S3 answered ${bucket}/${key} without a readable body and length`);
      }
      return { stream: object.Body, bytes: object.ContentLength };
    },
    async delete(key) {
      assertSafeKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        // S3 answers 204 for a missing key; some compatible services say NoSuchKey instead.
        if (!(error instanceof S3ServiceException && error.name === 'NoSuchKey')) throw error;
      }
    },
    url: (key) => (publicUrl === undefined ? undefined : `${publicUrl}/${key}`),
  };
}

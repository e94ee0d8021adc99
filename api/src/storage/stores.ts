import path from 'node:path';
import type { Config } from '../config.ts';
import { type FileStore, localStore } from './index.ts';
import { s3Client, s3Store } from './s3.ts';

export interface FileStores {
  /** Readable by anyone at its URL: profile photos, practice photos, the intro video. */
  public: FileStore;
  /** Never readable by URL: verification documents, streamed only through authorised routes. */
  private: FileStore;
  /** The address of a public key: under /uploads/ on local disk, under S3_PUBLIC_URL with S3. */
  publicUrl(key: string): string;
  close(): void;
}

/** The folders of the local stores under DATA_DIR (backups read them directly). */
export const localStoreDirs = (dataDir: string) => ({
  public: path.join(dataDir, 'uploads'),
  private: path.join(dataDir, 'private'),
});

/**
 * The configured stores: two buckets with S3_BUCKET set, otherwise folders under DATA_DIR
 * (`uploads`, served at /uploads/, and `private`, never served). Processes without the app
 * (seeding, the search indexer) use this too, so every URL of a public file has one origin.
 */
export function fileStores(config: Config): FileStores {
  if (config.s3) {
    const client = s3Client(config.s3);
    const publicStore = s3Store(client, config.s3.publicBucket, { publicUrl: config.s3.publicUrl });
    return {
      public: publicStore,
      private: s3Store(client, config.s3.privateBucket),
      publicUrl: (key) => publicStore.url(key) as string,
      close: () => client.destroy(),
    };
  }
  const dirs = localStoreDirs(config.dataDir);
  const publicStore = localStore(dirs.public, '/uploads/');
  return {
    public: publicStore,
    private: localStore(dirs.private),
    publicUrl: (key) => publicStore.url(key) as string,
    close: () => {},
  };
}

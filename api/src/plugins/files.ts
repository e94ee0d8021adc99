import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { FileStore } from '../storage/index.ts';
import { fileStores } from '../storage/stores.ts';

declare module 'fastify' {
  interface FastifyInstance {
    files: {
      /** Readable by anyone at its URL (profile photos, videos): /uploads/ or S3_PUBLIC_URL. */
      public: FileStore;
      /** Never served directly: verification documents, read only through authorised routes. */
      private: FileStore;
      /** The address of a public key, for pages and search cards. */
      publicUrl(key: string): string;
      /** Where uploads are written while they are checked (always local disk). */
      tmpDir: string;
    };
  }
}

/**
 * The file stores: S3-compatible buckets when S3_BUCKET is set, otherwise local disk under
 * DATA_DIR (public files are then served by the uploads plugin).
 */
export default fp(async function files(app: FastifyInstance, { config }: { config: Config }) {
  const tmpDir = path.join(config.dataDir, 'tmp');
  mkdirSync(tmpDir, { recursive: true });
  if (!config.s3) mkdirSync(path.join(config.dataDir, 'private'), { recursive: true, mode: 0o700 });
  const stores = fileStores(config);
  app.addHook('onClose', async () => stores.close());
  app.decorate('files', { public: stores.public, private: stores.private, publicUrl: stores.publicUrl, tmpDir });
});

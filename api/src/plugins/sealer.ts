import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { createSealer, type Sealer } from '../crypto/sealed.ts';
import type { Database } from '../db/database.ts';
import { generatedSecret } from '../db/secrets.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Seals data at rest and in cookies (AES-256-GCM, rotating keys); see crypto/sealed.ts. */
    sealer: Sealer;
  }
}

/** The id of the key generated for setups without DATA_KEYS; list it in DATA_KEYS to keep reading old data. */
export const GENERATED_KEY_ID = 'generated';

/** The sealer the app uses: DATA_KEYS, or the key generated into this database. Seeding seals with it too. */
export async function sealerFor(config: Config, db: Database): Promise<Sealer> {
  const keys = config.dataKeys ?? [
    { id: GENERATED_KEY_ID, key: Buffer.from(await generatedSecret(db, 'data_key'), 'base64url') },
  ];
  return createSealer(keys);
}

export default fp(async function sealer(app: FastifyInstance, { config, db }: { config: Config; db: Database }) {
  app.decorate('sealer', await sealerFor(config, db));
});

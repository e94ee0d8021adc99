import type { Config } from '../config.ts';
import { createDatabase, type Database, ensureDatabase } from './database.ts';
import { type EmbeddedServer, startEmbeddedPostgres } from './embedded.ts';

export interface DatabaseRuntime {
  db: Database;
  url: string;
  embedded: boolean;
  /** Closes the pool, then stops the embedded server if this process started it. */
  close(): Promise<void>;
}

/** The configured PostgreSQL, or an embedded one under the data directory when none is configured. */
export async function openDatabase(config: Config, log: (line: string) => void = () => {}): Promise<DatabaseRuntime> {
  let server: EmbeddedServer | undefined;
  let url = config.databaseUrl;
  if (!url) {
    server = await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPgPort, onLog: log });
    await ensureDatabase(server.adminUrl, 'calma');
    url = server.urlFor('calma');
  }
  const db = createDatabase(url, { onIdleError: (error) => log(`idle database connection lost: ${error.message}`) });
  return {
    db,
    url,
    embedded: Boolean(server),
    async close() {
      await db.destroy();
      await server?.stop();
    },
  };
}

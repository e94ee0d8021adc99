import type { Config } from '../config.ts';
import { createDatabase, type Database, ensureDatabase } from './database.ts';
import { type EmbeddedServer, embeddedUrl, runningEmbeddedPort, startEmbeddedPostgres } from './embedded.ts';

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

/**
 * The database URL for a command an operator runs beside the app (backups, making an administrator):
 * the configured database; else the embedded server running on the data directory (`npm start`
 * holds it, so a second server could not start on it); else an embedded server started for the
 * command, which `stop` stops.
 */
export async function commandDatabase(config: Config): Promise<{ url: string; stop: () => Promise<void> }> {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: async () => {} };
  const port = await runningEmbeddedPort(config.dataDir);
  if (port !== undefined) return { url: embeddedUrl(port, 'calma'), stop: async () => {} };
  const server = await startEmbeddedPostgres({ dataDir: config.dataDir, port: config.embeddedPgPort });
  await ensureDatabase(server.adminUrl, 'calma');
  return { url: server.urlFor('calma'), stop: () => server.stop() };
}

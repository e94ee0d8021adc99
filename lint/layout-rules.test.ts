import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The layout rules live in biome.json and lint/*.grit; `npm test` lints the tree with them. These
// tests prove the rules still catch what they are for, on files written to a scratch copy of the
// configuration, so a rule that silently stops matching (a renamed option, a path that no longer
// fits) fails here rather than letting queries drift back into routes.

const root = join(import.meta.dirname, '..');
const biome = join(root, 'node_modules', '.bin', 'biome');
let scratch: string;

async function lint(files: Record<string, string>): Promise<string> {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(scratch, path)), { recursive: true });
    writeFileSync(join(scratch, path), text);
  }
  const run = await promisify(execFile)(
    biome,
    ['lint', '--vcs-enabled=false', '--max-diagnostics=100', ...Object.keys(files)],
    {
      cwd: scratch,
    },
  ).catch((error: { stdout: string; stderr: string }) => error);
  return `${run.stdout}${run.stderr}`;
}

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'calma-layout-'));
  cpSync(join(root, 'biome.json'), join(scratch, 'biome.json'));
  cpSync(join(root, 'lint'), join(scratch, 'lint'), { recursive: true });
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the layout rules', () => {
  it('refuse kysely and query builders in a route', async () => {
    const out = await lint({
      'api/src/routes/probe/index.ts': [
        "import { sql } from 'kysely';",
        '',
        "export const list = (db: { selectFrom: (t: string) => unknown }) => db.selectFrom('client');",
        'export const raw = sql`select 1`;',
        '',
      ].join('\n'),
    });
    expect(out).toContain('api/src/routes/probe/index.ts:1:21 lint/style/noRestrictedImports');
    expect(out).toMatch(/api\/src\/routes\/probe\/index\.ts:3:\d+ plugin/);
  });

  it('let domain modules query and refuse their imports from routes/', async () => {
    const out = await lint({
      'api/src/probe/queries.ts': [
        "import { sql } from 'kysely';",
        "import { listRoutes } from '../routes/probe/index.ts';",
        '',
        "export const list = (db: { selectFrom: (t: string) => unknown }) => db.selectFrom('client');",
        'export const both = [sql, listRoutes];',
        '',
      ].join('\n'),
    });
    expect(out).toContain('api/src/probe/queries.ts:2:28 lint/style/noRestrictedImports');
    expect(out).not.toContain('queries.ts:1:');
    expect(out).not.toContain('plugin');
  });

  it('send islands to api() rather than the session layer under it', async () => {
    const out = await lint({
      'site/src/islands/probe/Probe.tsx': [
        "import { apiFetch, ensureSession } from '../../lib/session.ts';",
        '',
        'export const calls = [apiFetch, ensureSession];',
        '',
      ].join('\n'),
    });
    expect(out).toContain('site/src/islands/probe/Probe.tsx:1:10 lint/style/noRestrictedImports');
    expect(out).not.toContain('Probe.tsx:1:20');
  });

  it('let app.ts register the routes', async () => {
    const out = await lint({ 'api/src/app.ts': "export { routes } from './routes/probe/index.ts';\n" });
    expect(out).toContain('Checked 1 file');
    expect(out).not.toContain('noRestrictedImports');
  });
});

import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { testApp } from './helpers/app.ts';

// The OpenAPI document the API serves passes Redocly's linter with the project's rules
// (api/redocly.yaml): no error, and every warning printed for whoever reads the output.

const run = promisify(execFile);
const CONFIG = path.resolve(import.meta.dirname, '../redocly.yaml');
const CLI = path.join(path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin/cli.js');

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

describe('the OpenAPI document', async () => {
  const { app } = await testApp();
  await app.ready();
  const dir = await mkdtemp(path.join(tmpdir(), 'calma-openapi-'));
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('passes the linter without an error', { timeout: 60_000 }, async () => {
    const file = path.join(dir, 'openapi.json');
    await writeFile(file, JSON.stringify(app.swagger()));
    const args = [CLI, 'lint', file, '--config', CONFIG, '--format', 'json', '--max-problems', '10000'];
    // No telemetry and no update check: the lint must not reach for the network.
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
    // The linter exits non-zero when it finds errors; its report is on stdout either way.
    const { stdout } = await run(process.execPath, args, { env, maxBuffer: 32 * 1024 * 1024 }).catch(
      (failure: { stdout?: string }) => ({ stdout: failure.stdout ?? '' }),
    );
    const problems = (JSON.parse(stdout) as { problems: Problem[] }).problems;
    const describe = (p: Problem) => `${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`;
    const warnings = problems.filter((p) => p.severity === 'warn');
    if (warnings.length > 0) console.info(`OpenAPI lint warnings:\n${warnings.map(describe).join('\n')}`);
    expect(problems.filter((p) => p.severity === 'error').map(describe)).toEqual([]);
  });
});

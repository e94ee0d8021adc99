import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config.ts';

describe('the server process', () => {
  it('refuses to start on a bad configuration, saying what is wrong', () => {
    const result = spawnSync(process.execPath, [path.join(repoRoot, 'api/src/server.ts')], {
      env: { ...process.env, PORT: 'abc', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('PORT="abc": must be integer');
  });
});

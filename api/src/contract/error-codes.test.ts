import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from './error-codes.ts';

const src = join(import.meta.dirname, '..');
const sources = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('error-codes.ts'))
  .map((f) => readFileSync(join(src, f), 'utf8'))
  .join('\n');

describe('the error codes', () => {
  it('are one sorted list of distinct upper-case names', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    expect([...ERROR_CODES].sort()).toEqual([...ERROR_CODES]);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z][A-Z0-9_]*$/);
  });

  it('name only codes the API answers with, so the list does not keep dead ones', () => {
    const unused = ERROR_CODES.filter((code) => !sources.includes(`'${code}'`));
    expect(unused).toEqual([]);
  });
});

import { QueryClient, useQueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import QueryState, { type Query } from '../islands/QueryState.tsx';
import { WordsProvider } from '../islands/words.tsx';
import { ApiError, apiData, apiKey, withQueries } from './query.ts';

afterEach(() => vi.unstubAllGlobals());

const t = (key: string, params: Record<string, string | number> = {}) =>
  `${key}${Object.keys(params).length > 0 ? JSON.stringify(params) : ''}`;

describe('apiKey', () => {
  it('keys a path by its segments and query, so a path begins the keys beneath it', () => {
    expect(apiKey('/api/v1/billing/invoices')).toEqual(['billing', 'invoices']);
    expect(apiKey('/api/v1/billing/invoices?status=open&page=2')).toEqual([
      'billing',
      'invoices',
      { page: '2', status: 'open' },
    ]);
    // The order of the query does not make another key.
    expect(apiKey('/api/v1/hub?locale=de&q=sleep')).toEqual(apiKey('/api/v1/hub?q=sleep&locale=de'));
  });

  it('makes a change to a path stale everything read beneath it, and nothing beside it', async () => {
    const client = new QueryClient();
    const paths = ['/api/v1/services', '/api/v1/services/7', '/api/v1/services?archived=true', '/api/v1/subscription'];
    for (const path of paths) client.setQueryData(apiKey(path), { path });
    await client.invalidateQueries({ queryKey: apiKey('/api/v1/services') });
    expect(paths.map((path) => client.getQueryState(apiKey(path))?.isInvalidated)).toEqual([true, true, true, false]);
  });
});

describe('apiData', () => {
  it("answers the body, or throws the problem api() read as an ApiError with the API's code and fields", async () => {
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) =>
      String(input).endsWith('/ok')
        ? Response.json({ uid: 'abc' })
        : Response.json(
            { code: 'VALIDATION_FAILED', message: 'Bad', details: [{ field: 'body.email', reason: 'format' }] },
            { status: 400 },
          ),
    );
    expect(await apiData('/api/v1/ok')).toEqual({ uid: 'abc' });
    const refusal = await apiData('/api/v1/refused').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', fields: { email: 'format' } });
  });
});

describe('withQueries', () => {
  it('gives each server render a cache of its own, so nothing read for one visitor reaches another', () => {
    const seen: QueryClient[] = [];
    const Island = withQueries(() => {
      seen.push(useQueryClient());
      return null;
    });
    renderToString(createElement(Island));
    renderToString(createElement(Island));
    expect(seen).toHaveLength(2);
    expect(seen[0]).not.toBe(seen[1]);
  });
});

describe('QueryState', () => {
  type Shown = { name: string };
  const query = (state: Partial<Query<Shown>>): Query<Shown> => ({
    data: undefined,
    error: null,
    isSuccess: false,
    isError: false,
    isFetching: false,
    refetch: async () => undefined,
    ...state,
  });
  // The component called as its parent would render it (a JSX child is a function here).
  const render = (state: Partial<Query<Shown>>) =>
    renderToString(
      createElement(
        WordsProvider,
        { t, locale: 'en' },
        createElement(() =>
          QueryState<{ name: string }>({
            query: query(state),
            loading: 'screen.loading',
            error: (problem: ApiError) =>
              problem.code === 'TWO_FACTOR_REQUIRED' ? 'screen.twoFactor' : 'screen.error',
            children: (data: { name: string }) => createElement('p', null, data.name),
          }),
        ),
      ),
    );

  it('says it is loading, politely, until the answer comes', () => {
    expect(render({ isFetching: true })).toBe('<p aria-live="polite">screen.loading</p>');
  });

  it('says the problem in its own words, as an alert with "Try again"', () => {
    const error = new ApiError({ status: 403, code: 'TWO_FACTOR_REQUIRED', fields: {} });
    const html = render({ isError: true, error });
    expect(html).toContain('role="alert"');
    expect(html).toContain('<p>screen.twoFactor</p>');
    expect(html).toContain('>problem.retry</button>');
  });

  it('shows the answer, and keeps it shown when a later refresh fails', () => {
    expect(render({ isSuccess: true, data: { name: 'Ana' } })).toBe('<p>Ana</p>');
    const error = new ApiError({ status: 0, code: 'NETWORK', fields: {} });
    expect(render({ isError: true, error, data: { name: 'Ana' } })).toBe('<p>Ana</p>');
  });
});

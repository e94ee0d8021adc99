import {
  type InfiniteData,
  QueryClient,
  QueryClientProvider,
  skipToken,
  type UseMutationOptions,
  type UseQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type ComponentType, createElement, useEffect, useMemo, useState } from 'react';
import { type ApiProblem, type ApiRequest, api } from './api-client.ts';

// The one way islands load and change server data (decision 032): TanStack Query over `api()`.
// A query's key is its API path, so a change names the paths it makes stale and every island
// showing one of them reads it again.

/** A refused or unanswered call, as a query's or mutation's error: the problem `api()` read. */
export class ApiError extends Error implements ApiProblem {
  readonly status: number;
  readonly code: ApiProblem['code'];
  readonly fields: Record<string, string>;
  readonly retryAfter?: number;
  readonly details?: unknown;

  constructor(problem: ApiProblem) {
    super(problem.code || `HTTP ${problem.status}`);
    this.name = 'ApiError';
    this.status = problem.status;
    this.code = problem.code;
    this.fields = problem.fields;
    if (problem.retryAfter !== undefined) this.retryAfter = problem.retryAfter;
    if (problem.details !== undefined) this.details = problem.details;
  }
}

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
  }
}

/**
 * The cache key of an API path: its segments after `/api/v1`, then its query as an object, so a
 * path's key begins every key beneath it (`/api/v1/billing/invoices?page=2` →
 * `['billing', 'invoices', { page: '2' }]`) and marking a path stale marks those too.
 */
export function apiKey(path: string): readonly unknown[] {
  const url = new URL(path, 'http://calma.invalid');
  const segments = url.pathname
    .replace(/^\/api\/v1\//, '')
    .split('/')
    .filter(Boolean);
  const query = Object.fromEntries([...url.searchParams].sort(([a], [b]) => a.localeCompare(b)));
  return Object.keys(query).length > 0 ? [...segments, query] : segments;
}

/** Calls the API through `api()`: the answer's body, or an `ApiError` with the problem it named. */
export async function apiData<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const outcome = await api<T>(path, request);
  if (!outcome.ok) throw new ApiError(outcome.problem);
  return outcome.body;
}

function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // `api()` already answers a lost network with the NETWORK problem the islands explain, so a
        // call is made online or not, and fails at once; the person chooses to try again.
        networkMode: 'always',
        retry: false,
        // Freshness comes from the changes that name what they make stale and from live events,
        // not from re-reading every query whenever the tab regains focus.
        refetchOnWindowFocus: false,
      },
      mutations: { networkMode: 'always', retry: false },
    },
  });
}

// Islands are separate React roots; the ones on a page share this one cache in the browser.
let browserClient: QueryClient | undefined;

function pageQueryClient(): QueryClient {
  // On the server, each render has its own, which nothing fills: queries run in the browser.
  if (typeof window === 'undefined') return newQueryClient();
  browserClient ??= newQueryClient();
  return browserClient;
}

/**
 * An island whose component loads or changes server data: it gets the page's query cache. On the
 * server each render has a cache of its own, which nothing fills (queries run in the browser), so
 * no visitor's data could outlive their request.
 */
export function withQueries<P extends object>(Island: ComponentType<P>): ComponentType<P> {
  function WithQueries(props: P) {
    const [client] = useState(pageQueryClient);
    return createElement(QueryClientProvider, { client }, createElement(Island, props));
  }
  WithQueries.displayName = `WithQueries(${Island.displayName ?? Island.name})`;
  return WithQueries;
}

type QueryOptions<T, S> = Omit<UseQueryOptions<T, ApiError, S>, 'queryKey' | 'queryFn'> &
  Pick<ApiRequest, 'renewFirst'>;

/**
 * Reads an API path (`/api/v1/...`), cached under its key. Without a path (not yet known, or
 * nothing to read) it waits and stays pending.
 */
export function useApiQuery<T, S = T>(
  path: string | undefined | false,
  { renewFirst, ...options }: QueryOptions<T, S> = {},
) {
  return useQuery<T, ApiError, S>({
    queryKey: path ? apiKey(path) : ['(none)'],
    queryFn: path ? ({ signal }) => apiData<T>(path, { signal, ...(renewFirst ? { renewFirst } : {}) }) : skipToken,
    ...options,
  });
}

/** The cache key of a list read page by page (`?page=1`, `2`, …): under its path, so marking the path stale marks it too. */
const pagesKey = (path: string) => [...apiKey(path), 'pages'];

/**
 * Reads a list page by page (`page=1`, `2`, … added to `path`), for "Show more": `next` says which
 * page comes after the ones read, or undefined when they are all there.
 */
export function useApiPages<T>(path: string | undefined | false, next: (last: T, pages: T[]) => number | undefined) {
  return useInfiniteQuery<T, ApiError, InfiniteData<T, number>, readonly unknown[], number>({
    queryKey: path ? pagesKey(path) : ['(none)'],
    queryFn: path
      ? ({ pageParam, signal }) => apiData<T>(`${path}${path.includes('?') ? '&' : '?'}page=${pageParam}`, { signal })
      : skipToken,
    initialPageParam: 1,
    getNextPageParam: (last, pages) => next(last, pages),
  });
}

/** A call that changes server data: `api()`'s path with its request. */
export interface ApiCall extends ApiRequest {
  path: string;
}

type MutationOptions<T, V> = Omit<UseMutationOptions<T, ApiError, V>, 'mutationFn'> & {
  /** The paths the change makes stale, read again by every island that shows them (and all beneath them). */
  invalidates?: string[] | ((data: T, variables: V) => string[]);
};

/**
 * Changes server data through `api()`. A refusal is the mutation's `ApiError`; on success the
 * paths in `invalidates` are marked stale and read again by whatever shows them. That is not
 * awaited: the caller's own `onSuccess` runs at once, while the component that asked is surely
 * still there (a fresh answer could remove it, and TanStack skips the callbacks of a component
 * that is gone).
 */
export function useApiMutation<T = unknown, V = void>(
  call: (variables: V) => ApiCall,
  { invalidates, onSuccess, ...options }: MutationOptions<T, V> = {},
) {
  const client = useQueryClient();
  return useMutation<T, ApiError, V>({
    mutationFn: (variables) => {
      const { path, ...request } = call(variables);
      return apiData<T>(path, request);
    },
    onSuccess: (data, variables, result, context) => {
      const stale = typeof invalidates === 'function' ? invalidates(data, variables) : (invalidates ?? []);
      for (const path of stale) void client.invalidateQueries({ queryKey: apiKey(path) });
      return onSuccess?.(data, variables, result, context);
    },
    ...options,
  });
}

/** The page's cached answers by API path: mark them stale (a live event said they changed) or put an answer in place. */
export function useApiCache() {
  const client = useQueryClient();
  return useMemo(() => cacheOf(client), [client]);
}

function cacheOf(client: QueryClient) {
  return {
    invalidate: (...paths: string[]) =>
      Promise.all(paths.map((path) => client.invalidateQueries({ queryKey: apiKey(path) }))),
    set: <T>(path: string, update: T | ((shown: T | undefined) => T | undefined)) =>
      client.setQueryData<T>(apiKey(path), update),
    /** Reads a path through the cache, for a handler that needs the answer itself; a refusal throws its ApiError. */
    fetch: <T>(path: string) =>
      client.query({ queryKey: apiKey(path), queryFn: ({ signal }) => apiData<T>(path, { signal }) }),
    /** Changes every page read of a list (`useApiPages`), in place. */
    setPages: <T>(path: string, update: (page: T) => T) =>
      client.setQueryData<InfiniteData<T, number>>(
        pagesKey(path),
        (shown) => shown && { ...shown, pages: shown.pages.map(update) },
      ),
  };
}

/** `value` once it has stayed the same for `ms` (what someone typed, once they pause), for a query's path. */
export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

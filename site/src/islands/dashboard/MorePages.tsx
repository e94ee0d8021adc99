import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ApiError } from '../../lib/query.ts';
import { Problem } from '../QueryState.tsx';

type Pages = Pick<
  UseInfiniteQueryResult<InfiniteData<unknown, number>, ApiError>,
  'isFetchNextPageError' | 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'
>;

/** `useApiPages`'s next page for a list the API counts in `total`: the one after the last, until every row is shown. */
export const nextPageOf =
  <T extends { total: number }>(rows: (page: T) => readonly unknown[]) =>
  (last: T, pages: T[]) =>
    pages.reduce((shown, page) => shown + rows(page).length, 0) < last.total ? pages.length + 1 : undefined;

/** Below a list read page by page: why the next page did not come (with "Try again"), and the button for more. */
export default function MorePages({ pages, error, more }: { pages: Pages; error: string; more: string }) {
  return (
    <>
      {pages.isFetchNextPageError && <Problem retry={() => void pages.fetchNextPage()}>{error}</Problem>}
      {pages.hasNextPage && (
        <button
          type="button"
          className="button"
          onClick={() => void pages.fetchNextPage()}
          disabled={pages.isFetchingNextPage}
        >
          {more}
        </button>
      )}
    </>
  );
}

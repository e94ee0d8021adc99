import type { ReactNode } from 'react';
import type { ApiError } from '../lib/query.ts';
import { useWords } from './words.tsx';

interface ProblemProps {
  /** What went wrong, in the reader's words (a paragraph when it is plain text). */
  children: ReactNode;
  /** Asks again; the button says "Try again" (`problem.retry`). */
  retry?: () => void;
}

/** A problem the person should know about, with a way to try again when there is one. */
export function Problem({ children, retry }: ProblemProps) {
  const { t } = useWords();
  return (
    <div className="notice notice-error" role="alert">
      {typeof children === 'string' ? <p>{children}</p> : children}
      {retry && (
        <p>
          <button type="button" className="button" onClick={retry}>
            {t('problem.retry')}
          </button>
        </p>
      )}
    </div>
  );
}

/** What QueryState reads of a query (`useApiQuery`, `useApiPages`). */
export interface Query<T> {
  data: T | undefined;
  error: ApiError | null;
  isSuccess: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

interface QueryStateProps<T> {
  query: Query<T>;
  /** The key of the words shown while it loads. */
  loading: string;
  /** The key of the screen's words for a failed load, or the words for this problem (a code's own, a link to fix it). */
  error: string | ((problem: ApiError) => ReactNode);
  /** What the answer shows; without it, only the loading words or the problem show (the screen shows the answer itself). */
  children?: (data: T) => ReactNode;
}

/**
 * The three states of something read from the API, said the same way everywhere: the loading words
 * (announced politely), the problem with "Try again", or the answer. A refresh that fails keeps the
 * answer shown.
 */
export default function QueryState<T>({ query, loading, error, children }: QueryStateProps<T>) {
  const { t } = useWords();
  if (query.isSuccess || (query.isError && query.data !== undefined)) return children?.(query.data as T) ?? null;
  // While "Try again" runs, the loading words stand in for the problem, which is announced afresh if it stays.
  if (query.error && !query.isFetching) {
    return (
      <Problem retry={() => void query.refetch()}>{typeof error === 'string' ? t(error) : error(query.error)}</Problem>
    );
  }
  return <p aria-live="polite">{t(loading)}</p>;
}

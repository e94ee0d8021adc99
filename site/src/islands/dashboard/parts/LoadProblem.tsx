import type { ApiProblem } from '../../../lib/api-client.ts';
import QueryState, { type Query } from '../../QueryState.tsx';
import { useWords } from '../../words.tsx';
import { DashboardLink } from '../clients/RecordLayout.tsx';

/**
 * What went wrong, and when the API wants two-step sign-in first (the screen names clients), the
 * way to turn it on (`link` says it). The words of a QueryState's problem, which adds "Try again".
 */
export function TwoFactorProblem({ problem, text, link }: { problem: ApiProblem; text: string; link: string }) {
  return (
    <>
      <p>{text}</p>
      {problem.code === 'TWO_FACTOR_REQUIRED' && (
        <p>
          <DashboardLink to="/dashboard/settings/security">{link}</DashboardLink>
        </p>
      )}
    </>
  );
}

interface PracticeProblem {
  /** The area whose words say it: `{area}.twoFactor`, `{area}.twoFactorLink` and `{area}.noPractice`. */
  area: 'billing' | 'dashboard.program';
  /** The key of the screen's own words for any other problem. */
  fallback: string;
  /** The key for an unknown record, on a record's screen; elsewhere a 404 means no practice yet. */
  notFound?: string | undefined;
}

/**
 * Why a screen of the practice's own could not load: two-step sign-in still off (with the way to
 * turn it on), no practice yet (some routes answer 409 NO_PRACTICE), an unknown record, or the
 * screen's own message.
 */
export default function LoadProblem({ problem, area, fallback, notFound }: PracticeProblem & { problem: ApiProblem }) {
  const { t } = useWords();
  const unknown = problem.status === 404 || problem.status === 400;
  const text =
    problem.code === 'TWO_FACTOR_REQUIRED'
      ? t(`${area}.twoFactor`)
      : notFound && unknown
        ? t(notFound)
        : problem.code === 'NO_PRACTICE' || unknown
          ? t(`${area}.noPractice`)
          : t(fallback);
  return <TwoFactorProblem problem={problem} text={text} link={t(`${area}.twoFactorLink`)} />;
}

/** A practice screen's read: its loading words, or why it could not load (see LoadProblem) with "Try again". */
export function LoadState<T>({ query, loading, ...problem }: PracticeProblem & { query: Query<T>; loading: string }) {
  return (
    <QueryState query={query} loading={loading} error={(refused) => <LoadProblem {...problem} problem={refused} />} />
  );
}

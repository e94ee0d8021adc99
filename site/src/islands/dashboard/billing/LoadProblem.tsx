import type { ApiProblem } from '../../../lib/api-client.ts';
import { DashboardLink } from '../clients/RecordLayout.tsx';
import type { ScreenProps } from '../types.ts';

/**
 * Why a billing screen could not load: two-step sign-in still off (with the way to turn it on), no
 * practice yet, or the screen's own message. A record's screen (`notFound`) reads a 404 as an
 * unknown record; the others as an account without a practice (some routes answer 409 NO_PRACTICE).
 * The words of a QueryState's problem, which adds "Try again".
 */
export default function LoadProblem({
  t,
  navigate,
  problem,
  fallback,
  notFound,
}: Pick<ScreenProps, 't' | 'navigate'> & { problem: ApiProblem; fallback: string; notFound?: string }) {
  const twoFactor = problem.code === 'TWO_FACTOR_REQUIRED';
  const unknown = problem.status === 404 || problem.status === 400;
  const text = twoFactor
    ? t('billing.twoFactor')
    : notFound && unknown
      ? t(notFound)
      : problem.code === 'NO_PRACTICE' || unknown
        ? t('billing.noPractice')
        : t(fallback);
  return (
    <>
      <p>{text}</p>
      {twoFactor && (
        <p>
          <DashboardLink to="/dashboard/settings/security" navigate={navigate}>
            {t('billing.twoFactorLink')}
          </DashboardLink>
        </p>
      )}
    </>
  );
}

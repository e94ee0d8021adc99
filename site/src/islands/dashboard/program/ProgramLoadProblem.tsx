import type { ApiProblem } from '../../../lib/api-client.ts';
import { DashboardLink } from '../clients/RecordLayout.tsx';
import type { ScreenProps } from '../types.ts';

/**
 * Why a program screen could not load: two-step sign-in still off (program sessions name clients),
 * no practice yet, or the screen's own message. The words of a QueryState's problem, which adds "Try again".
 */
export default function ProgramLoadProblem({
  t,
  navigate,
  problem,
  fallback,
}: Pick<ScreenProps, 't' | 'navigate'> & { problem: ApiProblem; fallback: string }) {
  const twoFactor = problem.code === 'TWO_FACTOR_REQUIRED';
  const text = twoFactor
    ? t('dashboard.program.twoFactor')
    : problem.code === 'NO_PRACTICE' || problem.status === 404
      ? t('dashboard.program.noPractice')
      : t(fallback);
  return (
    <>
      <p>{text}</p>
      {twoFactor && (
        <p>
          <DashboardLink to="/dashboard/settings/security" navigate={navigate}>
            {t('dashboard.program.twoFactorLink')}
          </DashboardLink>
        </p>
      )}
    </>
  );
}

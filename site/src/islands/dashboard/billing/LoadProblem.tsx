import type { ApiProblem } from '../../../lib/api-client.ts';
import { DashboardLink } from '../clients/RecordLayout.tsx';
import type { ScreenProps } from '../types.ts';

/**
 * Why a billing screen could not load: two-step sign-in still off (with the way to turn it on), no
 * practice yet, or the screen's own message.
 */
export default function LoadProblem({
  t,
  navigate,
  problem,
  fallback,
}: Pick<ScreenProps, 't' | 'navigate'> & { problem: ApiProblem; fallback: string }) {
  const twoFactor = problem.code === 'TWO_FACTOR_REQUIRED';
  return (
    <div className="notice notice-error" role="alert">
      <p>{twoFactor ? t('billing.twoFactor') : problem.status === 404 ? t('billing.noPractice') : t(fallback)}</p>
      {twoFactor && (
        <p>
          <DashboardLink to="/dashboard/settings/security" navigate={navigate}>
            {t('billing.twoFactorLink')}
          </DashboardLink>
        </p>
      )}
    </div>
  );
}

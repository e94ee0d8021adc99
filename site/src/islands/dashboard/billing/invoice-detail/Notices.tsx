import type { Translate } from '../../../../i18n/format.ts';
import { DashboardLink } from '../../clients/RecordLayout.tsx';
import type { ScreenProps } from '../../types.ts';
import type { Done, Problem } from './use-invoice-actions.ts';

/** What the last action achieved (announced politely) or why it was refused (announced at once). */
export default function Notices({
  done,
  problem,
  t,
  navigate,
}: {
  done: Done | undefined;
  problem: Problem | undefined;
  t: Translate;
  navigate: ScreenProps['navigate'];
}) {
  return (
    <>
      <div aria-live="polite">
        {done && (
          <p className="notice" role="status">
            {done.text}
            {done.link && (
              <>
                {' '}
                <DashboardLink to={done.link.to} navigate={navigate}>
                  {done.link.label}
                </DashboardLink>
              </>
            )}
          </p>
        )}
      </div>
      {problem && (
        <div className="notice notice-error" role="alert">
          <p>{problem.text}</p>
          {problem.missing && problem.missing.length > 0 && (
            <ul>
              {problem.missing.map((field) => {
                const key = `dashboard.invoices.profileField.${field}`;
                const label = t(key);
                return <li key={field}>{label === key ? field : label}</li>;
              })}
            </ul>
          )}
          {problem.missing && (
            <p>
              <DashboardLink to="/dashboard/settings/receipts" navigate={navigate}>
                {t('dashboard.invoices.detail.completeProfile')}
              </DashboardLink>
            </p>
          )}
        </div>
      )}
    </>
  );
}

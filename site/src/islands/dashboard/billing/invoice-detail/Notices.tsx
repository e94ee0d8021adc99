import { useWords } from '../../../words.tsx';
import { DashboardLink } from '../../clients/RecordLayout.tsx';
import type { Done, Problem } from './use-invoice-actions.ts';

/** What the last action achieved (announced politely) or why it was refused (announced at once). */
export default function Notices({ done, problem }: { done: Done | undefined; problem: Problem | undefined }) {
  const { t } = useWords();
  return (
    <>
      <div aria-live="polite">
        {done && (
          <p className="notice" role="status">
            {done.text}
            {done.link && (
              <>
                {' '}
                <DashboardLink to={done.link.to}>{done.link.label}</DashboardLink>
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
              <DashboardLink to="/dashboard/settings/receipts">
                {t('dashboard.invoices.detail.completeProfile')}
              </DashboardLink>
            </p>
          )}
        </div>
      )}
    </>
  );
}

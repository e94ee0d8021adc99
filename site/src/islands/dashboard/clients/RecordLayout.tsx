import type { ReactNode } from 'react';
import { useApiQuery } from '../../../lib/query.ts';
import { Problem, type Query } from '../../QueryState.tsx';
import { useWords } from '../../words.tsx';
import { useShell } from '../shell.tsx';
import type { ScreenProps } from '../types.ts';
import { clientPath } from './paths-and-money.ts';

export const RECORD_TABS = [
  'overview',
  'profile',
  'notes',
  'measures',
  'agreements',
  'intake',
  'appointments',
  'invoices',
] as const;
export type RecordTab = (typeof RECORD_TABS)[number];

/** A link inside the dashboard: moves without reloading, unless the person asks for a new tab. */
export function DashboardLink({
  to,
  children,
  ...rest
}: {
  to: string;
  children: ReactNode;
} & React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { navigate } = useShell();
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}

/** Loads one part of a client's record; every load is one logged read on the server. */
export function useRecord<T>(path: string) {
  return useApiQuery<T>(path);
}

interface Props {
  params: ScreenProps['params'];
  tab: RecordTab;
  /** The client's name once known. */
  name: string | undefined;
  /** The tab's own load: its failure is shown in place of the tab. */
  query: Query<unknown>;
  children?: ReactNode;
}

/** The frame of a client's record: name, the record's tabs, and the state of the open tab. */
export default function RecordLayout({ params, tab, name, query, children }: Props) {
  const { t } = useWords();
  const id = params.id ?? '';
  const shown = query.data !== undefined;
  // A refresh that fails keeps the tab shown.
  const failure = shown ? undefined : (query.error ?? undefined);
  const problem = !failure
    ? undefined
    : failure.status === 404 || failure.status === 400
      ? t('dashboard.clients.record.notFound')
      : failure.code === 'TWO_FACTOR_REQUIRED'
        ? t('dashboard.clients.record.twoFactor')
        : t('dashboard.clients.record.error');
  // Only what may pass (a lost network, a server fault) is worth trying again.
  const passing = failure && (failure.code === 'NETWORK' || failure.status >= 500);
  return (
    <section aria-labelledby="record-heading" className="client-record">
      <p>
        <DashboardLink to="/dashboard/my-clients">{t('dashboard.clients.back')}</DashboardLink>
      </p>
      <h1 id="record-heading">{name ?? t('dashboard.clients.record.title')}</h1>
      {!failure || passing ? (
        <nav aria-label={t('dashboard.clients.record.label')} className="record-tabs">
          <ul>
            {RECORD_TABS.map((each) => (
              <li key={each}>
                <DashboardLink to={clientPath(id, each)} aria-current={each === tab ? 'page' : undefined}>
                  {t(`dashboard.clients.tab.${each}`)}
                </DashboardLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {problem && !query.isFetching && (
        <Problem {...(passing ? { retry: () => void query.refetch() } : {})}>
          <p>{problem}</p>
          {failure?.code === 'TWO_FACTOR_REQUIRED' && (
            <p>
              <DashboardLink to="/dashboard/settings/security">
                {t('dashboard.clients.record.twoFactorLink')}
              </DashboardLink>
            </p>
          )}
        </Problem>
      )}
      {!shown && (!failure || query.isFetching) && <p aria-live="polite">{t('dashboard.clients.record.loading')}</p>}
      {shown && children}
    </section>
  );
}

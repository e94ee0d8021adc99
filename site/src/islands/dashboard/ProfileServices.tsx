import type { Services } from '@calma/api/contract';
import { useApiQuery } from '../../lib/query.ts';
import QueryState from '../QueryState.tsx';
import { useWords } from '../words.tsx';
import { DashboardLink } from './clients/RecordLayout.tsx';
import ServiceFacts from './parts/ServiceFacts.tsx';

/** The profile's services section: what the profile shows, read-only, managed in the service settings. */
export default function ProfileServices() {
  const { t } = useWords();
  // The same list as the service settings, which share its cache: the profile shows those still offered.
  const services = useApiQuery<Services>('/api/v1/services');

  return (
    <section>
      <h1>{t('dashboard.profileServices.title')}</h1>
      <p>{t('dashboard.profileServices.lead')}</p>
      <p>
        <DashboardLink className="button button-primary" to="/dashboard/settings/services">
          {t('dashboard.profileServices.manage')}
        </DashboardLink>
      </p>
      {services.error?.code === 'PROFILE_NOT_FOUND' ? (
        <p className="notice">{t('dashboard.services.noProfile')}</p>
      ) : (
        <QueryState query={services} loading="dashboard.services.loading" error="dashboard.services.loadError">
          {(body) => {
            const offered = body.services.filter((s) => !s.archived);
            return offered.length === 0 ? (
              <p>{t('dashboard.profileServices.empty')}</p>
            ) : (
              <ul className="services">
                {offered.map((s) => (
                  <li key={s.id} className="card">
                    <h2>{s.name}</h2>
                    <ServiceFacts service={s} />
                    {s.description && <p>{s.description}</p>}
                  </li>
                ))}
              </ul>
            );
          }}
        </QueryState>
      )}
    </section>
  );
}

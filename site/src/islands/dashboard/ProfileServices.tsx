import type { Locale, Services } from '@calma/api/contract';
import { useApiQuery } from '../../lib/query.ts';
import { formatPrice } from '../../lib/search.ts';
import QueryState from '../QueryState.tsx';
import type { ScreenProps } from './types.ts';

/** The profile's services section: what the profile shows, read-only, managed in the service settings. */
export default function ProfileServices({ t, locale, navigate }: ScreenProps) {
  // The same list as the service settings, which share its cache: the profile shows those still offered.
  const services = useApiQuery<Services>('/api/v1/services');

  const manage = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate('/dashboard/settings/services');
  };

  return (
    <section>
      <h1>{t('dashboard.profileServices.title')}</h1>
      <p>{t('dashboard.profileServices.lead')}</p>
      <p>
        <a className="button button-primary" href="/dashboard/settings/services" onClick={manage}>
          {t('dashboard.profileServices.manage')}
        </a>
      </p>
      {services.error?.code === 'PROFILE_NOT_FOUND' ? (
        <p className="notice">{t('dashboard.services.noProfile')}</p>
      ) : (
        <QueryState query={services} t={t} loading="dashboard.services.loading" error="dashboard.services.loadError">
          {(body) => {
            const offered = body.services.filter((s) => !s.archived);
            return offered.length === 0 ? (
              <p>{t('dashboard.profileServices.empty')}</p>
            ) : (
              <ul className="services">
                {offered.map((s) => (
                  <li key={s.id} className="card">
                    <h2>{s.name}</h2>
                    <p>
                      {t('dashboard.services.minutes', { minutes: s.durationMinutes })} ·{' '}
                      {t(`dashboard.services.modality.${s.modality}`)} ·{' '}
                      <strong>
                        {s.priceMinor === 0
                          ? t('dashboard.services.free')
                          : formatPrice(s.priceMinor, s.currency, locale as Locale)}
                      </strong>
                    </p>
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

import type { Locale, Service, Services } from '@calma/api/contract';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api-client.ts';
import { formatPrice } from '../../lib/search.ts';
import type { ScreenProps } from './types.ts';

/** The profile's services section: what the profile shows, read-only, managed in the service settings. */
export default function ProfileServices({ t, locale, navigate }: ScreenProps) {
  const [services, setServices] = useState<Service[] | undefined>(undefined);
  const [problem, setProblem] = useState<'none' | 'error' | 'noProfile'>('none');

  useEffect(() => {
    api<Services>('/api/v1/services').then((result) => {
      if (result.ok) setServices(result.body.services.filter((s) => !s.archived));
      else setProblem(result.problem.code === 'PROFILE_NOT_FOUND' ? 'noProfile' : 'error');
    });
  }, []);

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
      {problem === 'noProfile' && <p className="notice">{t('dashboard.services.noProfile')}</p>}
      {problem === 'error' && (
        <p className="notice notice-error" role="alert">
          {t('dashboard.services.loadError')}
        </p>
      )}
      {!services && problem === 'none' && <p aria-live="polite">{t('dashboard.services.loading')}</p>}
      {services &&
        (services.length === 0 ? (
          <p>{t('dashboard.profileServices.empty')}</p>
        ) : (
          <ul className="services">
            {services.map((s) => (
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
        ))}
    </section>
  );
}

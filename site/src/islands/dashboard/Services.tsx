import type { Locale, Service, Services as ServiceList } from '@calma/api/contract';
import { useState } from 'react';
import type { ApiProblem } from '../../lib/api-client.ts';
import { type ApiCall, useApiCache, useApiMutation, useApiQuery } from '../../lib/query.ts';
import { formatPrice } from '../../lib/search.ts';
import { errorMessage } from '../../lib/upload.ts';
import QueryState from '../QueryState.tsx';
import PlanRequired, { planRefusal } from './subscription/PlanRequired.tsx';
import { publicPath, type ScreenProps } from './types.ts';

const SERVICES = '/api/v1/services';

/** The therapist's services: what clients book. Reorder, archive, offer again, delete if never booked. */
export default function Services({ t, locale, navigate }: ScreenProps) {
  const list = useApiQuery<ServiceList>(SERVICES);
  const cache = useApiCache();
  // A service just saved on the edit screen is named in the address, so the list can say so.
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(() => {
    const saved = new URLSearchParams(window.location.search).get('saved');
    return saved ? { text: t('dashboard.services.savedDone', { name: saved }), error: false } : null;
  });

  // Offering an archived service again past the plan's limit names the limit and the plan that allows more.
  const [refused, setRefused] = useState<ApiProblem | undefined>();
  const fail = (error: ApiProblem) =>
    planRefusal(error)
      ? setRefused(error)
      : setMessage({ text: errorMessage(t, 'dashboard.services', error), error: true });
  const change = useApiMutation<Service | ServiceList | null, ApiCall>((call) => call);
  const busy = change.isPending;
  const act = (service: Service, action: 'archive' | 'unarchive' | 'delete') => {
    setMessage(null);
    setRefused(undefined);
    if (action === 'delete' && !window.confirm(t('dashboard.services.deleteConfirm', { name: service.name }))) return;
    const call: ApiCall =
      action === 'delete'
        ? { path: `${SERVICES}/${service.id}`, method: 'DELETE' }
        : { path: `${SERVICES}/${service.id}/${action}`, method: 'POST' };
    change.mutate(call, {
      onError: fail,
      onSuccess: (answer) => {
        cache.set<ServiceList>(
          SERVICES,
          (shown) =>
            shown && {
              ...shown,
              services:
                action === 'delete'
                  ? shown.services.filter((s) => s.id !== service.id)
                  : shown.services.map((s) => (s.id === service.id ? (answer as Service) : s)),
            },
        );
        setMessage({ text: t(`dashboard.services.${action}Done`, { name: service.name }), error: false });
      },
    });
  };
  const move = (services: Service[], index: number, by: -1 | 1) => {
    const ids = services.map((s) => s.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved as string);
    setMessage(null);
    setRefused(undefined);
    change.mutate(
      { path: `${SERVICES}/order`, method: 'PUT', body: { ids } },
      {
        onError: fail,
        onSuccess: (answer) => {
          cache.set(SERVICES, answer as ServiceList);
          setMessage({ text: t('dashboard.services.orderDone'), error: false });
        },
      },
    );
  };

  const follow = (to: string) => (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(to);
  };

  return (
    <section>
      <h1>{t('dashboard.services.title')}</h1>
      <p>{t('dashboard.services.lead')}</p>
      {list.error?.code === 'PROFILE_NOT_FOUND' && (
        <p className="notice">
          {t('dashboard.services.noProfile')}{' '}
          <a href={publicPath(locale, '/home/profile/create')}>{t('dashboard.services.createProfile')}</a>
        </p>
      )}
      <div aria-live="polite">
        {message && (
          <p className={message.error ? 'notice notice-error' : 'notice'} role={message.error ? 'alert' : undefined}>
            {message.text}
          </p>
        )}
      </div>
      <PlanRequired t={t} locale={locale} navigate={navigate} problem={refused} />
      {list.error?.code !== 'PROFILE_NOT_FOUND' && (
        <QueryState query={list} t={t} loading="dashboard.services.loading" error="dashboard.services.loadError">
          {({ services }) => (
            <>
              <p>
                <a
                  className="button button-primary"
                  href="/dashboard/settings/services/new"
                  onClick={follow('/dashboard/settings/services/new')}
                >
                  {t('dashboard.services.new')}
                </a>
              </p>
              {services.length === 0 ? (
                <p>{t('dashboard.services.empty')}</p>
              ) : (
                <ol className="service-admin-list">
                  {services.map((s, index) => (
                    <li key={s.id} className="card">
                      <h2>
                        {s.name}
                        {s.archived && <span className="badge badge-muted">{t('dashboard.services.archived')}</span>}
                      </h2>
                      <p>
                        {t('dashboard.services.minutes', { minutes: s.durationMinutes })} ·{' '}
                        {t(`dashboard.services.modality.${s.modality}`)} ·{' '}
                        <strong>
                          {s.priceMinor === 0
                            ? t('dashboard.services.free')
                            : formatPrice(s.priceMinor, s.currency, locale as Locale)}
                        </strong>
                      </p>
                      {s.upcomingAppointments > 0 && (
                        <p>{t('dashboard.services.upcoming', { count: s.upcomingAppointments })}</p>
                      )}
                      <div className="button-row">
                        <a
                          className="button"
                          href={`/dashboard/settings/services/${s.id}`}
                          onClick={follow(`/dashboard/settings/services/${s.id}`)}
                        >
                          {t('dashboard.services.edit')}
                          <span className="visually-hidden"> {s.name}</span>
                        </a>
                        <button
                          type="button"
                          className="button"
                          disabled={busy || index === 0}
                          onClick={() => move(services, index, -1)}
                        >
                          {t('dashboard.services.moveUp')}
                          <span className="visually-hidden"> {s.name}</span>
                        </button>
                        <button
                          type="button"
                          className="button"
                          disabled={busy || index === services.length - 1}
                          onClick={() => move(services, index, 1)}
                        >
                          {t('dashboard.services.moveDown')}
                          <span className="visually-hidden"> {s.name}</span>
                        </button>
                        <button
                          type="button"
                          className="button"
                          disabled={busy}
                          onClick={() => act(s, s.archived ? 'unarchive' : 'archive')}
                        >
                          {t(s.archived ? 'dashboard.services.unarchive' : 'dashboard.services.archive')}
                          <span className="visually-hidden"> {s.name}</span>
                        </button>
                        {s.deletable && (
                          <button type="button" className="button" disabled={busy} onClick={() => act(s, 'delete')}>
                            {t('dashboard.services.delete')}
                            <span className="visually-hidden"> {s.name}</span>
                          </button>
                        )}
                      </div>
                      {!s.deletable && <p className="hint">{t('dashboard.services.keptForAppointments')}</p>}
                    </li>
                  ))}
                </ol>
              )}
            </>
          )}
        </QueryState>
      )}
    </section>
  );
}

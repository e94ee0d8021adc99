import type { Service, Services as ServiceList } from '@calma/api/contract';
import { type ReactNode, useState } from 'react';
import type { ApiProblem } from '../../lib/api-client.ts';
import { type ApiCall, useApiCache, useApiMutation, useApiQuery } from '../../lib/query.ts';
import { errorMessage } from '../../lib/upload.ts';
import QueryState from '../QueryState.tsx';
import { useWords } from '../words.tsx';
import { DashboardLink } from './clients/RecordLayout.tsx';
import { LiveNotice, type Notice } from './parts/LiveNotice.tsx';
import ServiceFacts from './parts/ServiceFacts.tsx';
import PlanRequired, { planRefusal } from './subscription/PlanRequired.tsx';
import { publicPath } from './types.ts';

const SERVICES = '/api/v1/services';

/** The therapist's services: what clients book. Reorder, archive, offer again, delete if never booked. */
export default function Services() {
  const { t, locale } = useWords();
  const list = useApiQuery<ServiceList>(SERVICES);
  const cache = useApiCache();
  // A service just saved on the edit screen is named in the address, so the list can say so.
  const [message, setMessage] = useState<Notice | undefined>(() => {
    const saved = new URLSearchParams(window.location.search).get('saved');
    return saved ? { text: t('dashboard.services.savedDone', { name: saved }), error: false } : undefined;
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
    setMessage(undefined);
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
    setMessage(undefined);
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
      <LiveNotice message={message} />
      <PlanRequired problem={refused} />
      {list.error?.code !== 'PROFILE_NOT_FOUND' && (
        <QueryState query={list} loading="dashboard.services.loading" error="dashboard.services.loadError">
          {({ services }) => (
            <>
              <p>
                <DashboardLink className="button button-primary" to="/dashboard/settings/services/new">
                  {t('dashboard.services.new')}
                </DashboardLink>
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
                      <ServiceFacts service={s} />
                      {s.upcomingAppointments > 0 && (
                        <p>{t('dashboard.services.upcoming', { count: s.upcomingAppointments })}</p>
                      )}
                      <div className="button-row">
                        <DashboardLink className="button" to={`/dashboard/settings/services/${s.id}`}>
                          {t('dashboard.services.edit')}
                          <span className="visually-hidden"> {s.name}</span>
                        </DashboardLink>
                        <CardButton
                          name={s.name}
                          disabled={busy || index === 0}
                          onClick={() => move(services, index, -1)}
                        >
                          {t('dashboard.services.moveUp')}
                        </CardButton>
                        <CardButton
                          name={s.name}
                          disabled={busy || index === services.length - 1}
                          onClick={() => move(services, index, 1)}
                        >
                          {t('dashboard.services.moveDown')}
                        </CardButton>
                        <CardButton
                          name={s.name}
                          disabled={busy}
                          onClick={() => act(s, s.archived ? 'unarchive' : 'archive')}
                        >
                          {t(s.archived ? 'dashboard.services.unarchive' : 'dashboard.services.archive')}
                        </CardButton>
                        {s.deletable && (
                          <CardButton name={s.name} disabled={busy} onClick={() => act(s, 'delete')}>
                            {t('dashboard.services.delete')}
                          </CardButton>
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

/** A button on a service's card, whose name for screen readers ends with the service's. */
function CardButton({
  name,
  disabled,
  onClick,
  children,
}: {
  name: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className="button" disabled={disabled} onClick={onClick}>
      {children}
      <span className="visually-hidden"> {name}</span>
    </button>
  );
}

import { type ClientList, type Services, THERAPIST_DAILY_EMAILS } from '@calma/api/contract';
import { type SyntheticEvent, useState } from 'react';
import { instantOf } from '../../../lib/booking-time.ts';
import { useApiMutation, useApiQuery } from '../../../lib/query.ts';
import { APPOINTMENT_VIEWS } from '../appointment-actions.ts';
import type { ScreenProps } from '../types.ts';
import { SessionStart } from './SessionPanel.tsx';

type T = ScreenProps['t'];

/** Booking a session for one of the practice's clients, confirmed at once and emailed to them. */
export default function NewSession({
  t,
  zone,
  onCreated,
}: {
  t: T;
  zone: string;
  onCreated: (message: string) => void;
}) {
  const clients = useApiQuery<ClientList>('/api/v1/clients').data?.clients ?? [];
  const services = useApiQuery<Services>('/api/v1/services').data?.services.filter((s) => !s.archived) ?? [];
  const [form, setForm] = useState({ clientId: '', serviceId: '', date: '', time: '09:00', modality: 'online' });
  const session = useApiMutation(
    (body: { clientId: string; serviceId: string; start: string; modality: string }) => ({
      path: '/api/v1/sessions',
      method: 'POST',
      body,
    }),
    { invalidates: APPOINTMENT_VIEWS },
  );
  const service = services.find((s) => s.id === form.serviceId);
  const create = (event: SyntheticEvent) => {
    event.preventDefault();
    const modality = service?.modality === 'both' ? form.modality : (service?.modality ?? 'online');
    const name = clients.find((c) => c.id === form.clientId)?.name ?? '';
    session.mutate(
      {
        clientId: form.clientId,
        serviceId: form.serviceId,
        start: form.date ? instantOf(form.date, form.time, zone).toISOString() : '',
        modality,
      },
      { onSuccess: () => onCreated(t('dashboard.calendar.created', { client: name })) },
    );
  };
  const error = session.error;
  return (
    <section aria-labelledby="new-session-heading">
      <h2 id="new-session-heading">{t('dashboard.calendar.new')}</h2>
      {clients.length === 0 ? (
        <p>{t('dashboard.calendar.noClients')}</p>
      ) : (
        <form onSubmit={create} noValidate>
          {error && (
            <p className="notice notice-error" role="alert">
              {error.code === 'SLOT_UNAVAILABLE'
                ? t('dashboard.calendar.taken')
                : error.code === 'THERAPIST_NOT_VERIFIED'
                  ? t('dashboard.calendar.notVerified')
                  : error.code === 'DAILY_EMAIL_LIMIT'
                    ? t('dashboard.calendar.dailyLimit', { limit: String(THERAPIST_DAILY_EMAILS) })
                    : t('dashboard.calendar.createFailed')}
            </p>
          )}
          <div className="field">
            <label htmlFor="new-client">{t('dashboard.calendar.client')}</label>
            <select
              id="new-client"
              required
              value={form.clientId}
              onChange={(e) => setForm({ ...form, clientId: e.currentTarget.value })}
            >
              <option value="">{t('dashboard.calendar.choose')}</option>
              {clients.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="new-service">{t('dashboard.calendar.service')}</label>
            <select
              id="new-service"
              required
              value={form.serviceId}
              onChange={(e) => setForm({ ...form, serviceId: e.currentTarget.value })}
            >
              <option value="">{t('dashboard.calendar.choose')}</option>
              {services.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
          {service?.modality === 'both' && (
            <div className="field">
              <label htmlFor="new-modality">{t('dashboard.calendarSettings.modality')}</label>
              <select
                id="new-modality"
                value={form.modality}
                onChange={(e) => setForm({ ...form, modality: e.currentTarget.value })}
              >
                <option value="online">{t('dashboard.calendarSettings.modality.online')}</option>
                <option value="in_person">{t('dashboard.calendarSettings.modality.in_person')}</option>
              </select>
            </div>
          )}
          <SessionStart
            t={t}
            id="new"
            required
            date={form.date}
            time={form.time}
            onDate={(value) => setForm({ ...form, date: value })}
            onTime={(value) => setForm({ ...form, time: value })}
          />
          <button type="submit" className="button button-primary">
            {t('dashboard.calendar.create')}
          </button>
        </form>
      )}
    </section>
  );
}

import { type ClientList, type Services, THERAPIST_DAILY_EMAILS } from '@calma/api/contract';
import { type SyntheticEvent, useState } from 'react';
import { instantOf } from '../../../lib/booking-time.ts';
import { useApiMutation, useApiQuery } from '../../../lib/query.ts';
import { useWords } from '../../words.tsx';
import { APPOINTMENT_VIEWS } from '../appointment-actions.ts';
import SelectField from '../parts/SelectField.tsx';
import { SessionStart } from './SessionPanel.tsx';

/** Booking a session for one of the practice's clients, confirmed at once and emailed to them. */
export default function NewSession({ zone, onCreated }: { zone: string; onCreated: (message: string) => void }) {
  const { t } = useWords();
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
          <SelectField
            id="new-client"
            label={t('dashboard.calendar.client')}
            required
            empty={t('dashboard.calendar.choose')}
            value={form.clientId}
            onValue={(clientId) => setForm({ ...form, clientId })}
            options={clients.map((c) => ({ value: c.id, label: c.name }))}
          />
          <SelectField
            id="new-service"
            label={t('dashboard.calendar.service')}
            required
            empty={t('dashboard.calendar.choose')}
            value={form.serviceId}
            onValue={(serviceId) => setForm({ ...form, serviceId })}
            options={services.map((s) => ({ value: s.id, label: s.name }))}
          />
          {service?.modality === 'both' && (
            <SelectField
              id="new-modality"
              label={t('dashboard.calendarSettings.modality')}
              value={form.modality}
              onValue={(modality) => setForm({ ...form, modality })}
              options={(['online', 'in_person'] as const).map((m) => ({
                value: m,
                label: t(`dashboard.calendarSettings.modality.${m}`),
              }))}
            />
          )}
          <SessionStart
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

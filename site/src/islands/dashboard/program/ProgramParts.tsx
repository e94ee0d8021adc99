import type { ProgramSessions, ProgramSettings as Settings } from '@calma/api/contract';
import { useState } from 'react';
import { formatMoney } from '../../../lib/money.ts';
import { useApiQuery } from '../../../lib/query.ts';
import { fieldId } from '../../forms/fields.tsx';
import QueryState from '../../QueryState.tsx';
import { useWords } from '../../words.tsx';
import { monthName, today } from '../billing/format.ts';
import DataTable from '../parts/DataTable.tsx';
import { dateTimeFormat } from '../types.ts';
import { addMonths } from './program-form.ts';

const P = 'dashboard.program';
export const FORM = 'program';

/** This month at a glance: program clients in this period (of the most taken), sessions held, and what they earn. */
export function NowTiles({ settings, money }: { settings: Settings; money: (minor: number) => string }) {
  const { t } = useWords();
  return (
    <ul className="billing-tiles">
      <li>
        <h3>{t(`${P}.clientsNow`)}</h3>
        <p className="billing-tile-value">
          {settings.maxClients === null
            ? settings.clientsNow
            : t(`${P}.clientsOf`, { now: settings.clientsNow, max: settings.maxClients })}
        </p>
        <p>{t(`${P}.clientsNowHint`)}</p>
      </li>
      <li>
        <h3>{t(`${P}.sessionsThisMonth`)}</h3>
        <p className="billing-tile-value">{settings.thisMonth.sessions}</p>
      </li>
      <li>
        <h3>{t(`${P}.amountThisMonth`)}</h3>
        <p className="billing-tile-value">{money(settings.thisMonth.amountMinor)}</p>
        <p>{t(`${P}.amountHint`)}</p>
      </li>
    </ul>
  );
}

/** The services or languages program clients may book, as checkboxes, with the group's error first. */
export function ProgramChoices({
  path,
  options,
  values,
  error,
  onChange,
}: {
  path: 'serviceIds' | 'languages';
  options: { value: string; label: string }[];
  values: string[];
  error: string | undefined;
  onChange: (values: string[]) => void;
}) {
  const { t } = useWords();
  const errorId = `${fieldId(path, FORM)}-error`;
  return (
    <fieldset className="program-choices" aria-describedby={error ? errorId : undefined}>
      <legend>{t(`${P}.${path === 'serviceIds' ? 'services' : 'languages'}`)}</legend>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
      {options.length === 0 && (
        <p className="hint">{t(`${P}.${path === 'serviceIds' ? 'noServices' : 'noLanguages'}`)}</p>
      )}
      {options.map((option, index) => {
        const id = index === 0 ? fieldId(path, FORM) : `${fieldId(path, FORM)}-${option.value}`;
        return (
          <div className="checkbox-field" key={option.value}>
            <input
              id={id}
              type="checkbox"
              checked={values.includes(option.value)}
              aria-invalid={error ? true : undefined}
              onChange={(e) =>
                onChange(e.currentTarget.checked ? [...values, option.value] : values.filter((v) => v !== option.value))
              }
            />
            <label htmlFor={id}>{option.label}</label>
          </div>
        );
      })}
    </fieldset>
  );
}

/** A month's program sessions, this month first, with the months before and after a button away. */
export function MonthSessions() {
  const { t, locale } = useWords();
  const [month, setMonth] = useState(() => today().slice(0, 7));
  const query = useApiQuery<ProgramSessions>(`/api/v1/program/sessions?month=${month}`);

  const when = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const sessions = query.data?.sessions;
  const name = monthName(locale, month, 'long');
  return (
    <section aria-labelledby="program-sessions-heading" aria-busy={query.isPending || undefined}>
      <h2 id="program-sessions-heading">{t(`${P}.sessions.title`, { month: name })}</h2>
      <nav className="billing-year" aria-label={t(`${P}.sessions.months`)}>
        <button type="button" className="button" onClick={() => setMonth(addMonths(month, -1))}>
          {t(`${P}.sessions.previous`)}
        </button>
        <span className="billing-year-shown" aria-live="polite">
          {name}
        </span>
        <button type="button" className="button" onClick={() => setMonth(addMonths(month, 1))}>
          {t(`${P}.sessions.next`)}
        </button>
      </nav>
      <QueryState query={query} loading="dashboard.loading" error={`${P}.sessions.loadError`} />
      {sessions && (
        <DataTable
          labelledBy="program-sessions-heading"
          rows={sessions}
          rowKey={(session) => session.appointmentUid}
          empty={t(`${P}.sessions.empty`, { month: name })}
          columns={[
            {
              head: t(`${P}.sessions.when`),
              cell: (session) => <time dateTime={session.startsAt}>{when.format(new Date(session.startsAt))}</time>,
            },
            { head: t(`${P}.sessions.client`), cell: (session) => session.clientName },
            { head: t(`${P}.sessions.service`), cell: (session) => session.serviceName },
            { head: t(`${P}.sessions.company`), cell: (session) => session.companyName },
            { head: t(`${P}.sessions.status`), cell: (session) => t(`dashboard.sessions.status.${session.status}`) },
            {
              head: t(`${P}.sessions.rate`),
              className: 'billing-amount',
              cell: (session) => formatMoney(session.rateMinor, session.currency, locale),
            },
          ]}
        />
      )}
    </section>
  );
}

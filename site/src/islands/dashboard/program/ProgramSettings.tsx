import {
  MAX_PROGRAM_RATE_MINOR,
  type ProgramSessions,
  type ProgramSettingsInput,
  type ProgramSettings as Settings,
} from '@calma/api/contract';
import { type SyntheticEvent, useState } from 'react';
import '../../../styles/billing.css';
import './program.css';
import { formatMoney, parsePrice, priceInput } from '../../../lib/money.ts';
import { useApiCache, useApiMutation, useApiQuery } from '../../../lib/query.ts';
import { FormProblem, fieldId, TextField } from '../../forms/fields.tsx';
import QueryState from '../../QueryState.tsx';
import { monthName, today } from '../billing/format.ts';
import { dateTimeFormat, type ScreenProps } from '../types.ts';
import ProgramLoadProblem from './ProgramLoadProblem.tsx';
import { addMonths, type FormErrors, formProblems, MAX_PROGRAM_CLIENTS, type SettingsForm } from './program-form.ts';

const P = 'dashboard.program';
const FORM = 'program';
const SETTINGS = '/api/v1/program/settings';

const formOf = (settings: Settings, locale: string): SettingsForm => ({
  enabled: settings.enabled,
  rate: settings.rateMinor === null ? '' : priceInput(settings.rateMinor, locale),
  serviceIds: settings.serviceIds,
  languages: settings.languages,
  maxClients: settings.maxClients === null ? '' : String(settings.maxClients),
});

/**
 * The therapist's part in the employer program: whether they take part, what Calma pays them per
 * session held, which services and languages program clients may book and how many program clients
 * they take; with this period's clients, this month's sessions and amount, and a month's sessions.
 */
export default function ProgramSettings({ t, locale, navigate }: ScreenProps) {
  const loaded = useApiQuery<Settings>(SETTINGS);
  const settings = loaded.data;
  const cache = useApiCache();
  // The form shows the settings as read until the therapist changes something, and keeps what was typed after saving.
  const [edited, setForm] = useState<SettingsForm | undefined>();
  const form = edited ?? (settings && formOf(settings, locale));
  const [errors, setErrors] = useState<FormErrors>({});
  const [problem, setProblem] = useState('');
  const [saved, setSaved] = useState('');
  const saving = useApiMutation<Settings, ProgramSettingsInput>((body) => ({ path: SETTINGS, method: 'PUT', body }));

  const heading = <h1 id="program-heading">{t(`${P}.title`)}</h1>;
  if (!settings || !form) {
    return (
      <section aria-labelledby="program-heading">
        {heading}
        <QueryState
          query={loaded}
          t={t}
          loading="dashboard.loading"
          error={(refused) => (
            <ProgramLoadProblem t={t} navigate={navigate} problem={refused} fallback={`${P}.loadError`} />
          )}
        />
      </section>
    );
  }

  const { currency } = settings;
  const money = (minor: number) => formatMoney(minor, currency, locale);
  const messages: Record<keyof FormErrors, string> = {
    rateMinor: t(`${P}.error.rate`, { max: money(MAX_PROGRAM_RATE_MINOR) }),
    serviceIds: t(`${P}.error.services`),
    languages: t(`${P}.error.languages`),
    maxClients: t(`${P}.error.maxClients`, { max: MAX_PROGRAM_CLIENTS }),
  };
  const set = <K extends keyof SettingsForm>(key: K, value: SettingsForm[K]) => {
    setForm({ ...form, [key]: value });
    setSaved('');
    const { [key as keyof FormErrors]: _fixed, ...rest } = errors;
    setErrors(rest);
  };
  const refuse = (found: FormErrors) => {
    setErrors(found);
    setProblem(t(`${P}.error.check`));
    const first = Object.keys(found)[0];
    if (first) document.getElementById(fieldId(first, FORM))?.focus();
  };

  const save = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem('');
    setSaved('');
    const found = formProblems(form, settings.options.languages.length > 0);
    if (Object.keys(found).length > 0) return refuse(found);
    const body: ProgramSettingsInput = {
      enabled: form.enabled,
      rateMinor: parsePrice(form.rate) ?? 0,
      serviceIds: form.serviceIds,
      languages: form.languages,
      maxClients: Number(form.maxClients.trim()),
    };
    saving.mutate(body, {
      onSuccess: (answer) => {
        setForm(form);
        cache.set(SETTINGS, answer);
        setErrors({});
        setSaved(t(answer.enabled ? `${P}.saved.on` : `${P}.saved.off`));
      },
      onError: (refused) => {
        if (refused.status === 400) {
          const fromApi: FormErrors = {};
          for (const path of Object.keys(refused.fields)) {
            if (path in messages) fromApi[path as keyof FormErrors] = true;
          }
          if (Object.keys(fromApi).length > 0) return refuse(fromApi);
        }
        setProblem(
          refused.code === 'TWO_FACTOR_REQUIRED'
            ? t(`${P}.twoFactor`)
            : t(refused.status === 0 ? `${P}.error.network` : `${P}.error.generic`),
        );
      },
    });
  };

  const shown = Object.fromEntries(Object.keys(errors).map((key) => [key, messages[key as keyof FormErrors]]));
  const errorId = (path: string) => `${fieldId(path, FORM)}-error`;
  const choices = (path: 'serviceIds' | 'languages', options: { value: string; label: string }[], values: string[]) => (
    <fieldset className="program-choices" aria-describedby={shown[path] ? errorId(path) : undefined}>
      <legend>{t(`${P}.${path === 'serviceIds' ? 'services' : 'languages'}`)}</legend>
      {shown[path] && (
        <p id={errorId(path)} className="field-error">
          {shown[path]}
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
              aria-invalid={shown[path] ? true : undefined}
              onChange={(e) =>
                set(
                  path,
                  e.currentTarget.checked ? [...values, option.value] : values.filter((v) => v !== option.value),
                )
              }
            />
            <label htmlFor={id}>{option.label}</label>
          </div>
        );
      })}
    </fieldset>
  );

  const thisMonth = monthName(locale, today().slice(0, 7), 'long');
  return (
    <section aria-labelledby="program-heading" className="billing program">
      {heading}
      <p>{t(`${P}.lead`)}</p>
      <p>{t(`${P}.privacy`)}</p>

      <section aria-labelledby="program-now-heading">
        <h2 id="program-now-heading">{t(`${P}.now`, { month: thisMonth })}</h2>
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
      </section>

      <section aria-labelledby="program-form-heading">
        <h2 id="program-form-heading">{t(`${P}.form.title`)}</h2>
        <form className="billing-form program-form" onSubmit={(event) => void save(event)} noValidate>
          <div className="checkbox-field">
            <input
              id={fieldId('enabled', FORM)}
              type="checkbox"
              checked={form.enabled}
              aria-describedby={`${fieldId('enabled', FORM)}-hint`}
              onChange={(e) => set('enabled', e.currentTarget.checked)}
            />
            <label htmlFor={fieldId('enabled', FORM)}>{t(`${P}.enabled`)}</label>
          </div>
          <p className="hint" id={`${fieldId('enabled', FORM)}-hint`}>
            {t(`${P}.enabledHint`)}
          </p>
          <TextField
            form={FORM}
            path="rateMinor"
            label={t(`${P}.rate`, { currency })}
            hint={t(`${P}.rateHint`, { max: money(MAX_PROGRAM_RATE_MINOR) })}
            inputMode="decimal"
            autoComplete="off"
            value={form.rate}
            errors={shown}
            onChange={(value) => set('rate', value)}
          />
          {choices(
            'serviceIds',
            settings.options.services.map((s) => ({
              value: s.id,
              label: t(`${P}.service`, { name: s.name, minutes: s.durationMinutes }),
            })),
            form.serviceIds,
          )}
          {choices(
            'languages',
            settings.options.languages.map((l) => ({ value: l.code, label: l.name })),
            form.languages,
          )}
          <TextField
            form={FORM}
            path="maxClients"
            label={t(`${P}.maxClients`)}
            hint={t(`${P}.maxClientsHint`)}
            inputMode="numeric"
            autoComplete="off"
            value={form.maxClients}
            errors={shown}
            onChange={(value) => set('maxClients', value)}
          />
          <FormProblem message={problem} />
          <div aria-live="polite">{saved && <p className="notice">{saved}</p>}</div>
          <button type="submit" className="button button-primary" disabled={saving.isPending}>
            {saving.isPending ? t(`${P}.saving`) : t(`${P}.save`)}
          </button>
        </form>
      </section>

      <MonthSessions t={t} locale={locale} />
    </section>
  );
}

/** A month's program sessions, this month first, with the months before and after a button away. */
function MonthSessions({ t, locale }: Pick<ScreenProps, 't' | 'locale'>) {
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
      <QueryState query={query} t={t} loading="dashboard.loading" error={`${P}.sessions.loadError`} />
      {sessions && sessions.length === 0 && <p>{t(`${P}.sessions.empty`, { month: name })}</p>}
      {sessions && sessions.length > 0 && (
        <div className="table-scroll">
          <table aria-labelledby="program-sessions-heading">
            <thead>
              <tr>
                <th scope="col">{t(`${P}.sessions.when`)}</th>
                <th scope="col">{t(`${P}.sessions.client`)}</th>
                <th scope="col">{t(`${P}.sessions.service`)}</th>
                <th scope="col">{t(`${P}.sessions.company`)}</th>
                <th scope="col">{t(`${P}.sessions.status`)}</th>
                <th scope="col">{t(`${P}.sessions.rate`)}</th>
              </tr>
            </thead>
            <tbody>
              {sessions.map((s) => (
                <tr key={s.appointmentUid}>
                  <th scope="row">
                    <time dateTime={s.startsAt}>{when.format(new Date(s.startsAt))}</time>
                  </th>
                  <td>{s.clientName}</td>
                  <td>{s.serviceName}</td>
                  <td>{s.companyName}</td>
                  <td>{t(`dashboard.sessions.status.${s.status}`)}</td>
                  <td className="billing-amount">{formatMoney(s.rateMinor, s.currency, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

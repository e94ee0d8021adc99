import {
  MAX_PROGRAM_RATE_MINOR,
  type ProgramSettingsInput,
  type ProgramSettings as Settings,
} from '@calma/api/contract';

import { type SyntheticEvent, useState } from 'react';
import HintedCheckbox from '../parts/HintedCheckbox.tsx';
import { LiveNotice } from '../parts/LiveNotice.tsx';
import '../../../styles/billing.css';
import './program.css';
import { formatMoney } from '../../../lib/money.ts';
import { useApiCache, useApiMutation, useApiQuery } from '../../../lib/query.ts';
import { FormProblem, fieldId, TextField } from '../../forms/fields.tsx';
import { useWords } from '../../words.tsx';
import { monthName, today } from '../billing/format.ts';
import { LoadState } from '../parts/LoadProblem.tsx';
import { FORM, MonthSessions, NowTiles, ProgramChoices } from './ProgramParts.tsx';
import {
  type FormErrors,
  formProblems,
  MAX_PROGRAM_CLIENTS,
  refusedSettings,
  type SettingsForm,
  settingsFormOf,
  settingsInput,
} from './program-form.ts';

const P = 'dashboard.program';
const SETTINGS = '/api/v1/program/settings';

/**
 * The therapist's part in the employer program: whether they take part, what Calma pays them per
 * session held, which services and languages program clients may book and how many program clients
 * they take; with this period's clients, this month's sessions and amount, and a month's sessions.
 */
export default function ProgramSettings() {
  const { t, locale } = useWords();
  const loaded = useApiQuery<Settings>(SETTINGS);
  const settings = loaded.data;
  const cache = useApiCache();
  // The form shows the settings as read until the therapist changes something, and keeps what was typed after saving.
  const [edited, setForm] = useState<SettingsForm | undefined>();
  const form = edited ?? (settings && settingsFormOf(settings, locale));
  const [errors, setErrors] = useState<FormErrors>({});
  const [problem, setProblem] = useState('');
  const [saved, setSaved] = useState('');
  const saving = useApiMutation<Settings, ProgramSettingsInput>((body) => ({ path: SETTINGS, method: 'PUT', body }));

  const heading = <h1 id="program-heading">{t(`${P}.title`)}</h1>;
  if (!settings || !form) {
    return (
      <section aria-labelledby="program-heading">
        {heading}
        <LoadState query={loaded} loading="dashboard.loading" area="dashboard.program" fallback={`${P}.loadError`} />
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
    const body = settingsInput(form);
    saving.mutate(body, {
      onSuccess: (answer) => {
        setForm(form);
        cache.set(SETTINGS, answer);
        setErrors({});
        setSaved(t(answer.enabled ? `${P}.saved.on` : `${P}.saved.off`));
      },
      onError: (refused) => {
        const fromApi = refused.status === 400 ? refusedSettings(Object.keys(refused.fields)) : {};
        if (Object.keys(fromApi).length > 0) return refuse(fromApi);
        setProblem(
          refused.code === 'TWO_FACTOR_REQUIRED'
            ? t(`${P}.twoFactor`)
            : t(refused.status === 0 ? `${P}.error.network` : `${P}.error.generic`),
        );
      },
    });
  };

  const shown = Object.fromEntries(Object.keys(errors).map((key) => [key, messages[key as keyof FormErrors]]));
  const thisMonth = monthName(locale, today().slice(0, 7), 'long');
  return (
    <section aria-labelledby="program-heading" className="billing program">
      {heading}
      <p>{t(`${P}.lead`)}</p>
      <p>{t(`${P}.privacy`)}</p>

      <section aria-labelledby="program-now-heading">
        <h2 id="program-now-heading">{t(`${P}.now`, { month: thisMonth })}</h2>
        <NowTiles settings={settings} money={money} />
      </section>

      <section aria-labelledby="program-form-heading">
        <h2 id="program-form-heading">{t(`${P}.form.title`)}</h2>
        <form className="billing-form program-form" onSubmit={(event) => void save(event)} noValidate>
          <HintedCheckbox
            id={fieldId('enabled', FORM)}
            label={t(`${P}.enabled`)}
            hint={t(`${P}.enabledHint`)}
            checked={form.enabled}
            onChange={(enabled) => set('enabled', enabled)}
          />
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
          <ProgramChoices
            path="serviceIds"
            options={settings.options.services.map((s) => ({
              value: s.id,
              label: t(`${P}.service`, { name: s.name, minutes: s.durationMinutes }),
            }))}
            values={form.serviceIds}
            error={shown.serviceIds}
            onChange={(values) => set('serviceIds', values)}
          />
          <ProgramChoices
            path="languages"
            options={settings.options.languages.map((l) => ({ value: l.code, label: l.name }))}
            values={form.languages}
            error={shown.languages}
            onChange={(values) => set('languages', values)}
          />
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
          <LiveNotice message={saved} />
          <button type="submit" className="button button-primary" disabled={saving.isPending}>
            {saving.isPending ? t(`${P}.saving`) : t(`${P}.save`)}
          </button>
        </form>
      </section>

      <MonthSessions />
    </section>
  );
}

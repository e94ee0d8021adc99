import { displayNames, LOCALES, type ClientProfile as Profile } from '@calma/api/contract';
import { type SyntheticEvent, useEffect, useMemo, useState } from 'react';
import { api } from '../../../lib/api-client.ts';
import type { ScreenProps } from '../types.ts';
import RecordLayout, { useRecord } from './RecordLayout.tsx';

type Form = Omit<Profile, 'id' | 'hasAccount' | 'createdAt' | 'updatedAt'>;
type Field = keyof Form;

const formOf = (p: Profile): Form => ({
  name: p.name,
  email: p.email,
  phone: p.phone,
  locale: p.locale,
  timeZone: p.timeZone,
  dateOfBirth: p.dateOfBirth,
  emergencyContact: p.emergencyContact,
  treatmentConsentDate: p.treatmentConsentDate,
  dataConsentDate: p.dataConsentDate,
  billingAddress: p.billingAddress,
  invoiceLocale: p.invoiceLocale,
});

const problemKey: Record<Field, string> = {
  name: 'dashboard.clients.problem.name',
  email: 'dashboard.clients.problem.email',
  phone: 'dashboard.clients.problem.phone',
  locale: 'dashboard.clients.problem.generic',
  timeZone: 'dashboard.clients.problem.timeZone',
  dateOfBirth: 'dashboard.clients.problem.dateOfBirth',
  emergencyContact: 'dashboard.clients.problem.generic',
  treatmentConsentDate: 'dashboard.clients.problem.consent',
  dataConsentDate: 'dashboard.clients.problem.consent',
  billingAddress: 'dashboard.clients.problem.generic',
  invoiceLocale: 'dashboard.clients.problem.generic',
};

/** A client's details, editable: contact, date of birth, emergency contact, consent dates, invoicing. */
export default function ProfileTab(props: ScreenProps) {
  const { t, locale, params } = props;
  const id = encodeURIComponent(params.id ?? '');
  const outcome = useRecord<Profile>(`/api/v1/clients/${id}/profile`);
  const [form, setForm] = useState<Form | undefined>(undefined);
  const [name, setName] = useState<string | undefined>(undefined);
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const [message, setMessage] = useState<{ text: string; error: boolean } | undefined>(undefined);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (outcome?.ok) {
      setForm(formOf(outcome.body));
      setName(outcome.body.name);
    }
  }, [outcome]);

  const languages = useMemo(() => {
    const names = displayNames(locale, { type: 'language' });
    return LOCALES.map((code) => ({ code, name: names.of(code) ?? code }));
  }, [locale]);
  const zones = useMemo(() => Intl.supportedValuesOf('timeZone'), []);

  const set = (field: Field) => (value: string) =>
    setForm(
      (current) =>
        current && {
          ...current,
          [field]:
            value === '' &&
            ['timeZone', 'dateOfBirth', 'treatmentConsentDate', 'dataConsentDate', 'invoiceLocale'].includes(field)
              ? null
              : value,
        },
    );

  const save = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form) return;
    setMessage(undefined);
    const local = new Set<string>();
    if (form.name.trim() === '') local.add('name');
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim())) local.add('email');
    if (local.size > 0) {
      setInvalid(local);
      setMessage({ text: t('dashboard.clients.problem.generic'), error: true });
      return;
    }
    setSaving(true);
    const result = await api<Profile>(`/api/v1/clients/${id}/profile`, {
      method: 'PUT',
      body: { ...form, name: form.name.trim(), email: form.email.trim() },
    });
    setSaving(false);
    if (result.ok) {
      setInvalid(new Set());
      setForm(formOf(result.body));
      setName(result.body.name);
      setMessage({ text: t('dashboard.clients.profile.saved'), error: false });
    } else if (result.problem.code === 'CLIENT_EMAIL_TAKEN') {
      setInvalid(new Set(['email']));
      setMessage({ text: t('dashboard.clients.problem.emailTaken'), error: true });
    } else if (result.status === 400) {
      setInvalid(new Set(Object.keys(result.problem.fields)));
      setMessage({ text: t('dashboard.clients.problem.generic'), error: true });
    } else {
      setMessage({ text: t('dashboard.clients.saveError'), error: true });
    }
  };

  const input = (
    field: Field,
    label: string,
    options: { type?: string; autoComplete?: string; hint?: string } = {},
  ) => {
    const problem = invalid.has(field);
    const describedBy = [options.hint && `profile-${field}-hint`, problem && `profile-${field}-problem`]
      .filter(Boolean)
      .join(' ');
    return (
      <div className="field">
        <label htmlFor={`profile-${field}`}>{label}</label>
        {options.hint && (
          <p id={`profile-${field}-hint`} className="hint">
            {options.hint}
          </p>
        )}
        <input
          id={`profile-${field}`}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete ?? 'off'}
          value={(form?.[field] as string | null) ?? ''}
          onChange={(e) => set(field)(e.currentTarget.value)}
          aria-invalid={problem || undefined}
          aria-describedby={describedBy || undefined}
        />
        {problem && (
          <p id={`profile-${field}-problem`} className="field-problem">
            {t(problemKey[field])}
          </p>
        )}
      </div>
    );
  };

  return (
    <RecordLayout props={props} tab="profile" name={name} outcome={outcome}>
      <h2>{t('dashboard.clients.tab.profile')}</h2>
      {outcome?.ok && outcome.body.hasAccount && <p>{t('dashboard.clients.profile.hasAccount')}</p>}
      {form && (
        <form className="record-form" onSubmit={save} noValidate>
          <fieldset>
            <legend>{t('dashboard.clients.profile.contact')}</legend>
            {input('name', t('dashboard.clients.profile.name'))}
            {input('email', t('dashboard.clients.profile.email'), { type: 'email' })}
            {input('phone', t('dashboard.clients.profile.phone'), { type: 'tel' })}
            <div className="field">
              <label htmlFor="profile-locale">{t('dashboard.clients.profile.locale')}</label>
              <select id="profile-locale" value={form.locale} onChange={(e) => set('locale')(e.currentTarget.value)}>
                {languages.map((l) => (
                  <option key={l.code} value={l.code}>
                    {l.name}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="profile-timeZone">{t('dashboard.clients.profile.timeZone')}</label>
              <select
                id="profile-timeZone"
                value={form.timeZone ?? ''}
                onChange={(e) => set('timeZone')(e.currentTarget.value)}
                aria-invalid={invalid.has('timeZone') || undefined}
              >
                <option value="">{t('dashboard.clients.profile.timeZoneUnset')}</option>
                {(form.timeZone && !zones.includes(form.timeZone) ? [form.timeZone, ...zones] : zones).map((zone) => (
                  <option key={zone} value={zone}>
                    {zone.replaceAll('_', ' ')}
                  </option>
                ))}
              </select>
            </div>
          </fieldset>
          <fieldset>
            <legend>{t('dashboard.clients.profile.personal')}</legend>
            {input('dateOfBirth', t('dashboard.clients.profile.dateOfBirth'), { type: 'date' })}
            <div className="field">
              <label htmlFor="profile-emergencyContact">{t('dashboard.clients.profile.emergencyContact')}</label>
              <p id="profile-emergencyContact-hint" className="hint">
                {t('dashboard.clients.profile.emergencyHint')}
              </p>
              <textarea
                id="profile-emergencyContact"
                rows={3}
                value={form.emergencyContact}
                onChange={(e) => set('emergencyContact')(e.currentTarget.value)}
                aria-describedby="profile-emergencyContact-hint"
              />
            </div>
          </fieldset>
          <fieldset>
            <legend>{t('dashboard.clients.profile.billing')}</legend>
            <div className="field">
              <label htmlFor="profile-billingAddress">{t('dashboard.clients.profile.billingAddress')}</label>
              <p id="profile-billingAddress-hint" className="hint">
                {t('dashboard.clients.profile.billingAddressHint')}
              </p>
              <textarea
                id="profile-billingAddress"
                rows={3}
                autoComplete="off"
                value={form.billingAddress}
                onChange={(e) => set('billingAddress')(e.currentTarget.value)}
                aria-describedby="profile-billingAddress-hint"
              />
            </div>
            <div className="field">
              <label htmlFor="profile-invoiceLocale">{t('dashboard.clients.profile.invoiceLocale')}</label>
              <select
                id="profile-invoiceLocale"
                value={form.invoiceLocale ?? ''}
                onChange={(e) => set('invoiceLocale')(e.currentTarget.value)}
              >
                <option value="">{t('dashboard.clients.profile.invoiceLocaleSame')}</option>
                {languages.map((l) => (
                  <option key={l.code} value={l.code}>
                    {l.name}
                  </option>
                ))}
              </select>
            </div>
          </fieldset>
          <fieldset>
            <legend>{t('dashboard.clients.profile.consent')}</legend>
            <p className="hint">{t('dashboard.clients.profile.consentHint')}</p>
            {input('treatmentConsentDate', t('dashboard.clients.profile.treatmentConsent'), { type: 'date' })}
            {input('dataConsentDate', t('dashboard.clients.profile.dataConsent'), { type: 'date' })}
          </fieldset>
          <p
            aria-live="polite"
            className={message ? `notice${message.error ? ' notice-error' : ''}` : 'visually-hidden'}
          >
            {message?.text}
          </p>
          <button type="submit" className="button button-primary" disabled={saving}>
            {saving ? t('dashboard.clients.profile.saving') : t('dashboard.clients.profile.save')}
          </button>
        </form>
      )}
    </RecordLayout>
  );
}

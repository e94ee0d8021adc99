import type { ClientProfile as Profile } from '@calma/api/contract';
import { type SyntheticEvent, useMemo, useState } from 'react';
import { useApiCache, useApiMutation } from '../../../lib/query.ts';
import { describedBy, FieldFrame } from '../../forms/field-frame.tsx';
import { useWords } from '../../words.tsx';
import { LanguageField } from '../parts/languages.tsx';
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
export default function ProfileTab({ params }: ScreenProps) {
  const { t, locale } = useWords();
  const id = encodeURIComponent(params.id ?? '');
  const path = `/api/v1/clients/${id}/profile`;
  const query = useRecord<Profile>(path);
  const profile = query.data;
  const cache = useApiCache();
  // The form shows the details as saved until the therapist changes something.
  const [edited, setForm] = useState<Form | undefined>(undefined);
  const form = edited ?? (profile && formOf(profile));
  const name = profile?.name;
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const [message, setMessage] = useState<{ text: string; error: boolean } | undefined>(undefined);
  // Saving answers the profile as it now is: it is put in place rather than read again, which the
  // access log would count as another read of the record.
  const saving = useApiMutation<Profile, Form>((body) => ({ path, method: 'PUT', body }));

  const zones = useMemo(() => Intl.supportedValuesOf('timeZone'), []);

  const set = (field: Field) => (value: string) =>
    setForm(
      (current = form) =>
        current && {
          ...current,
          [field]:
            value === '' &&
            ['timeZone', 'dateOfBirth', 'treatmentConsentDate', 'dataConsentDate', 'invoiceLocale'].includes(field)
              ? null
              : value,
        },
    );

  const save = (event: SyntheticEvent<HTMLFormElement>) => {
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
    saving.mutate(
      { ...form, name: form.name.trim(), email: form.email.trim() },
      {
        onSuccess: (saved) => {
          setInvalid(new Set());
          cache.set(path, saved);
          setForm(undefined);
          setMessage({ text: t('dashboard.clients.profile.saved'), error: false });
        },
        onError: (refused) => {
          if (refused.code === 'CLIENT_EMAIL_TAKEN') {
            setInvalid(new Set(['email']));
            setMessage({ text: t('dashboard.clients.problem.emailTaken'), error: true });
          } else if (refused.status === 400) {
            setInvalid(new Set(Object.keys(refused.fields)));
            setMessage({ text: t('dashboard.clients.problem.generic'), error: true });
          } else setMessage({ text: t('dashboard.clients.saveError'), error: true });
        },
      },
    );
  };

  /** A text field of the form (`rows` makes it a text area), with its hint and what is wrong with it. */
  const input = (field: Field, label: string, options: { type?: string; hint?: string; rows?: number } = {}) => {
    const id = `profile-${field}`;
    const problem = invalid.has(field);
    const control = {
      id,
      autoComplete: 'off',
      value: (form?.[field] as string | null) ?? '',
      onChange: (e: { currentTarget: { value: string } }) => set(field)(e.currentTarget.value),
      'aria-invalid': problem || undefined,
      'aria-describedby': describedBy(options.hint && `${id}-hint`, problem && `${id}-problem`),
    };
    return (
      <FieldFrame
        id={id}
        label={label}
        hint={options.hint}
        message={
          problem && (
            <p id={`${id}-problem`} className="field-problem">
              {t(problemKey[field])}
            </p>
          )
        }
      >
        {options.rows ? (
          <textarea rows={options.rows} {...control} />
        ) : (
          <input type={options.type ?? 'text'} {...control} />
        )}
      </FieldFrame>
    );
  };

  return (
    <RecordLayout params={params} tab="profile" name={name} query={query}>
      <h2>{t('dashboard.clients.tab.profile')}</h2>
      {profile?.hasAccount && <p>{t('dashboard.clients.profile.hasAccount')}</p>}
      {form && (
        <form className="record-form" onSubmit={save} noValidate>
          <fieldset>
            <legend>{t('dashboard.clients.profile.contact')}</legend>
            {input('name', t('dashboard.clients.profile.name'))}
            {input('email', t('dashboard.clients.profile.email'), { type: 'email' })}
            {input('phone', t('dashboard.clients.profile.phone'), { type: 'tel' })}
            <LanguageField
              id="profile-locale"
              label={t('dashboard.clients.profile.locale')}
              viewer={locale}
              value={form.locale}
              onValue={set('locale')}
            />
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
            {input('emergencyContact', t('dashboard.clients.profile.emergencyContact'), {
              hint: t('dashboard.clients.profile.emergencyHint'),
              rows: 3,
            })}
          </fieldset>
          <fieldset>
            <legend>{t('dashboard.clients.profile.billing')}</legend>
            {input('billingAddress', t('dashboard.clients.profile.billingAddress'), {
              hint: t('dashboard.clients.profile.billingAddressHint'),
              rows: 3,
            })}
            <LanguageField
              id="profile-invoiceLocale"
              label={t('dashboard.clients.profile.invoiceLocale')}
              viewer={locale}
              none={t('dashboard.clients.profile.invoiceLocaleSame')}
              value={form.invoiceLocale}
              onValue={set('invoiceLocale')}
            />
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
          <button type="submit" className="button button-primary" disabled={saving.isPending}>
            {saving.isPending ? t('dashboard.clients.profile.saving') : t('dashboard.clients.profile.save')}
          </button>
        </form>
      )}
    </RecordLayout>
  );
}

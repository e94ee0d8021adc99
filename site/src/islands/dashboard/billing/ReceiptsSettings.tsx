import type { BillingProfile } from '@calma/api/contract';
import { type SyntheticEvent, useRef, useState } from 'react';
import '../../../styles/billing.css';
import { type ApiError, useApiCache, useApiMutation, useApiQuery } from '../../../lib/query.ts';
import { errorMessage } from '../../../lib/upload.ts';
import { useWords } from '../../words.tsx';
import { LiveNotice } from '../parts/LiveNotice.tsx';
import { LoadState } from '../parts/LoadProblem.tsx';
import { type Part, PROFILE } from './receipts/form-parts.tsx';
import Logo from './receipts/Logo.tsx';
import { ErrorList, Missing } from './receipts/Notices.tsx';
import { type FieldErrors, reasonText, refusedFields } from './receipts/receipts-state.ts';
import { Bank, Document, Numbering, Practice, Tax, Terms } from './receipts/Sections.tsx';
import Treatment from './receipts/Treatment.tsx';
import { formOf, inputOf, type ReceiptsForm } from './receipts-form.ts';

/**
 * Everything an invoice carries about the practice: seller, tax, bank account, numbering, terms,
 * tax treatment, language, footer and logo. What is still missing before invoices can be issued
 * is listed first; what was typed stays in the form whatever the answer.
 */
export default function ReceiptsSettings() {
  const { t, locale } = useWords();
  const loaded = useApiQuery<BillingProfile>(PROFILE);
  const profile = loaded.data;
  const cache = useApiCache();
  // The form shows the settings as saved until the therapist changes something.
  const [edited, setForm] = useState<ReceiptsForm | undefined>();
  const form = edited ?? (profile && formOf(profile, locale));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<{ text: string; error: boolean } | undefined>();
  const saving = useApiMutation<BillingProfile | undefined, object>((body) => ({ path: PROFILE, method: 'PUT', body }));
  const summary = useRef<HTMLDivElement>(null);

  const title = <h1 id="receipts-heading">{t('billing.receipts.title')}</h1>;
  if (!profile || !form) {
    return (
      <section aria-labelledby="receipts-heading">
        {title}
        <LoadState query={loaded} loading="billing.loading" area="billing" fallback="billing.receipts.loadError" />
      </section>
    );
  }

  const refuse = (found: FieldErrors) => {
    setErrors(found);
    setMessage(undefined);
    // After the summary renders: it takes focus, so the person hears what to fix.
    requestAnimationFrame(() => summary.current?.focus());
  };

  const refused = (problem: ApiError) => {
    const fields = Object.keys(problem.fields);
    if (problem.status === 400 && fields.length > 0) {
      refuse(refusedFields(fields, form.countryCode, t));
      return;
    }
    setMessage({
      text:
        problem.code === 'TWO_FACTOR_REQUIRED' ? t('billing.twoFactor') : errorMessage(t, 'billing.receipts', problem),
      error: true,
    });
  };

  const save = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { input, problems } = inputOf(form, profile);
    if (!input) {
      refuse(Object.fromEntries(Object.entries(problems).map(([path, reason]) => [path, reasonText(t, reason)])));
      return;
    }
    setMessage(undefined);
    saving.mutate(input, {
      onSuccess: (saved) => {
        setErrors({});
        // The answer is the saved settings, which the form then shows; should it be empty, they are
        // read again, and the form keeps what was typed (what was saved) meanwhile.
        if (saved && 'missing' in saved) {
          cache.set(PROFILE, saved);
          setForm(undefined);
        } else void cache.invalidate(PROFILE);
        setMessage({ text: t('billing.receipts.saved'), error: false });
      },
      onError: refused,
    });
  };

  const part: Part = {
    form,
    profile,
    errors,
    set: (key) => (value) => setForm({ ...form, [key]: value }),
  };

  return (
    <section aria-labelledby="receipts-heading" className="receipts">
      {title}
      <p>{t('billing.receipts.lead')}</p>
      <Missing missing={profile.missing} />

      <form className="billing-form" onSubmit={save} noValidate>
        <ErrorList errors={errors} form={form} profile={profile} summaryRef={summary} />
        <Practice part={part} />
        <Tax part={part} />
        <Bank
          part={part}
          onIbanCheck={(valid) => {
            const { iban: _, ...rest } = errors;
            setErrors(valid ? rest : { ...rest, iban: reasonText(t, 'iban') });
          }}
        />
        <Numbering part={part} />
        <Terms part={part} />
        <Treatment
          part={part}
          setService={(index, change) =>
            setForm({ ...form, serviceTax: form.serviceTax.map((s, i) => (i === index ? { ...s, ...change } : s)) })
          }
        />
        <Document part={part} />

        <button type="submit" className="button button-primary" disabled={saving.isPending}>
          {saving.isPending ? t('billing.receipts.saving') : t('billing.receipts.save')}
        </button>
        <LiveNotice message={message} alert={false} />
      </form>

      <Logo
        logoUrl={profile.logoUrl}
        onChange={(logoUrl) => cache.set<BillingProfile>(PROFILE, (shown) => shown && { ...shown, logoUrl })}
      />
    </section>
  );
}

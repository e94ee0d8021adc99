import { ENQUIRY_MAX_LENGTH, numberFormat } from '@calma/api/contract';
import { type ChangeEvent, type SyntheticEvent, useEffect, useId, useRef, useState } from 'react';
import { api } from '../../lib/api-client.ts';
import { useWords, withWords } from '../words.tsx';

interface Props {
  /** The `enquiry.*` strings. */
  strings: Record<string, string>;
  /** BCP 47 tag for numbers. */
  lang: string;
  locale: string;
  slug: string;
  therapistName: string;
  privacyHref: string;
}

type Field = 'name' | 'email' | 'message' | 'consent';
const FIELDS: Field[] = ['name', 'email', 'message', 'consent'];
// Deliberately loose: the address is proven by the link we send to it, not by its shape.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The message widget's form: a first message to the therapist, confirmed by email before it is
 * passed on. Errors are named at each field and summed up in an alert; the honeypot is hidden from
 * people and assistive technology alike.
 */
function EnquiryForm({ lang, locale, slug, therapistName, privacyHref }: Props) {
  const { t } = useWords();
  const id = useId();
  const [values, setValues] = useState({ name: '', email: '', message: '', consent: false, website: '' });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [notice, setNotice] = useState<string>();
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string>();
  const sentHeading = useRef<HTMLHeadingElement>(null);
  const max = numberFormat(lang).format(ENQUIRY_MAX_LENGTH);
  // The form is replaced by the answer: move focus there, so it is read out and nothing is lost.
  useEffect(() => {
    if (sentTo) sentHeading.current?.focus();
  }, [sentTo]);

  const check = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    if (values.name.trim() === '') found.name = t('enquiry.required');
    if (values.email.trim() === '') found.email = t('enquiry.required');
    else if (!EMAIL.test(values.email.trim())) found.email = t('enquiry.invalidEmail');
    if (values.message.trim() === '') found.message = t('enquiry.required');
    else if (values.message.length > ENQUIRY_MAX_LENGTH) found.message = t('enquiry.tooLong', { max });
    if (!values.consent) found.consent = t('enquiry.consentRequired');
    return found;
  };

  const focusFirst = (found: Partial<Record<Field, string>>) => {
    const first = FIELDS.find((field) => found[field]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  };

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(undefined);
    const found = check();
    setProblems(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    setSending(true);
    const outcome = await api(`/api/v1/therapists/${encodeURIComponent(slug)}/enquiries`, {
      method: 'POST',
      body: { ...values, name: values.name.trim(), email: values.email.trim(), locale },
    });
    setSending(false);
    if (outcome.ok) {
      setSentTo(values.email.trim());
      return;
    }
    const { problem } = outcome;
    if (problem.status === 400 && Array.isArray(problem.details)) {
      const named: Partial<Record<Field, string>> = {};
      for (const path of Object.keys(problem.fields)) {
        const field = FIELDS.find((f) => path.endsWith(f));
        if (field)
          named[field] =
            field === 'consent'
              ? t('enquiry.consentRequired')
              : t(`enquiry.${field === 'email' ? 'invalidEmail' : 'required'}`);
      }
      setProblems(named);
      focusFirst(named);
    } else setNotice(problem.status === 429 ? t('enquiry.rateLimited') : t('enquiry.sendError'));
  };

  if (sentTo) {
    return (
      <div className="embed-sent">
        <h2 ref={sentHeading} tabIndex={-1}>
          {t('enquiry.sentTitle')}
        </h2>
        <p>{t('enquiry.sent', { email: sentTo, name: therapistName })}</p>
      </div>
    );
  }

  const described = (field: Field, hint?: string) =>
    [hint, problems[field] ? `${id}-${field}-problem` : undefined].filter(Boolean).join(' ') || undefined;
  const problem = (field: Field) =>
    problems[field] && (
      <p id={`${id}-${field}-problem`} className="embed-problem">
        {problems[field]}
      </p>
    );
  const set = (field: keyof typeof values, value: string | boolean) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field in problems) setProblems((current) => ({ ...current, [field]: undefined }));
  };
  // What each text field's control takes: its id and name, its value, and its problem.
  const control = (field: 'name' | 'email' | 'message', hint?: string) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(field, e.currentTarget.value),
    'aria-invalid': Boolean(problems[field]) || undefined,
    'aria-describedby': described(field, hint),
  });
  const hasProblems = FIELDS.some((field) => problems[field]);

  return (
    <form className="embed-form" onSubmit={submit} noValidate>
      <div role="alert">
        {hasProblems && <p className="embed-problem">{t('enquiry.errorSummary')}</p>}
        {notice && <p className="embed-problem">{notice}</p>}
      </div>
      <div className="embed-field">
        <label htmlFor={`${id}-name`}>{t('enquiry.name')}</label>
        <input {...control('name')} autoComplete="name" maxLength={120} />
        {problem('name')}
      </div>
      <div className="embed-field">
        <label htmlFor={`${id}-email`}>{t('enquiry.email')}</label>
        <input {...control('email')} type="email" autoComplete="email" maxLength={254} />
        {problem('email')}
      </div>
      <div className="embed-field">
        <label htmlFor={`${id}-message`}>{t('enquiry.message')}</label>
        <textarea {...control('message', `${id}-message-hint`)} rows={5} maxLength={ENQUIRY_MAX_LENGTH} />
        <p id={`${id}-message-hint`} className="embed-hint">
          {t('enquiry.messageHint', { max })}
        </p>
        {problem('message')}
      </div>
      <div className="embed-field embed-check">
        <input
          id={`${id}-consent`}
          name="consent"
          type="checkbox"
          checked={values.consent}
          onChange={(e) => set('consent', e.currentTarget.checked)}
          aria-invalid={Boolean(problems.consent) || undefined}
          aria-describedby={described('consent', `${id}-privacy`)}
        />
        <label htmlFor={`${id}-consent`}>{t('enquiry.consent', { name: therapistName })}</label>
      </div>
      <p id={`${id}-privacy`} className="embed-hint">
        <a href={privacyHref} target="_blank" rel="noopener">
          {t('enquiry.privacyLink')}
        </a>
      </p>
      {problem('consent')}
      {/* Bots fill every field; people never reach this one. */}
      <div className="embed-honeypot" aria-hidden="true">
        <label htmlFor={`${id}-website`}>{t('enquiry.website')}</label>
        <input
          id={`${id}-website`}
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(e) => set('website', e.currentTarget.value)}
        />
      </div>
      <button type="submit" className="embed-button embed-button-primary" disabled={sending}>
        {sending ? t('enquiry.sending') : t('enquiry.submit')}
      </button>
    </form>
  );
}

export default withWords(EnquiryForm);

import { type SyntheticEvent, useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api-client.ts';
import { type FormName, fieldMessage, problemKey } from '../../lib/forms.ts';
import { useWords } from '../words.tsx';
import { ErrorSummary, type Errors, Field, type FieldSpec, Honeypot } from './fields.tsx';

interface Props {
  form: Exclude<FormName, 'recommend'>;
  url: string;
  fields: FieldSpec[];
}

/**
 * A message to our team (partnership or press enquiry). The API checks every field; what it
 * refuses is named next to the field and in a summary, and everything typed stays as it was.
 */
export default function TeamEnquiryForm({ form, url, fields }: Props) {
  const { t, locale } = useWords();
  const prefix = `forms.${form}`;
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((f) => [f.name, ''])),
  );
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState('');
  const [sending, setSending] = useState(false);
  const [answeredAt, setAnsweredAt] = useState('');
  const summary = useRef<HTMLDivElement>(null);
  const problemRef = useRef<HTMLParagraphElement>(null);
  const done = useRef<HTMLHeadingElement>(null);
  const [attempt, setAttempt] = useState(0);
  // The button works once the form runs here; before that, a press would send nothing.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  // After each refused attempt, focus what explains it: the summary, or the notice.
  useEffect(() => {
    if (attempt === 0) return;
    (summary.current ?? problemRef.current)?.focus();
  }, [attempt]);
  useEffect(() => {
    if (answeredAt) done.current?.focus();
  }, [answeredAt]);

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    setProblem('');
    const result = await api<{ received: true }>(url, { body: { ...values, locale, website } });
    setSending(false);
    if (result.ok) {
      setErrors({});
      setAnsweredAt(values.email?.trim() ?? '');
      return;
    }
    const refused = result.problem;
    if (refused.code === 'VALIDATION_FAILED' && Object.keys(refused.fields).length > 0) {
      const found: Errors = {};
      for (const spec of fields) {
        const reason = refused.fields[spec.name];
        if (reason)
          found[spec.name] = fieldMessage(t, form, spec.name, reason, values[spec.name] ?? '', spec.maxLength);
      }
      setErrors(found);
    } else {
      setErrors({});
      setProblem(t(problemKey(refused)));
    }
    setAttempt((n) => n + 1);
  };

  if (answeredAt) {
    return (
      <div className="card form-done">
        <h3 ref={done} tabIndex={-1}>
          {t(`${prefix}.done.heading`)}
        </h3>
        <p role="status">{t(`${prefix}.done.text`, { email: answeredAt })}</p>
      </div>
    );
  }

  const labels = Object.fromEntries(fields.map((f) => [f.name, t(`${prefix}.${f.name}`)]));
  return (
    <form className="card public-form" onSubmit={submit} noValidate>
      <p>{t(`${prefix}.intro`)}</p>
      <ErrorSummary form={{ id: form, labels }} errors={errors} summaryRef={summary} />
      {fields.map((spec) => (
        <Field
          key={spec.name}
          form={form}
          prefix={prefix}
          spec={spec}
          value={values[spec.name] ?? ''}
          errors={errors}
          onChange={(value) => setValues((current) => ({ ...current, [spec.name]: value }))}
        />
      ))}
      <Honeypot form={form} value={website} onChange={setWebsite} />
      {problem && (
        <p className="notice notice-error" role="alert" tabIndex={-1} ref={problemRef}>
          {problem}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={!ready || sending}>
        {sending ? t('forms.common.sending') : t(`${prefix}.submit`)}
      </button>
    </form>
  );
}

import { FORM_LIMITS, isLocale, LOCALES, langTag, type RecommendationLetter } from '@calma/api/contract';
import { type SyntheticEvent, useEffect, useId, useRef, useState } from 'react';
import { api } from '../../lib/api-client.ts';
import { fieldMessage, problemKey } from '../../lib/forms.ts';
import { useWords, withWords } from '../words.tsx';
import { ErrorSummary, type Errors, Field, type FieldSpec, Honeypot } from './fields.tsx';
import LetterResult from './recommend/LetterResult.tsx';
import { type Letter, PREFIX } from './recommend/recommend-state.ts';

interface Props {
  strings: Record<string, string>;
  locale: string;
}

const URL_PATH = '/api/v1/forms/recommend-employer';
const FORM = 'recommend';

/**
 * The recommendation to one's employer: the API writes the letter in the language chosen; the
 * person copies it, opens it in their own email program or downloads it, and only if they gave an
 * HR address and tick the confirmation does Calma send it. Changing a detail takes the letter away
 * (it no longer matches), so what is sent is always what was read.
 */
function RecommendForm({ locale }: Props) {
  const { t } = useWords();
  const id = useId();
  const [values, setValues] = useState({
    employerName: '',
    hrName: '',
    hrEmail: '',
    senderName: '',
    language: isLocale(locale) ? locale : 'en',
  });
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [created, setCreated] = useState(0);
  // The button works once the form runs here; before that, a press would send nothing.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  // Changing a detail takes the letter away, and with it what was copied, confirmed or sent.
  const [letter, setLetter] = useState<Letter | undefined>();
  const summary = useRef<HTMLDivElement>(null);
  const problemRef = useRef<HTMLParagraphElement>(null);

  const fields: FieldSpec[] = [
    {
      name: 'employerName',
      kind: 'text',
      required: true,
      autoComplete: 'organization',
      maxLength: FORM_LIMITS.employerName,
    },
    { name: 'hrName', kind: 'text', hint: true, autoComplete: 'off', maxLength: FORM_LIMITS.name },
    { name: 'hrEmail', kind: 'email', hint: true, autoComplete: 'off', maxLength: FORM_LIMITS.email },
    { name: 'senderName', kind: 'text', hint: true, autoComplete: 'name', maxLength: FORM_LIMITS.name },
    {
      name: 'language',
      kind: 'select',
      required: true,
      options: LOCALES.map((l) => ({ value: l, label: t(`lang.${l}`), lang: langTag(l) })),
    },
  ];
  const labels = Object.fromEntries(fields.map((f) => [f.name, t(`${PREFIX}.${f.name}`)]));

  useEffect(() => {
    if (attempt > 0) (summary.current ?? problemRef.current)?.focus();
  }, [attempt]);

  const change = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setLetter(undefined);
  };

  const payload = () => ({ ...values, locale, website });

  /** Field errors from a refusal; true when there were any. */
  const showFieldErrors = (fieldsRefused: Record<string, string>) => {
    const found: Errors = {};
    for (const spec of fields) {
      const reason = fieldsRefused[spec.name];
      const value = values[spec.name as keyof typeof values] ?? '';
      if (reason) found[spec.name] = fieldMessage(t, FORM, spec.name, reason, value, spec.maxLength);
    }
    setErrors(found);
    return Object.keys(found).length > 0;
  };

  const create = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setProblem('');
    const result = await api<RecommendationLetter>(URL_PATH, { body: payload() });
    setBusy(false);
    if (result.ok) {
      setErrors({});
      setLetter({ ...result.body, to: values.hrEmail.trim(), language: values.language });
      setCreated((n) => n + 1);
      return;
    }
    const refused = result.problem;
    if (!(refused.code === 'VALIDATION_FAILED' && showFieldErrors(refused.fields))) {
      setErrors({});
      setProblem(t(problemKey(refused)));
    }
    setAttempt((n) => n + 1);
  };

  const send = async (confirm: boolean) => {
    setBusy(true);
    const result = await api<RecommendationLetter>(URL_PATH, { body: { ...payload(), send: true, confirm } });
    setBusy(false);
    if (result.ok) setLetter((current) => current && { ...current, ...result.body });
    return result;
  };

  return (
    <>
      <form className="card public-form" onSubmit={create} noValidate>
        <p>{t(`${PREFIX}.intro`)}</p>
        <ErrorSummary form={{ id: FORM, labels }} errors={errors} summaryRef={summary} />
        {fields.map((spec) => (
          <Field
            key={spec.name}
            form={FORM}
            prefix={PREFIX}
            spec={spec}
            value={values[spec.name as keyof typeof values]}
            errors={errors}
            onChange={(value) => change(spec.name, value)}
          />
        ))}
        <Honeypot form={FORM} value={website} onChange={setWebsite} />
        {problem && (
          <p className="notice notice-error" role="alert" tabIndex={-1} ref={problemRef}>
            {problem}
          </p>
        )}
        <button type="submit" className="button button-primary" disabled={!ready || busy}>
          {busy && !letter ? t('forms.common.sending') : t(`${PREFIX}.submit`)}
        </button>
      </form>
      {letter && <LetterResult id={id} letter={letter} created={created} busy={busy} onSend={send} />}
    </>
  );
}

export default withWords(RecommendForm);

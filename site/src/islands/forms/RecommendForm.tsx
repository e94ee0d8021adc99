import { FORM_LIMITS, isLocale, LOCALES, langTag, type RecommendationLetter } from '@calma/api/contract';
import { type SyntheticEvent, useEffect, useId, useRef, useState } from 'react';
import { translatorFor } from '../../i18n/format.ts';
import { api } from '../../lib/api-client.ts';
import { fieldMessage, problemKey } from '../../lib/forms.ts';
import { ErrorSummary, type Errors, Field, type FieldSpec, Honeypot } from './fields.tsx';

interface Props {
  strings: Record<string, string>;
  locale: string;
}

const URL_PATH = '/api/v1/forms/recommend-employer';
const FORM = 'recommend';
const PREFIX = 'forms.recommend';

type SendState = 'done' | 'recently_contacted' | 'unsubscribed' | 'delivery_failed' | 'limit' | 'tooMany' | 'failed';
const SEND_MESSAGES: Record<Exclude<SendState, 'done'>, string> = {
  recently_contacted: 'forms.recommend.send.recentlyContacted',
  unsubscribed: 'forms.recommend.send.unsubscribed',
  delivery_failed: 'forms.recommend.send.failed',
  failed: 'forms.recommend.send.failed',
  limit: 'forms.recommend.send.limit',
  tooMany: 'forms.common.error.tooMany',
};

/**
 * The recommendation to one's employer: the API writes the letter in the language chosen; the
 * person copies it, opens it in their own email program or downloads it, and only if they gave an
 * HR address and tick the confirmation does Calma send it. Changing a detail takes the letter away
 * (it no longer matches), so what is sent is always what was read.
 */
export default function RecommendForm({ strings, locale }: Props) {
  const t = translatorFor(strings);
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
  const [letter, setLetter] = useState<(RecommendationLetter & { to: string; language: string }) | undefined>();
  const [confirm, setConfirm] = useState(false);
  const [confirmError, setConfirmError] = useState('');
  const [sendState, setSendState] = useState<SendState | undefined>();
  const [copyState, setCopyState] = useState<'copied' | 'failed' | undefined>();
  const [downloadUrl, setDownloadUrl] = useState<string | undefined>();
  const summary = useRef<HTMLDivElement>(null);
  const problemRef = useRef<HTMLParagraphElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const sentNotice = useRef<HTMLParagraphElement>(null);
  const confirmBox = useRef<HTMLInputElement>(null);
  const bodyArea = useRef<HTMLTextAreaElement>(null);

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
  useEffect(() => {
    if (created > 0) resultHeading.current?.focus();
  }, [created]);
  useEffect(() => {
    if (sendState === 'done') sentNotice.current?.focus();
  }, [sendState]);
  // The download is a file made in the browser; its address lives as long as the letter does.
  useEffect(() => {
    if (!letter) {
      setDownloadUrl(undefined);
      return;
    }
    const url = URL.createObjectURL(
      new Blob([`${letter.subject}\n\n${letter.body}\n`], { type: 'text/plain;charset=utf-8' }),
    );
    setDownloadUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [letter]);

  const change = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setLetter(undefined);
    setSendState(undefined);
    setConfirm(false);
    setConfirmError('');
    setCopyState(undefined);
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

  const send = async () => {
    setSendState(undefined);
    setConfirmError('');
    setBusy(true);
    const result = await api<RecommendationLetter>(URL_PATH, { body: { ...payload(), send: true, confirm } });
    setBusy(false);
    if (result.ok) {
      setLetter((current) => current && { ...current, ...result.body });
      setSendState(result.body.sent ? 'done' : (result.body.notSent ?? 'delivery_failed'));
      return;
    }
    const refused = result.problem;
    if (refused.code === 'VALIDATION_FAILED' && refused.fields.confirm) {
      setConfirmError(t('forms.recommend.send.confirm.required'));
      confirmBox.current?.focus();
    } else if (refused.code === 'SEND_LIMIT_REACHED') setSendState('limit');
    else if (refused.status === 429) setSendState('tooMany');
    else setSendState('failed');
  };

  const copy = async (text: string, select?: HTMLTextAreaElement | null) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopyState('copied');
    } catch {
      // Without clipboard access (an older browser, a denied permission) the text is at least
      // selected, ready for the reader's own copy command.
      select?.focus();
      select?.select();
      setCopyState('failed');
    }
  };

  return (
    <>
      <form className="card public-form" onSubmit={create} noValidate>
        <p>{t(`${PREFIX}.intro`)}</p>
        <ErrorSummary form={{ id: FORM, labels }} errors={errors} summaryRef={summary} t={t} />
        {fields.map((spec) => (
          <Field
            key={spec.name}
            form={FORM}
            prefix={PREFIX}
            spec={spec}
            value={values[spec.name as keyof typeof values]}
            errors={errors}
            onChange={(value) => change(spec.name, value)}
            t={t}
          />
        ))}
        <Honeypot form={FORM} value={website} onChange={setWebsite} t={t} />
        {problem && (
          <p className="notice notice-error" role="alert" tabIndex={-1} ref={problemRef}>
            {problem}
          </p>
        )}
        <button type="submit" className="button button-primary" disabled={!ready || busy}>
          {busy && !letter ? t('forms.common.sending') : t(`${PREFIX}.submit`)}
        </button>
      </form>

      {letter && (
        <section className="card letter-result" aria-labelledby={`${id}-result`}>
          <h3 id={`${id}-result`} ref={resultHeading} tabIndex={-1}>
            {t(`${PREFIX}.result.heading`)}
          </h3>
          <p>{t(`${PREFIX}.result.lead`)}</p>
          <div className="field">
            <label htmlFor={`${id}-subject`}>{t(`${PREFIX}.subject`)}</label>
            <input id={`${id}-subject`} type="text" readOnly value={letter.subject} lang={langTag(letter.language)} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-body`}>{t(`${PREFIX}.body`)}</label>
            <textarea
              id={`${id}-body`}
              ref={bodyArea}
              readOnly
              rows={18}
              value={letter.body}
              lang={langTag(letter.language)}
            />
          </div>
          <div className="button-row">
            <button type="button" className="button" onClick={() => void copy(letter.body, bodyArea.current)}>
              {t(`${PREFIX}.copy`)}
            </button>
            <button type="button" className="button" onClick={() => void copy(letter.subject)}>
              {t(`${PREFIX}.copySubject`)}
            </button>
            <a className="button" href={letter.mailto}>
              {t(`${PREFIX}.mailto`)}
            </a>
            {downloadUrl && (
              <a className="button" href={downloadUrl} download={`${t(`${PREFIX}.filename`)}.txt`}>
                {t(`${PREFIX}.download`)}
              </a>
            )}
          </div>
          <p aria-live="polite" className="hint">
            {copyState && t(copyState === 'copied' ? `${PREFIX}.copied` : `${PREFIX}.copyFailed`)}
          </p>

          <h3>{t(`${PREFIX}.send.heading`)}</h3>
          {!letter.to ? (
            <p>{t(`${PREFIX}.send.noEmail`)}</p>
          ) : sendState === 'done' ? (
            <p className="notice" role="status" tabIndex={-1} ref={sentNotice}>
              {t(`${PREFIX}.send.done`, { email: letter.to })}
            </p>
          ) : (
            <>
              <p>{t(`${PREFIX}.send.lead`, { email: letter.to })}</p>
              <div className="field checkbox-field">
                <input
                  id={`${id}-confirm`}
                  ref={confirmBox}
                  type="checkbox"
                  checked={confirm}
                  onChange={(e) => {
                    setConfirm(e.currentTarget.checked);
                    setConfirmError('');
                  }}
                  aria-invalid={confirmError ? true : undefined}
                  aria-describedby={confirmError ? `${id}-confirm-error` : undefined}
                />
                <label htmlFor={`${id}-confirm`}>{t(`${PREFIX}.send.confirm`, { email: letter.to })}</label>
                {confirmError && (
                  <p id={`${id}-confirm-error`} className="field-error">
                    {confirmError}
                  </p>
                )}
              </div>
              {sendState && (
                <p className="notice notice-error" role="alert">
                  {t(SEND_MESSAGES[sendState], { email: letter.to })}
                </p>
              )}
              <button type="button" className="button button-primary" disabled={busy} onClick={() => void send()}>
                {busy ? t('forms.common.sending') : t(`${PREFIX}.send.submit`)}
              </button>
            </>
          )}
        </section>
      )}
    </>
  );
}

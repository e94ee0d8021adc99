import { dateFormat, type VerificationState } from '@calma/api/contract';
import { type ChangeEvent, type SyntheticEvent, useId, useState } from 'react';
import type { Translate } from '../../i18n/format.ts';
import type { ApiProblem } from '../../lib/api-client.ts';
import { type ApiCall, type ApiError, useApiCache, useApiMutation, useApiQuery } from '../../lib/query.ts';
import { errorMessage, uploadFile } from '../../lib/upload.ts';
import QueryState from '../QueryState.tsx';

type DocumentKind = 'qualification' | 'identity';

interface Props {
  t: Translate;
  locale: string;
  /** Where a therapist without a profile starts one. */
  createProfileHref: string;
  /**
   * The API path that submits for review. The dashboard submits the verification on its own; the
   * profile wizard passes its own submit path, which moves the wizard's forms into the profile too.
   */
  submitPath?: string;
}

const MB = 1024 * 1024;
/**
 * The verification of a therapist's registration: country, profession and register number, the
 * private documents that prove them, and submitting for review; afterwards the review's state and
 * the reviewer's message.
 */
export default function VerificationForm({
  t,
  locale,
  createProfileHref,
  submitPath = '/api/v1/verification/submit',
}: Props) {
  const path = `/api/v1/verification?locale=${locale}`;
  const loaded = useApiQuery<VerificationState>(path);
  const state = loaded.data;
  const cache = useApiCache();
  // Every change answers the verification as it now stands.
  const change = useApiMutation<VerificationState, ApiCall>((call) => call);
  const submission = useApiMutation(() => ({ path: submitPath, method: 'POST' }));
  // What was typed since the fields last showed the verification as saved.
  const [typed, setTyped] = useState<{ country?: string; profession?: string; number?: string }>({});
  const country = typed.country ?? state?.country ?? '';
  const profession = typed.profession ?? state?.profession ?? '';
  const number = typed.number ?? state?.registerNumber ?? '';
  const setCountry = (value: string) => setTyped((current) => ({ ...current, country: value }));
  const setProfession = (value: string) => setTyped((current) => ({ ...current, profession: value }));
  const setNumber = (value: string) => setTyped((current) => ({ ...current, number: value }));
  const [numberProblem, setNumberProblem] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const id = useId();

  /** Shows the verification as the API answered it, the fields included. */
  const adopt = (next: VerificationState) => {
    cache.set(path, next);
    setTyped({});
  };

  if (!state && loaded.error?.code === 'PROFILE_NOT_FOUND') {
    return (
      <p className="notice">
        {t('dashboard.verification.noProfile')}{' '}
        <a href={createProfileHref}>{t('dashboard.verification.createProfile')}</a>
      </p>
    );
  }
  if (!state)
    return (
      <QueryState
        query={loaded}
        t={t}
        loading="dashboard.verification.loading"
        error="dashboard.verification.loadError"
      />
    );

  const params = { mb: Math.round(state.limits.documentBytes / MB), max: state.limits.documents };
  const fail = (error: Pick<ApiProblem, 'code'>) =>
    setMessage({ text: errorMessage(t, 'dashboard.verification', error, params), error: true });
  const countryData = state.countries.find((c) => c.slug === country);
  const professionData = countryData?.professions.find((p) => p.id === profession);
  const dirty =
    country !== (state.country ?? '') || profession !== (state.profession ?? '') || number !== state.registerNumber;
  const date = dateFormat(locale, { dateStyle: 'long' });
  // The form's own fields count as typed (they are saved on submit); documents as stored.
  const missing = [
    ...(country ? [] : ['country']),
    ...(profession ? [] : ['profession']),
    ...(number.trim() ? [] : ['registerNumber']),
    ...state.missing.filter((m) => m === 'qualification' || m === 'identity'),
  ];

  const checkNumber = () => {
    if (!professionData) return true;
    const ok = new RegExp(professionData.pattern).test(number.trim());
    setNumberProblem(ok ? '' : t('dashboard.verification.numberInvalid', { example: professionData.example }));
    return ok;
  };
  const save = async (): Promise<boolean> => {
    if (!country || !profession) {
      setMessage({ text: t('dashboard.verification.chooseFirst'), error: true });
      return false;
    }
    if (!checkNumber()) return false;
    try {
      adopt(
        await change.mutateAsync({ path, method: 'PUT', body: { country, profession, registerNumber: number.trim() } }),
      );
      return true;
    } catch (problem) {
      fail(problem as ApiError);
      return false;
    }
  };
  const onSave = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    setBusy('save');
    if (await save()) setMessage({ text: t('dashboard.verification.saved'), error: false });
    setBusy(null);
  };
  const onSubmit = async () => {
    setMessage(null);
    setBusy('submit');
    if (dirty && !(await save())) {
      setBusy(null);
      return;
    }
    try {
      await submission.mutateAsync();
      const fresh = await loaded.refetch();
      if (fresh.data) adopt(fresh.data);
      setMessage({ text: t('dashboard.verification.submittedDone'), error: false });
    } catch (problem) {
      fail(problem as ApiError);
    }
    setBusy(null);
  };
  const onFile = (kind: DocumentKind) => async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setMessage(null);
    if (file.size > state.limits.documentBytes) return fail({ code: 'FILE_TOO_LARGE' });
    setBusy(kind);
    const result = await uploadFile<VerificationState>(
      `/api/v1/verification/documents?kind=${kind}&locale=${locale}`,
      file,
    );
    setBusy(null);
    if (!result.ok) return fail(result.problem);
    cache.set(path, result.body);
    setMessage({ text: t('dashboard.verification.documents.added', { name: file.name }), error: false });
  };
  const removeDocument = (documentId: string, name: string) => {
    setMessage(null);
    setBusy('remove');
    change.mutate(
      { path: `/api/v1/verification/documents/${documentId}?locale=${locale}`, method: 'DELETE' },
      {
        onSuccess: (next) => {
          cache.set(path, next);
          setMessage({ text: t('dashboard.verification.documents.removed', { name }), error: false });
        },
        onError: fail,
        onSettled: () => setBusy(null),
      },
    );
  };

  const working = busy !== null;
  const editable = state.editable;
  // A verified profile goes back to review with each change on its own; there is nothing to submit.
  const changesGoToReview = state.status === 'verified' || state.status === 'submitted';
  const documentList = (kind: DocumentKind) => {
    const documents = state.documents.filter((d) => d.kind === kind);
    if (documents.length === 0) return <p>{t('dashboard.verification.documents.none')}</p>;
    return (
      <ul className="document-list">
        {documents.map((d) => (
          <li key={d.id}>
            <a href={d.url} download={d.fileName}>
              {t('dashboard.verification.documents.download', { name: d.fileName })}
            </a>{' '}
            <span className="hint">
              {t('dashboard.verification.documents.details', {
                size: `${Math.max(1, Math.round(d.bytes / 1024))} KB`,
                date: date.format(new Date(d.createdAt)),
              })}
            </span>
            {editable && (
              <button
                type="button"
                className="button button-small"
                disabled={working}
                onClick={() => removeDocument(d.id, d.fileName)}
              >
                {t('dashboard.verification.documents.remove', { name: d.fileName })}
              </button>
            )}
          </li>
        ))}
      </ul>
    );
  };

  return (
    <div className="verification">
      <section aria-labelledby={`${id}-status`} className="card verification-status">
        <h2 id={`${id}-status`}>{t('dashboard.verification.statusHeading')}</h2>
        <p>
          <strong className={`badge badge-status-${state.status}`}>
            {t(`dashboard.verification.status.${state.status}`)}
          </strong>
        </p>
        <p>{t(`dashboard.verification.explain.${state.status}`)}</p>
        {state.submittedAt && state.status !== 'draft' && (
          <p>{t('dashboard.verification.submittedOn', { date: date.format(new Date(state.submittedAt)) })}</p>
        )}
        {state.verifiedAt && (
          <p>{t('dashboard.verification.verifiedOn', { date: date.format(new Date(state.verifiedAt)) })}</p>
        )}
        {state.verifiedAt && state.status !== 'verified' && <p>{t('dashboard.verification.stillListed')}</p>}
        {state.decision && state.decision.outcome !== 'approved' && state.decision.reason && (
          <div className="notice">
            <h3>{t('dashboard.verification.reason')}</h3>
            <p className="preserve-lines">{state.decision.reason}</p>
          </div>
        )}
      </section>

      <div aria-live="polite">
        {message && (
          <p className={message.error ? 'notice notice-error' : 'notice'} role={message.error ? 'alert' : undefined}>
            {message.text}
          </p>
        )}
      </div>

      <section aria-labelledby={`${id}-details`}>
        <h2 id={`${id}-details`}>{t('dashboard.verification.detailsHeading')}</h2>
        {editable && changesGoToReview && <p className="hint">{t('dashboard.verification.changeHint')}</p>}
        {editable ? (
          <form onSubmit={(event) => void onSave(event)} noValidate>
            <div className="field">
              <label htmlFor={`${id}-country`}>{t('dashboard.verification.country')}</label>
              <select
                id={`${id}-country`}
                value={country}
                onChange={(event) => {
                  setCountry(event.target.value);
                  setProfession('');
                  setNumberProblem('');
                }}
              >
                <option value="">{t('dashboard.verification.countryChoose')}</option>
                {state.countries.map((c) => (
                  <option key={c.slug} value={c.slug}>
                    {c.name}
                  </option>
                ))}
              </select>
            </div>
            {countryData && (
              <fieldset className="field">
                <legend>{t('dashboard.verification.profession')}</legend>
                {countryData.professions.map((p) => (
                  <div key={p.id} className="checkbox-field">
                    <input
                      type="radio"
                      id={`${id}-profession-${p.id}`}
                      name={`${id}-profession`}
                      value={p.id}
                      checked={profession === p.id}
                      onChange={() => {
                        setProfession(p.id);
                        setNumberProblem('');
                      }}
                    />
                    <label htmlFor={`${id}-profession-${p.id}`}>{p.name}</label>
                  </div>
                ))}
              </fieldset>
            )}
            {professionData && (
              <>
                <p className="hint">{t('dashboard.verification.register', { register: professionData.register })}</p>
                <div className="field">
                  <label htmlFor={`${id}-number`}>{professionData.numberLabel}</label>
                  <p className="hint" id={`${id}-number-hint`}>
                    {t('dashboard.verification.numberExample', { example: professionData.example })}
                  </p>
                  <input
                    id={`${id}-number`}
                    value={number}
                    maxLength={60}
                    autoComplete="off"
                    aria-invalid={numberProblem ? true : undefined}
                    aria-describedby={`${id}-number-hint${numberProblem ? ` ${id}-number-error` : ''}`}
                    onChange={(event) => setNumber(event.target.value)}
                    onBlur={() => number.trim() !== '' && checkNumber()}
                  />
                  {numberProblem && (
                    <p className="field-problem" id={`${id}-number-error`}>
                      {numberProblem}
                    </p>
                  )}
                </div>
              </>
            )}
            <button type="submit" className="button" disabled={working}>
              {t('dashboard.verification.save')}
            </button>
          </form>
        ) : (
          <dl className="facts">
            <dt>{t('dashboard.verification.country')}</dt>
            <dd>{countryData?.name ?? '—'}</dd>
            <dt>{t('dashboard.verification.profession')}</dt>
            <dd>{professionData?.name ?? '—'}</dd>
            <dt>{professionData?.numberLabel ?? t('dashboard.verification.numberFallback')}</dt>
            <dd>{state.registerNumber || '—'}</dd>
          </dl>
        )}
      </section>

      <section aria-labelledby={`${id}-documents`}>
        <h2 id={`${id}-documents`}>{t('dashboard.verification.documents.heading')}</h2>
        <p>{t('dashboard.verification.documents.private')}</p>
        {editable && <p className="hint">{t('dashboard.verification.documents.hint', params)}</p>}
        {(['qualification', 'identity'] as const).map((kind) => (
          <div key={kind} className="document-group">
            <h3>{t(`dashboard.verification.documents.${kind}`)}</h3>
            <p className="hint">
              {kind === 'qualification' && professionData
                ? professionData.evidence
                : t(`dashboard.verification.documents.${kind}Hint`)}
            </p>
            {documentList(kind)}
            {editable && (
              <div className="field">
                <label htmlFor={`${id}-file-${kind}`}>{t(`dashboard.verification.documents.add.${kind}`)}</label>
                <input
                  id={`${id}-file-${kind}`}
                  type="file"
                  accept="application/pdf,image/jpeg,image/png"
                  disabled={working}
                  onChange={(event) => void onFile(kind)(event)}
                />
              </div>
            )}
          </div>
        ))}
      </section>

      {editable && !changesGoToReview && (
        <section aria-labelledby={`${id}-submit`}>
          <h2 id={`${id}-submit`}>{t('dashboard.verification.submitHeading')}</h2>
          {missing.length > 0 ? (
            <>
              <p>{t('dashboard.verification.missing')}</p>
              <ul>
                {missing.map((m) => (
                  <li key={m}>{t(`dashboard.verification.missing.${m}`)}</li>
                ))}
              </ul>
            </>
          ) : (
            <p>{t('dashboard.verification.ready')}</p>
          )}
          <button
            type="button"
            className="button button-primary"
            disabled={working || missing.length > 0}
            onClick={() => void onSubmit()}
          >
            {t('dashboard.verification.submit')}
          </button>
        </section>
      )}
    </div>
  );
}

import { dateFormat, type VerificationState } from '@calma/api/contract';
import { useWords } from '../../words.tsx';
import type { DocumentKind, Verification } from './use-verification.ts';
import { documentParams, sizeText } from './verification-state.ts';

// The verification form's sections: the review's state, the registration details (a form while
// editable, facts after), the private documents, and submitting for review.

type Profession = VerificationState['countries'][number]['professions'][number];

interface Section {
  v: Verification;
  state: VerificationState;
  id: string;
}

/** Where the review stands, since when, and the reviewer's reason when it was not approved. */
export function StatusCard({ state, id }: Omit<Section, 'v'>) {
  const { t, locale } = useWords();
  const date = dateFormat(locale, { dateStyle: 'long' });
  return (
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
  );
}

/** Country, profession and register number: chosen and typed while editable, shown as facts after. */
export function DetailsForm({
  v,
  state,
  id,
  profession,
}: Omit<Section, 'locale'> & { profession: Profession | undefined }) {
  const { t } = useWords();
  const countryData = state.countries.find((c) => c.slug === v.typed.country);
  if (!state.editable) {
    return (
      <dl className="facts">
        <dt>{t('dashboard.verification.country')}</dt>
        <dd>{countryData?.name ?? '—'}</dd>
        <dt>{t('dashboard.verification.profession')}</dt>
        <dd>{profession?.name ?? '—'}</dd>
        <dt>{profession?.numberLabel ?? t('dashboard.verification.numberFallback')}</dt>
        <dd>{state.registerNumber || '—'}</dd>
      </dl>
    );
  }
  return (
    <form onSubmit={(event) => void v.onSave(event)} noValidate>
      <div className="field">
        <label htmlFor={`${id}-country`}>{t('dashboard.verification.country')}</label>
        <select id={`${id}-country`} value={v.typed.country} onChange={(event) => v.setCountry(event.target.value)}>
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
                checked={v.typed.profession === p.id}
                onChange={() => v.setProfession(p.id)}
              />
              <label htmlFor={`${id}-profession-${p.id}`}>{p.name}</label>
            </div>
          ))}
        </fieldset>
      )}
      {profession && <RegisterNumber v={v} id={id} profession={profession} />}
      <button type="submit" className="button" disabled={v.working}>
        {t('dashboard.verification.save')}
      </button>
    </form>
  );
}

/** The register the profession is listed in, and its number, checked as the field is left. */
function RegisterNumber({ v, id, profession }: Pick<Section, 'v' | 'id'> & { profession: Profession }) {
  const { t } = useWords();
  const problem = v.numberProblem;
  return (
    <>
      <p className="hint">{t('dashboard.verification.register', { register: profession.register })}</p>
      <div className="field">
        <label htmlFor={`${id}-number`}>{profession.numberLabel}</label>
        <p className="hint" id={`${id}-number-hint`}>
          {t('dashboard.verification.numberExample', { example: profession.example })}
        </p>
        <input
          id={`${id}-number`}
          value={v.typed.number}
          maxLength={60}
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-number-hint${problem ? ` ${id}-number-error` : ''}`}
          onChange={(event) => v.setNumber(event.target.value)}
          onBlur={() => v.typed.number.trim() !== '' && v.checkNumber()}
        />
        {problem && (
          <p className="field-problem" id={`${id}-number-error`}>
            {problem}
          </p>
        )}
      </div>
    </>
  );
}

/** The private documents of each kind, downloaded, added or removed while editable. */
export function Documents({ v, state, id, profession }: Section & { profession: Profession | undefined }) {
  const { t } = useWords();
  return (
    <section aria-labelledby={`${id}-documents`}>
      <h2 id={`${id}-documents`}>{t('dashboard.verification.documents.heading')}</h2>
      <p>{t('dashboard.verification.documents.private')}</p>
      {state.editable && (
        <p className="hint">{t('dashboard.verification.documents.hint', documentParams(state.limits))}</p>
      )}
      {(['qualification', 'identity'] as const).map((kind) => (
        <div key={kind} className="document-group">
          <h3>{t(`dashboard.verification.documents.${kind}`)}</h3>
          <p className="hint">
            {kind === 'qualification' && profession
              ? profession.evidence
              : t(`dashboard.verification.documents.${kind}Hint`)}
          </p>
          <DocumentList v={v} state={state} kind={kind} />
          {state.editable && (
            <div className="field">
              <label htmlFor={`${id}-file-${kind}`}>{t(`dashboard.verification.documents.add.${kind}`)}</label>
              <input
                id={`${id}-file-${kind}`}
                type="file"
                accept="application/pdf,image/jpeg,image/png"
                disabled={v.working}
                onChange={(event) => void v.onFile(kind)(event)}
              />
            </div>
          )}
        </div>
      ))}
    </section>
  );
}

function DocumentList({ v, state, kind }: Omit<Section, 'id'> & { kind: DocumentKind }) {
  const { t, locale } = useWords();
  const date = dateFormat(locale, { dateStyle: 'long' });
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
              size: sizeText(d.bytes),
              date: date.format(new Date(d.createdAt)),
            })}
          </span>
          {state.editable && (
            <button
              type="button"
              className="button button-small"
              disabled={v.working}
              onClick={() => v.removeDocument(d.id, d.fileName)}
            >
              {t('dashboard.verification.documents.remove', { name: d.fileName })}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

/** What is still missing, or that it is ready; and submitting for review. */
export function SubmitSection({ v, id, missing }: Pick<Section, 'v' | 'id'> & { missing: string[] }) {
  const { t } = useWords();
  return (
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
        disabled={v.working || missing.length > 0}
        onClick={() => void v.onSubmit()}
      >
        {t('dashboard.verification.submit')}
      </button>
    </section>
  );
}

import type { Application, Applications } from '@calma/api/contract';
import { useEffect, useId, useState } from 'react';
import { api } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/upload.ts';
import { dateTimeFormat, type ScreenProps } from './types.ts';

type Outcome = 'approved' | 'changes_requested' | 'rejected';

function Review({
  application,
  t,
  locale,
  onDecided,
}: Pick<ScreenProps, 't' | 'locale'> & { application: Application; onDecided: (outcome: Outcome) => void }) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();
  const date = dateTimeFormat(locale, { dateStyle: 'medium' });
  const a = application;

  const decide = async (outcome: Outcome) => {
    setProblem('');
    if (outcome !== 'approved' && reason.trim() === '') {
      setProblem(t('dashboard.adminVerifications.reasonRequired'));
      return;
    }
    setBusy(true);
    const result = await api<null>(`/api/v1/admin/verifications/${a.therapistId}/decision`, {
      method: 'POST',
      body: { outcome, reason: reason.trim() },
    });
    setBusy(false);
    if (result.ok) onDecided(outcome);
    else setProblem(errorMessage(t, 'dashboard.adminVerifications', result.problem));
  };

  return (
    <li className="card review">
      <h2 id={`${id}-name`}>{a.name}</h2>
      {a.verifiedAt && <p className="badge">{t('dashboard.adminVerifications.reReview')}</p>}
      <dl className="facts">
        <dt>{t('dashboard.adminVerifications.email')}</dt>
        <dd>{a.email ?? '—'}</dd>
        <dt>{t('dashboard.adminVerifications.country')}</dt>
        <dd>{a.country?.name ?? '—'}</dd>
        <dt>{t('dashboard.adminVerifications.profession')}</dt>
        <dd>{a.profession?.name ?? '—'}</dd>
        <dt>{t('dashboard.adminVerifications.register')}</dt>
        <dd>{a.profession?.register ?? '—'}</dd>
        <dt>{a.profession?.numberLabel ?? t('dashboard.adminVerifications.number')}</dt>
        <dd>{a.registerNumber || '—'}</dd>
        <dt>{t('dashboard.adminVerifications.submitted')}</dt>
        <dd>{a.submittedAt ? date.format(new Date(a.submittedAt)) : '—'}</dd>
      </dl>
      <h3>{t('dashboard.adminVerifications.documents')}</h3>
      {a.documents.length === 0 ? (
        <p>{t('dashboard.verification.documents.none')}</p>
      ) : (
        <ul className="document-list">
          {a.documents.map((d) => (
            <li key={d.id}>
              <a href={d.url} download={d.fileName}>
                {t('dashboard.verification.documents.download', { name: d.fileName })}
              </a>{' '}
              <span className="hint">({t(`dashboard.verification.documents.${d.kind}`)})</span>
            </li>
          ))}
        </ul>
      )}
      {a.decisions.length > 0 && (
        <>
          <h3>{t('dashboard.adminVerifications.earlier')}</h3>
          <ul>
            {a.decisions.map((d) => (
              <li key={d.decidedAt}>
                {t(`dashboard.adminVerifications.outcome.${d.outcome}`)} · {date.format(new Date(d.decidedAt))}
                {d.reason && <p className="preserve-lines">{d.reason}</p>}
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="field">
        <label htmlFor={`${id}-reason`}>{t('dashboard.adminVerifications.reason')}</label>
        <p className="hint" id={`${id}-reason-hint`}>
          {t('dashboard.adminVerifications.reasonHint')}
        </p>
        <textarea
          id={`${id}-reason`}
          rows={3}
          maxLength={2000}
          value={reason}
          aria-describedby={`${id}-reason-hint`}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      {problem && (
        <p className="notice notice-error" role="alert">
          {problem}
        </p>
      )}
      <div className="button-row">
        <button type="button" className="button button-primary" disabled={busy} onClick={() => void decide('approved')}>
          {t('dashboard.adminVerifications.approve')}
          <span className="visually-hidden"> {a.name}</span>
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => void decide('changes_requested')}>
          {t('dashboard.adminVerifications.requestChanges')}
          <span className="visually-hidden"> {a.name}</span>
        </button>
        <button type="button" className="button" disabled={busy} onClick={() => void decide('rejected')}>
          {t('dashboard.adminVerifications.reject')}
          <span className="visually-hidden"> {a.name}</span>
        </button>
      </div>
    </li>
  );
}

/**
 * One waiting application as a line in the queue. Opening it loads it in full, which tells the
 * therapist it is in review and locks what they submitted until the decision.
 */
function Queued({
  application,
  t,
  locale,
  onDecided,
}: Pick<ScreenProps, 't' | 'locale'> & { application: Application; onDecided: (outcome: Outcome) => void }) {
  const [opened, setOpened] = useState<Application | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const date = dateTimeFormat(locale, { dateStyle: 'medium' });
  const a = application;
  if (opened) return <Review application={opened} t={t} locale={locale} onDecided={onDecided} />;

  const open = async () => {
    setBusy(true);
    setFailed(false);
    const result = await api<Application>(`/api/v1/admin/verifications/${a.therapistId}?locale=${locale}`);
    setBusy(false);
    if (result.ok) setOpened(result.body);
    else setFailed(true);
  };
  return (
    <li className="card review">
      <h2>{a.name}</h2>
      <p>
        <strong className={`badge badge-status-${a.status}`}>{t(`dashboard.verification.status.${a.status}`)}</strong>
        {a.verifiedAt && <span className="badge">{t('dashboard.adminVerifications.reReview')}</span>}
        {a.submittedAt && ` · ${t('dashboard.adminVerifications.submitted')}: ${date.format(new Date(a.submittedAt))}`}
      </p>
      {failed && (
        <p className="notice notice-error" role="alert">
          {t('dashboard.adminVerifications.loadError')}
        </p>
      )}
      <button type="button" className="button" disabled={busy} onClick={() => void open()}>
        {t('dashboard.adminVerifications.open')}
        <span className="visually-hidden"> {a.name}</span>
      </button>
    </li>
  );
}

/** The admins' queue of profiles waiting for verification, longest-waiting first. */
export default function AdminVerifications({ t, locale }: ScreenProps) {
  const [applications, setApplications] = useState<Application[] | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [message, setMessage] = useState('');

  useEffect(() => {
    api<Applications>(`/api/v1/admin/verifications?locale=${locale}`).then((result) => {
      if (result.ok) setApplications(result.body.applications);
      else setFailed(true);
    });
  }, [locale]);

  return (
    <section>
      <h1>{t('dashboard.adminVerifications.title')}</h1>
      <p>{t('dashboard.adminVerifications.lead')}</p>
      <div aria-live="polite">{message && <p className="notice">{message}</p>}</div>
      {failed && (
        <p className="notice notice-error" role="alert">
          {t('dashboard.adminVerifications.loadError')}
        </p>
      )}
      {!applications && !failed && <p aria-live="polite">{t('dashboard.adminVerifications.loading')}</p>}
      {applications &&
        (applications.length === 0 ? (
          <p>{t('dashboard.adminVerifications.empty')}</p>
        ) : (
          <ol className="review-list">
            {applications.map((a) => (
              <Queued
                key={a.therapistId}
                application={a}
                t={t}
                locale={locale}
                onDecided={(outcome) => {
                  setApplications((list) => list?.filter((x) => x.therapistId !== a.therapistId));
                  setMessage(t(`dashboard.adminVerifications.done.${outcome}`, { name: a.name }));
                }}
              />
            ))}
          </ol>
        ))}
    </section>
  );
}
